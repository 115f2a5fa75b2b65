import { companies, getMailboxForJob, messages, ticketMessages, ticketResponses, tickets } from "@inbox/db";
import { buildReplyMime, replySubject } from "@inbox/mail";
import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { enqueueSendReply } from "../jobs/queue";
import { connectorFor } from "./connectors";

export class ReplyNotFoundError extends Error {}

/**
 * Queues a ticket response for sending. The response row is the outbox record: it exists before anything is sent,
 * and `sendReply` marks it sent after. Scoped: the response must belong to a ticket of `companyId`.
 */
export async function queueReply(
  ctx: AppContext,
  input: { companyId: string; ticketId: string; responseId: string },
) {
  const [row] = await ctx.db
    .select({ id: ticketResponses.id })
    .from(ticketResponses)
    .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
    .where(
      and(
        eq(ticketResponses.id, input.responseId),
        eq(tickets.id, input.ticketId),
        eq(tickets.companyId, input.companyId),
      ),
    );
  if (!row) throw new ReplyNotFoundError("Reply not found");
  await enqueueSendReply(ctx, { responseId: input.responseId });
}

export interface SendReplyHooks {
  /** Runs after the provider accepted the mail and before it is recorded as sent (a crash point in tests). */
  afterSend?: () => Promise<void> | void;
}

export type SendOutcome = "sent" | "already-sent" | "found-in-sent" | "not-sendable";

/**
 * Sends one reply exactly once. Before handing it over it records the attempt; a retry that finds an attempt without
 * a "sent" mark asks the mailbox (Sent folder / provider) whether the stable Message-ID already went, and only sends
 * when it did not. So a crash between "sent" and "recorded" never sends a second copy.
 */
export async function sendReply(
  ctx: AppContext,
  { responseId }: { responseId: string },
  hooks: SendReplyHooks = {},
): Promise<SendOutcome> {
  const [row] = await ctx.db
    .select({ response: ticketResponses, ticket: tickets, companyName: companies.name })
    .from(ticketResponses)
    .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .where(eq(ticketResponses.id, responseId));
  if (!row) return "not-sendable";
  const { response, ticket } = row;
  if (response.sentAt) return "already-sent";
  if (response.mode !== "live" || !ticket.mailboxId || !ticket.requesterEmail) return "not-sendable";
  const found = await getMailboxForJob(ctx.db, { mailboxId: ticket.mailboxId });
  if (!found) return "not-sendable";
  const { mailbox } = found;

  const domain = mailbox.email.split("@")[1] ?? "inbox-autopilot.local";
  const messageId = response.messageIdHeader ?? `<reply-${response.id}@${domain}>`;
  const [parent] = await ctx.db
    .select({
      messageIdHeader: messages.messageIdHeader,
      references: messages.references,
      subject: messages.emailSubject,
    })
    .from(ticketMessages)
    .innerJoin(messages, eq(messages.id, ticketMessages.messageId))
    .where(eq(ticketMessages.ticketId, ticket.id))
    .orderBy(desc(messages.emailDate))
    .limit(1);

  const connector = connectorFor(ctx, mailbox);
  try {
    if (response.sendAttemptedAt && (await connector.alreadySent(messageId))) {
      await markSent(ctx, response.id);
      return "found-in-sent";
    }
    const subject = replySubject(parent?.subject ?? ticket.subject);
    const raw = await buildReplyMime({
      from: { address: mailbox.email, name: row.companyName },
      to: [{ address: ticket.requesterEmail }],
      originalSubject: parent?.subject ?? ticket.subject,
      messageId,
      inReplyTo: parent?.messageIdHeader ?? null,
      references: parent?.references ? parent.references.split(/\s+/).filter(Boolean) : [],
      text: response.messageContent,
    });
    await ctx.db
      .update(ticketResponses)
      .set({ messageIdHeader: messageId, sendAttemptedAt: new Date(), sendError: null })
      .where(eq(ticketResponses.id, response.id));
    try {
      await connector.send({ from: mailbox.email, to: [ticket.requesterEmail], subject, messageId, raw });
    } catch (error) {
      await ctx.db
        .update(ticketResponses)
        .set({ sendError: (error as Error).message })
        .where(eq(ticketResponses.id, response.id));
      throw error;
    }
    await hooks.afterSend?.();
    await markSent(ctx, response.id);
    return "sent";
  } finally {
    await connector.close().catch(() => {});
  }
}

/** Every retry failed: the reply is shown as not sent, with why, on its ticket and in the inbox. */
export async function markReplyFailed(ctx: AppContext, responseId: string, error: Error) {
  await ctx.db
    .update(ticketResponses)
    .set({ sendFailedAt: new Date(), sendError: error.message })
    .where(eq(ticketResponses.id, responseId));
}

async function markSent(ctx: AppContext, responseId: string) {
  await ctx.db
    .update(ticketResponses)
    .set({ sentAt: new Date(), sendError: null, sendFailedAt: null })
    .where(eq(ticketResponses.id, responseId));
}
