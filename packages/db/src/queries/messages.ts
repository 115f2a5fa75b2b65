import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { messages, ticketMessages, tickets } from "../schema";

/** The Messages page (spec 001 §2): newest first, each with the ticket it belongs to. */
export async function listMessages(
  db: DbOrTx,
  { companyId, page, pageSize }: { companyId: string; page: number; pageSize: number },
) {
  const rows = await db
    .select({
      id: messages.id,
      emailFrom: messages.emailFrom,
      emailSubject: messages.emailSubject,
      createdAt: messages.createdAt,
      processed: messages.processed,
      processedResult: messages.processedResult,
      ticketId: ticketMessages.ticketId,
      ticketStatus: tickets.status,
    })
    .from(messages)
    .leftJoin(ticketMessages, eq(ticketMessages.messageId, messages.id))
    .leftJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(eq(messages.companyId, companyId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.companyId, companyId));
  return { rows, total: count?.n ?? 0 };
}

/**
 * Every column of a message but its dedupe key, which is internal to storing it once, and the original of an unreadable
 * mail (up to 40 MB), which only its download reads; `hasOriginal` says whether there is one.
 */
const { dedupeKey: _dedupeKey, rawMessage: _rawMessage, ...columns } = getTableColumns(messages);
const messageColumns = { ...columns, hasOriginal: sql<boolean>`${messages.rawMessage} is not null` };

/** One message of the company, with its agent trace. */
export async function getMessage(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.companyId, companyId)));
  return row ?? null;
}

/** The original of a mail the product could not read, as it arrived (message/rfc822), within the company. */
export async function getMessageOriginal(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select({
      raw: sql<string | null>`encode(${messages.rawMessage}, 'base64')`,
      subject: messages.emailSubject,
    })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.companyId, companyId)));
  return row?.raw ? { raw: Buffer.from(row.raw, "base64"), subject: row.subject } : null;
}
