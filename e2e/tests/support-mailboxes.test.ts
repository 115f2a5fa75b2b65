import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Dovecot } from "@inbox/mail/testing/dovecot";
import type { SmtpSink } from "@inbox/mail/testing/smtp-sink";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "../support/accounts";
import { startAppServer } from "../support/app-server";
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

const call = async (page: Page, method: "POST" | "PUT", path: string, data: unknown, base = baseUrl) => {
  const res = await page.request.fetch(`${base}/api${path}`, {
    method,
    data,
    headers: { origin: base },
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
    await row
      .getByText(/Last synced \w{3} \d{2}, \d{4} \d{2}:\d{2} \(.* ago\)|Waiting for the first sync/)
      .waitFor();

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

  it("shows when a mailbox last synced, a sync stalled for more than three periods, and its recovery", async () => {
    // A server that reconciles every 5 s: a sync counts as stalled after 15 s without one finishing.
    const own = await startMailServers("stall@aurora.test", "stall-pass");
    const server = await startAppServer({ MAIL_SYNC_INTERVAL_SECONDS: "5" });
    try {
      const { page, context } = await newPage(browser, server.baseUrl);
      await signUpViaApi(page, { email: uniqueEmail("stall"), baseUrl: server.baseUrl });
      const api = (path: string, data: unknown) => call(page, "POST", path, data, server.baseUrl);
      await api("/companies", { name: "Hotel Aurora", url: "https://aurora.test" });
      await api("/mailboxes/forwarding", {});
      await api("/mailboxes/imap", {
        email: "stall@aurora.test",
        user: "stall@aurora.test",
        password: "stall-pass",
        imap: { host: "127.0.0.1", port: own.dovecot.port, security: "none" },
        smtp: { host: "127.0.0.1", port: own.smtp.port, security: "none" },
      });
      await page.goto("/support-mailboxes");
      const imap = page
        .getByRole("listitem")
        .filter({ hasText: "stall@aurora.test" })
        .filter({ hasText: "IMAP/SMTP" });
      const forwarding = page.getByRole("listitem").filter({ hasText: "Forwarding address" });
      await forwarding.getByText("Receives mail through its forwarding address").waitFor();
      const reloadUntil = (text: RegExp | string, timeout = 30_000) =>
        expect
          .poll(
            async () => {
              await page.reload();
              await imap.waitFor();
              return imap.getByText(text).count();
            },
            { timeout, interval: 1000 },
          )
          .toBe(1);
      await reloadUntil(/^Last synced \w{3} \d{2}, \d{4} \d{2}:\d{2} \(.* ago\)$/);

      // The IMAP server goes away: syncs fail and are retried, and after three periods the page says it stalled.
      await own.dovecot.stop();
      await reloadUntil(
        /^Sync stalled since \w{3} \d{2}, \d{4} \d{2}:\d{2}: .+ — we keep retrying; check the server or reconnect$/,
        45_000,
      );
      await imap.getByRole("link", { name: "Reconnect" }).waitFor();
      expect(await forwarding.getByText(/Sync stalled/).count()).toBe(0);

      // Back again: the next retry syncs and the warning goes.
      await own.dovecot.start();
      await expect
        .poll(
          async () => {
            await page.reload();
            await imap.waitFor();
            return imap.getByText(/Sync stalled/).count();
          },
          { timeout: 90_000, interval: 1000 },
        )
        .toBe(0);
      await imap.getByText(/^Last synced .* \((less than a minute|\d+ seconds?) ago\)$/).waitFor();
      await context.close();
    } finally {
      await server.stop();
      await own.stop();
    }
  });
});
