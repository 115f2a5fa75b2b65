import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import {
  customers,
  escalationResponsables,
  feedbackLoopMessage,
  knowledgeEntries,
  messages,
  outboundEmails,
  ticketResponses,
  tickets,
} from "../schema";

/**
 * The writes of one agent decision (issue 16), each safe to repeat: the server runs them in one transaction, and a
 * retry, a crash or a reprocess lands on the same rows (unique keys), never on second ones.
 */

type TicketStatus = "New" | "Open" | "Pending" | "Solved";
type TicketPriority = "high" | "medium" | "low";
type TicketType = "customer" | "my team" | "unknown" | "guest" | "sales lead" | "partner" | "provider";

export interface TicketDecision {
  id: string;
  create: boolean;
  status: TicketStatus;
  priority: TicketPriority;
  type: TicketType;
  intent: string;
  intentId: string | null;
  language: string;
  subject: string;
  messageContent: string;
  requesterId: string | null;
  requesterEmail: string | null;
  assignee?: { name: string; responsableId: string | null };
  isInFeedbackLoop?: boolean;
}

/** What a decision sets on a ticket, on a new ticket and on the one it continues alike. */
function decidedColumns(ticket: TicketDecision) {
  return {
    status: ticket.status,
    priority: ticket.priority,
    type: ticket.type,
    intent: ticket.intent,
    intentId: ticket.intentId,
    language: ticket.language,
    ...(ticket.assignee
      ? { assignedTo: ticket.assignee.name, assignedResponsableId: ticket.assignee.responsableId }
      : {}),
    ...(ticket.isInFeedbackLoop === undefined ? {} : { isInFeedbackLoop: ticket.isInFeedbackLoop }),
  };
}

/** The rows of `tickets` that stand for each mail's decision, as inserted. */
export interface NewTicket {
  companyId: string;
  mailboxId: string | null;
  /** The message that opens the ticket (once: unique message_id), linked to it in the same statement. */
  messageId: string | null;
  ticket: TicketDecision;
}

/**
 * Creates the tickets of a batch of decisions in one statement, each message linked to its ticket in the same
 * statement, in the order given (the order their per-status counts are locked at commit). A ticket that exists already
 * (its id, or another ticket for its message) is skipped: the result lists the tickets made, with their message.
 */
export async function createDecidedTickets(db: DbOrTx, rows: NewTicket[]) {
  if (rows.length === 0) return [];
  const insert = db
    .insert(tickets)
    .values(
      rows.map(({ companyId, mailboxId, messageId, ticket }) => ({
        id: ticket.id,
        companyId,
        mailboxId,
        messageId,
        ...decidedColumns(ticket),
        subject: ticket.subject,
        messageContent: ticket.messageContent,
        requesterId: ticket.requesterId,
        requesterEmail: ticket.requesterEmail,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: tickets.id, messageId: tickets.messageId });
  const { rows: made } = (await db.execute(
    sql`with saved as (${insert.getSQL()}), linked as (insert into ticket_messages (ticket_id, message_id) select id, message_id from saved where message_id is not null on conflict do nothing) select id, message_id as "messageId" from saved`,
  )) as unknown as { rows: { id: string; messageId: string | null }[] };
  return made;
}

/**
 * Creates the ticket a message opens (once: unique message_id; linked to it), or updates the one it belongs to; with
 * `linkMessageId` the message is linked to that ticket in the same statement.
 */
export async function saveTicketDecision(
  db: DbOrTx,
  {
    companyId,
    mailboxId,
    messageId,
    linkMessageId,
    ticket,
    now,
  }: {
    companyId: string;
    mailboxId: string | null;
    messageId: string | null;
    linkMessageId?: string | null;
    ticket: TicketDecision;
    now: Date;
  },
): Promise<string> {
  if (ticket.create) {
    const [created] = await createDecidedTickets(db, [{ companyId, mailboxId, messageId, ticket }]);
    if (created) return created.id;
    // Another run of the same decision made it first: continue on that ticket.
    const [first] = messageId
      ? await db
          .select({ id: tickets.id })
          .from(tickets)
          .where(and(eq(tickets.messageId, messageId), eq(tickets.companyId, companyId)))
      : [];
    if (!first) throw new Error("The ticket could not be created");
    ticket = { ...ticket, id: first.id };
  }
  const update = db
    .update(tickets)
    .set({
      ...decidedColumns(ticket),
      ...(ticket.messageContent ? { messageContent: ticket.messageContent } : {}),
      ...(ticket.requesterId ? { requesterId: ticket.requesterId } : {}),
      updatedAt: now,
    })
    .where(and(eq(tickets.id, ticket.id), eq(tickets.companyId, companyId)))
    .returning({ id: tickets.id });
  const query = linkMessageId
    ? sql`with saved as (${update.getSQL()}), linked as (insert into ticket_messages (ticket_id, message_id) select id, ${linkMessageId}::uuid from saved on conflict do nothing) select id from saved`
    : update.getSQL();
  const { rows } = (await db.execute(query)) as unknown as { rows: { id: string }[] };
  if (!rows[0]) throw new Error("The ticket is gone");
  return rows[0].id;
}

export interface AgentReply {
  ticketId: string;
  inboundMessageId: string | null;
  text: string;
  mode: "sandbox" | "live";
  status: TicketStatus;
  intent: string;
  priority: TicketPriority;
  assignedTo: string;
}

/**
 * The agent's replies to a batch of inbound messages, in one statement: once per (ticket, message). Returns the replies
 * that are new, with their ticket and message (a live one then needs its send job).
 */
export async function saveAgentReplies(db: DbOrTx, inputs: AgentReply[]) {
  if (inputs.length === 0) return [];
  return db
    .insert(ticketResponses)
    .values(
      inputs.map((input) => ({
        ticketId: input.ticketId,
        inboundMessageId: input.inboundMessageId,
        messageContent: input.text,
        mode: input.mode,
        author: "AI Agent",
        status: input.status,
        intent: input.intent,
        priority: input.priority,
        assignedTo: input.assignedTo,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: ticketResponses.id,
      ticketId: ticketResponses.ticketId,
      inboundMessageId: ticketResponses.inboundMessageId,
    });
}

export interface FeedbackMessage {
  id?: string;
  ticketId: string;
  inboundMessageId: string | null;
  sender: "AI Agent" | "Human Responsable";
  responsableId: string | null;
  subject: string | null;
  content: string;
  emailSent: boolean;
  reason?: string | null;
}

/** Messages of tickets' feedback conversations, in one statement: once per (ticket, message, sender). */
export async function saveFeedbackMessages(db: DbOrTx, inputs: FeedbackMessage[]) {
  if (inputs.length === 0) return [];
  return db
    .insert(feedbackLoopMessage)
    .values(
      inputs.map((input) => ({
        id: input.id,
        ticketId: input.ticketId,
        inboundMessageId: input.inboundMessageId,
        sender: input.sender,
        assignedTo: input.responsableId,
        messageSubject: input.subject,
        messageContent: input.content,
        emailSent: input.emailSent,
        reasonWhyInFeedbackloop: input.reason ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: feedbackLoopMessage.id });
}

/** One message of a ticket's feedback conversation; its id when it is new. */
export async function saveFeedbackMessage(db: DbOrTx, input: FeedbackMessage) {
  const [row] = await saveFeedbackMessages(db, [input]);
  return row?.id ?? null;
}

/** Learned knowledge from a responsable's answer: one entry per answer. */
export async function saveLearnedEntry(
  db: DbOrTx,
  input: {
    companyId: string;
    question: string;
    answer: string;
    intentId: string | null;
    language: string;
    sourceTicketId: string;
    sourceFeedbackMessageId: string | null;
  },
) {
  await db
    .insert(knowledgeEntries)
    .values({ ...input, source: "feedback_loop" })
    .onConflictDoNothing();
}

/** A sales lead kept as a contact (an inactive customer), unless the address is already known. */
export async function saveSalesLead(
  db: DbOrTx,
  input: {
    companyId: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    domain: string;
    companyName: string | null;
  },
) {
  const [known] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, input.companyId), sql`lower(${customers.email}) = ${input.email}`))
    .limit(1);
  if (known) return;
  await db.insert(customers).values({
    companyId: input.companyId,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    domainName: input.domain,
    companyName: input.companyName,
    isActiveCustomer: false,
  });
}

export interface OutboundEmail {
  companyId: string;
  key: string;
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
  messageId: string;
}

/**
 * Writes mails to the outbox in one statement: once per company and key. Returns those that are new, with their key
 * (each then needs a send job).
 */
export async function queueOutboundEmails(db: DbOrTx, inputs: OutboundEmail[]) {
  if (inputs.length === 0) return [];
  return db
    .insert(outboundEmails)
    .values(inputs)
    .onConflictDoNothing()
    .returning({ id: outboundEmails.id, companyId: outboundEmails.companyId, key: outboundEmails.key });
}

/** Writes a mail to the outbox: once per key. Returns its id when it is new (then it needs a send job). */
export async function queueOutboundEmail(db: DbOrTx, input: OutboundEmail) {
  const [row] = await queueOutboundEmails(db, [input]);
  return row?.id ?? null;
}

export async function getOutboundEmail(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
  return row ?? null;
}

export async function markOutboundEmail(
  db: DbOrTx,
  {
    id,
    ...set
  }: { id: string; sendAttemptedAt?: Date; sentAt?: Date; lastError?: string | null; failedAt?: Date },
) {
  await db.update(outboundEmails).set(set).where(eq(outboundEmails.id, id));
}

/** The decision's short form and trace on the message; processed, so a retry of the job stops here. */
export async function markMessageDecided(
  db: DbOrTx,
  {
    companyId,
    messageId,
    result,
    outcome = null,
    trace,
  }: {
    companyId: string;
    messageId: string;
    result: string;
    outcome?: string | null;
    trace: Record<string, unknown>;
  },
) {
  await db
    .update(messages)
    .set({
      processed: true,
      processedResult: result,
      agentOutcome: outcome,
      trace,
      failedAt: null,
      failureReason: null,
    })
    .where(and(eq(messages.id, messageId), eq(messages.companyId, companyId)));
}

export interface MessageClaim {
  companyId: string;
  messageId: string;
  result: string;
  outcome: string;
  trace: Record<string, unknown>;
}

/**
 * Takes messages for their decisions and records them in the same statement: each marked decided with its result and
 * trace, if it was still to be decided (and is the company's). Their rows stay locked until the transaction ends, so a
 * concurrent run waits here and then finds them decided. Returns the ids of the messages taken: not those gone, or
 * decided by a concurrent or earlier run. `alongside` are writes that belong with the decisions (the queue's jobs for
 * the messages, deleted): they run in the same statement, taken or not.
 */
export async function claimMessageDecisions(
  tx: DbOrTx,
  claims: MessageClaim[],
  alongside: SQL[] = [],
): Promise<Set<string>> {
  if (claims.length === 0 && alongside.length === 0) return new Set();
  const values = JSON.stringify(
    claims.map((c) => ({
      id: c.messageId,
      company_id: c.companyId,
      result: c.result,
      outcome: c.outcome,
      trace: c.trace,
    })),
  );
  const writes = alongside.map((statement, i) => sql`${sql.raw(`alongside_${i}`)} as (${statement})`);
  const { rows } = (await tx.execute(
    sql`${writes.length > 0 ? sql`with ${sql.join(writes, sql`, `)} ` : sql``}update messages m set processed = true, processed_result = v.result, agent_outcome = v.outcome, trace = v.trace, failed_at = null, failure_reason = null
      from json_to_recordset(${values}::json) as v(id uuid, company_id uuid, result text, outcome text, trace jsonb)
      where m.id = v.id and m.company_id = v.company_id and m.processed = false
      returning m.id`,
  )) as unknown as { rows: { id: string }[] };
  return new Set(rows.map((row) => row.id));
}

/** "Reprocess": the message is to be decided again (its ticket stays; the next decision updates it). */
export async function resetMessageDecision(
  db: DbOrTx,
  { companyId, messageId }: { companyId: string; messageId: string },
) {
  await db
    .update(messages)
    .set({ processed: false, processedResult: null, agentOutcome: null, failedAt: null, failureReason: null })
    .where(and(eq(messages.id, messageId), eq(messages.companyId, companyId)));
}

/**
 * A decision that failed: why, on the message; after the last retry it counts as processed with that reason, kept and
 * shown, never dropped.
 */
export async function markMessageFailed(
  db: DbOrTx,
  { messageId, reason, final }: { messageId: string; reason: string; final: boolean },
) {
  await db
    .update(messages)
    .set({
      failedAt: new Date(),
      failureReason: reason,
      ...(final ? { processed: true, processedResult: `failed: ${reason}`, agentOutcome: "failed" } : {}),
    })
    .where(eq(messages.id, messageId));
}

/** A responsable's answer in the feedback loop, with the mailbox of its ticket, within the company. */
export async function getFeedbackAnswer(
  db: DbOrTx,
  {
    companyId,
    ticketId,
    feedbackMessageId,
  }: { companyId: string; ticketId: string; feedbackMessageId: string },
) {
  const [answer] = await db
    .select({ content: feedbackLoopMessage.messageContent, mailboxId: tickets.mailboxId })
    .from(feedbackLoopMessage)
    .innerJoin(tickets, eq(tickets.id, feedbackLoopMessage.ticketId))
    .where(
      and(
        eq(feedbackLoopMessage.id, feedbackMessageId),
        eq(tickets.id, ticketId),
        eq(tickets.companyId, companyId),
      ),
    );
  return answer ?? null;
}

/** Stores an inbound message once per (company, mailbox, dedupe key); null when it was already stored. */
export async function insertInboundMessage(tx: DbOrTx, values: typeof messages.$inferInsert) {
  const [inserted] = await tx
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.companyId, messages.mailboxId, messages.dedupeKey] })
    .returning({ id: messages.id });
  return inserted ?? null;
}

/**
 * Stores a batch of inbound messages in one statement, each at most once per mailbox (the dedupe key): returns the
 * rows that are new, with their keys, so the caller queues exactly those.
 */
export async function insertInboundMessages(tx: DbOrTx, values: (typeof messages.$inferInsert)[]) {
  if (values.length === 0) return [];
  return tx
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.companyId, messages.mailboxId, messages.dedupeKey] })
    .returning({
      id: messages.id,
      companyId: messages.companyId,
      mailboxId: messages.mailboxId,
      dedupeKey: messages.dedupeKey,
    });
}

/**
 * The ticket of a mail the product could not read (issue 23), for a person: "This email could not be read", assigned
 * to the company's default responsable, the message linked. Written in the transaction that stores the message, so it
 * exists exactly when the message does, once (unique tickets.message_id).
 */
export async function saveUnreadableMailTicket(
  tx: DbOrTx,
  input: {
    companyId: string;
    mailboxId: string | null;
    messageId: string;
    /** Why it could not be read, what the header said of it: shown on the ticket. */
    content: string;
    requesterEmail: string | null;
    now: Date;
  },
) {
  const [responsable] = await tx
    .select({
      id: escalationResponsables.id,
      firstName: escalationResponsables.firstName,
      lastName: escalationResponsables.lastName,
    })
    .from(escalationResponsables)
    .where(
      and(
        eq(escalationResponsables.companyId, input.companyId),
        eq(escalationResponsables.isDefaultResponsable, true),
      ),
    )
    .limit(1);
  return saveTicketDecision(tx, {
    companyId: input.companyId,
    mailboxId: input.mailboxId,
    messageId: input.messageId,
    linkMessageId: input.messageId,
    now: input.now,
    ticket: {
      id: crypto.randomUUID(),
      create: true,
      status: "Open",
      priority: "medium",
      type: "unknown",
      intent: UNREADABLE_MAIL_INTENT,
      intentId: null,
      language: "en",
      subject: UNREADABLE_MAIL_SUBJECT,
      messageContent: input.content,
      requesterId: null,
      requesterEmail: input.requesterEmail,
      assignee: responsable
        ? {
            name: `${responsable.firstName} ${responsable.lastName}`.trim(),
            responsableId: responsable.id,
          }
        : { name: "Unassigned", responsableId: null },
    },
  });
}

export const UNREADABLE_MAIL_SUBJECT = "This email could not be read";
export const UNREADABLE_MAIL_INTENT = "Unreadable email";
