import type { ImapSmtpSettings } from "@inbox/contracts";
import { messages, supportMailboxes, ticketMessages, ticketResponses, tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { parseEmail } from "@inbox/mail";
import { appendToInbox, type Dovecot, startDovecot } from "@inbox/mail/testing/dovecot";
import { type SmtpSink, startSmtpSink } from "@inbox/mail/testing/smtp-sink";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../jobs/queue";
import { startWorkers } from "../jobs/workers";
import { createCompanyAccount, createForwardingMailbox, createImapMailbox } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { startForwarding } from "./forwarding";
import { sendReply } from "./outbox";
import { syncMailbox } from "./sync";

const mailUser = "frontdesk@aurora.test";
const mailPassword = "desk-pass";

describe.each(testDatabaseKinds())("mail in and out on %s", (kind) => {
  let t: TestApp;
  let dovecot: Dovecot;
  let smtp: SmtpSink;
  let settings: ImapSmtpSettings;
  let account: Awaited<ReturnType<typeof createCompanyAccount>>;

  const deliver = (n: number) =>
    appendToInbox(dovecot, { user: mailUser, password: mailPassword }, [
      `From: Guest ${n} <guest${n}@example.com>\r\nTo: ${mailUser}\r\nSubject: Late arrival ${n}\r\nMessage-ID: <arrival-${n}@example.com>\r\n\r\nWe arrive at 11pm, is that ok? (${n})\r\n`,
    ]);
  const storedFor = async (mailboxId: string) =>
    t.ctx.db.select().from(messages).where(eq(messages.mailboxId, mailboxId));

  beforeAll(async () => {
    t = await createTestApp(kind);
    dovecot = await startDovecot({ users: [{ user: mailUser, password: mailPassword }] });
    smtp = await startSmtpSink({ user: mailUser, password: mailPassword });
    settings = {
      email: mailUser,
      user: mailUser,
      password: mailPassword,
      imap: { host: dovecot.host, port: dovecot.port, security: "none" },
      smtp: { host: smtp.host, port: smtp.port, security: "none" },
    };
    account = await createCompanyAccount(t);
    // The queue is there (storing a message queues its processing); workers run only where a test starts them.
    t.ctx.jobs = await createJobs(t.ctx);
  });

  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await smtp?.close();
    await dovecot?.dispose();
    await t?.close();
  });

  it("stores mail that arrives through IDLE, once", async () => {
    const mailbox = await createImapMailbox(t.ctx, account.userId, settings);
    const workers = await startWorkers(t.ctx, { pollingIntervalSeconds: 0.5 });
    try {
      await deliver(1);
      await expect.poll(async () => (await storedFor(mailbox.id)).length, { timeout: 15_000 }).toBe(1);
      await deliver(2);
      await expect.poll(async () => (await storedFor(mailbox.id)).length, { timeout: 15_000 }).toBe(2);
      const [first] = (await storedFor(mailbox.id)).sort((a, b) =>
        a.emailSubject!.localeCompare(b.emailSubject!),
      );
      expect(first).toMatchObject({
        emailSubject: "Late arrival 1",
        emailFrom: "Guest 1 <guest1@example.com>",
        emailProvider: "imap",
        messageIdHeader: "<arrival-1@example.com>",
        companyId: account.companyId,
      });
      // The process-message job ran for each stored message.
      await expect
        .poll(async () => (await storedFor(mailbox.id)).every((m) => m.processed), { timeout: 15_000 })
        .toBe(true);
      const [state] = await t.ctx.db
        .select()
        .from(supportMailboxes)
        .where(eq(supportMailboxes.id, mailbox.id));
      expect(state?.lastSyncedAt).toBeInstanceOf(Date);
      expect(state?.lastError).toBeNull();
    } finally {
      await workers.stop();
    }
  });

  it("loses nothing and stores nothing twice when the server dies mid-sync, and resyncs safely", async () => {
    const [mailbox] = await t.ctx.db
      .select()
      .from(supportMailboxes)
      .where(eq(supportMailboxes.email, mailUser));
    for (let n = 3; n <= 6; n++) await deliver(n);
    await dovecot.stop();
    await expect(syncMailbox(t.ctx, { mailboxId: mailbox!.id })).rejects.toMatchObject({
      kind: "unavailable",
    });
    const [down] = await t.ctx.db.select().from(supportMailboxes).where(eq(supportMailboxes.id, mailbox!.id));
    expect(down?.lastError).toMatch(/could not be reached/);
    await dovecot.start();
    const outcome = await syncMailbox(t.ctx, { mailboxId: mailbox!.id });
    expect(outcome.stored).toBe(4);
    // A forced resync from the start (as after a UIDVALIDITY change) stores nothing again.
    await t.ctx.db
      .update(supportMailboxes)
      .set({ syncCursor: { uidValidity: "1", lastUid: 0 } })
      .where(eq(supportMailboxes.id, mailbox!.id));
    const again = await syncMailbox(t.ctx, { mailboxId: mailbox!.id });
    expect(again.resynced).toBe(true);
    expect(again.seen).toBe(6);
    expect(again.stored).toBe(0);
    expect(await storedFor(mailbox!.id)).toHaveLength(6);
  });

  it("puts a mailbox whose password changed in the reconnect state and tells the owner once", async () => {
    const wrong = await createImapMailbox(t.ctx, account.userId, {
      ...settings,
      email: "old@aurora.test",
      password: "changed",
    });
    for (let i = 0; i < 3; i++) await syncMailbox(t.ctx, { mailboxId: wrong.id });
    const [state] = await t.ctx.db.select().from(supportMailboxes).where(eq(supportMailboxes.id, wrong.id));
    expect(state?.needsReconnect).toBe(true);
    expect(state?.lastError).toMatch(/refused the user name or password/);
    const outbox = await t.ctx.db.query.devOutbox.findMany();
    expect(outbox.filter((m) => m.subject === "Reconnect old@aurora.test in Inbox Autopilot")).toHaveLength(
      1,
    );
  });

  it("stores mail sent to a forwarding address and refuses unknown and oversize mail", async () => {
    const mailbox = await createForwardingMailbox(t.ctx, account.userId, {
      email: "info@aurora.test",
      address: `fw-${kind}@inbound.localhost`,
    });
    const listener = await startForwarding(t.ctx, 0);
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: listener.port,
      secure: false,
      ignoreTLS: true,
    });
    try {
      await transport.sendMail({
        from: "guest@example.com",
        to: `fw-${kind}@inbound.localhost`,
        subject: "Parking?",
        text: "Do you have parking?",
        messageId: "<parking@example.com>",
      });
      const stored = await storedFor(mailbox.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ emailSubject: "Parking?", emailProvider: "forwarding" });
      await expect(
        transport.sendMail({
          from: "guest@example.com",
          to: "nobody@inbound.localhost",
          subject: "x",
          text: "x",
        }),
      ).rejects.toMatchObject({ responseCode: 550 });
    } finally {
      transport.close();
      await listener.close();
    }
  });

  it("sends a live reply exactly once, even when the worker dies between sending and recording", async () => {
    const [mailbox] = await t.ctx.db
      .select()
      .from(supportMailboxes)
      .where(eq(supportMailboxes.email, mailUser));
    const [inbound] = await t.ctx.db
      .select()
      .from(messages)
      .where(eq(messages.messageIdHeader, "<arrival-1@example.com>"));
    // The message's ticket (one per message: the agent may already have opened it).
    const [ticket] = await t.ctx.db
      .insert(tickets)
      .values({
        companyId: account.companyId,
        mailboxId: mailbox!.id,
        subject: "Late arrival 1",
        requesterEmail: "guest1@example.com",
        messageId: inbound!.id,
        status: "Open",
      })
      .onConflictDoUpdate({
        target: tickets.messageId,
        set: { subject: "Late arrival 1", requesterEmail: "guest1@example.com" },
      })
      .returning();
    await t.ctx.db
      .insert(ticketMessages)
      .values({ ticketId: ticket!.id, messageId: inbound!.id })
      .onConflictDoNothing();
    const [response] = await t.ctx.db
      .insert(ticketResponses)
      .values({
        ticketId: ticket!.id,
        messageContent: "Late arrival is fine: the night desk is open 24/7.",
        mode: "live",
        author: "Support Agent",
      })
      .returning();
    const before = smtp.received.length;
    const crash = new Error("worker killed");
    await expect(
      sendReply(
        t.ctx,
        { responseId: response!.id },
        {
          afterSend: () => {
            throw crash;
          },
        },
      ),
    ).rejects.toBe(crash);
    expect(smtp.received.length).toBe(before + 1);
    // The retry finds the reply in the Sent folder and does not send it again.
    expect(await sendReply(t.ctx, { responseId: response!.id })).toBe("found-in-sent");
    expect(await sendReply(t.ctx, { responseId: response!.id })).toBe("already-sent");
    expect(smtp.received.length).toBe(before + 1);
    const reply = await parseEmail(smtp.received.at(-1)!.raw);
    expect(reply.subject).toBe("Re: Late arrival 1");
    expect(reply.inReplyTo).toBe("<arrival-1@example.com>");
    expect(reply.references).toEqual(["<arrival-1@example.com>"]);
    expect(reply.to[0]?.address).toBe("guest1@example.com");
    const [sent] = await t.ctx.db.select().from(ticketResponses).where(eq(ticketResponses.id, response!.id));
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });
});
