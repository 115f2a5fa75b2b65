import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readOutbox, signUpViaApi, uniqueEmail } from "../support/accounts";
import { launchBrowser, newPage, shot, toast } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("Team", () => {
  it("an owner invites a colleague, who joins from the mailed link, sees the inbox and reads the Library without changing it", async () => {
    // The owner: a hotel on the Standard plan (3 users).
    const owner = await newPage(browser, baseUrl);
    await signUpViaApi(owner.page, { name: "Ana Lopez", email: uniqueEmail("owner") });
    const post = (path: string, method: "post" | "put", data: object) =>
      owner.page.request[method](`${baseUrl}/api${path}`, { data, headers: { origin: baseUrl } });
    expect(
      (await post("/companies", "post", { name: "Hotel Miramar", url: "https://miramar.test" })).status(),
    ).toBe(201);
    expect((await post("/company/plan", "put", { plan: "standard" })).status()).toBe(200);
    expect(
      (
        await post("/agent-config", "post", {
          faqContent: "Q: Is breakfast included?\nA: Yes, from 7 to 10.",
        })
      ).status(),
    ).toBe(201);

    await owner.page.goto("/customers");
    await owner.page.getByRole("button", { name: "Settings" }).click();
    await owner.page.getByRole("button", { name: "Team" }).click();
    await owner.page.waitForURL("**/team");
    await owner.page.getByText("1 of 3 seats used on your Standard plan").waitFor();
    const colleague = uniqueEmail("colleague");
    await owner.page.getByLabel("Email").fill(colleague);
    await owner.page.getByLabel("Role").selectOption("member");
    await owner.page.getByRole("button", { name: "Send invitation" }).click();
    await expect.poll(() => toast(owner.page, "Invitation sent").count()).toBe(1);
    const waiting = owner.page.getByRole("list", { name: "Invitations waiting" });
    await waiting.getByText(colleague).waitFor();
    await owner.page.getByText("2 of 3 seats used").waitFor();

    // The invitation mail, as the dev outbox holds it.
    const mail = (await readOutbox(owner.page)).find((m) => m.to === colleague);
    expect(mail?.subject).toBe("Ana Lopez invited you to Hotel Miramar on Inbox Autopilot");
    const link = mail!.text.match(/https?:\/\/\S+\/invite\/[\w-]+/)![0];

    // The colleague, signed out, follows the link: the address is the invitation's and cannot be changed.
    const mate = await newPage(browser, baseUrl);
    await mate.page.goto(new URL(link).pathname);
    await mate.page.getByRole("heading", { name: "Join Hotel Miramar" }).waitFor();
    expect(await mate.page.getByLabel("Work email").inputValue()).toBe(colleague);
    expect(await mate.page.getByLabel("Work email").getAttribute("readonly")).not.toBeNull();
    await mate.page.getByLabel("Full name").fill("Bea Costa");
    await mate.page.getByLabel("Password", { exact: true }).fill("secret-pass-2");
    await mate.page.getByRole("button", { name: "Create account and join" }).click();

    // Straight into the inbox: no onboarding for a company that is already set up.
    await mate.page.waitForURL("**/dashboard");
    await mate.page.getByRole("heading", { name: "Support Inbox", level: 1 }).waitFor();
    await expect.poll(() => toast(mate.page, "Welcome to Hotel Miramar").count()).toBe(1);
    const nav = mate.page.getByRole("navigation", { name: "Platform" });
    await nav.getByRole("link", { name: "Inbox" }).waitFor();
    expect(await nav.getByRole("link", { name: "Escalation Responsables" }).count()).toBe(0);
    // The company's sandbox/live mode is shown to a Member, who cannot switch it.
    expect(await mate.page.getByRole("switch", { name: "Live mode" }).isDisabled()).toBe(true);
    // The company's Library, read-only: the same FAQ the owner saved, with its edit button off.
    await nav.getByRole("link", { name: "Knowledge base" }).click();
    await mate.page.waitForURL("**/library");
    await mate.page.getByText("Only the owner or an admin can change it.").waitFor();
    await mate.page.getByText("Q: Is breakfast included?").waitFor();
    expect(
      await mate.page.getByRole("button", { name: "Edit Frequently Asked Questions" }).isDisabled(),
    ).toBe(true);
    expect(await mate.page.getByRole("button", { name: "Edit Brand Brief" }).isDisabled()).toBe(true);
    await shot(mate.page, "library-member-1280");
    await mate.page.goto("/escalation-by-intent");
    await mate.page.getByRole("heading", { name: "Only the owner or an admin can open this page" }).waitFor();

    // The link worked once: opened again, it says it was used.
    await mate.context.clearCookies();
    await mate.page.goto(new URL(link).pathname);
    await mate.page.getByRole("heading", { name: "Invitation already used" }).waitFor();

    // The owner sees the colleague on the team, as a Member, and the invitation no longer waiting.
    await owner.page.reload();
    const teammates = owner.page.getByRole("list", { name: "Teammates" });
    await teammates.getByText(colleague).waitFor();
    expect(await teammates.getByRole("combobox", { name: "Role of Bea Costa" }).inputValue()).toBe("member");
    expect(await owner.page.getByRole("list", { name: "Invitations waiting" }).count()).toBe(0);
    await owner.context.close();
    await mate.context.close();
  });
});
