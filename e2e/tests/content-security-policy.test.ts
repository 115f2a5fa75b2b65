import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpWithEmail } from "../support/accounts";
import { launchBrowser, newPage, toast } from "../support/browser";

// Issue 11 item 10: the served app carries a Content-Security-Policy, and everything it does still works under it
// (Vite's module scripts, Radix's and sonner's inline styles), with not a single violation reported by Chromium.
const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const consoleReports: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) consoleReports.push(m.text());
  });
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

describe("the app under its Content-Security-Policy", () => {
  it("serves the policy and runs the public site, sign-up and the working areas without a violation", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const violations = await watchViolations(page);
    const first = await page.goto("/");
    const csp = first?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.locator("#root *").count()).toBeGreaterThan(10);
    expect(await violations()).toEqual([]);

    await signUpWithEmail(page);
    await page.getByLabel("Company Name").fill("Hotel Aurora");
    await page.getByLabel("Company URL").fill("https://aurora.test");
    await page.getByRole("button", { name: "Create Company & Continue" }).click();
    await page.waitForURL("**/subscription-selection");
    expect(await violations()).toEqual([]);

    for (const path of [
      "/dashboard",
      "/library",
      "/test-agent",
      "/support-mailboxes",
      "/escalation-by-intent",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await violations(), path).toEqual([]);
    }
    // A toast (sonner positions it with inline styles).
    await context.clearCookies();
    await page.goto("/signin");
    await page.getByLabel("Email").fill("nobody@hotel.test");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => toast(page, /./).count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
