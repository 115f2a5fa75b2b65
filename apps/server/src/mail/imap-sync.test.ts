import type { ImapSmtpSettings } from "@inbox/contracts";
import { messages, supportMailboxes } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { type Dovecot, deliverToMaildir, startDovecot } from "@inbox/mail/testing/dovecot";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../jobs/queue";
import { createCompanyAccount, createImapMailbox } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { syncMailbox } from "./sync";

const password = "res-pass";
const MAILS = 2_000;
const BATCH = 200;

const booking = (user: string, i: number) =>
  `From: Guest ${i} <guest${i}@example.com>\r\nTo: ${user}\r\nSubject: Booking ${i}\r\nMessage-ID: <booking-${i}@example.com>\r\n\r\nIs a double room free on the ${(i % 28) + 1}th? (${i})\r\n`;

/** What Dovecot sent to this user's sessions, in bytes: its "Logged out … out=N" lines. */
const bytesSentTo = (dovecot: Dovecot, user: string) =>
  [...dovecot.log().matchAll(/imap\(([^)]+)\).*Logged out in=\d+ out=(\d+)/g)]
    .filter((m) => m[1] === user)
    .reduce((sum, m) => sum + Number(m[2]), 0);

// Issue 26: a first sync of a real mailbox reads each mail once and stores it once, batch by batch with its cursor,
// and a sync stopped between batches or inside one resumes where it stopped.
describe.each(testDatabaseKinds())("the first sync of a 2,000-mail IMAP mailbox on %s", (kind) => {
  let t: TestApp;
  let dovecot: Dovecot;
  let account: Awaited<ReturnType<typeof createCompanyAccount>>;
  const users = ["reservations@aurora.test", "frontdesk@aurora.test", "groups@aurora.test"];
  const settingsOf = (user: string): ImapSmtpSettings => ({
    email: user,
    user,
    password,
    imap: { host: dovecot.host, port: dovecot.port, security: "none" },
    smtp: { host: dovecot.host, port: 1, security: "none" },
  });
  const mailsOf = (user: string) => Array.from({ length: MAILS }, (_, i) => booking(user, i + 1));

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The queue, without its workers: stored mail waits for the agent as it would while a sync runs.
    t.ctx.jobs = await createJobs(t.ctx);
    dovecot = await startDovecot({ users: users.map((user) => ({ user, password })) });
    account = await createCompanyAccount(t);
    for (const user of users) deliverToMaildir(dovecot, user, mailsOf(user));
  });

  afterAll(async () => {
    await t?.ctx.jobs?.stop();
    await dovecot?.dispose();
    await t?.close();
  });

  /** A sync that dies at the given batch: inside its transaction (beforeCommit) or once it committed (afterBatch). */
  const syncKilled = (mailboxId: string, point: "beforeCommit" | "afterBatch", at: number) => {
    let batches = 0;
    return syncMailbox(
      t.ctx,
      { mailboxId },
      {
        [point]: () => {
          batches += 1;
          if (batches === at) throw new Error(`killed at batch ${at}`);
        },
      },
    );
  };

  const count = async (mailboxId: string) =>
    (
      await t.ctx.db
        .select({
          n: sql<number>`count(*)::int`,
          distinct: sql<number>`count(distinct message_id_header)::int`,
        })
        .from(messages)
        .where(eq(messages.mailboxId, mailboxId))
    )[0]!;

  it("reads every mail once over the network and stores each once", async () => {
    const user = users[0]!;
    const mailbox = await createImapMailbox(t.ctx, account.userId, settingsOf(user));
    let batches = 0;
    const outcome = await syncMailbox(t.ctx, { mailboxId: mailbox.id }, { afterBatch: () => void batches++ });
    expect(outcome).toMatchObject({ seen: MAILS, stored: MAILS });
    expect(batches).toBe(MAILS / BATCH);
    expect(await count(mailbox.id)).toEqual({ n: MAILS, distinct: MAILS });
    // Each source crossed the network once: what Dovecot sent is the mailbox plus a little listing and protocol,
    // where fetching `n:*` for every batch sent about ten times the mailbox.
    const mailboxBytes = mailsOf(user).reduce((sum, mail) => sum + Buffer.byteLength(mail), 0);
    // Dovecot writes the session's line a moment after the logout.
    await expect.poll(() => bytesSentTo(dovecot, user), { timeout: 10_000 }).toBeGreaterThan(mailboxBytes);
    expect(bytesSentTo(dovecot, user)).toBeLessThan(mailboxBytes * 1.6);
    // The cursor stands at the last mail: a sync finds nothing to store.
    const [row] = await t.ctx.db
      .select({ cursor: supportMailboxes.syncCursor })
      .from(supportMailboxes)
      .where(eq(supportMailboxes.id, mailbox.id));
    expect(row?.cursor).toMatchObject({ lastUid: MAILS });
    expect(await syncMailbox(t.ctx, { mailboxId: mailbox.id })).toMatchObject({ seen: 0, stored: 0 });
  });

  it("resumes after a kill between batches without duplicates and without missing a mail", async () => {
    const mailbox = await createImapMailbox(t.ctx, account.userId, settingsOf(users[1]!));
    await expect(syncKilled(mailbox.id, "afterBatch", 3)).rejects.toThrow("killed at batch 3");
    expect(await count(mailbox.id)).toEqual({ n: 3 * BATCH, distinct: 3 * BATCH });

    // The next sync starts after the last stored batch: it reads the rest, not the whole mailbox again.
    const resumed = await syncMailbox(t.ctx, { mailboxId: mailbox.id });
    expect(resumed).toMatchObject({ seen: MAILS - 3 * BATCH, stored: MAILS - 3 * BATCH });
    expect(await count(mailbox.id)).toEqual({ n: MAILS, distinct: MAILS });
    const subjects = await t.ctx.db
      .select({ subject: messages.emailSubject })
      .from(messages)
      .where(eq(messages.mailboxId, mailbox.id));
    expect(new Set(subjects.map((s) => s.subject)).size).toBe(MAILS);
    expect(await syncMailbox(t.ctx, { mailboxId: mailbox.id })).toMatchObject({ seen: 0, stored: 0 });
  });

  it("stores none of a batch killed before it committed, and the next sync stores it whole", async () => {
    const mailbox = await createImapMailbox(t.ctx, account.userId, settingsOf(users[2]!));
    await expect(syncKilled(mailbox.id, "beforeCommit", 5)).rejects.toThrow("killed at batch 5");
    // The four committed batches, none of the fifth: its messages, jobs and cursor went together.
    expect(await count(mailbox.id)).toEqual({ n: 4 * BATCH, distinct: 4 * BATCH });
    const jobs = async () => {
      const { rows } = await t.ctx.handle.executeSql(
        "select count(*)::int as n from pgboss.job where name = 'process-message' and data->>'messageId' in (select id::text from messages where mailbox_id = $1)",
        [mailbox.id],
      );
      return (rows[0] as { n: number }).n;
    };
    expect(await jobs()).toBe(4 * BATCH);

    expect(await syncMailbox(t.ctx, { mailboxId: mailbox.id })).toMatchObject({
      seen: MAILS - 4 * BATCH,
      stored: MAILS - 4 * BATCH,
    });
    expect(await count(mailbox.id)).toEqual({ n: MAILS, distinct: MAILS });
    // One job per stored mail, for the agent to decide each once.
    expect(await jobs()).toBe(MAILS);
  });
});
