import { intentCatalogue } from "@inbox/agent";
import {
  customers,
  devOutbox,
  feedbackLoopMessage,
  knowledgeEntries,
  mailReplays,
  messages,
  outboundEmails,
  ticketResponses,
  tickets,
} from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processMessage } from "../../agent/process-message";
import { replayPastMail } from "../../agent/replay";
import { createJobs } from "../../jobs/queue";
import { storeInboundMessage } from "../../mail/ingest";
import { createCompanyAccount, createForwardingMailbox, startTestWorkers } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;

const FAQ = `Q: Do you have parking?
A: Yes, our private garage costs 15 EUR per night.

Q: Are pets allowed?
A: Dogs are welcome for 10 EUR per night.`;

const COUNT_MESSAGE = "Choose how many past messages to test: a whole number from 1 to 500.";

describe.each(testDatabaseKinds())("Test on past mail API on %s", (kind) => {
  let t: TestApp;
  let a: Account;
  let b: Account;
  let mailboxId: string;
  let counter = 0;

  const get = (who: Account, path: string) => t.request(path, { headers: { cookie: who.cookie } });
  const post = (who: Account, path: string, body: unknown = {}) =>
    t.request(path, jsonRequest("POST", body, who.cookie));
  const start = (who: Account, count: unknown) => post(who, "/api/agent-tests/replays", { count });
  const replayPage = async (who: Account, id: string, query = "") =>
    readJson(await get(who, `/api/agent-tests/replays/${id}${query}`));

  /** A guest's mail through the real mailbox and pipeline, as it arrives in production. */
  const receive = async (from: string, subject: string, body: string, headers = "") => {
    counter += 1;
    const raw = Buffer.from(
      `From: ${from}\r\nTo: info@aurora.test\r\nSubject: ${subject}\r\nMessage-ID: <r${counter}-${kind}@guest.test>\r\nDate: ${new Date(Date.now() - (100 - counter) * 60_000).toUTCString()}\r\n${headers}\r\n${body}\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      { companyId: a.companyId, mailboxId, provider: "forwarding", providerId: `r${counter}`, raw },
      { enqueue: false },
    );
    await processMessage(t.ctx, { companyId: a.companyId, messageId: id! });
    return id!;
  };

  /** Everything a replay must leave alone: tickets, replies, mail, learned knowledge and the messages' results. */
  const written = async () => ({
    tickets: (await t.ctx.db.select({ id: tickets.id }).from(tickets)).length,
    replies: (await t.ctx.db.select({ id: ticketResponses.id }).from(ticketResponses)).length,
    outbound: (await t.ctx.db.select({ id: outboundEmails.id }).from(outboundEmails)).length,
    devOutbox: (await t.ctx.db.select({ id: devOutbox.id }).from(devOutbox)).length,
    feedback: (await t.ctx.db.select({ id: feedbackLoopMessage.id }).from(feedbackLoopMessage)).length,
    learned: (await t.ctx.db.select({ id: knowledgeEntries.id }).from(knowledgeEntries)).length,
    results: (
      await t.ctx.db
        .select({ r: messages.processedResult })
        .from(messages)
        .where(eq(messages.companyId, a.companyId))
        .orderBy(asc(messages.createdAt))
    ).map((m) => m.r),
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    t.ctx.jobs = await createJobs(t.ctx);
    a = await createCompanyAccount(t, { name: "Hotel Aurora", domain: "aurora.test" });
    b = await createCompanyAccount(t, { name: "Hotel Borealis", domain: "borealis.test" });
    await post(a, "/api/agent-config", { faqContent: FAQ });
    await t.ctx.db
      .insert(customers)
      .values({ companyId: a.companyId, firstName: "Anna", lastName: "Weber", email: "anna@guest.test" });
    mailboxId = (
      await createForwardingMailbox(t.ctx, a.userId, {
        email: "info@aurora.test",
        address: `replay-${kind}@inbound.localhost`,
      })
    ).id;
    // Oldest first: the parking question is the oldest, so only "changed first" brings it to the top.
    await receive("Anna Weber <anna@guest.test>", "Parking", "Hello, do you have parking at the hotel?");
    await receive(
      "Bob Stone <bob@guest.test>",
      "Money back",
      "I want a refund for the night we did not use.",
    );
    await receive("Anna Weber <anna@guest.test>", "Thanks", "Thank you very much for the lovely stay!");
    await receive(
      "News <news@lists.example>",
      "Weekly digest",
      "Our news",
      "List-Id: <news.lists.example>\r\n",
    );
    await receive("Carl Berg <carl@guest.test>", "Dog", "Are pets allowed? We travel with our dog.");
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("refuses a signed-out caller on every endpoint", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["POST", "/api/agent-tests/replays"],
      ["GET", "/api/agent-tests/replays/latest"],
      ["GET", `/api/agent-tests/replays/${id}`],
      ["POST", `/api/agent-tests/replays/${id}/cancel`],
    ] as const) {
      const res = await t.request(path, method === "POST" ? jsonRequest(method, { count: 10 }) : { method });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it("a bad number of messages is refused in words, and so is a company without mail", async () => {
    for (const count of [0, 501, 2.5, "ten", null, -3]) {
      const res = await start(a, count);
      expect({ count, status: res.status, message: (await readJson(res)).error.message }).toEqual({
        count,
        status: 400,
        message: COUNT_MESSAGE,
      });
    }
    const missing = await post(a, "/api/agent-tests/replays", {});
    expect((await readJson(missing)).error.message).toBe(COUNT_MESSAGE);
    const empty = await start(b, 100);
    expect({ status: empty.status, message: (await readJson(empty)).error.message }).toEqual({
      status: 400,
      message:
        "There is no received mail to test on yet. Connect a mailbox: its messages appear here once they arrive.",
    });
    const page = await get(a, "/api/agent-tests/replays/not-an-id");
    expect({ status: page.status, message: (await readJson(page)).error.message }).toEqual({
      status: 400,
      message: "Test on past mail not found",
    });
    expect(await readJson(await get(a, "/api/agent-tests/replays/latest"))).toEqual({
      replay: null,
      maxCount: 500,
    });
  });

  it("an FAQ edit shows as a changed reply, listed first, and nothing is sent or written", async () => {
    await t.request(
      "/api/library/faq",
      jsonRequest("PUT", { faqContent: FAQ.replace("15 EUR", "20 EUR") }, a.cookie),
    );
    const before = await written();
    const started = await start(a, 100);
    expect(started.status).toBe(202);
    const replay = await readJson(started);
    expect(replay).toMatchObject({ status: "queued", requested: 100, total: 5, done: 0 });
    expect((await readJson(await get(a, "/api/agent-tests/replays/latest"))).replay.id).toBe(replay.id);

    await replayPastMail(t.ctx, { replayId: replay.id });

    const page = await replayPage(a, replay.id);
    expect(page.replay).toMatchObject({ id: replay.id, status: "completed", total: 5, done: 5, changed: 1 });
    expect(page.totalRows).toBe(5);
    const [first, ...rest] = page.rows;
    expect(first).toMatchObject({
      changed: true,
      emailFrom: "Anna Weber <anna@guest.test>",
      emailSubject: "Parking",
      thenAction: "reply",
      nowAction: "reply",
      nowIntent: "Parking",
      nowIsSystemMessage: false,
      position: 4,
    });
    expect(first.thenResult).toMatch(/^drafted: Parking \([01]\.\d\d\)$/);
    expect(first.thenReply).toContain("15 EUR per night");
    expect(first.nowReply).toContain("20 EUR per night");
    expect(first.nowReply).toContain("Hi Anna,");
    expect(first.messageId).toMatch(/^[0-9a-f-]{36}$/);
    // The others, newest first, unchanged.
    expect(rest.map((r: { emailSubject: string }) => r.emailSubject)).toEqual([
      "Dog",
      "Weekly digest",
      "Thanks",
      "Money back",
    ]);
    expect(rest.every((r: { changed: boolean }) => !r.changed)).toBe(true);
    const digest = rest.find((r: { emailSubject: string }) => r.emailSubject === "Weekly digest");
    expect(digest).toMatchObject({
      thenResult: "filtered: automated mail (mailing-list)",
      nowAction: "filter",
      nowReply: "This email would be skipped: automated mail (mailing-list).",
      nowIsSystemMessage: true,
    });
    const refund = rest.find((r: { emailSubject: string }) => r.emailSubject === "Money back");
    expect(refund).toMatchObject({ nowAction: "escalate", nowIntent: "Refund", nowIsSystemMessage: true });
    expect(page.counts).toEqual(
      expect.arrayContaining([
        { action: "reply", now: 2, before: 2 },
        { action: "escalate", now: 1, before: 1 },
        { action: "skip", now: 1, before: 1 },
        { action: "filter", now: 1, before: 1 },
      ]),
    );

    expect(await written()).toEqual(before);

    // Pages and the changed-only view.
    const second = await replayPage(a, replay.id, "?page=2&pageSize=2");
    expect(second.rows.map((r: { emailSubject: string }) => r.emailSubject)).toEqual([
      "Weekly digest",
      "Thanks",
    ]);
    expect({ page: second.page, pageSize: second.pageSize, totalRows: second.totalRows }).toEqual({
      page: 2,
      pageSize: 2,
      totalRows: 5,
    });
    const changed = await replayPage(a, replay.id, "?changed=true");
    expect(changed.rows.map((r: { emailSubject: string }) => r.emailSubject)).toEqual(["Parking"]);
    expect(changed.totalRows).toBe(1);
    for (const [query, message] of [
      ["?pageSize=1000", "The page size must be 100 or less."],
      ["?page=0", "The page must be 1 or more."],
      ["?page=abc", "The page should be a whole number."],
    ] as const) {
      const res = await get(a, `/api/agent-tests/replays/${replay.id}${query}`);
      expect({ query, status: res.status, message: (await readJson(res)).error.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });

  it("N takes the newest N messages", async () => {
    const started = await readJson(await start(a, 2));
    expect(started.total).toBe(2);
    await replayPastMail(t.ctx, { replayId: started.id });
    const page = await replayPage(a, started.id);
    expect(page.rows.map((r: { emailSubject: string }) => r.emailSubject)).toEqual(["Dog", "Weekly digest"]);
  });

  it("another company's replay is not found, and is left running", async () => {
    const replay = await readJson(await start(a, 5));
    for (const [method, path] of [
      ["GET", `/api/agent-tests/replays/${replay.id}`],
      ["POST", `/api/agent-tests/replays/${replay.id}/cancel`],
    ] as const) {
      const res = method === "GET" ? await get(b, path) : await post(b, path);
      expect({ path, status: res.status, message: (await readJson(res)).error.message }).toEqual({
        path,
        status: 404,
        message: "Test on past mail not found",
      });
    }
    expect((await readJson(await get(b, "/api/agent-tests/replays/latest"))).replay).toBeNull();
    expect((await replayPage(a, replay.id)).replay.status).toBe("queued");
    await replayPastMail(t.ctx, { replayId: replay.id });
  });

  it("one running replay per user: a second is refused until the first is stopped, which keeps its rows", async () => {
    const first = await readJson(await start(a, 5));
    const again = await start(a, 5);
    expect({ status: again.status, message: (await readJson(again)).error.message }).toEqual({
      status: 409,
      message:
        "A test on past mail is already running. Wait for it to finish or stop it before starting another.",
    });
    const cancelled = await readJson(await post(a, `/api/agent-tests/replays/${first.id}/cancel`));
    expect(cancelled).toMatchObject({ id: first.id, status: "cancelled" });
    expect(cancelled.finishedAt).not.toBeNull();
    // The job finds it stopped and decides nothing.
    await replayPastMail(t.ctx, { replayId: first.id });
    expect((await replayPage(a, first.id)).rows).toEqual([]);
    // Two starts at the same moment: one runs, the other hears that one already does.
    const both = await Promise.all([start(a, 5), start(a, 5)]);
    expect(both.map((r) => r.status).sort()).toEqual([202, 409]);
    const next = await readJson(both.find((r) => r.status === 202)!);
    await replayPastMail(t.ctx, { replayId: next.id });
  });

  it("keeps the user's last five replays", async () => {
    for (let i = 0; i < 4; i++) {
      const replay = await readJson(await start(a, 1));
      await post(a, `/api/agent-tests/replays/${replay.id}/cancel`);
    }
    const [kept] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailReplays)
      .where(eq(mailReplays.userId, a.userId));
    expect(kept!.n).toBe(5);
  });

  it("runs as a background job: the progress goes from queued to completed", async () => {
    await t.ctx.jobs?.stop();
    const workers = await startTestWorkers(t.ctx);
    try {
      const replay = await readJson(await start(a, 500));
      expect(replay.total).toBe(5);
      await expect
        .poll(async () => (await readJson(await get(a, "/api/agent-tests/replays/latest"))).replay, {
          timeout: 20_000,
          interval: 200,
        })
        .toMatchObject({ id: replay.id, status: "completed", done: 5, total: 5, changed: 1 });
    } finally {
      await workers.stop();
      t.ctx.jobs = await createJobs(t.ctx);
    }
  });
});
