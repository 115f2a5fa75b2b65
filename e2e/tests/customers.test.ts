import { readFile } from "node:fs/promises";
import nodemailer from "nodemailer";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInDemo, signUpViaApi, uniqueEmail } from "../support/accounts";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, shot, toast } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new owner with a company, signed in, on an empty Customers page. */
async function owner(width?: number) {
  const { page, context } = await newPage(browser, baseUrl, width ? { width } : {});
  await signUpViaApi(page, { email: uniqueEmail("people") });
  const res = await page.request.post(`${baseUrl}/api/companies`, {
    data: { name: "Hotel Aurora", url: "https://aurora.test" },
    headers: { origin: baseUrl },
  });
  expect(res.ok()).toBe(true);
  return { page, context };
}

const rows = (page: Page) => page.locator("tbody tr");

/** A CSV of `count` guests, every 500th row with a bad email and no internal id (nothing to know it by). */
function guestsCsv(count: number) {
  const lines = ["internal_customer_id,first_name,last_name,email,subscription,account_value,language"];
  for (let i = 1; i <= count; i++)
    lines.push(
      i % 500 === 0
        ? `,Bad,Row,not-an-email,Basic,1,en`
        : `${i},Guest,Number ${i},guest${i}@example.com,Premium,${i}.50,en`,
    );
  return Buffer.from(`${lines.join("\n")}\n`);
}

describe("customers and contacts", () => {
  it("adds, filters, edits and deletes a customer, and moves one to the contacts", async () => {
    const { page, context } = await owner();
    await page.goto("/customers");
    await page.getByText("No customers found. Add your first customer or upload a CSV.").waitFor();

    await page.getByRole("button", { name: "Add Customer" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Customer" });
    expect(await dialog.getByRole("switch", { name: "Active customer" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(await dialog.getByLabel("Language").inputValue()).toBe("");
    await dialog.getByLabel("First Name").fill("Lea");
    await dialog.getByLabel("Last Name").fill("Marti");
    await dialog.getByLabel("Email").fill("lea@alpina.test");
    await dialog.getByLabel("Company Name").fill("Alpina Resorts");
    await dialog.getByLabel("Subscription").selectOption("Premium");
    await dialog.getByLabel("Account Value").fill("1250.5");
    await dialog.getByRole("button", { name: "Add Customer" }).click();
    await toast(page, "Customer created successfully").last().waitFor();
    const lea = rows(page).filter({ hasText: "lea@alpina.test" });
    await lea.getByText("$1,250.50").waitFor();
    await lea.getByRole("cell", { name: "1", exact: true }).waitFor();

    await page.getByRole("button", { name: "Add Customer" }).click();
    dialog = page.getByRole("dialog", { name: "Add Customer" });
    await dialog.getByLabel("First Name").fill("Omar");
    await dialog.getByLabel("Email").fill("omar@fjord.test");
    await dialog.getByLabel("Payment Status").selectOption("Overdue");
    await dialog.getByRole("button", { name: "Add Customer" }).click();
    await toast(page, "Customer created successfully").last().waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);

    await page.getByLabel("Filter by name").fill("MART");
    await page.waitForURL(/name=MART/);
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByLabel("Payment status filter").selectOption("Overdue");
    await page.getByText("No customers match your filters.").waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect.poll(() => rows(page).count()).toBe(2);

    // An account value that is not a number becomes 0 on edit (spec 001 §5).
    await page.getByRole("button", { name: "Edit Lea Marti" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Customer" });
    await dialog.getByLabel("Last Name").fill("Marti-Rossi");
    await dialog.getByLabel("Account Value").fill("a lot");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Customer updated successfully").last().waitFor();
    await rows(page).filter({ hasText: "Lea Marti-Rossi" }).getByText("$0.00").waitFor();
    // Focus is back on the button that opened the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toMatch(/^Edit Lea Marti/);

    // No longer an active customer: it moves to Contacts, where it is edited as a contact.
    await page.getByRole("button", { name: "Edit Lea Marti-Rossi" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Customer" });
    await dialog.getByRole("switch", { name: "Active customer" }).click();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Customer updated successfully").last().waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByRole("link", { name: "Contacts" }).click();
    await page.waitForURL("**/contacts");
    await rows(page).filter({ hasText: "lea@alpina.test" }).waitFor();
    await page.getByRole("button", { name: "Edit Lea Marti-Rossi" }).click();
    await page.getByRole("dialog", { name: "Edit Contact" }).waitFor();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Add Contact" }).click();
    dialog = page.getByRole("dialog", { name: "Add Contact" });
    expect(await dialog.getByRole("switch", { name: "Active customer" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    await dialog.getByLabel("Email").fill("lead@newco.test");
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await toast(page, "Customer created successfully").last().waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);

    await page.getByRole("button", { name: "Delete Lea Marti-Rossi" }).click();
    await page
      .getByText("Are you sure you want to delete Lea Marti-Rossi? This action cannot be undone.")
      .waitFor();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, "Customer deleted successfully").waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    await context.close();
  });

  it("uploads a CSV: refuses other files, shows the progress, which a reload finds again, then the result", async () => {
    const { page, context } = await owner();
    await page.goto("/customers");
    await page.getByRole("button", { name: "Upload CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload CSV" });
    expect(await dialog.getByRole("button", { name: "Upload" }).isDisabled()).toBe(true);
    await dialog.getByLabel("CSV file").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await toast(page, "Invalid file type").waitFor();
    expect(await dialog.getByRole("button", { name: "Upload" }).isDisabled()).toBe(true);

    const count = 60_000;
    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "guests.csv", mimeType: "text/csv", buffer: guestsCsv(count) });
    await dialog.getByRole("button", { name: "Upload" }).click();
    // The file is checked first, with its own progress, and nothing is written meanwhile.
    await dialog.getByText("Checking the file: nothing is written yet...").waitFor({ timeout: 30_000 });
    await dialog.getByRole("progressbar", { name: "Import progress" }).waitFor();
    expect(await dialog.getByRole("button", { name: "Processing..." }).isDisabled()).toBe(true);
    // The preview, after a reload too: nothing written yet, 120 rows it would not import.
    await page.reload();
    const card = page.getByRole("region", { name: "CSV import" });
    await card.getByText("guests.csv is checked and waits for you").waitFor({ timeout: 90_000 });
    await page.getByText("No customers found. Add your first customer or upload a CSV.").waitFor();
    await card.getByRole("button", { name: "Review and import" }).click();
    const preview = page.getByRole("dialog", { name: "Upload CSV" });
    await preview.getByRole("heading", { name: "Preview of guests.csv" }).waitFor();
    await preview.getByText("Problems (120)").waitFor();
    await preview.getByRole("button", { name: "Import", exact: true }).click();
    await preview.getByText("Processing customers in background...").waitFor({ timeout: 30_000 });
    expect(await preview.getByRole("button", { name: "Processing..." }).isDisabled()).toBe(true);

    // The import goes on without the page; a reload shows where it stands.
    await page.reload();
    await card.getByText("Processing customers in background...").waitFor();
    await card.getByText(/[\d,]+ of 60,000 rows/).waitFor({ timeout: 30_000 });

    await toast(page, "Upload completed").waitFor({ timeout: 90_000 });
    // Not green: rows were refused.
    expect(await toast(page, "Upload completed").getAttribute("data-type")).toBe("warning");
    await toast(page, "Processed 59,880 customers successfully").waitFor();
    await card.getByText("Processed: 59,880 · Created: 59,880 · Updated: 0").waitFor();
    await card.getByText("120 rows were not imported:").waitFor();
    await card
      .getByText(
        'Line 501: Needs an email or an internal_customer_id (Invalid email address "not-an-email"; left empty)',
      )
      .waitFor();
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download problems (CSV)" }).click();
    const problems = await readFile((await (await download).path())!, "utf8");
    expect(problems.split("\r\n").slice(0, 2)).toEqual([
      "\uFEFFline,problem,detail",
      '501,row not imported,"Needs an email or an internal_customer_id (Invalid email address ""not-an-email""; left empty)"',
    ]);
    // Counted up to 10,000: the page says so rather than count them all.
    await page.getByText("10,000+ customers", { exact: true }).waitFor();
    await page.getByLabel("Filter by email").fill("guest59999@");
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).getByText("$59,999.50").waitFor();
    await context.close();
  }, 180_000);
});

/** A customer added through the API, as the Add Customer form does. */
async function addCustomer(page: Page, values: Record<string, string>) {
  const res = await page.request.post(`${baseUrl}/api/customers`, {
    data: values,
    headers: { origin: baseUrl },
  });
  expect(res.ok()).toBe(true);
}

/** The company's customers with this email, as the API lists them. */
async function customersWithEmail(page: Page, email: string) {
  const res = await page.request.get(
    `${baseUrl}/api/customers?active=true&email=${encodeURIComponent(email)}`,
  );
  return ((await res.json()) as { rows: { firstName: string | null; lastName: string | null }[] }).rows;
}

/** Opens Upload CSV on the Customers page, sends this file and returns the dialog. */
async function uploadCsv(page: Page, name: string, content: string) {
  await page.getByRole("button", { name: "Upload CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload CSV" });
  await dialog
    .getByLabel("CSV file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content) });
  await dialog.getByRole("button", { name: "Upload" }).click();
  return dialog;
}

describe("the preview of a customer CSV", () => {
  for (const width of [1280, 390]) {
    it(`shows a conflict with an existing customer and changes nothing until the owner confirms it (${width} px)`, async () => {
      const { page, context } = await owner(width);
      await addCustomer(page, { firstName: "Lea", lastName: "Marti", email: "lea@alpina.test" });
      await addCustomer(page, { firstName: "Omar", lastName: "Haddad", email: "omar@fjord.test" });
      await page.goto("/customers");
      const dialog = await uploadCsv(
        page,
        "crm.csv",
        "email;first_name;last_name;subscription;Notes\n" +
          "lea@alpina.test;Leah;Marti;Premium;vip\n" +
          "omar@fjord.test;Omar;Haddad-Berg;Basic;\n" +
          "new@guest.test;Nina;Berg;Gold;\n" +
          "not-an-email;;;Basic;\n",
      );
      await dialog.getByRole("heading", { name: "Preview of crm.csv" }).waitFor({ timeout: 30_000 });
      await dialog.getByText("Ignored columns:").waitFor();
      const conflicts = dialog.getByRole(width < 768 ? "list" : "table", { name: "Conflicts" });
      const lea = conflicts.getByRole("radiogroup", { name: "Line 2, Lea Marti" });
      const omar = conflicts.getByRole("radiogroup", { name: "Line 3, Omar Haddad" });
      await conflicts.getByText("Leah").waitFor();
      expect(await lea.getByRole("radio", { name: "Skip" }).isChecked()).toBe(true);
      await dialog
        .getByRole(width < 768 ? "list" : "table", { name: "Problems" })
        .getByText('subscription must be Basic, Premium or Enterprise, not "Gold"; left empty')
        .waitFor();
      await shot(page, `customers-csv-preview-${width}`);
      await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await shot(page, `customers-csv-preview-${width}-end`);
      // Nothing is written by the preview.
      expect(await customersWithEmail(page, "lea@alpina.test")).toMatchObject([{ firstName: "Lea" }]);
      expect(await customersWithEmail(page, "new@guest.test")).toEqual([]);

      // Update all, then keep Omar as he is; the keyboard reaches the choices.
      await dialog.getByRole("button", { name: "Update all" }).click();
      expect(await lea.getByRole("radio", { name: "Update" }).isChecked()).toBe(true);
      await omar.getByRole("radio", { name: "Update" }).focus();
      await page.keyboard.press("ArrowRight");
      expect(await omar.getByRole("radio", { name: "Skip" }).isChecked()).toBe(true);
      await dialog.getByRole("button", { name: "Import", exact: true }).click();
      await toast(page, "Upload completed").waitFor({ timeout: 30_000 });
      // Not green: a row was not imported.
      expect(await toast(page, "Upload completed").getAttribute("data-type")).toBe("warning");
      await dialog.getByText("Processed: 2 · Created: 1 · Updated: 1 · Skipped: 1").waitFor();
      expect(await customersWithEmail(page, "lea@alpina.test")).toMatchObject([
        { firstName: "Leah", lastName: "Marti" },
      ]);
      expect(await customersWithEmail(page, "omar@fjord.test")).toMatchObject([{ lastName: "Haddad" }]);
      expect(await customersWithEmail(page, "new@guest.test")).toMatchObject([{ firstName: "Nina" }]);
      // Focus goes back to the button that opened the dialog.
      await page.keyboard.press("Escape");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe("Upload CSV");
      await context.close();
    }, 90_000);
  }

  it("cancelling the preview writes nothing", async () => {
    const { page, context } = await owner();
    await addCustomer(page, { firstName: "Lea", lastName: "Marti", email: "lea@alpina.test" });
    await page.goto("/customers");
    const dialog = await uploadCsv(
      page,
      "crm.csv",
      "email,first_name\nlea@alpina.test,Leah\nnew@guest.test,Nina\n",
    );
    await dialog.getByRole("heading", { name: "Preview of crm.csv" }).waitFor({ timeout: 30_000 });
    await dialog.getByRole("button", { name: "Cancel import" }).click();
    await toast(page, "Import cancelled").waitFor();
    await dialog.getByText("Import of crm.csv cancelled: nothing was written.").waitFor();
    expect(await customersWithEmail(page, "lea@alpina.test")).toMatchObject([{ firstName: "Lea" }]);
    expect(await customersWithEmail(page, "new@guest.test")).toEqual([]);
    await context.close();
  }, 60_000);
});

describe("an uploaded customer and the agent", () => {
  let server: AppServer;
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
    server = await startAppServer({ DEMO_WORKSPACE: "true", INBOUND_SMTP_PORT: String(smtpPort) });
  });
  afterAll(() => server?.stop());

  it("the agent recognises a customer from the CSV on their next email", async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await signInDemo(page, server.baseUrl);
    // Right after start the server is still making the demo workspace: on a busy machine its first page takes long.
    await page.goto("/customers", { timeout: 60_000 });
    const dialog = await uploadCsv(
      page,
      "crm-export.csv",
      "\uFEFFEmail;First Name;Last Name;Subscription;Account Value;Payment Status;Notes\r\n" +
        "marta.kowalska@example.com;Marta;Kowalska;Enterprise;12.500,00;Overdue;VIP\r\n",
    );
    await dialog.getByRole("button", { name: "Import", exact: true }).click({ timeout: 30_000 });
    await dialog.getByText("Upload completed").waitFor({ timeout: 30_000 });
    await dialog.getByText("Ignored unknown columns: Notes").waitFor();
    await page.keyboard.press("Escape");
    await rows(page).filter({ hasText: "marta.kowalska@example.com" }).getByText("$12,500.00").waitFor();

    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: "Marta Kowalska <marta.kowalska@example.com>",
      to: "aurora-demo@inbound.localhost",
      subject: "Late check-out on Friday",
      text: "Hello, could we have a late check-out on Friday?",
    });
    transport.close();

    await page.goto("/dashboard?q=Late%20check-out");
    const ticket = rows(page).filter({ hasText: "Late check-out on Friday" });
    await ticket.waitFor({ timeout: 30_000 });
    await ticket.getByRole("cell", { name: "Customer", exact: true }).waitFor();
    await ticket.click();
    const requester = page.getByLabel("Requester Info");
    await requester.getByText("Marta Kowalska").waitFor();
    await requester.getByText("Enterprise").waitFor();
    await requester.getByText("Overdue").waitFor();
    await context.close();
  }, 120_000);
});
