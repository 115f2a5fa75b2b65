import type { TicketStatus, TicketType } from "@inbox/contracts";
import { and, asc, desc, eq, getTableColumns, gte, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import {
  companyTicketCounts,
  customers,
  escalationResponsables,
  feedbackLoopMessage,
  messages,
  ticketMessages,
  ticketResponses,
  ticketSearchText,
  tickets,
  user,
} from "../schema";

/**
 * The assignee's name as the responsables page shows it now, read through the join: a renamed responsable shows the
 * new name, a deleted one "Unassigned", on the inbox and the ticket page alike (issue 16).
 */
const assigneeName = sql<string>`case when ${tickets.assignedUserId} is not null then coalesce((select ${user.name} from ${user} where ${user.id} = ${tickets.assignedUserId}), 'Unassigned') when ${escalationResponsables.id} is null then 'Unassigned' else trim(${escalationResponsables.firstName} || ' ' || ${escalationResponsables.lastName}) end`;
const assigneeJoin = and(
  eq(escalationResponsables.id, tickets.assignedResponsableId),
  eq(escalationResponsables.companyId, tickets.companyId),
);

/** A reply of the ticket that every retry failed to send: the inbox row says so. */
const hasUnsentReply = sql<boolean>`exists (select 1 from ${ticketResponses} where ${ticketResponses.ticketId} = ${tickets.id} and ${ticketResponses.sendFailedAt} is not null and ${ticketResponses.sentAt} is null)`;

export interface TicketListFilter {
  companyId: string;
  status?: TicketStatus;
  type?: TicketType;
  q?: string;
  /** "Assigned to me" (the signed-in teammate, `userId`) or "Unassigned" (neither a teammate nor a responsable). */
  assigned?: "me" | "unassigned";
  userId?: string;
  page: number;
  pageSize: number;
}

function listWhere({
  companyId,
  status,
  type,
  q,
  assigned,
  userId,
}: Omit<TicketListFilter, "page" | "pageSize">) {
  const conditions: SQL[] = [eq(tickets.companyId, companyId)];
  if (assigned === "me") conditions.push(eq(tickets.assignedUserId, userId ?? ""));
  if (assigned === "unassigned")
    conditions.push(sql`${tickets.assignedUserId} is null and ${tickets.assignedResponsableId} is null`);
  if (status) conditions.push(eq(tickets.status, status));
  if (type) conditions.push(eq(tickets.type, type));
  const term = q?.trim();
  if (term) {
    const like = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${ticketSearchText(tickets)} ilike ${like}`);
  }
  return and(...conditions)!;
}

export const TOTAL_CAP = 1_000;

/** One page of the Support Inbox, newest first, filtered and searched in the database. */
export async function listTickets(db: DbOrTx, filter: TicketListFilter) {
  const where = listWhere(filter);
  const rows = await db
    .select({
      id: tickets.id,
      status: tickets.status,
      priority: tickets.priority,
      type: tickets.type,
      intent: tickets.intent,
      subject: tickets.subject,
      assignedTo: assigneeName,
      requesterEmail: tickets.requesterEmail,
      isInFeedbackLoop: tickets.isInFeedbackLoop,
      hasUnsentReply,
      createdAt: tickets.createdAt,
      requesterFirstName: customers.firstName,
      requesterLastName: customers.lastName,
    })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.requesterId))
    .leftJoin(escalationResponsables, assigneeJoin)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  // Counting a million matches costs more than showing them: count up to a cap; the UI says "1,000+".
  const counted = db
    .select({ one: sql`1` })
    .from(tickets)
    .where(where)
    .limit(TOTAL_CAP + 1)
    .as("counted");
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(counted);
  const n = count?.n ?? 0;
  return { rows, total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP };
}

/**
 * The four counters of the inbox (spec 001 §2). Open, In Progress and Total come from the per-status counts a trigger
 * keeps; Resolved Today is a range on the (company, status, created_at) index.
 */
export async function ticketCounters(
  db: DbOrTx,
  { companyId, now = new Date() }: { companyId: string; now?: Date },
) {
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const counts = await db
    .select({ status: companyTicketCounts.status, n: companyTicketCounts.n })
    .from(companyTicketCounts)
    .where(eq(companyTicketCounts.companyId, companyId));
  const of = (...statuses: string[]) =>
    counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + c.n, 0);
  const [today] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(
      and(eq(tickets.companyId, companyId), eq(tickets.status, "Solved"), gte(tickets.createdAt, startOfDay)),
    );
  return {
    open: of("Open", "New"),
    inProgress: of("Pending"),
    resolvedToday: today?.n ?? 0,
    total: of("New", "Open", "Pending", "Solved"),
  };
}

/** One ticket of the company, every column, with the assignee's current name. */
export async function getTicket(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select({ ...getTableColumns(tickets), assignedTo: assigneeName })
    .from(tickets)
    .leftJoin(escalationResponsables, assigneeJoin)
    .where(and(eq(tickets.id, id), eq(tickets.companyId, companyId)));
  return row ?? null;
}
export type TicketRecord = NonNullable<Awaited<ReturnType<typeof getTicket>>>;

export async function updateTicket(
  db: DbOrTx,
  {
    companyId,
    id,
    values,
  }: {
    companyId: string;
    id: string;
    values: Partial<
      Pick<
        typeof tickets.$inferInsert,
        | "status"
        | "priority"
        | "intent"
        | "intentId"
        | "assignedUserId"
        | "isInFeedbackLoop"
        | "assignedTo"
        | "assignedResponsableId"
      >
    >;
  },
) {
  const [row] = await db
    .update(tickets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tickets.id, id), eq(tickets.companyId, companyId)))
    .returning();
  return row ?? null;
}

/** Every message of the ticket's thread, oldest first. */
export async function listTicketThread(
  db: DbOrTx,
  { companyId, ticketId }: { companyId: string; ticketId: string },
) {
  return db
    .select({
      id: messages.id,
      emailFrom: messages.emailFrom,
      emailSubject: messages.emailSubject,
      emailBody: messages.emailBody,
      emailDate: messages.emailDate,
      createdAt: messages.createdAt,
    })
    .from(ticketMessages)
    .innerJoin(messages, eq(messages.id, ticketMessages.messageId))
    .where(and(eq(ticketMessages.ticketId, ticketId), eq(messages.companyId, companyId)))
    .orderBy(asc(messages.createdAt));
}

/** The feedback loop of a ticket: the agent's questions and the answers, each with the responsable asked. */
export async function listTicketFeedback(
  db: DbOrTx,
  { companyId, ticketId }: { companyId: string; ticketId: string },
) {
  const rows = await db
    .select({
      message: getTableColumns(feedbackLoopMessage),
      responsable: {
        id: escalationResponsables.id,
        firstName: escalationResponsables.firstName,
        lastName: escalationResponsables.lastName,
        email: escalationResponsables.email,
      },
    })
    .from(feedbackLoopMessage)
    .innerJoin(tickets, eq(tickets.id, feedbackLoopMessage.ticketId))
    .leftJoin(escalationResponsables, eq(escalationResponsables.id, feedbackLoopMessage.assignedTo))
    .where(and(eq(feedbackLoopMessage.ticketId, ticketId), eq(tickets.companyId, companyId)))
    .orderBy(asc(feedbackLoopMessage.createdAt));
  return rows.map((f) => ({ ...f.message, responsable: f.responsable }));
}

/**
 * A person's answer in the Feedback Loop Conversation dialog, addressed like the agent's first question (or to the
 * ticket's responsable when the agent never asked).
 */
export async function addFeedbackAnswer(
  db: DbOrTx,
  {
    companyId,
    ticket,
    content,
  }: {
    companyId: string;
    ticket: { id: string; assignedResponsableId: string | null };
    content: string;
  },
) {
  const [asked] = await db
    .select({
      assignedTo: feedbackLoopMessage.assignedTo,
      messageSubject: feedbackLoopMessage.messageSubject,
    })
    .from(feedbackLoopMessage)
    .innerJoin(tickets, eq(tickets.id, feedbackLoopMessage.ticketId))
    .where(and(eq(feedbackLoopMessage.ticketId, ticket.id), eq(tickets.companyId, companyId)))
    .orderBy(asc(feedbackLoopMessage.createdAt))
    .limit(1);
  const [answer] = await db
    .insert(feedbackLoopMessage)
    .values({
      ticketId: ticket.id,
      assignedTo: asked?.assignedTo ?? ticket.assignedResponsableId,
      sender: "Human Responsable",
      messageSubject: asked?.messageSubject ?? `Re: Help needed to resolve ticket ${ticket.id}`,
      messageContent: content,
      emailSent: false,
    })
    .returning();
  return answer!;
}

/** The ticket a message belongs to, if any. */
export async function getTicketOfMessage(
  db: DbOrTx,
  { companyId, messageId }: { companyId: string; messageId: string },
) {
  const [row] = await db
    .select({ id: tickets.id, status: tickets.status })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(and(eq(ticketMessages.messageId, messageId), eq(tickets.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/**
 * agent.md §2 step 12, for every company at once (the scheduled job): Pending tickets untouched since `before` become
 * Solved. Returns how many.
 */
export async function solvePendingTicketsUntouchedSince(
  db: DbOrTx,
  { before, now }: { before: Date; now: Date },
) {
  const rows = await db
    .update(tickets)
    .set({ status: "Solved", updatedAt: now })
    .where(and(eq(tickets.status, "Pending"), lt(tickets.updatedAt, before)))
    .returning({ id: tickets.id });
  return rows.length;
}
