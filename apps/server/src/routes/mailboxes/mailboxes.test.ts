import { supportMailboxes } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount, createForwardingMailbox, createImapMailbox } from "../../testing/fixtures";
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

  it("says when each mailbox last synced, and which active one has stalled for more than three sync periods", async () => {
    const a = await createCompanyAccount(t, { name: "A", domain: "stall.test" });
    const settings = (email: string) => ({
      email,
      user: email,
      password: "pw-123456",
      imap: { host: "127.0.0.1", port: 1, security: "none" as const },
      smtp: { host: "127.0.0.1", port: 1, security: "none" as const },
    });
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const old = { createdAt: minutesAgo(600), updatedAt: minutesAgo(600) };
    const set = async (id: string, values: Partial<typeof supportMailboxes.$inferInsert>) =>
      t.ctx.db.update(supportMailboxes).set(values).where(eq(supportMailboxes.id, id));

    // MAIL_SYNC_INTERVAL_SECONDS is 60 here: stalled after three minutes without a finished sync.
    const stalled = await createImapMailbox(t.ctx, a.userId, settings("stalled@stall.test"));
    await set(stalled.id, {
      ...old,
      lastSyncedAt: minutesAgo(10),
      lastError: "connect ECONNREFUSED 127.0.0.1:993",
    });
    const healthy = await createImapMailbox(t.ctx, a.userId, settings("healthy@stall.test"));
    await set(healthy.id, { ...old, lastSyncedAt: minutesAgo(1) });
    const never = await createImapMailbox(t.ctx, a.userId, settings("never@stall.test"));
    await set(never.id, old);
    const justOn = await createImapMailbox(t.ctx, a.userId, settings("just-on@stall.test"));
    await set(justOn.id, {
      createdAt: minutesAgo(600),
      updatedAt: new Date(),
      lastSyncedAt: minutesAgo(300),
    });
    const off = await createImapMailbox(t.ctx, a.userId, settings("off@stall.test"));
    await set(off.id, { ...old, isActive: false, lastSyncedAt: minutesAgo(300) });
    const broken = await createImapMailbox(t.ctx, a.userId, settings("broken@stall.test"));
    await set(broken.id, { ...old, needsReconnect: true, lastError: "Invalid credentials" });
    const forwarding = await createForwardingMailbox(t.ctx, a.userId, {
      email: "fwd@stall.test",
      address: `fwd-${kind}@inbound.localhost`,
    });
    await set(forwarding.id, old);

    const rows: { email: string; lastSyncedAt: string | null; syncStalled: unknown }[] = await readJson(
      await t.request("/api/support-mailboxes", { headers: { cookie: a.cookie } }),
    );
    const health = Object.fromEntries(rows.map((m) => [m.email, m.syncStalled]));
    expect(health).toEqual({
      "stalled@stall.test": {
        since: rows.find((m) => m.email === "stalled@stall.test")!.lastSyncedAt,
        reason: "connect ECONNREFUSED 127.0.0.1:993",
      },
      "healthy@stall.test": null,
      "never@stall.test": {
        since: old.createdAt.toISOString(),
        reason: "no error was recorded, but no sync has finished",
      },
      "just-on@stall.test": null,
      "off@stall.test": null,
      "broken@stall.test": null,
      "fwd@stall.test": null,
    });
    expect(rows.find((m) => m.email === "healthy@stall.test")?.lastSyncedAt).toBeTruthy();
  });
});
