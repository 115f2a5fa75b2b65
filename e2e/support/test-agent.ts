import type { Page } from "playwright-core";
import { expect } from "vitest";
import { toast } from "./browser";

/** Opens a Test Agent session for the customer shown as `customer` in the list ("Name (email)"). */
export async function startTestSession(page: Page, customer: string) {
  await page.goto("/test-agent", { timeout: 60_000 });
  const sessions = page.getByRole("region", { name: "Test Sessions" });
  await sessions.getByLabel("Customer", { exact: true }).selectOption({ label: customer });
  await sessions.getByRole("button", { name: "New Test" }).click();
  await toast(page, "Test created successfully").waitFor();
}

/** Sends one guest mail in the open Test Agent session and returns the reply as the owner reads it. */
export async function askTestAgent(page: Page, question: string) {
  const replies = page.getByRole("article", { name: /AI Agent reply|System Message/ });
  await page
    .getByRole("list", { name: "Messages" })
    .or(page.getByText(/No messages yet/))
    .waitFor();
  const before = await replies.count();
  await page.getByPlaceholder("Paste a support email from one of your customers here...").fill(question);
  await page.getByRole("button", { name: "Test Response" }).click();
  await expect.poll(() => replies.count(), { timeout: 30_000 }).toBe(before + 1);
  await expect
    .poll(() => page.getByRole("article", { name: "AI Agent reply" }).getByText("Processing...").count(), {
      timeout: 30_000,
    })
    .toBe(0);
  return (await replies.last().innerText()).trim();
}
