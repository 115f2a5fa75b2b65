import type { Page } from "playwright-core";
import { expect, inject } from "vitest";

let counter = 0;
/** A unique address per call, so tests never collide on one database. */
export function uniqueEmail(prefix = "owner") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@hotel-example.com`;
}

/** Signs up through the real screen, as a new hotel owner would. Ends on /user-signup. */
export async function signUpWithEmail(
  page: Page,
  { name = "Ana Lopez", email = uniqueEmail(), password = "secret-pass-1" } = {},
) {
  await page.goto("/signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/user-signup");
  return { name, email, password };
}

/** Signs up through the API inside the page's browser context (faster; the session cookie lands in the browser). */
export async function signUpViaApi(
  page: Page,
  { name = "Ana Lopez", email = uniqueEmail(), password = "secret-pass-1", baseUrl = inject("baseUrl") } = {},
) {
  const res = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { name, email, password },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { name, email, password };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The dev outbox of the shared server, or of the server a test started (`server.baseUrl`, `server.devOutboxToken`). */
export async function readOutbox(
  page: Page,
  { baseUrl, devOutboxToken }: { baseUrl: string; devOutboxToken: string } = {
    baseUrl: inject("baseUrl"),
    devOutboxToken: inject("devOutboxToken"),
  },
): Promise<OutboxMail[]> {
  const res = await page.request.get(`${baseUrl}/dev/outbox/${devOutboxToken}/messages`);
  if (!res.ok()) throw new Error(`the dev outbox answered ${res.status()}`);
  return ((await res.json()) as { messages: OutboxMail[] }).messages;
}

/** Signs in as the demo owner; the demo workspace may still be being made right after the server started. */
export async function signInDemo(page: Page, baseUrl: string) {
  await expect
    .poll(
      async () => {
        const res = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
          data: { email: "demo@hotel-aurora.example", password: "autopilot-demo" },
          headers: { origin: baseUrl },
        });
        return res.status();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(200);
}
