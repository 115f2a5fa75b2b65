import { testDatabaseKinds } from "@inbox/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, readJson, sessionCookie, type TestApp } from "./testing/test-app";

describe.each(testDatabaseKinds())("accounts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { AUTH_RATE_LIMIT_MAX: "5" } });
  });
  afterAll(() => t?.close());

  it("reports the database in /api/health", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ status: "ok", database: { kind, ok: true } });
  });

  it("signs up with email, keeps the session in an httpOnly SameSite cookie, and makes a profile", async () => {
    const res = await t.request(
      "/api/auth/sign-up/email",
      jsonRequest("POST", { email: "ana@hotel-example.com", password: "secret12", name: "Ana Lopez" }),
    );
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await t.request("/api/me", { headers: { cookie: sessionCookie(res) } });
    expect(me.status).toBe(200);
    const body = await readJson(me);
    expect(body.profile).toMatchObject({
      firstName: "Ana",
      lastName: "Lopez",
      mode: "sandbox",
      company: null,
    });
    expect(body.onboarding.nextStep).toBe("/user-signup");
  });

  it("refuses a password shorter than 6 characters", async () => {
    const res = await t.request(
      "/api/auth/sign-up/email",
      jsonRequest("POST", { email: "short@hotel-example.com", password: "12345", name: "Short" }),
    );
    expect(res.status).toBe(400);
    expect((await readJson(res)).code).toBe("PASSWORD_TOO_SHORT");
  });

  it("answers 401 with a JSON message to a signed-out caller", async () => {
    const res = await t.request("/api/me");
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({
      error: { code: "UNAUTHORIZED", message: "Please sign in to continue." },
    });
  });

  it("ends the session on the server at sign-out", async () => {
    const { cookie } = await t.signUp("leaving@hotel-example.com");
    const out = await t.request("/api/auth/sign-out", jsonRequest("POST", {}, cookie));
    expect(out.status).toBe(200);
    const me = await t.request("/api/me", { headers: { cookie } });
    expect(me.status).toBe(401);
  });

  it("stops a burst of wrong passwords with a too-many-attempts error", async () => {
    await t.signUp("target@hotel-example.com", "right-password");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.request(
        "/api/auth/sign-in/email",
        jsonRequest("POST", { email: "target@hotel-example.com", password: `wrong-${i}` }),
        "198.51.100.7",
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another caller is not blocked by that burst.
    const other = await t.request(
      "/api/auth/sign-in/email",
      jsonRequest("POST", { email: "target@hotel-example.com", password: "right-password" }),
      "198.51.100.8",
    );
    expect(other.status).toBe(200);
  });

  it("mails a reset link to the dev outbox, and the link sets a new password", async () => {
    await t.signUp("forgetful@hotel-example.com", "old-password");
    const req = await t.request(
      "/api/auth/request-password-reset",
      jsonRequest("POST", { email: "forgetful@hotel-example.com", redirectTo: "/reset-password" }),
    );
    expect(req.status).toBe(200);
    const outbox = await readJson(await t.request(`/dev/outbox/${t.ctx.devOutboxToken}/messages`));
    const mail = outbox.messages.find((m: { to: string }) => m.to === "forgetful@hotel-example.com");
    expect(mail.subject).toBe("Reset your Inbox Autopilot password");
    const link = mail.text.match(/https?:\/\/\S+/)[0] as string;
    const follow = await t.request(new URL(link).pathname + new URL(link).search);
    expect(follow.status).toBe(302);
    const target = new URL(follow.headers.get("location")!, t.ctx.baseUrl);
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token");
    const reset = await t.request(
      "/api/auth/reset-password",
      jsonRequest("POST", { newPassword: "new-password", token }),
    );
    expect(reset.status).toBe(200);
    const signIn = await t.request(
      "/api/auth/sign-in/email",
      jsonRequest("POST", { email: "forgetful@hotel-example.com", password: "new-password" }),
      "198.51.100.20",
    );
    expect(signIn.status).toBe(200);
  });

  it("shows the dev outbox only at its token's path, to a caller on this machine", async () => {
    const outbox = `/dev/outbox/${t.ctx.devOutboxToken}`;
    expect((await t.request(outbox)).status).toBe(200);
    expect((await t.request(`${outbox}/messages`)).status).toBe(200);
    for (const path of [
      "/dev/outbox",
      "/dev/outbox/",
      "/dev/outbox/messages",
      `/dev/outbox/${"x".repeat(24)}`,
    ])
      expect((await t.request(path)).status, path).toBe(404);
    expect((await t.request(`${outbox}/messages`, {}, "203.0.113.9")).status).toBe(404);
    expect((await t.request(outbox, {}, "203.0.113.9")).status).toBe(404);
    const proxied = await t.request(outbox, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(proxied.status).toBe(404);
  });

  it("changing the password ends every other session, even when the client asks to keep them", async () => {
    const email = "rotating@hotel-example.com";
    const { cookie: here } = await t.signUp(email, "old-password");
    const elsewhere = sessionCookie(
      await t.request(
        "/api/auth/sign-in/email",
        jsonRequest("POST", { email, password: "old-password" }),
        "198.51.100.30",
      ),
    );
    expect((await t.request("/api/me", { headers: { cookie: elsewhere } })).status).toBe(200);
    const me = await readJson(await t.request("/api/me", { headers: { cookie: here } }));
    expect(me.hasPassword).toBe(true);

    const wrong = await t.request(
      "/api/auth/change-password",
      jsonRequest("POST", { currentPassword: "not-it", newPassword: "new-password" }, here),
    );
    expect(wrong.status).toBe(400);
    expect((await t.request("/api/me", { headers: { cookie: elsewhere } })).status).toBe(200);

    const changed = await t.request(
      "/api/auth/change-password",
      jsonRequest(
        "POST",
        { currentPassword: "old-password", newPassword: "new-password", revokeOtherSessions: false },
        here,
      ),
    );
    expect(changed.status).toBe(200);
    expect((await t.request("/api/me", { headers: { cookie: elsewhere } })).status).toBe(401);
    // This browser goes on with the fresh session the answer set.
    expect((await t.request("/api/me", { headers: { cookie: sessionCookie(changed) } })).status).toBe(200);
    const signIn = (password: string) =>
      t.request("/api/auth/sign-in/email", jsonRequest("POST", { email, password }), "198.51.100.31");
    expect((await signIn("old-password")).status).toBe(401);
    expect((await signIn("new-password")).status).toBe(200);
  });

  it("answers unknown API paths with a JSON 404, never a stack trace", async () => {
    const { cookie } = await t.signUp("curious@hotel-example.com");
    const res = await t.request("/api/nope", { headers: { cookie } });
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.code).toBe("NOT_FOUND");
  });
});
