import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpViaApi, uniqueEmail } from "../support/accounts";
import { launchBrowser, newPage, toast } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const call = async (page: Page, method: "POST" | "PUT", path: string, data: unknown) => {
  const res = await page.request.fetch(`${baseUrl}/api${path}`, {
    method,
    data,
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
};

async function ownerWithCompany(page: Page, name = "Ana Lopez") {
  await signUpViaApi(page, { name, email: uniqueEmail("shell") });
  await call(page, "POST", "/companies", { name: "Hotel Aurora", url: "https://aurora.test" });
}

describe("the application shell", () => {
  it("Ctrl+B collapses the sidebar and the choice survives a reload", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await ownerWithCompany(page);
    await page.goto("/dashboard");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("expanded");
    await page.keyboard.press("Control+b");
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("collapsed");
    await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(48);
    await page.reload();
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("collapsed");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86400);
    await page.keyboard.press("Control+b");
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("expanded");
    await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(256);
    await context.close();
  });

  it("at 390 px the sidebar is a drawer that opens, navigates and closes with Escape", async () => {
    const { page, context } = await newPage(browser, baseUrl, { width: 390, height: 800 });
    await ownerWithCompany(page);
    await page.goto("/dashboard");
    expect(await page.getByRole("complementary", { name: "Sidebar" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Toggle sidebar (Ctrl+B)" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await drawer.waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Toggle sidebar (Ctrl+B)" }).click();
    await drawer.getByRole("link", { name: "Customers" }).click();
    await page.waitForURL("**/customers");
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });

  it("Setup Required lists exactly what is missing, and the warning stops once all is done", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await ownerWithCompany(page);
    await call(page, "POST", "/agent-config", { faqContent: "" });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Setup required" }).click();
    const dialog = page.getByRole("dialog", { name: "Setup Required" });
    await expect(dialog.getByRole("listitem").allTextContents()).resolves.toEqual([
      "No escalation responsableAdd responsable",
      "No FAQ contentAdd FAQ",
      "No brand briefAdd brand brief",
    ]);
    await dialog.getByRole("button", { name: "Add responsable" }).click();
    await page.waitForURL("**/escalation-by-intent");
    await call(page, "POST", "/agent-config", { faqContent: "Q: Parking?\nA: Yes." });
    await call(page, "PUT", "/brand-brief", { content: "Tone of voice: warm." });
    await call(page, "POST", "/escalation-responsables", {
      firstName: "Lea",
      lastName: "Marti",
      email: "lea@aurora.test",
      isDefaultResponsable: true,
    });
    await page.reload();
    await page.getByRole("heading", { name: "Escalation Responsables", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Settings" }).waitFor();
    expect(await page.getByRole("button", { name: "Setup required" }).count()).toBe(0);
    await context.close();
  });

  it("the profile dialog falls back where data is missing; settings lead to mailboxes; the mode switch toasts", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await signUpViaApi(page, { name: "", email: uniqueEmail("noname") });
    // Not /dashboard: the inbox sends a user without a company to /create-company first.
    await page.goto("/customers");
    await page.getByRole("button", { name: "User profile" }).click();
    const profile = page.getByRole("dialog", { name: "User Profile" });
    for (const text of ["Unknown User", "No company assigned", "Free", "No account types"])
      await profile.getByText(text, { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    // Sandbox / live is the company's (issue 24): the user makes one before switching.
    const made = await page.request.post(`${baseUrl}/api/companies`, {
      data: { name: "Hotel Nameless", url: "https://nameless.test" },
      headers: { origin: baseUrl },
    });
    expect(made.status()).toBe(201);
    await page.reload();
    await page.getByRole("button", { name: "Settings" }).click();
    await page
      .getByRole("dialog", { name: "Settings" })
      .getByRole("button", { name: "Support Mailboxes" })
      .click();
    await page.waitForURL("**/support-mailboxes");
    await page.getByRole("switch", { name: "Live mode" }).click();
    const confirm = page.getByRole("dialog", { name: "Go live?" });
    await confirm
      .getByText("No mailbox is connected yet, so nothing is sent until you connect one.", { exact: false })
      .waitFor();
    await confirm.getByRole("button", { name: "Go live" }).click();
    await toast(page, "Switched to live mode").waitFor();
    await page.getByRole("complementary", { name: "Sidebar" }).getByText("Live", { exact: true }).waitFor();
    await context.close();
  });

  it("Go Live asks first, naming the mailboxes that will send, and the header then shows since when", async () => {
    const { page, context } = await newPage(browser, baseUrl);
    const email = uniqueEmail("golive");
    await signUpViaApi(page, { name: "Ana Lopez", email });
    await call(page, "POST", "/companies", { name: "Hotel Aurora", url: "https://aurora.test" });
    await call(page, "POST", "/mailboxes/forwarding", {});
    await page.goto("/customers");
    const live = page.getByRole("switch", { name: "Live mode" });
    await live.click();
    let confirm = page.getByRole("dialog", { name: "Go live?" });
    await confirm.getByText("The agent will send its replies to guests at once", { exact: false }).waitFor();
    await confirm.getByRole("list", { name: "Mailboxes that start sending" }).getByText(email).waitFor();
    await confirm.getByRole("button", { name: "Stay in sandbox" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await live.getAttribute("aria-checked")).toBe("false");
    await page.getByText("Sandbox", { exact: true }).first().waitFor();

    await live.click();
    confirm = page.getByRole("dialog", { name: "Go live?" });
    await confirm.getByRole("button", { name: "Go live" }).click();
    await toast(page, "Switched to live mode").waitFor();
    const today = new Date().toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
    await page.getByRole("banner").getByText(`Live since ${today}`).waitFor();
    await page.reload();
    await page.getByRole("banner").getByText(`Live since ${today}`).waitFor();
    expect(await live.getAttribute("aria-checked")).toBe("true");
    // Back to sandbox needs no question.
    await live.click();
    await toast(page, "Switched to sandbox mode").waitFor();
    expect(await page.getByRole("dialog", { name: "Go live?" }).count()).toBe(0);
    await context.close();
  });
});
