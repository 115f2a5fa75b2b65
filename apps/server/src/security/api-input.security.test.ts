import { agentConfigs, devOutbox, verification } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../testing/test-app";
import { type ServedApp, sendRaw, serveForTest } from "./serve-for-test";

const MB = 1024 * 1024;

// Issue 11 items 5, 6 and 10: what hostile or careless input gets back, in a person's words, never a 500.
describe.each(testDatabaseKinds())("hostile requests on %s", (kind) => {
  let t: TestApp;
  let served: ServedApp;
  let owner: Awaited<ReturnType<typeof createCompanyAccount>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    served = await serveForTest(t.app);
    owner = await createCompanyAccount(t);
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  describe("request size (item 5)", () => {
    it("refuses a 400 MB request without a session before reading it, with a 413 in words", async () => {
      const res = await sendRaw(served.port, {
        method: "POST",
        path: "/api/companies",
        headers: { "content-type": "application/json", "content-length": String(400 * MB) },
        // Only the first megabyte is ever sent: the answer comes before the rest.
        body: Buffer.alloc(MB, 0x20),
        waitForAnswerMs: 5000,
      });
      expect(res.status).toBe(413);
      expect(res.json.error.message).toBe(
        "This request is too large: the most the server accepts is 2 MB. Please shorten the text and try again.",
      );
    });

    it("refuses a streamed (chunked) body past the limit at /api/auth too", async () => {
      const res = await sendRaw(served.port, {
        method: "POST",
        path: "/api/auth/sign-up/email",
        headers: {
          "content-type": "application/json",
          "transfer-encoding": "chunked",
          origin: t.ctx.baseUrl,
        },
        body: Buffer.from(
          JSON.stringify({ email: "big@hotel.test", password: "secret12", name: "x".repeat(3 * MB) }),
        ),
        waitForAnswerMs: 5000,
      });
      expect(res.status).toBe(413);
      // The Better Auth client reads the message at the top level.
      expect(res.json.message).toMatch(/too large/);
    });

    it("refuses sign-up with a 10 MB name (413) and with a 1,000-character name (400 naming the field)", async () => {
      const huge = await t.request(
        "/api/auth/sign-up/email",
        jsonRequest("POST", { email: "huge@hotel.test", password: "secret12", name: "N".repeat(10 * MB) }),
        "10.9.0.1",
      );
      expect(huge.status).toBe(413);
      const long = await t.request(
        "/api/auth/sign-up/email",
        jsonRequest("POST", { email: "long@hotel.test", password: "secret12", name: "N".repeat(1000) }),
        "10.9.0.2",
      );
      expect(long.status).toBe(400);
      expect((await readJson(long)).message).toBe(
        "Full name is too long: please keep it to 100 characters or fewer.",
      );
    });

    it("names the field that is too long in the API's own forms", async () => {
      const { cookie } = await t.signUp(`long-company-${kind}@hotel.test`);
      const company = await t.request(
        "/api/companies",
        jsonRequest("POST", { name: "H".repeat(5000), url: "https://hotel.test" }, cookie),
      );
      expect(company.status).toBe(400);
      expect((await readJson(company)).error.message).toBe(
        "Company name is too long: please keep it to 200 characters or fewer.",
      );
      const responsable = await t.request(
        "/api/escalation-responsables",
        jsonRequest(
          "POST",
          { firstName: "M".repeat(500), lastName: "Ruiz", email: "m@hotel.test" },
          owner.cookie,
        ),
      );
      expect(responsable.status).toBe(400);
      expect((await readJson(responsable)).error.message).toMatch(/^First name is too long/);
    });

    it("gives file uploads a larger allowance than JSON", async () => {
      const form = new FormData();
      form.append("file", new Blob([Buffer.alloc(3 * MB, 0x61)]), "customers.csv");
      const res = await fetch(`${served.url}/api/customers/import`, { method: "POST", body: form });
      // Past the 2 MB JSON limit, yet refused only for having no session.
      expect(res.status).toBe(401);
    });
  });

  describe("NUL characters in the API (item 6)", () => {
    it("answers 400 naming the field, not 500, for \\u0000 anywhere in a JSON body", async () => {
      const { cookie } = await t.signUp(`nul-${kind}@hotel.test`);
      const company = await t.request(
        "/api/companies",
        jsonRequest("POST", { name: "Hotel\u0000Aurora", url: "https://hotel.test" }, cookie),
      );
      expect(company.status).toBe(400);
      expect((await readJson(company)).error).toMatchObject({
        code: "BAD_REQUEST",
        message: "The name contains an invisible NUL character (\\u0000). Please remove it and try again.",
        details: { field: "name" },
      });
      const imap = await t.request(
        "/api/mailboxes/imap/test",
        jsonRequest(
          "POST",
          {
            email: "desk@hotel.test",
            user: "desk",
            password: "pw",
            imap: { host: "imap\u0000.hotel.test", port: 993, security: "tls" },
            smtp: { host: "smtp.hotel.test", port: 465, security: "tls" },
          },
          cookie,
        ),
      );
      expect(imap.status).toBe(400);
      expect((await readJson(imap)).error.message).toMatch(/^The IMAP host contains an invisible NUL/);
    });

    it("refuses a NUL in a sign-up name with a 400 the sign-up screen can show", async () => {
      const res = await t.request(
        "/api/auth/sign-up/email",
        jsonRequest("POST", { email: "nul-name@hotel.test", password: "secret12", name: "Ana\u0000" }),
        "10.9.0.3",
      );
      expect(res.status).toBe(400);
      expect((await readJson(res)).message).toMatch(/invisible NUL character/);
    });

    it("still accepts the six characters \\u0000 written as text", async () => {
      const { cookie } = await t.signUp(`nul-text-${kind}@hotel.test`);
      const res = await t.request(
        "/api/companies",
        jsonRequest("POST", { name: "Hotel \\u0000 Aurora", url: "https://hotel.test" }, cookie),
      );
      expect(res.status).toBe(201);
    });
  });

  describe("content types and empty bodies (item 10)", () => {
    it("asks for JSON (415) instead of saving defaults from a form or an empty body", async () => {
      await t.request(
        "/api/agent-config",
        jsonRequest("POST", { faqContent: "Q: Parking?\nA: Yes, 18 EUR." }, owner.cookie),
      );
      const form = await t.request("/api/agent-config", {
        method: "POST",
        headers: {
          cookie: owner.cookie,
          origin: t.ctx.baseUrl,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "faqContent=",
      });
      expect(form.status).toBe(415);
      expect((await readJson(form)).error.message).toBe(
        "Please send this request as JSON (Content-Type: application/json).",
      );
      const bodiless = await t.request("/api/agent-config", {
        method: "POST",
        headers: { cookie: owner.cookie, origin: t.ctx.baseUrl },
      });
      expect(bodiless.status).toBe(415);
      const empty = await t.request("/api/agent-config", jsonRequest("POST", {}, owner.cookie));
      expect(empty.status).toBe(400);
      const [latest] = await t.ctx.db
        .select({ faq: agentConfigs.faqContent })
        .from(agentConfigs)
        .where(eq(agentConfigs.userId, owner.userId))
        .orderBy(desc(agentConfigs.createdAt))
        .limit(1);
      expect(latest?.faq).toBe("Q: Parking?\nA: Yes, 18 EUR.");
    });

    it("answers a wrong mode with a sentence, not a raw ZodError", async () => {
      const res = await t.request(
        "/api/profile/mode",
        jsonRequest("PATCH", { mode: "autopilot" }, owner.cookie),
      );
      expect(res.status).toBe(400);
      const body = await readJson(res);
      expect(body).toEqual({
        error: { code: "BAD_REQUEST", message: expect.stringMatching(/mode/i), details: { field: "mode" } },
      });
      expect(JSON.stringify(body)).not.toMatch(/ZodError|"issues"|"success"/);
    });
  });

  describe("request ids and headers (item 10)", () => {
    it("echoes a short plain request id and replaces anything else", async () => {
      const plain = await t.request("/api/health", { headers: { "x-request-id": "lb-7f3a.42" } });
      expect(plain.headers.get("x-request-id")).toBe("lb-7f3a.42");
      for (const hostile of ["<script>alert(1)</script>", "a".repeat(500), "id\twith\ttabs", "../../etc"]) {
        const res = await t.request("/api/health", { headers: { "x-request-id": hostile } });
        expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it("sends a Content-Security-Policy that allows only the app's own scripts", async () => {
      const res = await t.request("/api/health");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    });
  });

  describe("password-reset tokens (item 10)", () => {
    it("keeps only a hash of the reset token, and the emailed link still works", async () => {
      const email = `hashed-${kind}@hotel.test`;
      await t.signUp(email, "old-password");
      await t.request(
        "/api/auth/request-password-reset",
        jsonRequest("POST", { email, redirectTo: "/reset-password" }),
        "10.9.1.1",
      );
      const [mail] = await t.ctx.db.select().from(devOutbox).where(eq(devOutbox.to, email));
      const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
      const token = link.pathname.split("/").pop()!;
      expect(token.length).toBeGreaterThan(10);
      const rows = await t.ctx.db.select({ identifier: verification.identifier }).from(verification);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.identifier).not.toContain(token);
      const reset = await t.request(
        "/api/auth/reset-password",
        jsonRequest("POST", { newPassword: "new-password", token }),
        "10.9.1.2",
      );
      expect(reset.status).toBe(200);
      const signIn = await t.request(
        "/api/auth/sign-in/email",
        jsonRequest("POST", { email, password: "new-password" }),
        "10.9.1.3",
      );
      expect(signIn.status).toBe(200);
    });
  });
});
