import { rateLimit } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../testing/test-app";
import { SIGN_IN_FAILURES, waitAfterFailures } from "./sign-in-limit";

// Issue 23: sign-in failures are limited per account as well as per address, without locking the owner out.

describe("the wait after wrong passwords", () => {
  it("starts once the free failures are spent, doubles, and stops growing at its ceiling", () => {
    const { pair, account } = SIGN_IN_FAILURES;
    expect([4, 5, 6, 7].map((n) => waitAfterFailures(n, pair))).toEqual([0, 30, 60, 120]);
    expect(waitAfterFailures(40, pair)).toBe(15 * 60);
    expect(waitAfterFailures(19, account)).toBe(0);
    expect(waitAfterFailures(20, account)).toBe(60);
    expect(waitAfterFailures(60, account)).toBe(60 * 60);
  });
});

describe.each(testDatabaseKinds())("sign-in failures per account on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Better Auth's own per-address limit out of the way: these tests are about the per-account one.
    t = await createTestApp(kind, { env: { AUTH_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t?.close());

  const signIn = (email: string, password: string, address: string) =>
    t.request("/api/auth/sign-in/email", jsonRequest("POST", { email, password }), address);
  /** As if the last failures of this account happened `seconds` earlier. */
  const goBack = (email: string, seconds: number) =>
    t.ctx.db
      .update(rateLimit)
      .set({ lastRequest: sql`${rateLimit.lastRequest} - ${seconds * 1000}` })
      .where(like(rateLimit.key, `sign-in-failures:${email}%`));

  it("slows one guesser at one account after five wrong passwords, while the owner elsewhere signs in", async () => {
    const email = "owner-pair@hotel-example.com";
    await t.signUp(email, "right-password");
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(email, `wrong-${i}`, "198.51.100.1")).status).toBe(401);
    const refused = await signIn(email, "right-password", "198.51.100.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect((await readJson(refused)).message).toBe(
      "Too many wrong passwords for this account. Please wait 30 seconds before trying again, or reset your password.",
    );
    expect((await signIn(email, "right-password", "203.0.113.50")).status).toBe(200);

    // The wait grows: once it has passed, one more wrong password doubles it.
    await goBack(email, 31);
    expect((await signIn(email, "wrong-again", "198.51.100.1")).status).toBe(401);
    const longer = await signIn(email, "wrong-again", "198.51.100.1");
    expect(longer.status).toBe(429);
    expect(longer.headers.get("retry-after")).toBe("60");
  });

  it("stops guesses spread over many addresses with a slower ceiling that spares addresses the owner used", async () => {
    const email = "owner-spread@hotel-example.com";
    await t.signUp(email, "right-password");
    // The owner's usual address: signed in there before the attack.
    expect((await signIn(email, "right-password", "192.0.2.10")).status).toBe(200);
    // Twenty guesses from five addresses, four each: no address reaches its own limit.
    for (let a = 0; a < 5; a += 1)
      for (let i = 0; i < 4; i += 1)
        expect((await signIn(email, `guess-${a}-${i}`, `198.51.100.${20 + a}`)).status).toBe(401);
    const fresh = await signIn(email, "guess-fresh", "198.51.100.99");
    expect(fresh.status).toBe(429);
    expect((await readJson(fresh)).message).toBe(
      "This account has had too many wrong passwords from several places. Please wait 60 seconds before trying again, or reset your password.",
    );
    // The owner is not locked out from where they signed in before.
    expect((await signIn(email, "right-password", "192.0.2.10")).status).toBe(200);
    // Another account is untouched.
    await t.signUp("neighbour@hotel-example.com", "right-password");
    expect((await signIn("neighbour@hotel-example.com", "right-password", "198.51.100.99")).status).toBe(200);
  });

  it("lets the owner in from a new address through a password reset while the account is held back", async () => {
    const email = "owner-reset@hotel-example.com";
    await t.signUp(email, "right-password");
    for (let a = 0; a < 5; a += 1)
      for (let i = 0; i < 4; i += 1) await signIn(email, `guess-${a}-${i}`, `198.51.100.${40 + a}`);
    const hotel = "203.0.113.77";
    expect((await signIn(email, "right-password", hotel)).status).toBe(429);

    const post = (path: string, body: unknown) => t.request(path, jsonRequest("POST", body), hotel);
    await post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const outbox = await readJson(await t.request(`/dev/outbox/${t.ctx.devOutboxToken}/messages`));
    const mail = outbox.messages.find((m: { to: string }) => m.to === email);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)[0]);
    const token = link.pathname.split("/").pop();
    expect((await post("/api/auth/reset-password", { newPassword: "fresh-password", token })).status).toBe(
      200,
    );
    expect((await signIn(email, "fresh-password", hotel)).status).toBe(200);
    // Elsewhere the ceiling still holds.
    expect((await signIn(email, "fresh-password", "203.0.113.78")).status).toBe(429);
  });

  it("forgets an address's failures once the owner signs in from it", async () => {
    const email = "owner-typo@hotel-example.com";
    await t.signUp(email, "right-password");
    for (let i = 0; i < 4; i += 1) await signIn(email, `typo-${i}`, "198.51.100.70");
    expect((await signIn(email, "right-password", "198.51.100.70")).status).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(email, `typo-again-${i}`, "198.51.100.70")).status).toBe(401);
    expect((await signIn(email, "right-password", "198.51.100.70")).status).toBe(200);
  });
});
