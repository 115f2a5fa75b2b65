import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Dovecot } from "@inbox/mail/testing/dovecot";
import type { SmtpSink } from "@inbox/mail/testing/smtp-sink";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "../support/accounts";
import { launchBrowser, newPage, toast } from "../support/browser";
import { startMailServers } from "../support/mail-servers";

const baseUrl = inject("baseUrl");
let browser: Browser;
let dovecot: Dovecot;
let smtp: SmtpSink;
let mail: Awaited<ReturnType<typeof startMailServers>>;

beforeAll(async () => {
  browser = await launchBrowser();
  mail = await startMailServers("mb@aurora.test", "first-pass");
  ({ dovecot, smtp } = mail);
});
afterAll(async () => {
  await browser?.close();
  await mail?.stop();
});

const call = async (page: Page, method: "POST" | "PUT", path: string, data: unknown) => {
  const res = await page.request.fetch(`${baseUrl}/api${path}`, {
    method,
    data,
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
};

describe("support mailboxes", () => {
  it("lists the mailboxes, toggles one off and on with its toasts, and shows when one needs reconnecting", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await signUpViaApi(page, { email: uniqueEmail("mailboxes") });
    await page.goto("/support-mailboxes");
    await page.getByRole("heading", { name: "No mailbox yet" }).waitFor();

    await call(page, "POST", "/companies", { name: "Hotel Aurora", url: "https://aurora.test" });
    await call(page, "POST", "/mailboxes/imap", {
      email: "mb@aurora.test",
      user: "mb@aurora.test",
      password: "first-pass",
      imap: { host: "127.0.0.1", port: dovecot.port, security: "none" },
      smtp: { host: "127.0.0.1", port: smtp.port, security: "none" },
    });
    await page.reload();
    const row = page.getByRole("listitem").filter({ hasText: "mb@aurora.test" });
    await row.getByText("IMAP/SMTP").waitFor();
    await row.getByText(/Connected \w{3} \d{2}, \d{4}/).waitFor();
    await row.getByText(/Synced .* ago|Waiting for the first sync/).waitFor();

    const toggle = page.getByRole("switch", { name: "Active: mb@aurora.test" });
    await toggle.click();
    await toast(page, "Mailbox activated or deactivated successfully.").first().waitFor();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");

    // The password changes on the server; switching the mailbox on syncs it at once and finds out.
    writeFileSync(join(dovecot.dir, "users"), "mb@aurora.test:{PLAIN}changed::::::");
    // Dovecot notices a changed users file by its modification time, in whole seconds.
    await new Promise((r) => setTimeout(r, 1100));
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor();
          return page.getByText(/Needs reconnecting/).count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    await page.getByRole("link", { name: "Reconnect" }).click();
    await page.waitForURL("**/email-connection");
    await context.close();
  });
});
