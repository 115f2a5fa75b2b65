import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HotelSite, startHotelSite } from "../fixtures/hotel-site/serve";
import { signUpWithEmail } from "../support/accounts";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, toast } from "../support/browser";
import { askTestAgent, startTestSession } from "../support/test-agent";

let browser: Browser;
let server: AppServer;
let site: HotelSite;

beforeAll(async () => {
  site = await startHotelSite({ hostile: false });
  [browser, server] = await Promise.all([
    launchBrowser(),
    // The fixture site is served on loopback.
    startAppServer({ ALLOW_PRIVATE_WEB_HOSTS: "true" }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
});

// Issue 25, as a new hotel meets it: onboarding reads the hotel's own site (English, French, German), the owner
// accepts its suggestions but the pet rules, and the Test Agent answers a French guest from the French page and an
// English guest from the English page, and never from the rejected pet rules.
describe("Knowledge from the website, from onboarding to the Test Agent", () => {
  it("onboarding imports the site; the agent answers French in French and English in English", async () => {
    const { page } = await newPage(browser, server.baseUrl);
    // The hotel's address as the company form takes it (a name with a dot): the site on loopback by its IP.
    const address = `http://127.0.0.1:${site.port}`;
    await signUpWithEmail(page);
    await page.getByLabel("Company Name").fill("Hotel Alpenrose");
    await page.getByLabel("Company URL").fill(address);
    await page.getByRole("button", { name: "Create Company & Continue" }).click();
    await page.waitForURL("**/subscription-selection");
    await page.getByRole("button", { name: "Choose Standard" }).click();
    await page.waitForURL("**/agent-config");
    await page.getByRole("button", { name: "Continue to Brand Brief" }).click();
    await page.waitForURL("**/brand-brief");

    // After the brand brief: the company's address is filled in; reading it runs in the background.
    const card = page.getByRole("region", { name: /Import from your website/ });
    await expect.poll(() => card.getByLabel("Website address").inputValue()).toBe(address);
    await card.getByRole("button", { name: "Read my website" }).click();
    await card.getByRole("status").getByText("Your website is being read in the background.").waitFor();
    await page.getByRole("button", { name: "Save Brand Brief" }).click();
    await page.waitForURL("**/email-connection");
    await page.getByRole("button", { name: "Skip for now" }).click();
    await page.waitForURL("**/dashboard");

    await page.goto("/library", { timeout: 60_000 });
    await page.getByText(`Read ${address}/`).waitFor({ timeout: 60_000 });
    const suggestions = page.getByRole("region", { name: "Suggested from your website" });
    await suggestions.getByRole("listitem", { name: "Parking", exact: true }).first().waitFor();

    // The pet rules are rejected in their three languages; everything else is accepted at once.
    for (const title of ["Travelling with your dog", "Voyager avec votre chien", "Reisen mit Hund"]) {
      const reject = suggestions.getByRole("button", { name: `Reject suggestion: ${title}`, exact: true });
      await reject.click();
      await expect.poll(() => reject.count()).toBe(0);
    }
    await suggestions.getByRole("button", { name: /^Accept all \d+$/ }).click();
    await toast(page, /entries accepted/).waitFor();
    await expect.poll(() => suggestions.count()).toBe(0);

    // The weekly check is off until the owner turns it on, and stays on.
    const weekly = page.getByRole("switch", { name: "Check the website again every week" });
    expect(await weekly.getAttribute("aria-checked")).toBe("false");
    await weekly.click();
    await toast(page, "Your website will be checked every week").waitFor();
    await page.reload();
    await expect.poll(() => weekly.getAttribute("aria-checked")).toBe("true");

    // A guest to test with (a new hotel has none yet).
    const guest = await page.request.post(`${server.baseUrl}/api/customers`, {
      data: { firstName: "Camille", lastName: "Durand", email: "camille.durand@guest.test" },
      headers: { origin: server.baseUrl },
    });
    expect(guest.ok()).toBe(true);
    await startTestSession(page, "Camille Durand (camille.durand@guest.test)");

    const french = await askTestAgent(page, "Bonjour, avez-vous un parking ? Combien coûte-t-il par nuit ?");
    expect(french).toContain("Bonjour");
    expect(french).toContain("Le parking coûte 25 CHF par nuit");
    const english = await askTestAgent(page, "Hello, do you have parking? How much is it per night?");
    expect(english).toContain("Parking costs CHF 25 per night");
    expect(english).not.toMatch(/Bonjour|Le parking/);
    const dog = await askTestAgent(page, "Hello, can we bring our dog? What does it cost per night?");
    // The pet rules were rejected: the agent knows nothing about dogs, and says so to the owner.
    expect(dog).not.toMatch(/CHF 20|20 CHF/);
    expect(dog).toContain("The answer to this question is not in your knowledge base yet.");
  }, 180_000);
});
