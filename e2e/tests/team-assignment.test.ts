import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox, signInDemo, signUpViaApi, uniqueEmail } from "../support/accounts";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, shot, toast } from "../support/browser";

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  // The demo workspace: a hotel on the Standard plan (3 users) whose guest mail the agent has handled.
  [browser, server] = await Promise.all([launchBrowser(), startAppServer({ DEMO_WORKSPACE: "true" })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = (page: Page) => page.locator("tbody tr");

/** A colleague the owner invited, who joined from the mailed link (through the API: the invitation screens have their own test). */
async function joinAsColleague(owner: Page, name: string) {
  const email = uniqueEmail("mate");
  const invited = await owner.request.post(`${server.baseUrl}/api/team/invitations`, {
    data: { email, role: "member" },
    headers: { origin: server.baseUrl },
  });
  expect(invited.status()).toBe(201);
  const mail = (await readOutbox(owner, server)).find((m) => m.to === email);
  const token = mail!.text.match(/\/invite\/([\w-]+)/)![1];
  const mate = await newPage(browser, server.baseUrl);
  await signUpViaApi(mate.page, { name, email, baseUrl: server.baseUrl });
  const accepted = await mate.page.request.post(`${server.baseUrl}/api/invitations/${token}/accept`, {
    data: {},
    headers: { origin: server.baseUrl },
  });
  expect(accepted.status()).toBe(200);
  return mate;
}

describe("assigning tickets to teammates", () => {
  it("an owner assigns a ticket to a teammate, who finds it under Assigned to me; the owner sees the rest under Unassigned", {
    timeout: 240_000,
  }, async () => {
    const owner = await newPage(browser, server.baseUrl);
    await signInDemo(owner.page, server.baseUrl);
    const mate = await joinAsColleague(owner.page, "Bea Costa");

    // The demo's parking mail, once the agent has decided it (the first decisions wait for the model to load).
    await expect
      .poll(
        async () => {
          const res = await owner.page.request.get(`${server.baseUrl}/api/tickets?q=Parking`);
          return ((await res.json()) as { rows: unknown[] }).rows.length;
        },
        { timeout: 120_000, interval: 2_000 },
      )
      .toBe(1);
    await owner.page.goto("/dashboard?q=Parking");
    await expect.poll(() => rows(owner.page).count()).toBe(1);
    await rows(owner.page).first().click();
    await owner.page.waitForURL(/\/ticket\//);
    const ticketPath = new URL(owner.page.url()).pathname;

    // The picker lists the teammates and the responsables; the owner chooses with the keyboard.
    await owner.page.getByText("Responding as: Demo Owner").waitFor();
    const picker = owner.page.getByLabel("Assigned to");
    expect(
      await picker.locator("optgroup").evaluateAll((gs) => gs.map((g) => g.getAttribute("label"))),
    ).toEqual(["Teammates", "Escalation responsables"]);
    expect(await picker.locator('optgroup[label="Teammates"] option').allTextContents()).toEqual([
      "Demo Owner (you)",
      "Bea Costa",
    ]);
    await shot(owner.page, "ticket-assignee-1280");
    await picker.focus();
    await picker.selectOption({ label: "Bea Costa" });
    await expect.poll(() => toast(owner.page, "Ticket updated successfully").count()).toBe(1);
    expect(await picker.locator("option:checked").textContent()).toBe("Bea Costa");

    // The teammate: Assigned to me holds that ticket; the reply box names them.
    await mate.page.goto("/dashboard");
    await mate.page.getByLabel("Assignee filter").selectOption("me");
    await mate.page.waitForURL(/assigned=me/);
    await expect.poll(() => rows(mate.page).count()).toBe(1);
    await rows(mate.page)
      .first()
      .getByText(/parking/i)
      .first()
      .waitFor();
    await rows(mate.page).first().click();
    await mate.page.waitForURL(ticketPath);
    await mate.page.getByText("Responding as: Bea Costa").waitFor();
    expect(await mate.page.getByLabel("Assigned to").locator("option:checked").textContent()).toBe(
      "Bea Costa (you)",
    );
    // Bea sends the agent's draft: the reply says who sent it.
    await mate.page.getByRole("button", { name: "Send draft" }).click();
    await expect.poll(() => toast(mate.page, "Response sent successfully").count()).toBe(1);
    await mate.page.getByText("Sent by Bea Costa").waitFor();

    // The owner: Unassigned holds the rest, not the ticket Bea now has.
    await owner.page.goto("/dashboard");
    await owner.page.getByLabel("Assignee filter").selectOption("unassigned");
    await owner.page.waitForURL(/assigned=unassigned/);
    await expect.poll(() => rows(owner.page).count()).toBeGreaterThan(0);
    // While the filtered page loads, the list keeps showing the previous one: wait for the filtered rows.
    await expect
      .poll(
        async () =>
          (await rows(owner.page).count()) -
          (await rows(owner.page).filter({ hasText: "Unassigned" }).count()),
      )
      .toBe(0);
    expect(
      await rows(owner.page)
        .filter({ hasText: /parking/i })
        .count(),
    ).toBe(0);
    expect(await rows(owner.page).filter({ hasText: "Bea Costa" }).count()).toBe(0);
    expect(await rows(owner.page).filter({ hasText: "Unassigned" }).count()).toBe(
      await rows(owner.page).count(),
    );
    await owner.page.getByLabel("Assignee filter").selectOption("me");
    await owner.page.getByText("No processed messages found").waitFor();

    // At a phone's width the picker is still one tap away and fits.
    const phone = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await signInDemo(phone.page, server.baseUrl);
    await phone.page.goto(ticketPath);
    const narrowPicker = phone.page.getByLabel("Assigned to");
    await narrowPicker.waitFor();
    const box = await narrowPicker.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await shot(phone.page, "ticket-assignee-390");
    await Promise.all([owner.context.close(), mate.context.close(), phone.context.close()]);
  });
});
