import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readOutbox, signUpViaApi, signUpWithEmail, uniqueEmail } from "../support/accounts";
import { launchBrowser, newPage, toast } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("accounts with email and password", () => {
  it("a new owner signs up, signs out from the app, and signs in again", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const account = await signUpWithEmail(page);
    expect(new URL(page.url()).pathname).toBe("/user-signup");

    // Not /dashboard: the inbox sends a user without a company to /create-company first.
    await page.goto("/customers");
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL("**/signin");
    await expect.poll(() => toast(page, "Successfully signed out").count()).toBe(1);

    // The session is gone: the guard sends a signed-out visitor to /signin.
    await page.goto("/dashboard");
    await page.waitForURL("**/signin?next=%2Fdashboard");

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // No company yet: sign-in resumes onboarding at its first step.
    await page.waitForURL("**/user-signup");
    await context.close();
  });

  it("a wrong password is refused with a message and the user stays on /signin", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email } = await signUpViaApi(page);
    await context.clearCookies();
    await page.goto("/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => toast(page, /The email or password is not right/).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/signin");

    await page.getByLabel("Password", { exact: true }).fill("");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => toast(page, "You must provide either an email or phone number and a password").count())
      .toBe(1);
    await context.close();
  });

  it("forgot password: the reset link from the outbox sets a new password, after the length and mismatch errors", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const { email } = await signUpViaApi(page, { email: uniqueEmail("forgetful"), password: "old-password" });
    await context.clearCookies();

    await page.goto("/signin");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset instructions" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.getByText(email).count()).toBe(1);
    await expect.poll(() => toast(page, "Reset email sent").count()).toBe(1);

    // "Try different email" returns to the form.
    await page.getByRole("button", { name: "Try different email" }).click();
    await page.getByRole("button", { name: "Send reset instructions" }).waitFor();

    const mail = (await readOutbox(page)).find((m) => m.to === email);
    expect(mail?.subject).toBe("Reset your Inbox Autopilot password");
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    await page.goto(link);
    await page.waitForURL("**/reset-password?token=*");

    // Mismatch is checked first, then the length.
    await page.getByLabel("New Password").fill("abc");
    await page.getByLabel("Confirm Password").fill("abd");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect.poll(() => toast(page, "Passwords don't match. Please try again.").count()).toBe(1);
    await page.getByLabel("Confirm Password").fill("abc");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect.poll(() => toast(page, "Password must be at least 6 characters long").count()).toBe(1);

    // The show / hide toggle reveals what was typed.
    await page.getByLabel("New Password").fill("brand-new-pass");
    await page.getByRole("button", { name: "Show password" }).first().click();
    expect(await page.getByLabel("New Password").getAttribute("type")).toBe("text");
    await page.getByLabel("Confirm Password").fill("brand-new-pass");
    await page.getByRole("button", { name: "Update password" }).click();
    await page.waitForURL("**/signin");
    await expect.poll(() => toast(page, "Password updated").count()).toBe(1);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("brand-new-pass");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/user-signup");
    await context.close();
  });

  it("a reset link that was tampered with says so and offers a new one", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel("New Password").fill("whatever-1");
    await page.getByLabel("Confirm Password").fill("whatever-1");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect.poll(() => toast(page, "Error updating password").count()).toBe(1);
    await page.goto("/reset-password");
    await page.getByRole("link", { name: "Send a new link" }).waitFor();
    await context.close();
  });
});

describe("the sign-in guard", () => {
  it("changing the password in the profile dialog signs out the owner's other session", async () => {
    const here = await newPage(browser, baseUrl);
    const account = await signUpViaApi(here.page, { email: uniqueEmail("rotate"), password: "first-pass-1" });
    // The same owner signed in on another computer.
    const there = await newPage(browser, baseUrl);
    const other = await there.page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: { email: account.email, password: "first-pass-1" },
      headers: { origin: baseUrl },
    });
    expect(other.ok()).toBe(true);
    await there.page.goto("/customers");
    await there.page.getByRole("button", { name: "User profile" }).waitFor();

    const { page } = here;
    await page.goto("/customers");
    await page.getByRole("button", { name: "User profile" }).click();
    const dialog = page.getByRole("dialog", { name: "User Profile" });
    const form = dialog.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("wrong-pass-1");
    await form.getByLabel("New password", { exact: true }).fill("second-pass-2");
    await form.getByLabel("Confirm new password").fill("second-pass-3");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("Passwords don't match. Please try again.").waitFor();
    await form.getByLabel("Confirm new password").fill("second-pass-2");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("The current password is not right.").waitFor();
    await form.getByLabel("Current password").fill("first-pass-1");
    await form.getByRole("button", { name: "Change password" }).click();
    await toast(page, "Password changed").waitFor();
    await toast(page, "You are signed out everywhere else.").waitFor();

    // The other computer is signed out at its next page; this one stays signed in.
    await there.page.reload();
    await there.page.waitForURL("**/signin?next=%2Fcustomers");
    await page.reload();
    await page.getByRole("button", { name: "User profile" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/customers");
    await there.page.getByLabel("Email").fill(account.email);
    await there.page.getByLabel("Password", { exact: true }).fill("second-pass-2");
    await there.page.getByRole("button", { name: "Sign in" }).click();
    await there.page.waitForURL((url) => !url.pathname.startsWith("/signin"));
    await here.context.close();
    await there.context.close();
  });

  it("sends a signed-out visitor of a protected page to /signin", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    for (const path of ["/dashboard", "/library", "/ticket/123", "/agent-config"]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === "/signin");
    }
    await context.close();
  });

  it("sends a signed-in user from the landing page to the app", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await signUpViaApi(page);
    await page.goto("/");
    await page.waitForURL((url) => url.pathname !== "/");
    expect(["/dashboard", "/user-signup"]).toContain(new URL(page.url()).pathname);
    await context.close();
  });
});
