import { devOutbox } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_MAILS_PER_ACCOUNT } from "../auth";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../demo";
import { parseEnv } from "../env";
import { resolveClientIp } from "../lib/client-ip";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../testing/test-app";
import { MAIL_TESTS_PER_USER } from "./mail-test-limit";

// Issue 11 items 7, 8, 9 and the dev outbox of item 10: who the server believes a caller is, and what that opens.

describe("the client address behind a trusted proxy (item 7)", () => {
  it("is the address the proxy appended, counted from the right, never what the client wrote", () => {
    expect(resolveClientIp("10.0.0.2", "6.6.6.6, 203.0.113.7", true)).toBe("203.0.113.7");
    expect(resolveClientIp("10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.1", true, 2)).toBe("203.0.113.7");
    expect(resolveClientIp("10.0.0.2", "203.0.113.7", true, 2)).toBe("203.0.113.7");
    expect(resolveClientIp("10.0.0.2", "6.6.6.6", false)).toBe("10.0.0.2");
    expect(resolveClientIp("10.0.0.2", " , ", true)).toBe("10.0.0.2");
  });
});

describe("a fresh install is reachable only from this machine by default (item 8)", () => {
  it("listens on loopback unless HOST is set", () => {
    expect(parseEnv({}).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "" }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });
});

describe.each(testDatabaseKinds())("who a caller is on %s", (kind) => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ALLOW_PRIVATE_MAIL_HOSTS: "false" } });
    proxied = await createTestApp(kind, { env: { TRUST_PROXY: "true", AUTH_RATE_LIMIT_MAX: "3" } });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it("keeps the sign-in limit when a client forges X-Forwarded-For behind a trusted proxy", async () => {
    await proxied.signUp(`limited-${kind}@hotel.test`, "right-password");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await proxied.request(
        "/api/auth/sign-in/email",
        {
          ...jsonRequest("POST", { email: `limited-${kind}@hotel.test`, password: "wrong-password" }),
          headers: {
            ...(jsonRequest("POST", {}).headers as Record<string, string>),
            // The client writes a new first hop every time; the proxy appends the real address.
            "x-forwarded-for": `198.51.100.${i + 1}, 203.0.113.50`,
          },
        },
        "10.0.0.2",
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it("sends one account at most a few reset mails an hour, whatever addresses ask", async () => {
    const email = `reset-flood-${kind}@hotel.test`;
    await t.signUp(email);
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT.max + 3; i++) {
      const res = await t.request(
        "/api/auth/request-password-reset",
        jsonRequest("POST", { email, redirectTo: "/reset-password" }),
        `192.0.2.${i + 10}`,
      );
      // The answer never says whether the account exists or was limited.
      expect(res.status).toBe(200);
    }
    const mails = await t.ctx.db.select().from(devOutbox).where(eq(devOutbox.to, email));
    expect(mails).toHaveLength(RESET_MAILS_PER_ACCOUNT.max);
  });

  it("lets the demo account sign in only from this machine", async () => {
    await t.signUp(DEMO_EMAIL, DEMO_PASSWORD);
    const body = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
    const outside = await t.request("/api/auth/sign-in/email", jsonRequest("POST", body), "192.168.1.50");
    expect(outside.status).toBe(403);
    expect((await readJson(outside)).message).toBe(
      "The demo account can only be used on the computer running Inbox Autopilot. Open it there, or create your own account.",
    );
    // Through a proxy on this machine: the socket is loopback, the caller is not.
    const viaLocalProxy = await t.request("/api/auth/sign-in/email", {
      ...jsonRequest("POST", body),
      headers: { ...(jsonRequest("POST", {}).headers as Record<string, string>), "x-real-ip": "203.0.113.9" },
    });
    expect(viaLocalProxy.status).toBe(403);
    const local = await t.request("/api/auth/sign-in/email", jsonRequest("POST", body), "127.0.0.1");
    expect(local.status).toBe(200);
    const localV6 = await t.request("/api/auth/sign-in/email", jsonRequest("POST", body), "::1");
    expect(localV6.status).toBe(200);
  });

  it("serves the dev outbox only at its token's path, to a direct caller on this machine (the socket, never a header)", async () => {
    const outbox = `/dev/outbox/${t.ctx.devOutboxToken}/messages`;
    expect((await t.request(outbox)).status).toBe(200);
    expect((await t.request("/dev/outbox/messages")).status).toBe(404);
    const proxyHeaders: Record<string, string>[] = [
      { "x-real-ip": "203.0.113.9" },
      { forwarded: "for=203.0.113.9" },
      { "x-forwarded-for": "203.0.113.9" },
      { via: "1.1 nginx" },
    ];
    for (const header of proxyHeaders) {
      const res = await t.request(outbox, { headers: header });
      expect(res.status, JSON.stringify(header)).toBe(404);
    }
    // TRUST_PROXY does not make a remote socket local by writing 127.0.0.1 in X-Forwarded-For.
    const forged = await proxied.request(
      `/dev/outbox/${proxied.ctx.devOutboxToken}/messages`,
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      "203.0.113.9",
    );
    expect(forged.status).toBe(404);
  });

  it("gives every start its own dev outbox token unless DEV_OUTBOX_TOKEN sets one", async () => {
    expect(t.ctx.devOutboxToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(t.ctx.devOutboxToken).not.toBe(proxied.ctx.devOutboxToken);
    expect(() => parseEnv({ DEV_OUTBOX_TOKEN: "short" })).toThrow(/DEV_OUTBOX_TOKEN/);
  });

  describe("Test connection (item 9)", () => {
    const settings = (host: string) => ({
      email: "desk@hotel.test",
      user: "desk@hotel.test",
      password: "secret",
      imap: { host, port: 143, security: "none" },
      smtp: { host, port: 25, security: "none" },
    });

    it("refuses private, loopback and link-local servers unless ALLOW_PRIVATE_MAIL_HOSTS is set", async () => {
      const { cookie } = await t.signUp(`probe-${kind}@hotel.test`);
      for (const host of ["127.0.0.1", "169.254.169.254", "10.0.0.1", "localhost"]) {
        const res = await t.request("/api/mailboxes/imap/test", jsonRequest("POST", settings(host), cookie));
        expect(res.status).toBe(200);
        expect(await readJson(res)).toMatchObject({ ok: false, server: "imap", reason: "private" });
      }
      const save = await t.request("/api/mailboxes/imap", jsonRequest("POST", settings("127.0.0.1"), cookie));
      expect(save.status).toBe(400);
      expect((await readJson(save)).error.message).toMatch(/private or local network address/);
    });

    it("limits how many connection tests one user runs", async () => {
      const { cookie } = await t.signUp(`scanner-${kind}@hotel.test`);
      const statuses: number[] = [];
      for (let i = 0; i < MAIL_TESTS_PER_USER.max + 2; i++) {
        const res = await t.request(
          "/api/mailboxes/imap/test",
          jsonRequest("POST", settings(`10.0.0.${i + 1}`), cookie),
        );
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(MAIL_TESTS_PER_USER.max);
      expect(statuses.slice(MAIL_TESTS_PER_USER.max)).toEqual([429, 429]);
      const limited = await t.request(
        "/api/mailboxes/imap/test",
        jsonRequest("POST", settings("10.0.0.99"), cookie),
      );
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await readJson(limited)).error.message).toMatch(/^Too many connection tests in a short time/);
      // Another user is not affected.
      const other = await t.signUp(`honest-${kind}@hotel.test`);
      const ok = await t.request(
        "/api/mailboxes/imap/test",
        jsonRequest("POST", settings("10.0.0.1"), other.cookie),
      );
      expect(ok.status).toBe(200);
    });
  });
});
