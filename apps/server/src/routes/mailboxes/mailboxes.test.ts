import { supportMailboxes } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount, createImapMailbox } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

describe.each(testDatabaseKinds())("support mailboxes API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it("lists only the caller's mailboxes, never a secret, and refuses another user's toggle", async () => {
    const a = await createCompanyAccount(t, { name: "A", domain: "a.test" });
    const b = await createCompanyAccount(t, { name: "B", domain: "b.test" });
    const settings = {
      email: "desk@a.test",
      user: "desk@a.test",
      password: "very-secret-pw",
      imap: { host: "127.0.0.1", port: 1, security: "none" as const },
      smtp: { host: "127.0.0.1", port: 1, security: "none" as const },
    };
    const mailbox = await createImapMailbox(t.ctx, a.userId, settings);
    expect((await t.request("/api/support-mailboxes")).status).toBe(401);
    const res = await t.request("/api/support-mailboxes", { headers: { cookie: a.cookie } });
    const text = await res.text();
    expect(JSON.parse(text)).toEqual([
      expect.objectContaining({ id: mailbox.id, email: "desk@a.test", provider: "imap", isActive: true }),
    ]);
    expect(text).not.toMatch(/very-secret-pw|settings|accessToken|refreshToken/);
    expect(
      await readJson(await t.request("/api/support-mailboxes", { headers: { cookie: b.cookie } })),
    ).toEqual([]);

    const foreign = await t.request(
      `/api/support-mailboxes/${mailbox.id}`,
      jsonRequest("PATCH", { isActive: false }, b.cookie),
    );
    expect(foreign.status).toBe(404);
    const [still] = await t.ctx.db.select().from(supportMailboxes).where(eq(supportMailboxes.id, mailbox.id));
    expect(still?.isActive).toBe(true);
    const own = await t.request(
      `/api/support-mailboxes/${mailbox.id}`,
      jsonRequest("PATCH", { isActive: false }, a.cookie),
    );
    expect(await readJson(own)).toEqual({ id: mailbox.id, isActive: false });
  });
});
