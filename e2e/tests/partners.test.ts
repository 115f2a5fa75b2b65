import nodemailer from "nodemailer";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInDemo, signUpViaApi, uniqueEmail } from "../support/accounts";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, toast } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Rows of the partners table (the first table of the page; the do-not-reply list is the second). */
const partnerRows = (page: Page) => page.getByRole("table").first().locator("tbody tr");

async function owner() {
  const { page, context } = await newPage(browser, baseUrl);
  await signUpViaApi(page, { email: uniqueEmail("partners") });
  const res = await page.request.post(`${baseUrl}/api/companies`, {
    data: { name: "Hotel Aurora", url: "https://aurora.test" },
    headers: { origin: baseUrl },
  });
  expect(res.ok()).toBe(true);
  return { page, context };
}

describe("partners", () => {
  it("adds (the whole domain when chosen, filled from the email), filters, edits and deletes a partner", async () => {
    const { page, context } = await owner();
    await page.goto("/partners");
    await page.getByText("Manage your business partners").waitFor();
    await page.getByText("No partners found. Add your first partner!").waitFor();
    const partners = page.getByRole("table").first();

    await page.getByRole("button", { name: "Add Partner" }).click();
    let dialog = page.getByRole("dialog", { name: "Add New Partner" });
    expect(await dialog.getByRole("switch", { name: "Active Partner" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    await dialog.getByRole("button", { name: "Add Partner" }).click();
    await dialog.getByText("Name is required").waitFor();
    await dialog.getByLabel("Name *").fill("Booking Partner");
    await dialog.getByLabel("Email *").fill("deals@booking-partner.test");
    await dialog.getByText("Only mail from this address is taken for the partner.").waitFor();
    await dialog.getByRole("switch", { name: "The whole domain" }).click();
    expect(await dialog.getByLabel("Domain", { exact: true }).inputValue()).toBe("booking-partner.test");
    await dialog.getByRole("button", { name: "Add Partner" }).click();
    await toast(page, "Partner created").waitFor();
    await toast(page, "Partner has been successfully created.").waitFor();
    await partners
      .getByRole("row")
      .filter({ hasText: "deals@booking-partner.test" })
      .getByText("Active")
      .waitFor();

    // On add, a domain the user typed stays when the email changes.
    await page.getByRole("button", { name: "Add Partner" }).click();
    dialog = page.getByRole("dialog", { name: "Add New Partner" });
    await dialog.getByLabel("Name *").fill("Tour Agency");
    await dialog.getByRole("switch", { name: "The whole domain" }).click();
    await dialog.getByLabel("Domain", { exact: true }).fill("tours-group.test");
    await dialog.getByLabel("Email *").fill("hello@tours.test");
    expect(await dialog.getByLabel("Domain", { exact: true }).inputValue()).toBe("tours-group.test");
    await dialog.getByRole("switch", { name: "Active Partner" }).click();
    await dialog.getByRole("button", { name: "Add Partner" }).click();
    await toast(page, "Partner created").last().waitFor();
    await partners.getByRole("row").filter({ hasText: "Tour Agency" }).getByText("Inactive").waitFor();

    await page.getByLabel("Filter by name").fill("BOOKING");
    await page.waitForURL(/name=BOOKING/);
    await expect.poll(() => partnerRows(page).count()).toBe(1);
    await page.getByLabel("Status filter").selectOption("inactive");
    await page.getByText("No partners match your filters.").waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect.poll(() => partnerRows(page).count()).toBe(2);
    await page.getByLabel("Filter by domain").fill("tours-group");
    await expect.poll(() => partnerRows(page).count()).toBe(1);
    await page.getByRole("button", { name: "Clear Filters" }).click();

    // On edit the domain always follows the email.
    await page.getByRole("button", { name: "Edit Tour Agency" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Partner" });
    await dialog.getByLabel("Email *").fill("hi@tour-agency.test");
    expect(await dialog.getByLabel("Domain", { exact: true }).inputValue()).toBe("tour-agency.test");
    await dialog.getByRole("button", { name: "Update Partner" }).click();
    await toast(page, "Partner updated").waitFor();
    await page
      .getByRole("table")
      .first()
      .getByRole("cell", { name: "tour-agency.test", exact: true })
      .waitFor();

    await page.getByRole("button", { name: "Edit Tour Agency" }).click();
    await page.getByRole("dialog", { name: "Edit Partner" }).getByRole("button", { name: "Delete" }).click();
    await page
      .getByText("Are you sure you want to delete this partner? This action cannot be undone.")
      .waitFor();
    await page
      .getByRole("dialog", { name: "Delete partner" })
      .getByRole("button", { name: "Delete" })
      .click();
    await toast(page, "Partner deleted").waitFor();
    await toast(page, "Partner has been successfully deleted.").waitFor();
    await expect.poll(() => partnerRows(page).count()).toBe(1);
    await context.close();
  });

  it("refuses the whole of gmail.com, saying why, on the do-not-reply list and for a partner", async () => {
    const { page, context } = await owner();
    await page.goto("/partners");
    const card = page.getByRole("region", { name: "Do not reply" });
    await card.getByLabel("Email to never reply to").fill("pest@gmail.com");
    await card.getByRole("switch", { name: "The whole domain (everyone at gmail.com)" }).click();
    await card
      .getByRole("alert")
      .getByText(
        "gmail.com is a public mail provider: blocking the whole domain would stop replies to every guest who writes from it. Block this address only.",
      )
      .waitFor();
    expect(await card.getByRole("button", { name: "Add to list" }).isDisabled()).toBe(true);
    // A company's own domain may be blocked whole.
    await card.getByLabel("Email to never reply to").fill("promo@deal-blasts.test");
    await card.getByRole("button", { name: "Add to list" }).click();
    await toast(page, "Added everyone at deal-blasts.test to the do not reply list").waitFor();
    await card.getByRole("cell", { name: "Everyone at deal-blasts.test", exact: true }).waitFor();

    await page.getByRole("button", { name: "Add Partner" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Partner" });
    await dialog.getByLabel("Name *").fill("A guest");
    await dialog.getByLabel("Email *").fill("guest@gmail.com");
    await dialog.getByRole("switch", { name: "The whole domain" }).click();
    await dialog.getByRole("button", { name: "Add Partner" }).click();
    await dialog
      .getByText(
        "gmail.com is a public mail provider: every guest who writes from it would be taken for this partner. Add this address only.",
      )
      .waitFor();
    await dialog.getByRole("switch", { name: "The whole domain" }).click();
    await dialog.getByRole("button", { name: "Add Partner" }).click();
    await toast(page, "Partner created").waitFor();
    await partnerRows(page).filter({ hasText: "guest@gmail.com" }).waitFor();
    await context.close();
  });

  it("the do-not-reply card: add a sender, refuse a duplicate, remove it", async () => {
    const { page, context } = await owner();
    await page.goto("/partners");
    const card = page.getByRole("region", { name: "Do not reply" });
    await card.getByText("No one is on the list.", { exact: false }).waitFor();
    await card.getByLabel("Email to never reply to").fill("offers@spam-deals.test");
    await card.getByRole("button", { name: "Add to list" }).click();
    await toast(page, "Added offers@spam-deals.test to the do not reply list").waitFor();
    await card
      .getByRole("row")
      .filter({ hasText: "offers@spam-deals.test" })
      .getByRole("cell", { name: "This address only", exact: true })
      .waitFor();
    await card.getByLabel("Email to never reply to").fill("OFFERS@spam-deals.test");
    await card.getByRole("button", { name: "Add to list" }).click();
    await toast(page, "Email OFFERS@spam-deals.test is already in the do not reply list").waitFor();

    await card
      .getByRole("button", { name: "Remove offers@spam-deals.test from the do not reply list" })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await toast(page, "Removed offers@spam-deals.test from the do not reply list").waitFor();
    await card.getByText("No one is on the list.", { exact: false }).waitFor();
    await context.close();
  });
});

describe("the do-not-reply list and the message action", () => {
  let server: AppServer;
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
    server = await startAppServer({ DEMO_WORKSPACE: "true", INBOUND_SMTP_PORT: String(smtpPort) });
  });
  afterAll(() => server?.stop());

  /** A guest's mail to the demo hotel, through its forwarding address. */
  async function guestMail(from: string, subject: string, text: string) {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort, ignoreTLS: true });
    await transport.sendMail({ from, to: "aurora-demo@inbound.localhost", subject, text });
    transport.close();
  }

  it('"Never reply to this email" on a message puts the sender on the Partners page\'s list', async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await page.goto("/messages");
    await page.getByRole("cell", { name: "Refund for cancelled night" }).click({ timeout: 30_000 });
    await page.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Never reply to this email" }).click();
    await toast(page, "Added peter.jansen@example.com to the do not reply list").waitFor();

    await page.goto("/partners");
    const card = page.getByRole("region", { name: "Do not reply" });
    const entry = card.getByRole("row").filter({ hasText: "peter.jansen@example.com" });
    await entry.getByRole("cell", { name: "This address only", exact: true }).waitFor();
    await entry.getByRole("cell", { name: new Date().toLocaleDateString("en-US") }).waitFor();
    await context.close();
  }, 90_000);

  it("blocking one Gmail guest leaves the next Gmail guest answered with a ticket", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    await guestMail("Pia Pest <pia.pest@gmail.com>", "Cheap rooms now", "Reply to win a prize!");
    await page.goto("/messages");
    await page.getByRole("cell", { name: "Cheap rooms now" }).click({ timeout: 30_000 });
    await page.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Never reply to this email" }).click();
    await toast(page, "Added pia.pest@gmail.com to the do not reply list").waitFor();

    await guestMail("Marc Dubois <marc.dubois@gmail.com>", "Breakfast hours", "When is breakfast served?");
    await guestMail("Pia Pest <pia.pest@gmail.com>", "Cheap rooms again", "Reply to win a prize!");
    await page.goto("/dashboard");
    await page.getByRole("cell", { name: "Breakfast hours" }).waitFor({ timeout: 30_000 });
    // The blocked guest's new mail is stored and filtered: a message without a ticket.
    await page.goto("/messages");
    const again = page.getByRole("row").filter({ hasText: "Cheap rooms again" });
    await again.getByText("Null").waitFor({ timeout: 30_000 });
    expect(
      await page.getByRole("row").filter({ hasText: "Breakfast hours" }).getByText("Created").count(),
    ).toBe(1);
    await context.close();
  }, 90_000);
});
