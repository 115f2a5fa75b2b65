import type { TicketStatus, TicketType } from "@inbox/contracts";
import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { companyTicketCounts, customers, ticketSearchText, tickets } from "../schema";

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
