import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { launchBrowser, newPage } from "../support/browser";
import { startOidcServer } from "../support/oidc";

let browser: Browser;
let oidc: Awaited<ReturnType<typeof startOidcServer>>;
let server: AppServer;

beforeAll(async () => {
  oidc = await startOidcServer();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppServer({
      GOOGLE_CLIENT_ID: "inbox-autopilot-test",
      GOOGLE_CLIENT_SECRET: "test-secret",
      GOOGLE_ISSUER: oidc.issuer,
      MICROSOFT_CLIENT_ID: "inbox-autopilot-ms-test",
      MICROSOFT_CLIENT_SECRET: "test-secret",
      MICROSOFT_ISSUER: oidc.issuer,
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.stop();
});

describe("Google sign-up and sign-in (OpenID Connect code flow against a local provider)", () => {
  it("signs up with Google, asking for mail access offline with consent, and lands on company creation", async () => {
    oidc.setUser({ sub: "g-1001", email: "marta@seaside-hotel.com", name: "Marta Rossi" });
    const { page, context } = await newPage(browser, server.baseUrl);
    await page.goto("/signup");
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    await page.waitForURL("**/user-signup");

    const authorize = oidc.authorizeRequests().at(-1)!.query;
    expect(authorize.scope.split(" ")).toEqual(
      expect.arrayContaining([
        "openid",
        "email",
        "profile",
        "https://www.googleapis.com/auth/gmail.readonly",
        "https://www.googleapis.com/auth/gmail.send",
      ]),
    );
    expect(authorize.access_type).toBe("offline");
    expect(authorize.prompt).toBe("consent");
    expect(authorize.code_challenge_method).toBe("S256");

    const me = await (await page.request.get(`${server.baseUrl}/api/me`)).json();
    expect(me.user.email).toBe("marta@seaside-hotel.com");
    expect(me.profile).toMatchObject({ firstName: "Marta", lastName: "Rossi" });

    // Signing out and in again with Google finds the same account.
    await context.clearCookies();
    await page.goto("/signin");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.waitForURL((url) => url.pathname !== "/signin" && url.origin === server.baseUrl);
    const again = await (await page.request.get(`${server.baseUrl}/api/me`)).json();
    expect(again.user.id).toBe(me.user.id);
    await context.close();
  });
});

/** A Google sign-up taken through onboarding up to /email-connection. */
async function googleOwnerAtEmailConnection(
  user: { sub: string; email: string; name: string },
  company: { name: string; url: string },
) {
  oidc.setUser(user);
  const { page, context } = await newPage(browser, server.baseUrl);
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign up with Google" }).click();
  await page.waitForURL("**/user-signup");
  for (const [method, path, data] of [
    ["POST", "/api/companies", company],
    ["PUT", "/api/company/plan", { plan: "standard" }],
    ["POST", "/api/agent-config", { faqContent: "" }],
    ["PUT", "/api/brand-brief", { content: "Tone: warm" }],
  ] as const) {
    const res = await page.request.fetch(`${server.baseUrl}${path}`, {
      method,
      data,
      headers: { origin: server.baseUrl },
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto("/email-connection");
  return { page, context };
}

describe("Connect Gmail on /email-connection", () => {
  it("runs the OAuth flow again for the mailbox, stores it, cleans the URL and goes on to the usecase", async () => {
    const { page, context } = await googleOwnerAtEmailConnection(
      { sub: "g-2002", email: "desk@lakeside-hotel.com", name: "Desk Lakeside" },
      { name: "Lakeside Hotel", url: "https://lakeside-hotel.com" },
    );
    const before = oidc.authorizeRequests().length;
    await page.getByRole("button", { name: "Connect Gmail" }).click();
    await page.waitForURL("**/define-usecase");
    const authorize = oidc.authorizeRequests().slice(before).at(-1)!.query;
    expect(authorize.scope.split(" ")).toEqual(
      expect.arrayContaining(["https://www.googleapis.com/auth/gmail.send"]),
    );
    expect(authorize.access_type).toBe("offline");
    const mailboxes = await (await page.request.get(`${server.baseUrl}/api/support-mailboxes`)).json();
    expect(mailboxes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: "desk@lakeside-hotel.com", provider: "google", isActive: true }),
      ]),
    );
    expect(JSON.stringify(mailboxes)).not.toMatch(/accessToken|refreshToken|settings/);
    const me = await (await page.request.get(`${server.baseUrl}/api/me`)).json();
    expect(me.onboarding.nextStep).toBeNull();
    await context.close();
  });
});

describe("Connect Outlook on /email-connection", () => {
  it("runs the Microsoft flow with the Graph mail scopes and stores the Outlook mailbox", async () => {
    const { page, context } = await googleOwnerAtEmailConnection(
      { sub: "ms-3003", email: "owner@harbour-inn.com", name: "Harbour Owner" },
      { name: "Harbour Inn", url: "https://harbour-inn.com" },
    );
    const before = oidc.authorizeRequests().length;
    await page.getByRole("button", { name: "Connect Outlook" }).click();
    await page.waitForURL("**/define-usecase", { timeout: 20_000 });
    const authorize = oidc.authorizeRequests().slice(before).at(-1)!.query;
    expect(authorize.scope.split(" ")).toEqual(
      expect.arrayContaining([
        "offline_access",
        "https://graph.microsoft.com/Mail.ReadWrite",
        "https://graph.microsoft.com/Mail.Send",
      ]),
    );
    const mailboxes = await (await page.request.get(`${server.baseUrl}/api/support-mailboxes`)).json();
    expect(mailboxes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider: "microsoft", email: "owner@harbour-inn.com" }),
      ]),
    );
    await context.close();
  });
});

describe("without Google credentials", () => {
  it("the Google button says Google sign-in is not configured", async () => {
    const { page, context } = await newPage(browser, inject("baseUrl"));
    await page.goto("/signin");
    await page.getByText("Google sign-in is not configured on this server.").waitFor();
    expect(await page.getByRole("button", { name: "Continue with Google" }).isDisabled()).toBe(true);
    await context.close();
  });
});
