import type { TicketPriority, TicketStatus } from "@inbox/contracts";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import {
  companies,
  messages,
  supportMailboxes,
  ticketMessages,
  ticketResponses,
  tickets,
  user,
} from "../schema";

/**
 * Replies on a ticket (ticket_responses). The row is the outbox record of its mail: attempted, sent, or failed with
 * why. What the ticket page shows, without the mail's internal Message-ID.
 */
const replyColumns = {
  id: ticketResponses.id,
  ticketId: ticketResponses.ticketId,
  intent: ticketResponses.intent,
  assignedTo: ticketResponses.assignedTo,
  priority: ticketResponses.priority,
  status: ticketResponses.status,
  messageContent: ticketResponses.messageContent,
  mode: ticketResponses.mode,
  author: ticketResponses.author,
  /** The teammate who wrote or sent it (issue 24); null for the agent's own replies not sent by a person. */
  sentBy: sql<
    string | null
  >`(select ${user.name} from ${user} where ${user.id} = ${ticketResponses.authorUserId})`,
  inboundMessageId: ticketResponses.inboundMessageId,
  sendError: ticketResponses.sendError,
  sendFailedAt: ticketResponses.sendFailedAt,
  sentAt: ticketResponses.sentAt,
  createdAt: ticketResponses.createdAt,
};

export async function listTicketReplies(
  db: DbOrTx,
  { companyId, ticketId }: { companyId: string; ticketId: string },
) {
  return db
    .select(replyColumns)
    .from(ticketResponses)
    .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
    .where(and(eq(ticketResponses.ticketId, ticketId), eq(tickets.companyId, companyId)))
    .orderBy(asc(ticketResponses.createdAt));
}

/** A person's reply ("Send Reply"), live, copying the ticket's status, priority, intent and assignee. */
export async function createPersonReply(
  db: DbOrTx,
  {
    companyId,
    ticket,
    content,
    authorUserId,
  }: {
    companyId: string;
    /** The teammate replying. */
    authorUserId?: string;
    ticket: {
      id: string;
      status: TicketStatus;
      priority: TicketPriority;
      intent: string;
      assignedTo: string;
    };
    content: string;
  },
) {
  const [owned] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, ticket.id), eq(tickets.companyId, companyId)));
  if (!owned) return null;
  const [row] = await db
    .insert(ticketResponses)
    .values({
      ticketId: ticket.id,
      messageContent: content,
      mode: "live",
      author: "Support Agent",
      authorUserId,
      status: ticket.status,
      priority: ticket.priority,
      intent: ticket.intent,
      assignedTo: ticket.assignedTo,
    })
    .returning(replyColumns);
  return row ?? null;
}

/** "Send draft": a sandbox reply of the ticket becomes live (once: a second click finds no draft). */
export async function makeDraftLive(
  db: DbOrTx,
  {
    companyId,
    ticketId,
    responseId,
    authorUserId,
  }: { companyId: string; ticketId: string; responseId: string; authorUserId?: string },
) {
  const [owned] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.companyId, companyId)));
  if (!owned) return null;
  const [row] = await db
    .update(ticketResponses)
    // The teammate who sent the draft is named on it.
    .set({ mode: "live", authorUserId })
    .where(
      and(
        eq(ticketResponses.id, responseId),
        eq(ticketResponses.ticketId, ticketId),
        eq(ticketResponses.mode, "sandbox"),
      ),
    )
    .returning(replyColumns);
  return row ?? null;
}

/**
 * "Send again" on a reply every retry failed to send: it is queued afresh (the Message-ID is kept, so a mail that did
 * go after all is found in the Sent folder and not sent twice).
 */
export async function resetFailedReply(
  db: DbOrTx,
  { companyId, ticketId, responseId }: { companyId: string; ticketId: string; responseId: string },
) {
  const [owned] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.companyId, companyId)));
  if (!owned) return null;
  const [row] = await db
    .update(ticketResponses)
    .set({ sendFailedAt: null, sendError: null })
    .where(
      and(
        eq(ticketResponses.id, responseId),
        eq(ticketResponses.ticketId, ticketId),
        eq(ticketResponses.mode, "live"),
        isNotNull(ticketResponses.sendFailedAt),
        isNull(ticketResponses.sentAt),
      ),
    )
    .returning(replyColumns);
  return row ?? null;
}

/**
 * What sending one reply needs, in one query (a send used to read it in three): the reply, its ticket, the company's
 * name and rating setting, the ticket's mailbox (null when it is gone or not the company's), and the newest message of
 * the ticket's thread, which the reply threads under (In-Reply-To, References, subject).
 */
export async function getReplyForJob(db: DbOrTx, { responseId }: { responseId: string }) {
  const [row] = await db
    .select({
      response: ticketResponses,
      ticket: tickets,
      companyName: companies.name,
      askGuestRating: companies.askGuestRating,
      mailbox: supportMailboxes,
      parent: sql<{
        messageIdHeader: string | null;
        references: string | null;
        subject: string | null;
      } | null>`(
        select json_build_object('messageIdHeader', m.message_id_header, 'references', m.references,
          'subject', m.email_subject)
        from ${ticketMessages} tm inner join ${messages} m on m.id = tm.message_id
        where tm.ticket_id = ${tickets.id} and m.company_id = ${tickets.companyId}
        order by m.email_date desc limit 1)`,
    })
    .from(ticketResponses)
    .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(
      supportMailboxes,
      and(eq(supportMailboxes.id, tickets.mailboxId), eq(supportMailboxes.companyId, tickets.companyId)),
    )
    .where(eq(ticketResponses.id, responseId));
  return row ?? null;
}

/** Recorded just before the provider gets the mail: with sent_at still null it means "maybe sent, check first". */
export async function markReplyAttempted(
  db: DbOrTx,
  { responseId, messageIdHeader }: { responseId: string; messageIdHeader: string },
) {
  await db
    .update(ticketResponses)
    .set({ messageIdHeader, sendAttemptedAt: new Date(), sendError: null })
    .where(eq(ticketResponses.id, responseId));
}

/** A try failed; another follows: the ticket page says "Not sent yet, retrying" with this reason. */
export async function markReplyRetrying(
  db: DbOrTx,
  { responseId, error }: { responseId: string; error: string },
) {
  await db.update(ticketResponses).set({ sendError: error }).where(eq(ticketResponses.id, responseId));
}

/** No try is left (or none can succeed): the reply shows as not sent, with why, on its ticket and in the inbox. */
export async function markReplyFailed(
  db: DbOrTx,
  { responseId, error }: { responseId: string; error: string },
) {
  await db
    .update(ticketResponses)
    .set({ sendFailedAt: new Date(), sendError: error })
    .where(and(eq(ticketResponses.id, responseId), isNull(ticketResponses.sentAt)));
}

export async function markReplySent(db: DbOrTx, { responseId }: { responseId: string }) {
  await db
    .update(ticketResponses)
    .set({ sentAt: new Date(), sendError: null, sendFailedAt: null })
    .where(eq(ticketResponses.id, responseId));
}
