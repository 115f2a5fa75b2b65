import nodemailer from "nodemailer";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "../support/accounts";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, seriousA11yViolations, shot, toast } from "../support/browser";

let browser: Browser;
let server: AppServer;
let smtpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppServer({ DEMO_WORKSPACE: "true", INBOUND_SMTP_PORT: String(smtpPort) }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A mail to the demo hotel's forwarding address, as a guest's provider would deliver it. Right after start the demo
 * workspace may still be being made (its address refused with 550), so a refused mail is sent again, as a provider would.
 */
async function sendToDemoHotel(mail: { from: string; subject: string; text: string }) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await expect
      .poll(
        () =>
          transport.sendMail({ ...mail, to: "aurora-demo@inbound.localhost" }).then(
            () => "accepted",
            (error: Error) => error.message,
          ),
        { timeout: 30_000, interval: 500 },
      )
      .toBe("accepted");
  } finally {
    transport.close();
  }
}

describe("Closed by the agent, in the Support Inbox", () => {
  it("an owner finds an out-of-office reply the agent filtered and turns it into a ticket with 'Needs a person'", async () => {
    await sendToDemoHotel({
      from: "Karin Olsen <karin@travel-agency.example>",
      subject: "Out of office: group booking for May",
      text: "I am currently out of the office until 4 December with limited access to email.",
    });
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/dashboard");
    // Beside the ticket list, reached from the keyboard.
    const views = page.getByRole("navigation", { name: "Inbox views" });
    await views.getByRole("link", { name: "Tickets" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/view=closed/);
    await page.getByRole("region", { name: "Closed by the agent" }).waitFor();

    const row = page.getByRole("row").filter({ hasText: "Out of office: group booking for May" });
    await expect
      .poll(
        async () => {
          if (!(await row.count())) await page.reload();
          return row.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    // The reason in words, not "filtered: …".
    await row.getByText(/^Not answered: automated mail/).waitFor();
    await row.getByText("Karin Olsen", { exact: true }).waitFor();
    await row.getByText("karin@travel-agency.example").waitFor();
    expect(await page.getByText(/^filtered:/).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "closed-by-agent-1280");

    await row.getByRole("button", { name: "Needs a person" }).click();
    await toast(page, "Ticket opened").waitFor();
    await toast(page, "Assigned to Lea Marti.").waitFor();
    await expect.poll(() => row.count()).toBe(0);
    const status = page.getByRole("status").filter({ hasText: "Out of office: group booking for May" });
    await status.getByText(/is now ticket [0-9a-f]{8}, assigned to Lea Marti\./).waitFor();
    await shot(page, "closed-by-agent-after-1280");
    await status.getByRole("link", { name: "Open the ticket" }).click();
    await page.waitForURL(/\/ticket\/[0-9a-f-]{36}$/);
    await page
      .getByText("I am currently out of the office until 4 December", { exact: false })
      .first()
      .waitFor();
    // What happened, in words: handed to a person, and what the agent had done before.
    await page
      .getByText(/Handed to a person: a person asked for it \(was: Not answered: automated mail/)
      .first()
      .waitFor();

    // The new ticket is in the ticket list, open.
    await page.goto("/dashboard?status=Open&q=group booking");
    await page.getByRole("cell", { name: "Out of office: group booking for May" }).waitFor();
    await context.close();
  });

  it("reads as cards at 390 px, each with its reason and its button", async () => {
    await sendToDemoHotel({
      from: "Postmaster <auto@ota-partner.example>",
      subject: "Automatic reply: your message",
      text: "Thank you for your email. I am out of the office and will reply when I am back.",
    });
    const { page, context } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await signInDemo(page, server.baseUrl);
    await page.goto("/dashboard?view=closed");
    const cards = page.getByRole("list", { name: "Closed by the agent" });
    const card = cards.getByRole("listitem").filter({ hasText: "Automatic reply: your message" });
    await expect
      .poll(
        async () => {
          if (!(await card.count())) await page.reload();
          return card.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await card.getByText(/^Not answered: automated mail/).waitFor();
    expect(await card.getByRole("button", { name: "Needs a person" }).isVisible()).toBe(true);
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "closed-by-agent-390");
    await context.close();
  });
});
