import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox, signUpViaApi, uniqueEmail } from "../support/accounts";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchBrowser, newPage, toast } from "../support/browser";
import { startOidcServer } from "../support/oidc";

let browser: Browser;
let oidc: Awaited<ReturnType<typeof startOidcServer>>;
let server: AppServer;

beforeAll(async () => {
  // Google's OpenID Connect code flow, played by a local provider (as in google-sign-in.test.ts).
  oidc = await startOidcServer();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppServer({
      GOOGLE_CLIENT_ID: "inbox-autopilot-test",
      GOOGLE_CLIENT_SECRET: "test-secret",
      GOOGLE_ISSUER: oidc.issuer,
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.stop();
});

/** An owner on the Standard plan who invites `email`; the invitation link as mailed. */
async function ownerInvites(owner: Page, email: string) {
  await signUpViaApi(owner, { name: "Ana Lopez", email: uniqueEmail("owner"), baseUrl: server.baseUrl });
  for (const [method, path, data] of [
    ["POST", "/api/companies", { name: "Hotel Miramar", url: "https://miramar.test" }],
    ["PUT", "/api/company/plan", { plan: "standard" }],
    ["POST", "/api/team/invitations", { email, role: "member" }],
  ] as const) {
    const res = await owner.request.fetch(`${server.baseUrl}${path}`, {
      method,
      data,
      headers: { origin: server.baseUrl },
    });
    expect(res.ok(), `${method} ${path}`).toBe(true);
  }
  const mail = (await readOutbox(owner, server)).find((m) => m.to === email);
  return new URL(mail!.text.match(/https?:\/\/\S+\/invite\/[\w-]+/)![0]).pathname;
}

describe("joining a team with Google", () => {
  it("the invitee continues with Google from the invitation, with the invited address, and joins the company", async () => {
    const owner = await newPage(browser, server.baseUrl);
    const invited = "bea.costa@miramar-hotel.com";
    const link = await ownerInvites(owner.page, invited);

    // A Google account with another address first: the page says whose invitation it is and offers to sign out.
    oidc.setUser({ sub: "g-3001", email: "bea.private@gmail.example", name: "Bea Costa" });
    const mate = await newPage(browser, server.baseUrl);
    await mate.page.goto(link);
    await mate.page.getByRole("heading", { name: "Join Hotel Miramar" }).waitFor();
    await mate.page.getByRole("button", { name: "Continue with Google" }).click();
    await mate.page.waitForURL(`**${link}`);
    await mate.page
      .getByText(`You are signed in as bea.private@gmail.example. This invitation is for ${invited}`)
      .waitFor();
    await mate.page.getByRole("button", { name: "Sign out" }).click();
    // Signing out ends the session at the provider too (its end-session page, after the app's sign-in page): wait
    // for it, or opening the link again races that redirect.
    const provider = new URL(oidc.issuer).port;
    await mate.page.waitForURL((url) => url.port === provider, { waitUntil: "commit" });
    await mate.page.goto(link);

    // Signed out, the link opened again with the Google account of the invited address: one click joins.
    oidc.setUser({ sub: "g-3002", email: invited, name: "Bea Costa" });
    await mate.page.getByRole("button", { name: "Continue with Google" }).click();
    await mate.page.waitForURL(`**${link}`);
    await mate.page.getByRole("button", { name: "Join Hotel Miramar" }).click();
    await mate.page.waitForURL("**/dashboard");
    await expect.poll(() => toast(mate.page, "Welcome to Hotel Miramar").count()).toBe(1);
    const me = await (await mate.page.request.get(`${server.baseUrl}/api/me`)).json();
    expect(me.user.email).toBe(invited);
    expect(me.profile).toMatchObject({ role: "member", company: { name: "Hotel Miramar" } });

    // The owner sees Bea on the team.
    const team = await (await owner.page.request.get(`${server.baseUrl}/api/team`)).json();
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toContainEqual([
      invited,
      "member",
    ]);
    await owner.context.close();
    await mate.context.close();
  });
});
