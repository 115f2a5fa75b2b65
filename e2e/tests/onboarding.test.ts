import type { Dovecot } from "@inbox/mail/testing/dovecot";
import type { SmtpSink } from "@inbox/mail/testing/smtp-sink";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpWithEmail, uniqueEmail } from "../support/accounts";
import { launchBrowser, newPage, toast } from "../support/browser";
import { startMailServers } from "../support/mail-servers";

const baseUrl = inject("baseUrl");
let browser: Browser;
let dovecot: Dovecot;
let smtp: SmtpSink;
let mail: Awaited<ReturnType<typeof startMailServers>>;

beforeAll(async () => {
  browser = await launchBrowser();
  mail = await startMailServers("frontdesk@aurora.test", "desk-pass");
  ({ dovecot, smtp } = mail);
});
afterAll(async () => {
  await browser?.close();
  await mail?.stop();
});

async function companyStep(page: Page) {
  await page.getByLabel("Company Name").fill("Hotel Aurora");
  await page.getByLabel("Company URL").fill("https://hotel-aurora.test");
  await page.getByRole("button", { name: "Create Company & Continue" }).click();
  await page.waitForURL("**/subscription-selection");
}

async function planStep(page: Page) {
  await page.getByRole("button", { name: "Choose Standard" }).click();
  await toast(page, "Plan Selected").waitFor();
  await page.waitForURL("**/agent-config");
}

describe("onboarding", () => {
  it("walks a new owner from sign-up to the library, with the errors a person meets on the way", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const started = performance.now();
    await signUpWithEmail(page);

    // Company: the too-short name and the bad URL first.
    await page.getByLabel("Company Name").fill("A");
    await page.getByLabel("Company URL").fill("https://hotel-aurora.test");
    await page.getByRole("button", { name: "Create Company & Continue" }).click();
    await page.getByText("Company name must be at least 2 characters").first().waitFor();
    await page.getByLabel("Company Name").fill("Hotel Aurora");
    await page.getByLabel("Company URL").fill("hotel aurora");
    await page.getByRole("button", { name: "Create Company & Continue" }).click();
    await page.getByText("Please enter a valid URL").first().waitFor();
    await companyStep(page);
    await planStep(page);

    // Agent config: two PMS features, custom features by Enter and by the plus button (duplicates ignored), FAQ.
    await page.getByLabel("Channel Manager Integration").check();
    await page.getByLabel("Add a feature").fill("  Spa booking  ");
    await page.getByLabel("Add a feature").press("Enter");
    await page.getByLabel("Add a feature").fill("spa booking");
    await page.getByRole("button", { name: "Add feature" }).click();
    await page.getByLabel("Add a feature").fill("Airport shuttle");
    await page.getByRole("button", { name: "Add feature" }).click();
    await expect(
      page.getByRole("list", { name: "Added features" }).getByRole("listitem").allTextContents(),
    ).resolves.toEqual(["Spa booking", "Airport shuttle"]);
    await page.getByRole("button", { name: "Remove Airport shuttle" }).click();
    await page.getByLabel("PMS FAQ").fill("Q: Do you have parking?\nA: Yes, 15 EUR per night.");
    await page.getByRole("button", { name: "Continue to Brand Brief" }).click();
    await page.waitForURL("**/brand-brief");

    // Brand brief: the template names the company; Improve with AI fills it, and Undo takes it back.
    const editor = page.getByLabel("Brand brief");
    await expect.poll(() => editor.inputValue()).toContain("# Hotel Aurora Brand Brief");
    const template = await editor.inputValue();
    expect(await editor.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(600);
    await page.getByRole("button", { name: "Improve with AI" }).click();
    await page.getByText(/Improved: filled .*Tone of Voice/).waitFor();
    expect(await editor.inputValue()).toContain(
      "Hotel Aurora offers channel manager integration and spa booking.",
    );
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await editor.inputValue()).toBe(template);
    await page.getByRole("button", { name: "Improve with AI" }).click();
    await page.getByText(/Still to write: Vision, Culture/).waitFor();
    await page.getByRole("button", { name: "Save Brand Brief" }).click();
    await page.waitForURL("**/email-connection");

    // Email: a real Dovecot and SMTP server; the wrong password first. No forwarding address unless chosen.
    await page.getByRole("button", { name: "Use a forwarding address" }).waitFor();
    expect(await page.getByTestId("forwarding-address").count()).toBe(0);
    await page.getByLabel("Email address").fill("frontdesk@aurora.test");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByLabel("IMAP host").fill("127.0.0.1");
    await page.getByLabel("IMAP port").fill(String(dovecot.port));
    await page.getByLabel("IMAP security").selectOption("none");
    await page.getByLabel("SMTP host").fill("127.0.0.1");
    await page.getByLabel("SMTP port").fill(String(smtp.port));
    await page.getByLabel("SMTP security").selectOption("none");
    await page.getByRole("button", { name: "Test connection" }).click();
    await page.getByText("The IMAP server refused the user name or password.", { exact: false }).waitFor();
    await page.getByLabel("Password").fill("desk-pass");
    await page.getByRole("button", { name: "Test connection" }).click();
    await page.getByText("Connection works: both servers accepted the login.").waitFor();
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    await toast(page, "Email connected!").waitFor();
    await page.waitForURL("**/define-usecase");

    await page.getByRole("button", { name: "Support" }).click();
    await toast(page, "Usecase defined").waitFor();
    await page.waitForURL("**/library");
    const seconds = (performance.now() - started) / 1000;
    console.log(`onboarding, sign-up to /library in Chromium: ${seconds.toFixed(1)} s`);
    await context.close();
  });

  it("a URL without https:// is taken; /user-signup and signing in again resume at the first unfinished step", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email, password } = await signUpWithEmail(page, { email: uniqueEmail("resume") });
    // The address as owners say it, without https://.
    await page.getByLabel("Company Name").fill("Hotel Aurora");
    await page.getByLabel("Company URL").fill("hotel-aurora.test");
    await page.getByRole("button", { name: "Create Company & Continue" }).click();
    await page.waitForURL("**/subscription-selection");
    const me = await (await page.request.get(`${baseUrl}/api/me`)).json();
    expect(me.profile.company.url).toBe("https://hotel-aurora.test");
    // Back on /user-signup with a company: the onboarding goes on where it stopped, not an empty form.
    await page.goto("/user-signup");
    await page.waitForURL("**/subscription-selection");
    await planStep(page);
    await page.goto("/user-signup");
    await page.waitForURL("**/agent-config");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL("**/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/agent-config");
    await context.close();
  });

  it("skips the mailbox and lands on the dashboard", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await signUpWithEmail(page, { email: uniqueEmail("skip") });
    await companyStep(page);
    await planStep(page);
    await page.getByRole("button", { name: "Continue to Brand Brief" }).click();
    await page.waitForURL("**/brand-brief");
    await page.getByRole("button", { name: "Save Brand Brief" }).click();
    await page.waitForURL("**/email-connection");
    await page.getByRole("button", { name: "Skip for now" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Support Inbox", level: 1 }).waitFor();
    await context.close();
  });
});
