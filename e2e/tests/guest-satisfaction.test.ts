import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OutboxMail, readOutbox, signInDemo } from "../support/accounts";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, seriousA11yViolations, shot, toast } from "../support/browser";

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  // The demo hotel: the agent drafts a reply to the French guest's dog question ("Chien") in sandbox.
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppServer({ DEMO_WORKSPACE: "true", INBOUND_SMTP_PORT: String(await freePort()) }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = (page: Page) => page.locator("tbody tr");

/** Opens the demo ticket with this subject once the agent has decided it (it loads its model first). */
async function openTicket(page: Page, subject: string, { draft }: { draft: boolean }) {
  await expect
    .poll(
      async () => {
        await page.goto(`/dashboard?q=${encodeURIComponent(subject)}`);
        await page.getByRole("heading", { name: "Support Inbox", level: 1 }).waitFor();
        await page.waitForLoadState("networkidle");
        const found = await rows(page).count();
        if (found !== 1) return `${found} rows`;
        await rows(page).first().click();
        await page.waitForURL(/\/ticket\//);
        await page.getByRole("button", { name: "Send Reply" }).waitFor();
        if (draft && (await page.getByRole("button", { name: "Send draft" }).count()) !== 1)
          return "no draft yet";
        return "open";
      },
      { timeout: 120_000, interval: 2_000 },
    )
    .toBe("open");
}

/** The mail that went to this guest, as the dev outbox holds it (the forwarding mailbox sends through it). */
async function mailTo(page: Page, to: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(page, server)).find((m) => m.to === to && m.subject.startsWith("Re:"));
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

describe("Guest satisfaction", () => {
  it("a guest rates a sent reply from the mail's link without signing in, in French, and changes the answer", {
    timeout: 200_000,
  }, async () => {
    const owner = await newPage(browser, server.baseUrl);
    await signInDemo(owner.page, server.baseUrl);
    await openTicket(owner.page, "Chien", { draft: true });
    await owner.page.getByRole("button", { name: "Send draft" }).click();
    await expect.poll(() => toast(owner.page, "Response sent successfully").count()).toBe(1);

    // The reply as the guest receives it ends with the question in French and a Yes and a No link.
    const mail = await mailTo(owner.page, "claire.martin@example.com");
    const last = mail.text.trimEnd().split(/\r?\n/).at(-1)!;
    expect(last).toMatch(/^Cette réponse vous a-t-elle aidé \? Oui: \S+ · Non: \S+$/);
    const [yes, no] = [...last.matchAll(/https?:\/\/\S+\/rate\/\S+/g)].map((m) => new URL(m[0]));
    expect(yes!.searchParams.get("answer")).toBe("yes");
    expect(no!.searchParams.get("answer")).toBe("no");

    // The guest, in a browser that never signed in, clicks "Non".
    const guest = await newPage(browser, server.baseUrl);
    await guest.page.goto(`${no!.pathname}${no!.search}`);
    await guest.page.getByRole("heading", { name: "Merci pour votre réponse." }).waitFor();
    await guest.page.getByText("Votre réponse : Non.").waitFor();
    expect(await guest.page.evaluate(() => document.documentElement.lang)).toBe("fr");
    // A reload does not bring the link's answer back once the guest changes it.
    await guest.page.waitForURL((url) => !url.search.includes("answer"));
    expect(await seriousA11yViolations(guest.page)).toEqual([]);
    await guest.page.getByRole("button", { name: "Changer ma réponse en « Oui »" }).click();
    await guest.page.getByText("Votre réponse : Oui.").waitFor();
    await shot(guest.page, "rate-reply-1280");
    await guest.page.reload();
    await guest.page.getByText("Votre réponse : Oui.").waitFor();
    // No cookie, no session: nothing but the answer was kept.
    expect(await guest.context.cookies()).toEqual([]);

    // At 390 px the page fits the phone the guest reads their mail on.
    const phone = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await phone.page.goto(yes!.pathname);
    await phone.page.getByText("Votre réponse : Oui.").waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone.page, "rate-reply-390");

    // A link altered by hand is refused in words (the browser's language: the link tells no other).
    const token = yes!.pathname.split("/rate/")[1]!;
    await phone.page.goto(`/rate/${token.slice(0, -3)}abc?answer=no`);
    await phone.page
      .getByRole("alert")
      .filter({ hasText: "This link does not work: it may have been cut short or changed." })
      .waitFor();
    await phone.context.close();
    await guest.context.close();

    // The report counts the answer under the agent's replies (the agent wrote the draft a person sent).
    await owner.page.goto("/reports?period=7");
    const csat = owner.page.getByRole("region", { name: "Guest satisfaction" });
    await expect
      .poll(
        async () =>
          (await csat.getByRole("heading", { name: "Agent's replies" }).locator("xpath=..").textContent()) ??
          "",
        {
          timeout: 20_000,
        },
      )
      .toMatch(/100%said Yes1 answer/);
    await csat.getByRole("table", { name: "Guest satisfaction per intent" }).waitFor();
    expect(await seriousA11yViolations(owner.page)).toEqual([]);
    await shot(owner.page, "reports-csat-1280");

    // The owner turns the question off: the next reply, a person's, goes out without it.
    await csat.getByRole("switch", { name: /Ask guests "Was this helpful\?"/ }).click();
    await expect.poll(() => toast(owner.page, "Replies no longer ask guests").count()).toBe(1);
    await openTicket(owner.page, "Arriving late", { draft: false });
    await owner.page.getByLabel("Reply").fill("Our night desk is open: see you tonight.");
    await owner.page.getByRole("button", { name: "Send Reply" }).click();
    const plain = await mailTo(owner.page, "anna.weber@example.com");
    expect(plain.text).toContain("Our night desk is open: see you tonight.");
    expect(plain.text).not.toMatch(/\/rate\/|Was this helpful|War das hilfreich/);
    await owner.context.close();
  });

  it("reads at 390 px on the Reports page", { timeout: 60_000 }, async () => {
    const { page, context } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await signInDemo(page, server.baseUrl);
    await page.goto("/reports?period=7");
    await page.getByRole("region", { name: "Guest satisfaction" }).getByText("1 answer").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("region", { name: "Guest satisfaction" }).scrollIntoViewIfNeeded();
    await shot(page, "reports-csat-390");
    await context.close();
  });
});
