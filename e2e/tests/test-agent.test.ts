import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "../support/accounts";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, seriousA11yViolations, shot, toast } from "../support/browser";

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer({ DEMO_WORKSPACE: "true" })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const replies = (page: Page) => page.getByRole("article", { name: /AI Agent reply|System Message/ });

async function ask(page: Page, question: string) {
  // The conversation has loaded (its messages, or none yet) before counting.
  await page
    .getByRole("list", { name: "Messages" })
    .or(page.getByText(/No messages yet/))
    .waitFor();
  const before = await replies(page).count();
  const input = page.getByPlaceholder("Paste a support email from one of your customers here...");
  await input.fill(question);
  await page.getByRole("button", { name: "Test Response" }).click();
  await expect.poll(() => replies(page).count(), { timeout: 30_000 }).toBe(before + 1);
  await expect
    .poll(() => page.getByRole("article", { name: "AI Agent reply" }).getByText("Processing...").count(), {
      timeout: 30_000,
    })
    .toBe(0);
  await toast(page, "Message processed successfully").last().waitFor();
  return replies(page).last();
}

describe("the Test Agent on the demo workspace", () => {
  it("three columns: a new test needs a customer, the agent answers, ratings change and stay", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/test-agent");
    const sessions = page.getByRole("region", { name: "Test Sessions" });
    const conversation = page.getByRole("region", { name: "Test Conversation" });
    const customer = page.getByRole("region", { name: "Test Customer" });
    await conversation
      .getByText("Paste a support email from one of your customers and see what the AI Agent responds")
      .waitFor();
    await conversation.getByText("Select a test or create a new one to start").waitFor();
    await customer.getByText("Select a test to view customer details").waitFor();
    await sessions.getByText(/No tests yet/).waitFor();
    expect(await sessions.getByRole("button", { name: "New Test" }).isDisabled()).toBe(true);
    await shot(page, "test-agent-empty-1280");

    // The picker searches the company's customers.
    await sessions.getByLabel("Search customers").fill("jansen");
    await expect
      .poll(() => sessions.getByLabel("Customer", { exact: true }).locator("option").count())
      .toBe(2);
    await sessions.getByLabel("Search customers").fill("");
    await sessions
      .getByLabel("Customer", { exact: true })
      .selectOption({ label: "Anna Weber (anna.weber@example.com)" });
    await sessions.getByRole("button", { name: "New Test" }).click();
    await toast(page, "Test created successfully").waitFor();
    await sessions.getByRole("button", { name: /Test 1/ }).waitFor();
    expect(await sessions.getByRole("button", { name: /Test 1/ }).getAttribute("aria-current")).toBe("true");
    await conversation.getByText("Testing as: Anna Weber").waitFor();
    await customer.getByText("Anna Weber").waitFor();
    await customer.getByText("anna.weber@example.com").waitFor();
    await customer.getByText("Full customer details will be displayed when a test is selected.").waitFor();

    const send = conversation.getByRole("button", { name: "Test Response" });
    expect(await send.isDisabled()).toBe(true);
    await conversation
      .getByPlaceholder("Paste a support email from one of your customers here...")
      .fill("   \n ");
    expect(await send.isDisabled()).toBe(true);

    // "Processing..." on the button and in the reply bubble while the agent works.
    await conversation
      .getByPlaceholder("Paste a support email from one of your customers here...")
      .fill("Hello, do you have parking for our car during the stay?");
    const processing = conversation.getByText("Processing...").first().waitFor();
    await send.click();
    await processing;
    await expect
      .poll(
        () =>
          conversation.getByRole("article", { name: "AI Agent reply" }).getByText("Processing...").count(),
        {
          timeout: 30_000,
        },
      )
      .toBe(0);
    await toast(page, "Success").first().waitFor();
    const reply = replies(page).last();
    await reply.getByText("AI Agent", { exact: true }).waitFor();
    await reply.getByLabel("Intent: Parking").waitFor();
    await reply.getByText(/Hi Anna,/).waitFor();
    await reply.getByText(/18 EUR per night/).waitFor();
    // Rendered as HTML: the reply's paragraphs are paragraphs.
    expect(await reply.locator(".reply-html p").count()).toBeGreaterThan(1);
    await conversation.getByText("Hello, do you have parking for our car during the stay?").waitFor();

    const up = reply.getByRole("button", { name: "Thumbs up", exact: true });
    const double = reply.getByRole("button", { name: /Double thumbs up/ });
    await reply.getByText("Rate this response:").waitFor();
    await up.click();
    await toast(page, "Response qualification updated").waitFor();
    await expect.poll(() => up.getAttribute("aria-pressed")).toBe("true");
    await double.click();
    await expect.poll(() => double.getAttribute("aria-pressed")).toBe("true");
    expect(await up.getAttribute("aria-pressed")).toBe("false");
    await page.reload();
    await expect
      .poll(() =>
        replies(page)
          .last()
          .getByRole("button", { name: /Double thumbs up/ })
          .getAttribute("aria-pressed"),
      )
      .toBe("true");

    // A system reply: orange, "System Message", no intent badge and no rating.
    const system = await ask(page, "We left a day early and I want a refund for the night we did not use.");
    await system.getByText("System Message").waitFor();
    await system
      .getByText(
        "This intent is set to never be answered by the agent. The message would be escalated to the assigned responsable.",
      )
      .waitFor();
    expect(await system.getByRole("group").count()).toBe(0);
    expect(await system.getByText(/Intent:/).count()).toBe(0);
    expect(await system.getAttribute("class")).toMatch(/bg-orange-50/);

    // An Italian guest: the demo FAQ answers breakfast in English, French and German only, so the reply is a draft a
    // person translates, and the owner is told so under it.
    const italian = await ask(page, "Buongiorno, a che ora è la colazione?");
    await italian.getByText(/7:00/).waitFor();
    await italian
      .getByText(
        "A person would translate this draft before it is sent: the answer is in English, the guest wrote in Italian.",
      )
      .waitFor();
    // Checked once the toasts (the shared toaster, not this page) have gone.
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "test-agent-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "test-agent-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A second test is listed first, named Test 2.
    await page.setViewportSize({ width: 1280, height: 900 });
    await sessions
      .getByLabel("Customer", { exact: true })
      .selectOption({ label: "Peter Jansen (peter.jansen@example.com)" });
    await sessions.getByRole("button", { name: "New Test" }).click();
    await toast(page, "Test created successfully").waitFor();
    await expect
      .poll(() => sessions.getByRole("list", { name: "Tests" }).getByRole("button").first().textContent())
      .toMatch(/^Test 2/);
    await conversation.getByText("Testing as: Peter Jansen").waitFor();
    await conversation.getByText(/No messages yet/).waitFor();
    await sessions.getByRole("button", { name: /Test 1/ }).click();
    await conversation.getByText("Testing as: Anna Weber").waitFor();
    await expect.poll(() => replies(page).count()).toBe(3);
    await context.close();
  });

  it("a reply never runs what the email contained: markup is shown as text", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/test-agent");
    await page
      .getByLabel("Customer", { exact: true })
      .selectOption({ label: "Anna Weber (anna.weber@example.com)" });
    await page.getByRole("button", { name: "New Test" }).click();
    await toast(page, "Test created successfully").waitFor();
    let alerted = false;
    page.on("dialog", async (d) => {
      alerted = true;
      await d.dismiss();
    });
    await ask(page, `<img src=x onerror="alert(1)"> Is breakfast included?`);
    await page.getByText(`<img src=x onerror="alert(1)"> Is breakfast included?`).waitFor();
    expect(alerted).toBe(false);
    await context.close();
  });

  it("Test on past mail: an FAQ edit shows as a changed reply, first in the table, and the progress survives a reload", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    // The demo's six guest emails, decided by the pipeline when the server started.
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`${server.baseUrl}/api/messages?pageSize=50`);
          const body = (await res.json()) as { rows?: { processed: boolean }[] };
          return body.rows?.filter((m) => m.processed).length ?? 0;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(6);

    // The owner changes an answer in the Library.
    await page.goto("/library");
    await page.getByRole("button", { name: "Edit Frequently Asked Questions" }).click();
    const faqDialog = page.getByRole("dialog", { name: "Frequently Asked Questions" });
    const faq = faqDialog.getByLabel("Frequently Asked Questions");
    const saved = await faq.inputValue();
    expect(saved).toContain("Check-in is from 15:00");
    await faq.fill(saved.replace("Check-in is from 15:00", "Check-in is from 14:00"));
    await faqDialog.getByRole("button", { name: "Save Changes", exact: true }).click();
    await toast(page, "FAQ saved successfully!").waitFor();

    await page.goto("/test-agent");
    const opener = page.getByRole("button", { name: "Test on past mail" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Test on past mail" });
    const count = dialog.getByLabel("Messages to replay");
    expect(await count.inputValue()).toBe("100");
    await shot(page, "test-agent-past-mail-dialog-1280");
    await count.fill("501");
    await dialog.getByRole("button", { name: "Run test" }).click();
    await dialog
      .getByRole("alert")
      .getByText("Choose how many past messages to test: a whole number from 1 to 500.")
      .waitFor();
    await count.fill("100");
    await dialog.getByRole("button", { name: "Run test" }).click();
    await toast(page, "Test on past mail started").waitFor();
    await expect.poll(() => page.url()).toContain("view=past-mail");

    // A reload finds the replay again, running or done.
    await page.reload();
    const results = page.getByRole("region", { name: "Test on past mail" });
    await results
      .getByText("6 messages replayed: 1 would be handled differently now.")
      .waitFor({ timeout: 30_000 });
    const rows = results.getByRole("table").getByRole("row");
    await expect.poll(() => rows.count()).toBe(7);
    const first = rows.nth(1);
    await first.getByText("Changed", { exact: true }).waitFor();
    await first.getByRole("link", { name: "Arriving late" }).waitFor();
    await first.getByText(/Anna Weber/).waitFor();
    await first
      .getByText(/Check-in is from 14:00/)
      .first()
      .waitFor();
    // What the agent wrote then, beside it.
    await first.getByText("Reply then").click();
    await expect
      .poll(() => first.locator("details[open] > p").textContent())
      .toMatch(/Check-in is from 15:00/);
    expect(await rows.nth(2).getByText("Changed", { exact: true }).count()).toBe(0);
    const counts = results.getByRole("list", { name: "Counts per action" });
    await counts.getByText("Handed to a person").waitFor();
    await counts.getByText("Skipped").waitFor();
    await results.getByRole("list", { name: "Counts per action" }).waitFor();

    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "test-agent-past-mail-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await results.getByRole("list", { name: "Past messages" }).waitFor();
    await shot(page, "test-agent-past-mail-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The message behind a row opens from it; back on the conversations, the last replay is one click away.
    await first.getByRole("link", { name: "Arriving late" }).click();
    await expect.poll(() => page.url()).toMatch(/\/messages\/[0-9a-f-]{36}$/);
    await page.goto("/test-agent");
    await page.getByText("Last test on past mail: 1 of 6 changed.").waitFor();
    await page.getByRole("link", { name: "View the last test on past mail" }).click();
    await results.getByText("6 messages replayed: 1 would be handled differently now.").waitFor();
    await context.close();
  });
});
