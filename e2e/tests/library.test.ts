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

const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** A new test for the demo's guest Anna Weber; ends with the conversation open. */
async function newTestAsAnna(page: Page) {
  await page.goto("/test-agent");
  await page
    .getByLabel("Customer", { exact: true })
    .selectOption({ label: "Anna Weber (anna.weber@example.com)" });
  await page.getByRole("button", { name: "New Test" }).click();
  await toast(page, "Test created successfully").waitFor();
  await page.getByText("Testing as: Anna Weber").waitFor();
}

async function ask(page: Page, question: string) {
  // The conversation has loaded (its messages, or none yet) before counting.
  await page
    .getByRole("list", { name: "Messages" })
    .or(page.getByText(/No messages yet/))
    .waitFor();
  const before = await page.getByRole("article", { name: /AI Agent reply|System Message/ }).count();
  await page.getByPlaceholder("Paste a support email from one of your customers here...").fill(question);
  await page.getByRole("button", { name: "Test Response" }).click();
  await expect
    .poll(() => page.getByRole("article", { name: /AI Agent reply|System Message/ }).count(), {
      timeout: 30_000,
    })
    .toBe(before + 1);
  await expect.poll(() => page.getByText("Processing...").count(), { timeout: 30_000 }).toBe(0);
  return page.getByRole("article", { name: /AI Agent reply|System Message/ }).last();
}

describe("the Knowledge Library on the demo workspace", () => {
  it("shows every card, with PMS features read-only and the setup already complete", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/library");
    await page.getByText("Manage your AI agent's knowledge base.").waitFor();
    // The demo's config never chose groups: it runs on the hotel defaults, and the Library shows them.
    await card(page, "Reply to").getByText("Parking").waitFor();
    await card(page, "Never Reply to").getByText("Refund").waitFor();
    await card(page, "Skip Intent").getByText("Thanks").waitFor();
    // A hotel: no software-vendor intents in its groups, no PMS Features card, no language badge when all is English.
    for (const vendorIntent of [
      "Integrations and API",
      "Feature request",
      "Sales inquiry / demo",
      "Account and login",
    ])
      expect(await page.getByText(vendorIntent, { exact: true }).count(), vendorIntent).toBe(0);
    expect(await card(page, "PMS Features").count()).toBe(0);
    await page.getByRole("button", { name: "Edit Reply to" }).click();
    const groupDialog = page.getByRole("dialog", { name: "Reply to" });
    await groupDialog.getByRole("button", { name: /^Parking/ }).waitFor();
    expect(await groupDialog.getByRole("button", { name: "Integrations and API" }).count()).toBe(0);
    expect(await groupDialog.getByText("en", { exact: true }).count()).toBe(0);
    await groupDialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await card(page, "Action if Teammate").getByText("Do nothing").waitFor();
    await card(page, "Frequently Asked Questions")
      .getByText(/Check-in is from 15:00/)
      .waitFor();
    await card(page, "Brand Brief")
      .getByText(/Hotel Aurora brand brief/)
      .waitFor();
    await card(page, "Learned knowledge").getByText("No learned knowledge yet").waitFor();
    // Nothing is missing in the demo: no red Setup Required button.
    await page.getByRole("button", { name: "Settings" }).waitFor();
    expect(await page.getByRole("button", { name: "Setup required" }).count()).toBe(0);

    // The previews clamp: the FAQ at 6 lines, the brand brief at 8.
    const clamp = (title: string) =>
      card(page, title)
        .locator("p.whitespace-pre-wrap")
        .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(await clamp("Frequently Asked Questions")).toBe("6");
    expect(await clamp("Brand Brief")).toBe("8");

    await page.getByRole("button", { name: "Edit Action if Teammate" }).click();
    const dialog = page.getByRole("dialog", { name: "Action if Teammate" });
    await dialog.getByLabel("Action").selectOption("Reply the message");
    await dialog.getByRole("button", { name: "Save Changes", exact: true }).click();
    await toast(page, "Setting saved").waitFor();
    await card(page, "Action if Teammate").getByText("Reply the message").waitFor();
    // Focus is back on the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Edit Action if Teammate",
    );
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "library-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "library-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it("a new FAQ entry is what the Test Agent answers next", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await newTestAsAnna(page);
    const before = await ask(page, "Do you offer an airport shuttle?");
    await before.getByText("System Message").waitFor();

    await page.goto("/library");
    await page.getByRole("button", { name: "Edit Frequently Asked Questions" }).click();
    const dialog = page.getByRole("dialog", { name: "Frequently Asked Questions" });
    const faq = dialog.getByLabel("Frequently Asked Questions");
    await faq.fill(
      `${await faq.inputValue()}\n\nQ: Do you offer an airport shuttle?\nA: Yes, our airport shuttle leaves every hour and costs 25 EUR per person.`,
    );
    await dialog.getByRole("button", { name: "Save Changes", exact: true }).click();
    await toast(page, "FAQ saved successfully!").waitFor();
    await toast(page, "Your FAQ content has been updated.").waitFor();

    await page.goBack();
    await page.getByText("Testing as: Anna Weber").waitFor();
    const after = await ask(page, "Do you offer an airport shuttle?");
    await after.getByText(/leaves every hour and costs 25 EUR per person/).waitFor();
    await after.getByText("AI Agent", { exact: true }).waitFor();
    await context.close();
  });

  it("moving Parking to Never Reply to changes the Test Agent's answer to a system reply", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await newTestAsAnna(page);
    const testUrl = page.url();
    const answered = await ask(page, "Do you have parking for our car?");
    await answered.getByText(/18 EUR per night/).waitFor();

    await page.goto("/library");
    await page.getByRole("button", { name: "Edit Never Reply to" }).click();
    const dialog = page.getByRole("dialog", { name: "Never Reply to" });
    await dialog.getByLabel("Filter intents").fill("park");
    const parking = dialog.getByRole("button", { name: /^Parking/ });
    await parking.getByText("In Reply to").waitFor();
    await parking.click();
    expect(await parking.getAttribute("aria-pressed")).toBe("true");
    await shot(page, "library-intent-dialog-1280");
    await dialog.getByRole("button", { name: "Save Changes", exact: true }).click();
    await toast(page, "Intents saved").waitFor();
    await card(page, "Never Reply to").getByText("Parking").waitFor();
    expect(await card(page, "Reply to").getByText("Parking", { exact: true }).count()).toBe(0);

    await page.goto(testUrl);
    const system = await ask(page, "Do you have parking for our car?");
    await system.getByText("System Message").waitFor();
    await system
      .getByText(
        "This intent is set to never be answered by the agent. The message would be escalated to the assigned responsable.",
      )
      .waitFor();
    expect(await system.getByRole("group").count()).toBe(0);

    // Cancel leaves things as they were; then Parking goes back to Reply to.
    await page.goto("/library");
    await page.getByRole("button", { name: "Edit Reply to" }).click();
    const reply = page.getByRole("dialog", { name: "Reply to" });
    await reply.getByRole("button", { name: /^Parking/ }).click();
    await reply.getByRole("button", { name: "Cancel", exact: true }).click();
    await card(page, "Never Reply to").getByText("Parking").waitFor();
    await page.getByRole("button", { name: "Edit Reply to" }).click();
    await reply.getByRole("button", { name: /^Parking/ }).click();
    await reply.getByRole("button", { name: "Save Changes", exact: true }).click();
    await toast(page, "Intents saved").waitFor();
    await card(page, "Reply to").getByText("Parking").waitFor();
    await context.close();
  });

  it("a reply approved with a double thumbs up is in the learned knowledge, and a thumbs down puts it first for review", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await newTestAsAnna(page);
    const reply = await ask(page, "Are dogs allowed in the rooms?");
    await reply.getByText(/12 EUR per night/).waitFor();
    await reply.getByRole("button", { name: /Double thumbs up/ }).click();
    await toast(page, "Response qualification updated").waitFor();

    await page.getByRole("link", { name: "Knowledge base" }).click();
    const learned = card(page, "Learned knowledge");
    const entry = learned.getByRole("listitem", { name: "Are dogs allowed in the rooms?" });
    await entry.getByText(/12 EUR per night/).waitFor();
    await entry.getByRole("link", { name: "Test Agent" }).waitFor();
    expect(await entry.getByText("Needs review").count()).toBe(0);

    await entry.getByRole("link", { name: "Test Agent" }).click();
    await page.getByText("Testing as: Anna Weber").waitFor();
    const again = page.getByRole("article", { name: "AI Agent reply" }).last();
    // The first rating's toast may still be showing: the second one is its own.
    await toast(page, "Response qualification updated").waitFor({ state: "hidden" });
    await again.getByRole("button", { name: /Thumbs down/ }).click();
    await toast(page, "Response qualification updated").waitFor();

    await page.goto("/library");
    await learned.getByText("1 to review").waitFor();
    const first = learned.getByRole("listitem").first();
    await first.getByText("Needs review").waitFor();
    await first.getByText("Are dogs allowed in the rooms?").waitFor();
    await shot(page, "library-learned-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "library-learned-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await learned.getByRole("listitem", { name: "Are dogs allowed in the rooms?" }).count()).toBe(1);

    // Correcting it marks it reviewed.
    await first.getByRole("button", { name: /^Edit entry/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit learned entry" });
    await dialog
      .getByLabel("Answer")
      .fill("Dogs are welcome for 12 EUR per night; bowls and a blanket are ready.");
    await dialog.getByRole("button", { name: "Save and mark reviewed" }).click();
    await toast(page, "Entry updated").waitFor();
    await expect.poll(() => learned.getByText("Needs review").count()).toBe(0);

    await learned.getByLabel("Search learned knowledge").fill("blanket");
    await learned.getByText(/bowls and a blanket are ready/).waitFor();
    await learned.getByLabel("Search learned knowledge").fill("no such thing anywhere");
    await learned.getByText(/No entries match/).waitFor();
    await learned.getByLabel("Search learned knowledge").fill("");
    await learned
      .getByRole("button", { name: /^Remove entry/ })
      .first()
      .click();
    await page
      .getByRole("dialog", { name: "Remove this entry?" })
      .getByRole("button", { name: "Remove" })
      .click();
    await toast(page, "Entry removed").waitFor();
    await learned.getByText("No learned knowledge yet").waitFor();
    await context.close();
  });

  it("Setup Required: an emptied FAQ raises the warning, and filling it in the Library clears it", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/library");
    await page.getByRole("button", { name: "Edit Frequently Asked Questions" }).click();
    const dialog = page.getByRole("dialog", { name: "Frequently Asked Questions" });
    const saved = await dialog.getByLabel("Frequently Asked Questions").inputValue();
    await dialog.getByLabel("Frequently Asked Questions").fill("");
    await dialog.getByRole("button", { name: "Save Changes", exact: true }).click();
    await toast(page, "FAQ saved successfully!").waitFor();

    await page.getByRole("button", { name: "Setup required" }).click();
    const setup = page.getByRole("dialog", { name: "Setup Required" });
    await setup.getByText("No FAQ content").waitFor();
    expect(await setup.getByText("No agent intents configured").count()).toBe(0);
    await setup.getByRole("button", { name: "Add FAQ" }).click();
    await page.waitForURL("**/library");
    await card(page, "Frequently Asked Questions")
      .getByText(/No FAQ yet/)
      .waitFor();
    await page.getByRole("button", { name: "Edit Frequently Asked Questions" }).click();
    await dialog.getByLabel("Frequently Asked Questions").fill(saved);
    await dialog.getByRole("button", { name: "Save Changes", exact: true }).click();
    await toast(page, "FAQ saved successfully!").waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Setup required" }).count()).toBe(0);
    await context.close();
  });

  it("reopening /agent-config and /brand-brief shows what was saved", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/agent-config");
    await expect.poll(() => page.getByLabel("PMS FAQ").inputValue()).toContain("Check-in is from 15:00");
    await page.getByLabel("Mobile App").check();
    await page.getByLabel("Add a feature").fill("Lake view sauna");
    await page.getByRole("button", { name: "Add feature" }).click();
    await page.getByRole("button", { name: "Continue to Brand Brief" }).click();
    await page.waitForURL("**/brand-brief");
    await expect
      .poll(() => page.getByLabel("Brand brief").inputValue())
      .toContain("Warm regards, the Hotel Aurora front desk");

    await page.goto("/agent-config");
    await expect.poll(() => page.getByLabel("PMS FAQ").inputValue()).toContain("Check-in is from 15:00");
    expect(await page.getByLabel("Mobile App").isChecked()).toBe(true);
    expect(await page.getByLabel("Channel Manager Integration").isChecked()).toBe(false);
    await page.getByRole("list", { name: "Added features" }).getByText("Lake view sauna").waitFor();

    // The Library shows the same features, read-only: with features chosen the company is a software vendor, whose
    // buyers' intents join the groups.
    await page.goto("/library");
    await card(page, "PMS Features").getByText("Mobile App").waitFor();
    await card(page, "PMS Features").getByText("Lake view sauna").waitFor();
    expect(await page.getByRole("button", { name: "Edit PMS Features" }).isDisabled()).toBe(true);
    await card(page, "Reply to").getByText("Integrations and API").waitFor();
    // The brand brief edited in the Library is what /brand-brief opens with.
    await page.getByRole("button", { name: "Edit Brand Brief" }).click();
    const brief = page.getByRole("dialog", { name: "Brand Brief" });
    await brief.getByLabel("Brand Brief").fill("# Hotel Aurora\n\nTone of voice: warm, short answers.");
    await brief.getByRole("button", { name: "Save Changes", exact: true }).click();
    await toast(page, "Brand brief saved!").waitFor();
    await page.goto("/brand-brief");
    await expect
      .poll(() => page.getByLabel("Brand brief").inputValue())
      .toContain("Tone of voice: warm, short answers.");
    await context.close();
  });
});
