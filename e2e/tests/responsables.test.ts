import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "../support/accounts";
import { launchBrowser, newPage, toast } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("escalation responsables", () => {
  it("adds, assigns an intent, edits, unassigns and deletes a responsable", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await signUpViaApi(page, { email: uniqueEmail("resp") });
    await page.request.post(`${baseUrl}/api/companies`, {
      data: { name: "Hotel Aurora", url: "https://aurora.test" },
      headers: { origin: baseUrl },
    });
    await page.goto("/escalation-by-intent");
    await page.getByText("No responsables found").waitFor();

    await page.getByRole("button", { name: "Add Responsable" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Responsable" });
    await dialog.getByLabel("First Name").fill("Lea");
    await dialog.getByLabel("Last Name").fill("Marti");
    await dialog.getByLabel("Email").fill("lea@aurora.test");
    await dialog.getByLabel("Set as default responsable").check();
    await dialog.getByRole("button", { name: "Create Responsable" }).click();
    await toast(page, "Responsable created successfully").waitFor();
    const row = page.getByRole("row").filter({ hasText: "lea@aurora.test" });
    await row.getByText("Default").waitFor();

    await page.getByLabel("Choose a responsable").selectOption({ label: "Lea Marti" });
    await page.getByRole("button", { name: /^Refund/ }).click();
    await toast(page, "Intent assigned successfully").waitFor();
    await row.getByText("Refund").waitFor();

    await page.getByRole("button", { name: "Edit Lea Marti" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Responsable" });
    await edit.getByLabel("Last Name").fill("Marti-Rossi");
    await edit.getByRole("button", { name: "Update Responsable" }).click();
    await toast(page, "Responsable updated successfully").waitFor();
    await page.getByRole("cell", { name: "Lea Marti-Rossi", exact: true }).waitFor();

    await page.getByRole("button", { name: "Unassign Refund from Lea" }).click();
    await toast(page, "Intent unassigned successfully").waitFor();

    await page.getByRole("button", { name: "Delete Lea Marti-Rossi" }).click();
    await page.getByText("Are you sure you want to delete this responsable?").waitFor();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, "Responsable deleted successfully").waitFor();
    await page.getByText("No responsables found").waitFor();
    await context.close();
  });
});
