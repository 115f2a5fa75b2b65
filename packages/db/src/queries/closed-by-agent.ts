import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { messages, ticketMessages } from "../schema";

/**
 * "Closed by the agent" in the Support Inbox (issue 22): the mail the agent filtered (no ticket) or skipped (a ticket,
 * solved), kept findable with the reason, until a person asks for one of them.
 */
/**
 * Word for word the condition of the partial index messages_company_closed_idx, with the values written in (not bound
 * parameters), so the planner can prove the index applies to the page and the count alike.
 */
const isClosed = sql`${messages.agentOutcome} in ('filter', 'skip')`;

/** The company's filtered and skipped mail, newest first, each with its reason in words and its ticket if any. */
export async function listClosedByAgent(
  db: DbOrTx,
  { companyId, page, pageSize }: { companyId: string; page: number; pageSize: number },
) {
  const scope = and(eq(messages.companyId, companyId), isClosed);
  const rows = await db
    .select({
      id: messages.id,
      emailFrom: messages.emailFrom,
      emailSubject: messages.emailSubject,
      emailDate: messages.emailDate,
      createdAt: messages.createdAt,
      outcome: sql<"filter" | "skip">`${messages.agentOutcome}`,
      reason: messages.processedResult,
      ticketId: ticketMessages.ticketId,
    })
    .from(messages)
    .leftJoin(ticketMessages, eq(ticketMessages.messageId, messages.id))
    .where(scope)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(messages).where(scope);
  return { rows, total: count?.n ?? 0 };
}

/** One closed mail of the company, as "Needs a person" reads it; null when it is not there or no longer closed. */
export async function getClosedMessage(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select({
      id: messages.id,
      outcome: sql<"filter" | "skip">`${messages.agentOutcome}`,
      processedResult: messages.processedResult,
      trace: messages.trace,
    })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.companyId, companyId), isClosed));
  return row ?? null;
}

/**
 * Takes a closed mail out of "Closed by the agent" with its new result and trace, if it is still closed: the row stays
 * locked until the transaction ends, so a second click waits here and then finds it taken. False when it was not
 * closed (any more).
 */
export async function claimClosedMessage(
  tx: DbOrTx,
  {
    companyId,
    id,
    result,
    trace,
  }: { companyId: string; id: string; result: string; trace: Record<string, unknown> },
) {
  const claimed = await tx
    .update(messages)
    .set({ agentOutcome: "escalate", processedResult: result, trace })
    .where(and(eq(messages.id, id), eq(messages.companyId, companyId), isClosed))
    .returning({ id: messages.id });
  return claimed.length > 0;
}
