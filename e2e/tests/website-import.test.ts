import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HotelSite, startHotelSite } from "../fixtures/hotel-site/serve";
import { signInDemo } from "../support/accounts";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, shot, toast } from "../support/browser";
import { askTestAgent, startTestSession } from "../support/test-agent";

let browser: Browser;
let server: AppServer;
let site: HotelSite;

beforeAll(async () => {
  site = await startHotelSite();
  [browser, server] = await Promise.all([
    launchBrowser(),
    // The fixture site is served on loopback.
    startAppServer({ DEMO_WORKSPACE: "true", ALLOW_PRIVATE_WEB_HOSTS: "true" }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
});

// Issue 25: the owner imports the hotel's website from the Library, accepts the suggestions, and the agent answers a
// French guest from the French page; a rejected suggestion is never used.
describe("Knowledge from the hotel's website", () => {
  it("imports the site, accepts suggestions, and the Test Agent answers in French from the French page", async () => {
    const { page } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    // The demo's FAQ answers parking too: without it, only the website can.
    const cleared = await page.request.put(`${server.baseUrl}/api/library/faq`, {
      data: { faqContent: "" },
      headers: { origin: server.baseUrl },
    });
    expect(cleared.status()).toBe(200);

    await page.goto("/library", { timeout: 60_000 });
    await page.getByRole("button", { name: "Import from website" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from your website" });
    await dialog.getByLabel("Website address").fill(site.origin);
    await dialog.getByRole("button", { name: "Start import" }).click();
    await toast(page, "Reading your website").waitFor();
    // The progress bar counts pages while the job reads them, then the import ends (the hostile pages included).
    await page.getByRole("progressbar", { name: "Pages read" }).waitFor();
    await page.getByText(/\d+ pages found · \d+ read/).waitFor();
    await page.getByText(`Read ${site.origin}/`).waitFor({ timeout: 60_000 });
    await page.getByText(/pages were not used/).click();
    await page.getByText("robots.txt asks crawlers not to read this page").waitFor();
    await page.getByText("The website did not answer within 10 seconds").waitFor();

    const suggestions = page.getByRole("region", { name: "Suggested from your website" });
    await suggestions.getByRole("list", { name: "Suggested entries" }).waitFor();
    await suggestions.getByRole("listitem", { name: "Parking", exact: true }).first().waitFor();
    // The same fact in the site's other languages is linked once the import ends.
    await suggestions
      .getByRole("listitem", { name: "Parking", exact: true })
      .first()
      .getByText(/^Also in [A-Z]{2}, [A-Z]{2}$/)
      .waitFor();
    await shot(page, "website-suggestions-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "website-suggestions-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Breakfast is rejected in its three languages; everything else is accepted at once.
    for (const title of ["Breakfast", "Petit-déjeuner", "Frühstück"]) {
      await suggestions.getByRole("button", { name: `Reject suggestion: ${title}`, exact: true }).click();
      await expect
        .poll(() =>
          suggestions.getByRole("button", { name: `Reject suggestion: ${title}`, exact: true }).count(),
        )
        .toBe(0);
    }
    await suggestions.getByRole("button", { name: /^Accept all \d+$/ }).click();
    await toast(page, /entries accepted/).waitFor();
    await expect.poll(() => suggestions.count()).toBe(0);
    await page.getByRole("region", { name: "Learned knowledge" }).getByText("Your website").first().waitFor();

    await startTestSession(page, "Anna Weber (anna.weber@example.com)");

    const french = await askTestAgent(
      page,
      "Bonjour, avez-vous un parking pour notre voiture ? Combien coûte-t-il par nuit ?",
    );
    expect(french).toContain("Le parking coûte 25 CHF par nuit");
    expect(french).not.toContain("18 EUR");
    const breakfast = await askTestAgent(page, "Hello, how much does breakfast cost per person?");
    expect(breakfast).not.toMatch(/CHF 28|28 CHF/);
    // The hostile pages alone take 10 s (a page that never finishes), the booklet PDF a thread's start.
  }, 120_000);
});
