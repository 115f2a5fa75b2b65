import type { ImapSmtpSettings } from "@inbox/contracts";
import { messages } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { appendToInbox, type Dovecot, startDovecot } from "@inbox/mail/testing/dovecot";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount, createImapMailbox } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { syncMailbox } from "./sync";

const mailUser = "reservations@aurora.test";
const mailPassword = "res-pass";
const MAILS = 2_000;

// Issue 26: a first sync of a real mailbox stores every mail once, batch by batch, and a sync killed between batches
// resumes where it stopped.
describe.each(testDatabaseKinds())("the first sync of a 2,000-mail IMAP mailbox on %s", (kind) => {
  let t: TestApp;
  let dovecot: Dovecot;
  let settings: ImapSmtpSettings;
  let account: Awaited<ReturnType<typeof createCompanyAccount>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dovecot = await startDovecot({ users: [{ user: mailUser, password: mailPassword }] });
    settings = {
      email: mailUser,
      user: mailUser,
      password: mailPassword,
      imap: { host: dovecot.host, port: dovecot.port, security: "none" },
      smtp: { host: dovecot.host, port: 1, security: "none" },
    };
    account = await createCompanyAccount(t);
    await appendToInbox(
      dovecot,
      { user: mailUser, password: mailPassword },
      Array.from(
        { length: MAILS },
        (_, i) =>
          `From: Guest ${i + 1} <guest${i + 1}@example.com>\r\nTo: ${mailUser}\r\nSubject: Booking ${i + 1}\r\nMessage-ID: <booking-${i + 1}@example.com>\r\n\r\nIs a double room free on the ${(i % 28) + 1}th? (${i + 1})\r\n`,
      ),
    );
  });

  afterAll(async () => {
    await dovecot?.dispose();
    await t?.close();
  });

  it("stores every mail once and resumes after a kill between batches without duplicates", async () => {
    const mailbox = await createImapMailbox(t.ctx, account.userId, settings);
    let batches = 0;
    await expect(
      syncMailbox(
        t.ctx,
        { mailboxId: mailbox.id },
        {
          afterBatch: () => {
            batches += 1;
            if (batches === 3) throw new Error("killed between batches");
          },
        },
      ),
    ).rejects.toThrow("killed between batches");
    const count = async () =>
      (
        await t.ctx.db
          .select({
            n: sql<number>`count(*)::int`,
            distinct: sql<number>`count(distinct message_id_header)::int`,
          })
          .from(messages)
          .where(eq(messages.mailboxId, mailbox.id))
      )[0]!;
    expect(await count()).toEqual({ n: 600, distinct: 600 });

    // The next sync starts after the last stored batch: it reads the rest, not the whole mailbox again.
    const resumed = await syncMailbox(t.ctx, { mailboxId: mailbox.id });
    expect(resumed).toMatchObject({ seen: MAILS - 600, stored: MAILS - 600 });
    expect(await count()).toEqual({ n: MAILS, distinct: MAILS });
    const subjects = await t.ctx.db
      .select({ subject: messages.emailSubject })
      .from(messages)
      .where(eq(messages.mailboxId, mailbox.id));
    expect(new Set(subjects.map((s) => s.subject)).size).toBe(MAILS);

    // Nothing new: a sync finds nothing to store.
    expect(await syncMailbox(t.ctx, { mailboxId: mailbox.id })).toMatchObject({ seen: 0, stored: 0 });
  });
});
