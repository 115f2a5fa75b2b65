import type { TicketStatus, TicketType } from "@inbox/contracts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { customers, ticketSearchText, tickets } from "../schema";

export interface TicketListFilter {
  companyId: string;
  status?: TicketStatus;
  type?: TicketType;
  q?: string;
  page: number;
  pageSize: number;
}

function listWhere({ companyId, status, type, q }: Omit<TicketListFilter, "page" | "pageSize">) {
  const conditions: SQL[] = [eq(tickets.companyId, companyId)];
  if (status) conditions.push(eq(tickets.status, status));
  if (type) conditions.push(eq(tickets.type, type));
  const term = q?.trim();
  if (term) {
    const like = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`${ticketSearchText(tickets)} ilike ${like}`);
  }
  return and(...conditions)!;
}

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
      assignedTo: tickets.assignedTo,
      requesterEmail: tickets.requesterEmail,
      isInFeedbackLoop: tickets.isInFeedbackLoop,
      createdAt: tickets.createdAt,
      requesterFirstName: customers.firstName,
      requesterLastName: customers.lastName,
    })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.requesterId))
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(tickets).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** The four counters of the inbox (spec 001 §2), in one query. */
export async function ticketCounters(
  db: DbOrTx,
  { companyId, now = new Date() }: { companyId: string; now?: Date },
) {
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${tickets.status} in ('Open', 'New'))::int`,
      inProgress: sql<number>`count(*) filter (where ${tickets.status} = 'Pending')::int`,
      resolvedToday: sql<number>`count(*) filter (where ${tickets.status} = 'Solved' and ${tickets.createdAt} >= ${startOfDay})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(tickets)
    .where(eq(tickets.companyId, companyId));
  return row ?? { open: 0, inProgress: 0, resolvedToday: 0, total: 0 };
}
