import { plans } from "@inbox/contracts";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, seriousA11yViolations } from "../support/browser";

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  server = await startAppServer({
    DEMO_BOOKING_URL: "https://cal.example/aurora",
    LEGAL_GOVERNING_LAW: "the State of Delaware",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the public site", () => {
  it("landing: anchors reach their sections, pricing comes from the plan catalogue, buttons go where they say", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Your info@ inbox, on autopilot",
    );
    for (const stat of ["38%", "65%", "14%", "52%"]) await page.getByText(stat, { exact: true }).waitFor();
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL("**/#pricing");
    await expect
      .poll(() => page.locator("#pricing").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    for (const plan of plans)
      await page.locator("#pricing").getByRole("heading", { name: plan.name, exact: true }).waitFor();
    await page.locator("#pricing").getByText("$200", { exact: true }).waitFor();
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Features" }).click();
    await page.waitForURL("**/#features");
    expect(await page.getByRole("link", { name: "Schedule a Demo" }).first().getAttribute("href")).toBe(
      "https://cal.example/aurora",
    );
    await page.getByRole("link", { name: /Start 15-Day Free Trial/ }).click();
    await page.waitForURL("**/signup");
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL("**/signin");
    await context.close();
  });

  it("legal pages show every section, the configured governing law, and the short addresses redirect", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await page.goto("/privacy");
    await page.waitForURL("**/privacy-policy");
    await page.getByRole("heading", { name: "12. Contact us" }).waitFor();
    await expect(page.locator("main section h2").count()).resolves.toBe(12);
    await page.getByText("We do not sell personal data.").waitFor();
    await page.getByText(/not directed to children under 16/).waitFor();
    await page.goto("/terms");
    await page.waitForURL("**/terms-of-service");
    await page.getByRole("heading", { name: "16. Changes to these terms" }).waitFor();
    await expect(page.locator("main section h2").count()).resolves.toBe(16);
    await page.getByText("the State of Delaware").waitFor();
    await page.getByText(/non-refundable/).waitFor();
    await context.close();
  });

  it("shows a 404 page for an unknown path, logs it, and leads home", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await page.goto("/no-such-page-here");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await expect.poll(() => server.output()).toContain("/no-such-page-here");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("has no serious accessibility problems and no sideways scrolling at 390 px", async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, server.baseUrl, { width });
      for (const path of [
        "/",
        "/signin",
        "/signup",
        "/forgot-password",
        "/privacy-policy",
        "/terms-of-service",
        "/missing",
      ]) {
        await page.goto(path);
        await page.locator("h1").first().waitFor();
        if (width === 1280)
          expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
      }
      await context.close();
    }
  });
});
