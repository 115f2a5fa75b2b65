import { messages, outboundEmails, tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processMessage } from "../../agent/process-message";
import { storeInboundMessage } from "../../mail/ingest";
import { createCompanyAccount, createForwardingMailbox } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

// Issue 22: the mail one hotel's agent closed is neither listed to nor reopened by another hotel.
describe.each(testDatabaseKinds())("Closed by the agent stays with its own company on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  let filteredId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
    const mailbox = await createForwardingMailbox(t.ctx, a.userId, {
      email: "info@a.test",
      address: `a-closed-${kind}@inbound.localhost`,
    });
    const raw = Buffer.from(
      "From: Auto <noreply@ota.test>\r\nTo: info@a.test\r\nAuto-Submitted: auto-replied\r\nSubject: Automatic reply\r\n" +
        `Message-ID: <sec-${kind}@ota.test>\r\n\r\nThis mailbox is not monitored.\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      { companyId: a.companyId, mailboxId: mailbox.id, provider: "forwarding", providerId: "sec", raw },
      { enqueue: false },
    );
    filteredId = id!;
    await processMessage(t.ctx, { companyId: a.companyId, messageId: filteredId });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a signed-out caller gets 401 on both endpoints", async () => {
    expect((await t.request("/api/tickets/closed")).status).toBe(401);
    const post = await t.request(`/api/tickets/closed/${filteredId}/needs-a-person`, jsonRequest("POST", {}));
    expect(post.status).toBe(401);
  });

  it("another company neither sees the mail in its list nor turns it into a ticket", async () => {
    const own = (await readJson(
      await t.request("/api/tickets/closed", { headers: { cookie: a.cookie } }),
    )) as { rows: { id: string }[] };
    expect(own.rows.map((r) => r.id)).toEqual([filteredId]);

    const foreign = (await readJson(
      await t.request("/api/tickets/closed", { headers: { cookie: b.cookie } }),
    )) as { rows: unknown[]; total: number };
    expect(foreign).toMatchObject({ rows: [], total: 0 });

    const before = await t.ctx.db.select().from(messages).where(eq(messages.id, filteredId));
    const reopen = await t.request(
      `/api/tickets/closed/${filteredId}/needs-a-person`,
      jsonRequest("POST", {}, b.cookie),
    );
    expect(reopen.status).toBe(404);
    expect(await t.ctx.db.select().from(messages).where(eq(messages.id, filteredId))).toEqual(before);
    expect(await t.ctx.db.select().from(tickets)).toEqual([]);
    expect(await t.ctx.db.select().from(outboundEmails)).toEqual([]);
  });

  it("refuses an id that is not a message id with a 400, never a 500", async () => {
    const res = await t.request(
      "/api/tickets/closed/not-a-uuid/needs-a-person",
      jsonRequest("POST", {}, a.cookie),
    );
    expect(res.status).toBe(400);
  });
});
