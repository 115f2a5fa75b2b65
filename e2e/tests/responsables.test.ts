import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "../support/accounts";
import { launchBrowser, newPage, toast } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new hotel owner with a company and no responsable yet, on /escalation-by-intent. */
async function newHotelOwner(prefix: string, size?: { width: number; height: number }) {
  const opened = await newPage(browser, baseUrl, size);
  await signUpViaApi(opened.page, { email: uniqueEmail(prefix) });
  await opened.page.request.post(`${baseUrl}/api/companies`, {
    data: { name: "Hotel Aurora", url: "https://aurora.test" },
    headers: { origin: baseUrl },
  });
  await opened.page.goto("/escalation-by-intent");
  await opened.page.getByText("No responsables found").waitFor();
  return opened;
}

describe("escalation responsables", () => {
  it("adds, assigns an intent, edits, unassigns and deletes a responsable", async () => {
    const { page, context } = await newHotelOwner("resp");

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

  it("on a phone each responsable is a card with everything in view, and a second responsable with the same email is refused", async () => {
    const { page, context } = await newHotelOwner("resp-phone", { width: 390, height: 844 });
    const add = async (first: string, last: string, email: string) => {
      await page.getByRole("button", { name: "Add Responsable" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Responsable" });
      await dialog.getByLabel("First Name").fill(first);
      await dialog.getByLabel("Last Name").fill(last);
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Set as default responsable").check();
      await dialog.getByRole("button", { name: "Create Responsable" }).click();
      return dialog;
    };
    await add("Lea", "Marti", "lea@aurora.test");
    await toast(page, "Responsable created successfully").waitFor();

    const dialog = await add("Léa", "M.", "LEA@aurora.test");
    await toast(page, "Error creating responsable").waitFor();
    const refusal =
      "LEA@aurora.test is already a responsable in your company. Edit that responsable instead.";
    await dialog.getByText(refusal).last().waitFor();
    expect(await dialog.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByLabel("Choose a responsable").selectOption({ label: "Lea Marti" });
    await page.getByRole("button", { name: /^Refund/ }).click();
    await toast(page, "Intent assigned successfully").waitFor();

    const card = page.getByRole("list", { name: "Responsables" }).getByRole("listitem");
    await expect.poll(() => card.count()).toBe(1);
    for (const part of [
      card.getByText("Lea Marti"),
      card.getByText("lea@aurora.test"),
      card.getByText("Default"),
      card.getByText("Refund"),
      card.getByRole("button", { name: "Unassign Refund from Lea" }),
      card.getByRole("button", { name: "Edit Lea Marti" }),
      card.getByRole("button", { name: "Delete Lea Marti" }),
    ]) {
      const box = await part.boundingBox();
      expect(box, "visible").not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
