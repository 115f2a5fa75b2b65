import nodemailer from "nodemailer";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "../support/accounts";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, toast } from "../support/browser";

let browser: Browser;
let server: AppServer;
let smtpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
  // The demo workspace: guest emails sent through the forwarding address, handled by the real pipeline.
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppServer({ DEMO_WORKSPACE: "true", INBOUND_SMTP_PORT: String(smtpPort) }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = (page: Page) => page.locator("tbody tr");

describe("the Support Inbox, ticket page and messages", () => {
  it("shows the agent's work, keeps filters in the URL, and updates live", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/dashboard");
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(6);
    await page.getByText("Total Messages Processed").waitFor();
    // Spec 001: the Channel column, always Email.
    await page.getByRole("columnheader", { name: "Channel" }).waitFor();
    expect(await rows(page).first().getByRole("cell", { name: "Email", exact: true }).isVisible()).toBe(true);

    await page.getByLabel("Status filter").selectOption("Solved");
    await page.waitForURL(/status=Solved/);
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await page.getByLabel("Status filter").inputValue()).toBe("Solved");
    await page.getByLabel("Status filter").selectOption("");
    await page.getByLabel("Search").fill("parking");
    await page.waitForURL(/q=parking/);
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByLabel("Search").fill("no such words anywhere");
    await page.getByText("No processed messages found").waitFor();
    await page.getByLabel("Search").fill("");
    await expect.poll(() => rows(page).count()).toBe(6);

    // A new guest email arrives while the inbox is open.
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: "Nina Berg <nina@example.com>",
      to: "aurora-demo@inbound.localhost",
      subject: "Wifi in the rooms",
      text: "Is there wifi in the rooms?",
    });
    transport.close();
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(7);
    await page.getByRole("cell", { name: "Wifi in the rooms" }).waitFor();
    await context.close();
  });

  it("a ticket: the draft is sent with one click, an empty reply is refused, a reply goes out", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/dashboard?q=Parking");
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().click();
    await page.waitForURL(/\/ticket\//);
    await page.getByText("Do you have parking for our car during the stay?", { exact: false }).waitFor();
    await page.getByText("Draft (sandbox), not sent").waitFor();
    // What the agent did, in words rather than "drafted: Parking (1.00)".
    await page.getByText(/What the agent did: Drafted a reply: Parking \(\d+% sure\)/).waitFor();
    expect(await page.getByText("drafted:", { exact: false }).count()).toBe(0);
    await page.getByRole("button", { name: "Send draft" }).click();
    await toast(page, "Response sent successfully").waitFor();
    await expect.poll(() => page.getByText("Draft (sandbox), not sent").count()).toBe(0);
    // Honest: "Sending…" until the mail went, then "Sent".
    await page.getByText("Sent", { exact: true }).first().waitFor({ timeout: 20_000 });
    await page.getByLabel("Requester Info").getByText("Customer not found in database").waitFor();

    expect(await page.getByRole("button", { name: "Send Reply" }).isDisabled()).toBe(true);
    await page.getByLabel("Reply").fill("   ");
    expect(await page.getByRole("button", { name: "Send Reply" }).isDisabled()).toBe(true);
    await page.getByLabel("Reply").fill("The garage entrance is on the lake side.");
    // The draft's toast goes first, so the one awaited next is this reply's.
    await toast(page, "Response sent successfully").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Send Reply" }).click();
    await toast(page, "Response sent successfully").waitFor();
    await page.getByText("The garage entrance is on the lake side.").waitFor();
    await context.close();
  });

  it("the feedback loop dialog answers the agent's question, and the loop closes", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/dashboard?q=shuttle");
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().click();
    await page.getByText("Feedback Loop Active").waitFor();
    await page.getByRole("button", { name: "View Conversation" }).click();
    const dialog = page.getByRole("dialog", { name: "Feedback Loop Conversation" });
    await dialog.getByText("Sending as: Human Responsable").waitFor();
    expect(await dialog.getByRole("button", { name: "Send Message" }).isDisabled()).toBe(true);
    const reuse = dialog.getByRole("checkbox", { name: "Also use this answer for similar questions" });
    expect(await reuse.isChecked()).toBe(true);
    await dialog
      .getByRole("textbox", { name: "Answer" })
      .fill("Yes, our shuttle runs every hour from the airport for 25 EUR per person.");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Feedback message created successfully").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByText("Feedback Loop Active").count(), { timeout: 10_000 }).toBe(0);
    await page
      .getByText(/shuttle runs every hour from the airport for 25 EUR per person/)
      .first()
      .waitFor();

    // Answered, the conversation stays on the ticket, and the owner can switch the loop back on and off.
    const loop = page.getByRole("switch", { name: "Feedback loop" });
    expect(await loop.getAttribute("aria-checked")).toBe("false");
    await page.getByRole("button", { name: "View Conversation" }).waitFor();
    await loop.click();
    await toast(page, "Feedback loop status updated successfully").first().waitFor();
    await page.getByText("Feedback Loop Active").waitFor();
    await loop.click();
    await expect.poll(() => page.getByText("Feedback Loop Active").count()).toBe(0);

    // A new message in the closed conversation reopens the loop.
    await page.getByRole("button", { name: "View Conversation" }).click();
    await dialog.getByText("Sending a message reopens the feedback loop", { exact: false }).waitFor();
    await dialog
      .getByRole("textbox", { name: "Answer" })
      .fill("Correction: the shuttle does not run on Sundays.");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await dialog.getByText("Correction: the shuttle does not run on Sundays.").waitFor();
    await page.keyboard.press("Escape");
    await page.getByText("Feedback Loop Active").waitFor();
    expect(await loop.getAttribute("aria-checked")).toBe("true");
    await context.close();
  });

  it("messages: the list, a message's details, and its actions with their toasts and errors", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/messages");
    await page.getByRole("heading", { name: "All Messages" }).waitFor();
    await page.getByText(/Messages \(\d+\)/).waitFor();
    await page.getByRole("cell", { name: "Refund for cancelled night" }).click();
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await page.getByText("Processed", { exact: true }).waitFor();
    await page.getByRole("link", { name: /View Ticket \(Status: Open\)/ }).waitFor();
    // The result in words ("Handed to a person: …"), not "escalated: …".
    await page
      .getByText(/^Handed to a person: known intent requiring human intervention/)
      .first()
      .waitFor();
    expect(await page.getByText("escalated:", { exact: false }).count()).toBe(0);
    await page.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Add Contact as a Partner" }).click();
    await toast(page, "Partner added successfully").waitFor();
    await page.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Add Contact as a Partner" }).click();
    await toast(page, "This contact is already in your partners list").waitFor();
    await page.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Never reply to this email" }).click();
    await toast(page, "Added peter.jansen@example.com to the do not reply list").waitFor();
    await context.close();
  });

  it("a missing ticket or message says so and leads back", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/ticket/00000000-0000-4000-8000-000000000000");
    await page.getByRole("heading", { name: "Processed Message not found" }).waitFor();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await page.goto("/messages/00000000-0000-4000-8000-000000000000");
    await page.getByText("Failed to load message").waitFor();
    await page.getByRole("link", { name: "Back to Messages" }).click();
    await page.waitForURL("**/messages");
    await context.close();
  });

  it("a mail with no sender address says why no reply can be sent, and a reply that did not go says so on its ticket and in the inbox", async () => {
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      envelope: { from: "bounce@example.com", to: "aurora-demo@inbound.localhost" },
      raw: "To: aurora-demo@inbound.localhost\r\nSubject: Breakfast hours\r\nMessage-ID: <no-sender@example.com>\r\n\r\nWhen is breakfast served?\r\n",
    });
    transport.close();
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/dashboard?q=Breakfast");
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
    await rows(page).first().click();
    await page.waitForURL(/\/ticket\//);
    await page
      .getByRole("note")
      .filter({ hasText: "This ticket has no sender address, so the reply cannot be sent." })
      .waitFor();
    expect(await page.getByLabel("Reply").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Send Reply" }).isDisabled()).toBe(true);

    // A reply every retry failed to send, and one still retrying, as the server reports them: the page and the
    // inbox row render what the API says (the API test proves the fields).
    await page.goto("/dashboard?q=Parking");
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().click();
    await page.waitForURL(/\/ticket\//);
    const ticketId = page.url().split("/ticket/")[1]!;
    await page.route(`**/api/tickets/${ticketId}`, async (route) => {
      const response = await route.fetch();
      const detail = await response.json();
      const [first, second] = detail.responses;
      Object.assign(first, {
        mode: "live",
        sentAt: null,
        sendFailedAt: new Date().toISOString(),
        sendError: "Invalid login: 535 Authentication failed",
      });
      if (second)
        Object.assign(second, { sentAt: null, sendFailedAt: null, sendError: "Connection timed out." });
      detail.mailbox = { ...detail.mailbox, needsReconnect: true };
      await route.fulfill({ response, json: detail });
    });
    await page.route("**/api/tickets?*", async (route) => {
      const response = await route.fetch();
      const list = await response.json();
      for (const row of list.rows) row.hasUnsentReply = row.id === ticketId;
      await route.fulfill({ response, json: list });
    });
    await page.reload();
    await page.getByText("Not sent: Invalid login: 535 Authentication failed").waitFor();
    await page.getByText(/^Reconnect .+ on Support Mailboxes, then press Send again\.$/).waitFor();
    await page.getByRole("button", { name: "Send again" }).waitFor();
    await page
      .getByText("Not sent yet, retrying: Connection timed out. We keep trying for more than a day.")
      .waitFor();
    await page.getByRole("link", { name: "Open Support Mailboxes" }).first().waitFor();

    await page.getByRole("link", { name: "Back to inbox" }).click();
    await page.waitForURL("**/dashboard");
    const row = rows(page).filter({ hasText: "Parking" });
    await row.getByText("Reply not sent").waitFor();
    expect(await rows(page).getByText("Reply not sent").count()).toBe(1);
    await context.close();
  });

  it("renaming and deleting a responsable shows the same name on the inbox and the ticket, and the counters hold", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    const list = await (await page.request.get(`${server.baseUrl}/api/tickets?pageSize=100`)).json();
    const toTom = list.rows.find((r: { assignedTo: string }) => r.assignedTo === "Tom Keller");
    const toLea = list.rows.find((r: { assignedTo: string }) => r.assignedTo === "Lea Marti");
    expect(toTom).toBeTruthy();
    expect(toLea).toBeTruthy();
    await page.goto("/dashboard");
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const counters = await page.locator("dl").first().innerText();

    await page.goto("/escalation-by-intent");
    await page.getByRole("button", { name: "Edit Lea Marti" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Responsable" });
    await edit.getByLabel("Last Name").fill("Marti-Rossi");
    await edit.getByRole("button", { name: "Update Responsable" }).click();
    await toast(page, "Responsable updated successfully").waitFor();
    await page.getByRole("button", { name: "Delete Tom Keller" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, "Responsable deleted successfully").waitFor();

    const assignedCell = (subject: string) =>
      rows(page).filter({ hasText: subject }).first().locator("td").last();
    await page.goto(`/dashboard?q=${encodeURIComponent(toTom.subject)}`);
    await expect.poll(() => assignedCell(toTom.subject).innerText()).toBe("Unassigned");
    await rows(page).filter({ hasText: toTom.subject }).first().click();
    await page.waitForURL(/\/ticket\//);
    await expect.poll(() => page.getByLabel("Assigned to").inputValue()).toBe("");
    expect(await page.getByLabel("Assigned to").locator("option:checked").innerText()).toBe("Unassigned");

    await page.goto(`/dashboard?q=${encodeURIComponent(toLea.subject)}`);
    await expect.poll(() => assignedCell(toLea.subject).innerText()).toBe("Lea Marti-Rossi");
    await rows(page).filter({ hasText: toLea.subject }).first().click();
    await page.waitForURL(/\/ticket\//);
    await expect
      .poll(() => page.getByLabel("Assigned to").locator("option:checked").innerText())
      .toBe("Lea Marti-Rossi");

    await page.goto("/dashboard");
    await expect.poll(() => page.locator("dl").first().innerText()).toBe(counters);
    await context.close();
  });
});
