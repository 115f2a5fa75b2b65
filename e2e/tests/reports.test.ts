import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "../support/accounts";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, seriousA11yViolations, shot } from "../support/browser";

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  // The demo hotel's six guest mails, decided by the real agent in sandbox: three drafts (check-in, parking, the
  // French dog), the refund escalated, the shuttle asked of a responsable, the thanks skipped.
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppServer({ DEMO_WORKSPACE: "true", INBOUND_SMTP_PORT: String(await freePort()) }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A headline card's text, found by its heading as a person reads the page. */
const card = (page: Page, heading: string) =>
  page.getByRole("heading", { name: heading, exact: true }).locator("xpath=..");

/**
 * The demo's mail is decided after the server starts, on the agent threads, each of which loads the model and trains
 * the demo's classifier first (on two shared cores, up to a minute): read the page again until it all is.
 */
async function waitForDemoMail(page: Page) {
  await expect
    .poll(
      async () => {
        // A stored mail counts as received before it is decided: the page is read again until the drafts show.
        const drafted = (await page.getByText("Drafted, not sent").locator("xpath=..").textContent()) ?? "";
        if (!/^Drafted, not sent3/.test(drafted)) await page.reload();
        return drafted;
      },
      { timeout: 100_000, interval: 1_000 },
    )
    .toMatch(/^Drafted, not sent3/);
}

describe("Reports", () => {
  it("an owner opens Reports from the sidebar and reads what the agent did with the demo mail", {
    timeout: 150_000,
  }, async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    // Right after start the server is still deciding the demo mail: the first page may take a while.
    await page.goto("/dashboard", { timeout: 30_000 });
    await page.getByRole("navigation", { name: "Platform" }).getByRole("link", { name: "Reports" }).click();
    await page.waitForURL(/\/reports$/);
    await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
    await waitForDemoMail(page);

    expect(await card(page, "Automation rate").textContent()).toContain("67%");
    const handed = page.getByRole("heading", { name: "Handed to people" }).locator("xpath=../..");
    expect(await handed.getByText("Escalated").locator("xpath=..").textContent()).toMatch(/^Escalated1/);
    expect(await handed.getByText("Asked a responsable").locator("xpath=..").textContent()).toMatch(
      /^Asked a responsable1/,
    );

    // The shuttle question waits in the feedback loop: "Answer it" opens its ticket.
    const gaps = page.getByRole("region", { name: "Knowledge gaps" });
    await gaps
      .getByRole("link", { name: /^Answer it/ })
      .first()
      .waitFor();
    await page.getByRole("region", { name: "Mails per day" }).getByRole("img").first().waitFor();
    await page.getByRole("region", { name: "Responsables" }).getByText("Lea Marti").waitFor();

    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "reports-1280");

    // No draft was sent, so no time is saved yet; the owner may change the minutes per mail.
    expect(await card(page, "Time saved").textContent()).toContain("0 min");
    await page.getByRole("button", { name: "Change minutes per mail" }).click();
    await page.getByLabel("Minutes per mail").fill("6");
    await page.keyboard.press("Enter");
    await card(page, "Time saved").getByText("at 6 min per answered mail").waitFor();

    // The figures as CSV, for the same period.
    const href = await page.getByRole("link", { name: "Figures (CSV)" }).getAttribute("href");
    const csv = await (await page.request.get(`${server.baseUrl}${href}`)).text();
    expect(csv).toMatch(/^Mails received,6,0,6\r$/m);

    // From the keyboard: a past period has no mail, then back to the last 7 days.
    // The period's choices are radio buttons drawn as labels: a person clicks the label or uses the arrow keys.
    await page.getByRole("group", { name: "Period" }).getByText("Dates", { exact: true }).click();
    expect(await page.getByRole("radio", { name: "Dates" }).isChecked()).toBe(true);
    await page.getByLabel("From", { exact: true }).fill("2024-01-01");
    await page.getByLabel("To", { exact: true }).fill("2024-01-31");
    await page.getByRole("button", { name: "Show these dates" }).click();
    await page.getByRole("heading", { name: "No mail in this period yet" }).waitFor();
    await page.waitForURL(/period=dates&from=2024-01-01&to=2024-01-31/);
    expect(await card(page, "Mails received").textContent()).toContain("Mails received0");

    await page.getByRole("radio", { name: "Last 7 days" }).focus();
    await page.keyboard.press("Space");
    await page.waitForURL(/period=7/);
    await expect.poll(async () => card(page, "Mails received").textContent()).toContain("Mails received6");
    await context.close();
  });

  it("reads as stacked cards and charts at 390 px, nothing running off the screen", async () => {
    const { page, context } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await signInDemo(page, server.baseUrl);
    await page.goto("/reports?period=7", { timeout: 30_000 });
    await waitForDemoMail(page);
    await page.getByRole("region", { name: "Learned answers" }).getByRole("img").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "reports-390");
    await context.close();
  });
});
