import { doNotReplyTo, loadSenderFacts, ticketMessages } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processMessage } from "../../agent/process-message";
import { createJobs } from "../../jobs/queue";
import { storeInboundMessage } from "../../mail/ingest";
import { createCompanyAccount, createForwardingMailbox } from "../../testing/fixtures";
import { narrowPublicDomainEntries } from "../../testing/migrations";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

describe.each(testDatabaseKinds())("do-not-reply list API on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let n = 0;
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, body === undefined ? { method, headers: { cookie } } : jsonRequest(method, body, cookie));
  /** A mail from `from` through the company's forwarding mailbox, processed by the agent: was a ticket opened? */
  const receive = async (from: string) => {
    n += 1;
    const raw = Buffer.from(
      `From: ${from}\r\nTo: info@a.test\r\nSubject: Question ${n}\r\nMessage-ID: <dnr${n}-${kind}@g.test>\r\n\r\nDo you have parking?\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      { companyId: a.companyId, mailboxId, provider: "forwarding", providerId: `dnr${n}`, raw },
      { enqueue: false },
    );
    await processMessage(t.ctx, { companyId: a.companyId, messageId: id! });
    const linked = await t.ctx.db.select().from(ticketMessages).where(eq(ticketMessages.messageId, id!));
    return linked.length > 0;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.ctx.jobs = await createJobs(t.ctx);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
    mailboxId = (
      await createForwardingMailbox(t.ctx, a.userId, {
        email: "info@a.test",
        address: `dnr-${kind}@inbound.localhost`,
      })
    ).id;
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("adds a sender, refuses a duplicate and an address without a domain, lists and removes it", async () => {
    const added = await call("POST", "/api/do-not-reply", a.cookie, {
      email: "spam@offers.test",
      name: "Offers",
    });
    expect(added.status).toBe(201);
    expect(await readJson(added)).toMatchObject({ email: "spam@offers.test", domain: null, name: "Offers" });
    const dup = await call("POST", "/api/do-not-reply", a.cookie, { email: "SPAM@offers.test" });
    expect((await readJson(dup)).error.message).toBe(
      "Email SPAM@offers.test is already in the do not reply list",
    );
    for (const email of ["nobody", "x@", "@x.test"]) {
      const bad = await call("POST", "/api/do-not-reply", a.cookie, { email });
      expect(bad.status).toBe(400);
      expect((await readJson(bad)).error.message).toBe("Could not extract domain from email");
    }
    const listed = await readJson(await call("GET", "/api/do-not-reply", a.cookie));
    expect(listed.map((e: { email: string }) => e.email)).toEqual(["spam@offers.test"]);
    expect(listed[0].createdAt).toBeTruthy();
    expect(await readJson(await call("GET", "/api/do-not-reply", b.cookie))).toEqual([]);
    expect((await call("DELETE", `/api/do-not-reply/${listed[0].id}`, a.cookie)).status).toBe(204);
    expect(await readJson(await call("GET", "/api/do-not-reply", a.cookie))).toEqual([]);
  });

  it("the agent stops answering a sender as soon as it is listed, and answers again once removed", async () => {
    expect(await receive("Pat Doe <pat@guests.test>")).toBe(true);
    const added = await readJson(
      await call("POST", "/api/do-not-reply", a.cookie, { email: "pat@guests.test" }),
    );
    expect(await receive("Pat Doe <pat@guests.test>")).toBe(false);
    await call("DELETE", `/api/do-not-reply/${added.id}`, a.cookie);
    expect(await receive("Pat Doe <pat@guests.test>")).toBe(true);
  });

  it("blocking one Gmail guest leaves another Gmail guest answered", async () => {
    await call("POST", "/api/do-not-reply", a.cookie, { email: "pest.guest@gmail.com" });
    expect(await receive("Pest <pest.guest@gmail.com>")).toBe(false);
    expect(await receive("Ana Ruiz <ana.ruiz@gmail.com>")).toBe(true);
  });

  it("blocks a whole domain only when the owner chooses it, and never a public mail provider's", async () => {
    const refused = await call("POST", "/api/do-not-reply", a.cookie, {
      email: "someone@hotmail.co.uk",
      wholeDomain: true,
    });
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).error.message).toBe(
      "hotmail.co.uk is a public mail provider: blocking the whole domain would stop replies to every guest who writes from it. Block this address only.",
    );
    const chosen = await call("POST", "/api/do-not-reply", a.cookie, {
      email: "promo@deals-network.test",
      wholeDomain: true,
    });
    expect(await readJson(chosen)).toMatchObject({ domain: "deals-network.test" });
    expect(await receive("Deals <other@deals-network.test>")).toBe(false);
    // Another company's agent still answers that domain.
    const elsewhere = await loadSenderFacts(t.ctx.db, {
      companyId: b.companyId,
      address: "other@deals-network.test",
    });
    expect(elsewhere.onDoNotReplyList).toBe(false);
    expect(await receive("Guest <guest@deals-network.test.example>")).toBe(true);
  });

  it("after the upgrade, an entry a message action made for a Gmail guest blocks that guest only", async () => {
    // As "Never reply to this email" stored it before: the address and the public domain beside it.
    await t.ctx.db.insert(doNotReplyTo).values([
      { companyId: a.companyId, email: "Old.Pest@GMAIL.com", domain: "gmail.com" },
      { companyId: a.companyId, email: "news@mailer.test", domain: "mailer.test" },
    ]);
    expect(await receive("Lena <lena@gmail.com>")).toBe(false);
    await narrowPublicDomainEntries(t);
    expect(await receive("Lena <lena@gmail.com>")).toBe(true);
    expect(await receive("Old Pest <old.pest@gmail.com>")).toBe(false);
    // A company's own domain was matched whole before and still is.
    expect(await receive("Other <other@mailer.test>")).toBe(false);
  });

  it("refuses a signed-out caller and another company's entries", async () => {
    const [entry] = await t.ctx.db
      .insert(doNotReplyTo)
      .values({ companyId: a.companyId, email: "keep@x.test", domain: "x.test" })
      .returning();
    for (const [method, path, body] of [
      ["GET", "/api/do-not-reply", undefined],
      ["POST", "/api/do-not-reply", { email: "z@z.test" }],
      ["DELETE", `/api/do-not-reply/${entry!.id}`, undefined],
    ] as const) {
      const anonymous = await t.request(path, body ? jsonRequest(method, body) : { method });
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
    }
    expect((await call("DELETE", `/api/do-not-reply/${entry!.id}`, b.cookie)).status).toBe(404);
    const [still] = await t.ctx.db.select().from(doNotReplyTo).where(eq(doNotReplyTo.id, entry!.id));
    expect(still?.email).toBe("keep@x.test");
  });
});
