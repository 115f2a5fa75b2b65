import { intentCatalogue } from "@inbox/agent";
import {
  agentConfigs,
  companies,
  customers,
  devOutbox,
  escalationResponsables,
  feedbackLoopMessage,
  knowledgeEntries,
  messages,
  outboundEmails,
  supportMailboxes,
  ticketMessages,
  ticketResponses,
  tickets,
} from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { and, eq, inArray, isNull } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../jobs/queue";
import { startForwarding } from "../mail/forwarding";
import { storeInboundMessage } from "../mail/ingest";
import { sendOutboundEmail } from "../mail/outbound-emails";
import { sendReply } from "../mail/outbox";
import { createCompanyAccount, createForwardingMailbox } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { acceptFeedbackAnswer } from "./feedback-answer";
import { processMessage, processMessages } from "./process-message";

// Issue 16: one decision, applied once. A failure at any step of applying it, followed by the retry, leaves the same
// state as a clean run; deciding a message again (after "create customer") changes its ticket, never adds another.

describe.each(testDatabaseKinds())("applying a decision on %s", (kind) => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let n = 0;

  const store = async (from: string, subject: string, body: string) => {
    n += 1;
    const raw = Buffer.from(
      `From: ${from}\r\nTo: info@aurora.test\r\nSubject: ${subject}\r\nMessage-ID: <apply-${n}-${kind}@guest.test>\r\n\r\n${body}\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      { companyId: account.companyId, mailboxId, provider: "forwarding", providerId: `apply-${n}`, raw },
      { enqueue: false },
    );
    return id!;
  };

  /** What a person would see of a message: its ticket(s), replies, mail to the responsable, and the result. */
  const stateOf = async (messageId: string) => {
    const [message] = await t.ctx.db.select().from(messages).where(eq(messages.id, messageId));
    const opened = await t.ctx.db.select().from(tickets).where(eq(tickets.messageId, messageId));
    const links = await t.ctx.db.select().from(ticketMessages).where(eq(ticketMessages.messageId, messageId));
    const replies = await t.ctx.db
      .select()
      .from(ticketResponses)
      .where(eq(ticketResponses.inboundMessageId, messageId));
    const mail = await t.ctx.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.key, `notify:${messageId}`));
    const delivered = mail[0]
      ? await t.ctx.db.select().from(devOutbox).where(eq(devOutbox.messageId, mail[0].messageId))
      : [];
    return {
      result: message?.processedResult ?? null,
      tickets: opened.length,
      links: links.length,
      type: opened[0]?.type,
      status: opened[0]?.status,
      replies: replies.length,
      notifications: mail.length,
      delivered: delivered.length,
    };
  };

  const sendPendingMail = async () => {
    for (const email of await t.ctx.db
      .select({ id: outboundEmails.id })
      .from(outboundEmails)
      .where(isNull(outboundEmails.sentAt)))
      await sendOutboundEmail(t.ctx, { emailId: email.id });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    account = await createCompanyAccount(t);
    await t.ctx.db.insert(agentConfigs).values({
      companyId: account.companyId,
      userId: account.userId,
      faqContent: "Q: Do you have parking?\nA: Yes, our garage has 20 spaces.",
    });
    await t.ctx.db.insert(escalationResponsables).values({
      companyId: account.companyId,
      firstName: "Lea",
      lastName: "Marti",
      email: "lea@aurora.test",
      isDefaultResponsable: true,
    });
    mailboxId = (
      await createForwardingMailbox(t.ctx, account.userId, {
        email: "info@aurora.test",
        address: `apply-${kind}@inbound.localhost`,
      })
    ).id;
    t.ctx.jobs = await createJobs(t.ctx);
  });

  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("a failure inside the apply transaction leaves nothing; the retry gives the clean run's state", async () => {
    const clean = await store("Bob Stone <bob@guest.test>", "Money back", "I want a refund for the night.");
    await processMessage(t.ctx, { companyId: account.companyId, messageId: clean });
    await sendPendingMail();

    const failed = await store("Bob Stone <bob@guest.test>", "Money back", "I want a refund for the night.");
    const crash = new Error("database went away");
    await expect(
      processMessage(
        t.ctx,
        { companyId: account.companyId, messageId: failed },
        {
          beforeCommit: () => {
            throw crash;
          },
        },
      ),
    ).rejects.toBe(crash);
    expect(await stateOf(failed)).toMatchObject({ result: null, tickets: 0, notifications: 0, replies: 0 });

    await processMessage(t.ctx, { companyId: account.companyId, messageId: failed });
    await sendPendingMail();
    // Run twice more, as a retried job would: nothing changes.
    await processMessage(t.ctx, { companyId: account.companyId, messageId: failed });
    await sendPendingMail();
    const expected = {
      result: "escalated: known intent requiring human intervention (Refund)",
      tickets: 1,
      links: 1,
      replies: 0,
      notifications: 1,
      delivered: 1,
    };
    expect(await stateOf(clean)).toMatchObject(expected);
    expect(await stateOf(failed)).toMatchObject(expected);
  });

  it("a batch whose one plan fails: the others are decided once, the failed one by its retry, nothing sent twice", async () => {
    const first = await store("Ida Roe <ida@guest.test>", "Refund", "I want a refund for the night.");
    const failing = await store("Jon Poe <jon@guest.test>", "Refund", "Please refund my deposit.");
    const last = await store("Kai Moe <kai@guest.test>", "Refund", "I would like my money back.");
    const crash = new Error("database went away");
    const batch = (hooks?: { beforeCommit: () => void }) =>
      processMessages(t.ctx, [
        { companyId: account.companyId, messageId: first },
        { companyId: account.companyId, messageId: failing, hooks },
        { companyId: account.companyId, messageId: last },
      ]);
    const results = await batch({
      beforeCommit: () => {
        throw crash;
      },
    });
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    await sendPendingMail();
    const decided = { tickets: 1, links: 1, notifications: 1, delivered: 1 };
    expect(await stateOf(first)).toMatchObject(decided);
    expect(await stateOf(last)).toMatchObject(decided);
    expect(await stateOf(failing)).toMatchObject({ result: null, tickets: 0, notifications: 0 });

    // The queue retries the batch's jobs that failed; a repeat of the whole batch changes nothing for the others.
    expect((await batch()).map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    await batch();
    await sendPendingMail();
    for (const id of [first, failing, last]) expect(await stateOf(id)).toMatchObject(decided);
  });

  it("mail decided in one batch gets what it would get alone: its own ticket, reply or notification, each live reply sent once", async () => {
    await t.ctx.db.update(companies).set({ mode: "live" }).where(eq(companies.id, account.companyId));
    try {
      const parking = await store("Mia Roe <mia@guest.test>", "Parking", "Do you have parking for our car?");
      const refund = await store("Ned Poe <ned@guest.test>", "Refund", "I want a refund for the night.");
      const again = await store(
        "Ola Moe <ola@guest.test>",
        "Parking",
        "Hello, do you have parking for our car?",
      );
      const ids = [parking, refund, again];
      const results = await processMessages(
        t.ctx,
        ids.map((messageId) => ({ companyId: account.companyId, messageId })),
      );
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      await sendPendingMail();
      expect(await stateOf(parking)).toMatchObject({ tickets: 1, links: 1, replies: 1, notifications: 0 });
      expect(await stateOf(refund)).toMatchObject({
        tickets: 1,
        links: 1,
        replies: 0,
        notifications: 1,
        delivered: 1,
      });
      expect(await stateOf(again)).toMatchObject({ tickets: 1, links: 1, replies: 1, notifications: 0 });

      // Each reply is on its own mail's ticket, and its send job sends it: one copy each.
      const replies = await t.ctx.db
        .select({ id: ticketResponses.id, ticketId: ticketResponses.ticketId, messageId: tickets.messageId })
        .from(ticketResponses)
        .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
        .where(inArray(ticketResponses.inboundMessageId, ids));
      expect(replies.map((r) => r.messageId).sort()).toEqual([parking, again].sort());
      const { rows: jobs } = await t.ctx.handle.executeSql(
        "select data->>'responseId' as id from pgboss.job where name = 'send-reply' and data->>'responseId' = any($1)",
        [replies.map((r) => r.id)],
      );
      expect((jobs as { id: string }[]).map((j) => j.id).sort()).toEqual(replies.map((r) => r.id).sort());
      for (const { id } of jobs as { id: string }[])
        expect(await sendReply(t.ctx, { responseId: id })).toBe("sent");
      for (const reply of replies) {
        const [row] = await t.ctx.db.select().from(ticketResponses).where(eq(ticketResponses.id, reply.id));
        const copies = await t.ctx.db
          .select()
          .from(devOutbox)
          .where(eq(devOutbox.messageId, row!.messageIdHeader!));
        expect(copies).toHaveLength(1);
      }
    } finally {
      await t.ctx.db.update(companies).set({ mode: "sandbox" }).where(eq(companies.id, account.companyId));
    }
  });

  it("a notification whose sending fails is sent once by the retry", async () => {
    const id = await store("Ann Lee <ann@guest.test>", "Refund", "Please refund my deposit.");
    await processMessage(t.ctx, { companyId: account.companyId, messageId: id });
    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = async () => {
      throw new Error("SMTP relay unreachable");
    };
    const [email] = await t.ctx.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.key, `notify:${id}`));
    await expect(sendOutboundEmail(t.ctx, { emailId: email!.id })).rejects.toThrow("SMTP relay unreachable");
    const [afterFailure] = await t.ctx.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.id, email!.id));
    expect(afterFailure?.lastError).toBe("SMTP relay unreachable");
    t.ctx.mailer.send = send;
    expect(await sendOutboundEmail(t.ctx, { emailId: email!.id })).toBe("sent");
    expect(await sendOutboundEmail(t.ctx, { emailId: email!.id })).toBe("already-sent");
    expect(await stateOf(id)).toMatchObject({ notifications: 1, delivered: 1 });
  });

  it("a live reply whose sending fails is sent once by the retry", async () => {
    await t.ctx.db.update(companies).set({ mode: "live" }).where(eq(companies.id, account.companyId));
    const id = await store("Eve Park <eve@guest.test>", "Parking", "Do you have parking for our car?");
    await processMessage(t.ctx, { companyId: account.companyId, messageId: id });
    const [reply] = await t.ctx.db
      .select()
      .from(ticketResponses)
      .where(eq(ticketResponses.inboundMessageId, id));
    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = async () => {
      throw new Error("SMTP relay unreachable");
    };
    await expect(sendReply(t.ctx, { responseId: reply!.id })).rejects.toThrow("SMTP relay unreachable");
    t.ctx.mailer.send = send;
    expect(await sendReply(t.ctx, { responseId: reply!.id })).toBe("sent");
    expect(await sendReply(t.ctx, { responseId: reply!.id })).toBe("already-sent");
    const [row] = await t.ctx.db.select().from(ticketResponses).where(eq(ticketResponses.id, reply!.id));
    expect(row?.sentAt).toBeInstanceOf(Date);
    // A forwarding address's replies leave through the product's own mail: exactly one copy went.
    const copies = await t.ctx.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.messageId, row!.messageIdHeader!));
    expect(copies).toHaveLength(1);
    await t.ctx.db.update(companies).set({ mode: "sandbox" }).where(eq(companies.id, account.companyId));
  });

  it("deciding a message again after its sender became a customer updates its ticket: no second ticket, reply or notification", async () => {
    const id = await store("Carl Berg <carl@guest.test>", "Refund", "I would like a refund of my booking.");
    await processMessage(t.ctx, { companyId: account.companyId, messageId: id });
    await sendPendingMail();
    expect(await stateOf(id)).toMatchObject({ tickets: 1, type: "guest", notifications: 1, delivered: 1 });

    await t.ctx.db.insert(customers).values({
      companyId: account.companyId,
      email: "carl@guest.test",
      firstName: "Carl",
      isActiveCustomer: true,
    });
    await t.ctx.db.update(messages).set({ processed: false }).where(eq(messages.id, id));
    await processMessage(t.ctx, { companyId: account.companyId, messageId: id });
    await sendPendingMail();
    expect(await stateOf(id)).toMatchObject({
      tickets: 1,
      links: 1,
      type: "customer",
      notifications: 1,
      delivered: 1,
    });

    const parking = await store("Carl Berg <carl@guest.test>", "Parking", "Do you have parking?");
    await processMessage(t.ctx, { companyId: account.companyId, messageId: parking });
    await t.ctx.db.update(messages).set({ processed: false }).where(eq(messages.id, parking));
    await processMessage(t.ctx, { companyId: account.companyId, messageId: parking });
    expect(await stateOf(parking)).toMatchObject({ tickets: 1, replies: 1 });
  });

  it("a responsable's answer in the dialog is learned only when general and when they did not keep it to this guest", async () => {
    const ask = async (text: string) => {
      const id = await store("Ivy Lo <ivy@guest.test>", "Question", text);
      await processMessage(t.ctx, { companyId: account.companyId, messageId: id });
      const [ticket] = await t.ctx.db.select().from(tickets).where(eq(tickets.messageId, id));
      expect(ticket?.isInFeedbackLoop).toBe(true);
      return ticket!;
    };
    const answer = async (ticketId: string, content: string, reuse?: boolean) => {
      const [row] = await t.ctx.db
        .insert(feedbackLoopMessage)
        .values({ ticketId, sender: "Human Responsable", messageContent: content, emailSent: false })
        .returning();
      await acceptFeedbackAnswer(t.ctx, {
        companyId: account.companyId,
        ticketId,
        feedbackMessageId: row!.id,
        reuse,
      });
      return t.ctx.db.select().from(knowledgeEntries).where(eq(knowledgeEntries.sourceTicketId, ticketId));
    };
    const first = await ask("Do you rent out snowshoes in winter?");
    expect(
      await answer(first.id, "Yes, snowshoes can be borrowed at reception free of charge."),
    ).toHaveLength(1);
    const second = await ask("Can you tell me if my booking for the ski week is still on?");
    expect(
      await answer(second.id, "I've checked: your booking RS-40712 for 3-10 January is confirmed.", true),
    ).toHaveLength(0);
    const third = await ask("Do you have sledges for children?");
    expect(await answer(third.id, "Yes, we have four sledges in the garden shed.", false)).toHaveLength(0);
  });

  it("mail to a switched-off forwarding mailbox is kept, not bounced and not processed", async () => {
    const address = `off-${kind}@inbound.localhost`;
    const off = await createForwardingMailbox(t.ctx, account.userId, { email: "off@aurora.test", address });
    await t.ctx.db.update(supportMailboxes).set({ isActive: false }).where(eq(supportMailboxes.id, off.id));
    const listener = await startForwarding(t.ctx, 0);
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: listener.port, ignoreTLS: true });
    try {
      await transport.sendMail({
        from: "Guest <late@guest.test>",
        to: address,
        subject: "Parking",
        text: "Do you have parking?",
        messageId: `<off-${kind}@guest.test>`,
      });
    } finally {
      transport.close();
      await listener.close();
    }
    const [stored] = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.mailboxId, off.id), eq(messages.messageIdHeader, `<off-${kind}@guest.test>`)));
    expect(stored).toBeDefined();
    await processMessage(t.ctx, { companyId: account.companyId, messageId: stored!.id });
    expect(await stateOf(stored!.id)).toMatchObject({
      result: "kept, not processed: the mailbox was switched off when this mail arrived",
      tickets: 0,
    });
  });
});
