import { and, asc, desc, eq, inArray, isNotNull, lte, notInArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import {
  mailReplayRows,
  mailReplays,
  messages,
  supportMailboxes,
  ticketMessages,
  ticketResponses,
  tickets,
} from "../schema";

/**
 * "Test on past mail" (issue 12): the company's received messages decided again, stored as a replay with one row per
 * message. Every query takes the company; the job alone reads a replay by its id, which came from the company.
 */

export type MailReplayStatus = "queued" | "running" | "completed" | "failed" | "cancelled";
export const RUNNING_REPLAY_STATUSES: MailReplayStatus[] = ["queued", "running"];
/** Replays kept per user: older ones go when a new one starts. */
export const MAIL_REPLAYS_KEPT = 5;

const replayColumns = {
  id: mailReplays.id,
  status: mailReplays.status,
  requested: mailReplays.requested,
  total: mailReplays.total,
  done: mailReplays.done,
  changed: mailReplays.changed,
  failureReason: mailReplays.failureReason,
  createdAt: mailReplays.createdAt,
  finishedAt: mailReplays.finishedAt,
};

type ReplayRow = { [K in keyof typeof replayColumns]: (typeof mailReplays.$inferSelect)[K] };

export interface MailReplay {
  id: string;
  status: MailReplayStatus;
  requested: number;
  total: number;
  done: number;
  changed: number;
  failureReason: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export function toMailReplay(row: ReplayRow): MailReplay {
  return {
    ...row,
    status: row.status as MailReplayStatus,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Received messages the agent can read again: parsed ones (a mail that could not be read has no ingest record). */
const replayable = (companyId: string, before?: Date) =>
  and(
    eq(messages.companyId, companyId),
    sql`${messages.trace} -> 'ingest' is not null`,
    before ? lte(messages.createdAt, before) : undefined,
  );

/** How many messages a replay of the last `limit` would read (fewer when the company has received fewer). */
export async function countReplayableMessages(
  db: DbOrTx,
  { companyId, limit }: { companyId: string; limit: number },
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(db.select({ one: sql`1` }).from(messages).where(replayable(companyId)).limit(limit).as("last"));
  return row?.n ?? 0;
}

export async function createMailReplay(
  db: DbOrTx,
  {
    companyId,
    userId,
    requested,
    total,
  }: { companyId: string; userId: string; requested: number; total: number },
) {
  const [row] = await db
    .insert(mailReplays)
    .values({ companyId, userId, requested, total })
    .returning(replayColumns);
  return toMailReplay(row!);
}

/** The user's replay still queued or running (one at a time per user). */
export async function findRunningMailReplay(
  db: DbOrTx,
  { companyId, userId }: { companyId: string; userId: string },
) {
  const [row] = await db
    .select(replayColumns)
    .from(mailReplays)
    .where(
      and(
        eq(mailReplays.companyId, companyId),
        eq(mailReplays.userId, userId),
        inArray(mailReplays.status, RUNNING_REPLAY_STATUSES),
      ),
    )
    .limit(1);
  return row ? toMailReplay(row) : null;
}

export async function getMailReplay(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select(replayColumns)
    .from(mailReplays)
    .where(and(eq(mailReplays.companyId, companyId), eq(mailReplays.id, id)));
  return row ? toMailReplay(row) : null;
}

/** The user's most recent replay: a reload finds a running one again. */
export async function getLatestMailReplay(
  db: DbOrTx,
  { companyId, userId }: { companyId: string; userId: string },
) {
  const [row] = await db
    .select(replayColumns)
    .from(mailReplays)
    .where(and(eq(mailReplays.companyId, companyId), eq(mailReplays.userId, userId)))
    .orderBy(desc(mailReplays.createdAt), desc(mailReplays.id))
    .limit(1);
  return row ? toMailReplay(row) : null;
}

/** The job reads the replay by id alone: the id came from the company's own request. */
export async function getMailReplayForJob(db: DbOrTx, { replayId }: { replayId: string }) {
  const [row] = await db
    .select({ ...replayColumns, companyId: mailReplays.companyId, userId: mailReplays.userId })
    .from(mailReplays)
    .where(eq(mailReplays.id, replayId));
  return row ? { ...toMailReplay(row), companyId: row.companyId, userId: row.userId } : null;
}

export async function updateMailReplay(
  db: DbOrTx,
  {
    companyId,
    id,
    values,
    onlyIfRunning = false,
  }: {
    companyId: string;
    id: string;
    values: Partial<{
      status: MailReplayStatus;
      done: number;
      changed: number;
      total: number;
      failureReason: string | null;
      finishedAt: Date;
    }>;
    /** Leave a replay that was cancelled (or finished) meanwhile as it is. */
    onlyIfRunning?: boolean;
  },
) {
  const rows = await db
    .update(mailReplays)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(mailReplays.companyId, companyId),
        eq(mailReplays.id, id),
        onlyIfRunning ? inArray(mailReplays.status, RUNNING_REPLAY_STATUSES) : undefined,
      ),
    )
    .returning(replayColumns);
  return rows[0] ? toMailReplay(rows[0]) : null;
}

/** Stops a queued or running replay; the rows already decided stay. Null when there is no such replay. */
export async function cancelMailReplay(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  await db
    .update(mailReplays)
    .set({ status: "cancelled", finishedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(mailReplays.companyId, companyId),
        eq(mailReplays.id, id),
        inArray(mailReplays.status, RUNNING_REPLAY_STATUSES),
      ),
    );
  return getMailReplay(db, { companyId, id });
}

/** Keeps the user's last `keep` replays (their rows go with them). */
export async function pruneMailReplays(
  db: DbOrTx,
  { companyId, userId, keep = MAIL_REPLAYS_KEPT }: { companyId: string; userId: string; keep?: number },
) {
  const kept = db
    .select({ id: mailReplays.id })
    .from(mailReplays)
    .where(and(eq(mailReplays.companyId, companyId), eq(mailReplays.userId, userId)))
    .orderBy(desc(mailReplays.createdAt), desc(mailReplays.id))
    .limit(keep);
  await db
    .delete(mailReplays)
    .where(
      and(
        eq(mailReplays.companyId, companyId),
        eq(mailReplays.userId, userId),
        notInArray(mailReplays.id, kept),
      ),
    );
}

/**
 * A page of the messages a replay reads, newest first, received no later than the replay started (so a job that
 * resumes reads the same list). The body is cut to what the quote stripper reads.
 */
export async function listReplayMessages(
  db: DbOrTx,
  { companyId, before, offset, limit }: { companyId: string; before: Date; offset: number; limit: number },
) {
  return db
    .select({
      id: messages.id,
      mailboxId: messages.mailboxId,
      emailFrom: messages.emailFrom,
      emailSubject: messages.emailSubject,
      emailDate: messages.emailDate,
      emailBody: sql<string | null>`left(${messages.emailBody}, 64000)`,
      messageIdHeader: messages.messageIdHeader,
      inReplyTo: messages.inReplyTo,
      references: messages.references,
      ingest: sql<{ automated?: string | null; newContent?: string } | null>`${messages.trace} -> 'ingest'`,
      processed: messages.processed,
      processedResult: messages.processedResult,
      agentOutcome: messages.agentOutcome,
      createdAt: messages.createdAt,
      mailboxType: supportMailboxes.type,
    })
    .from(messages)
    .leftJoin(supportMailboxes, eq(supportMailboxes.id, messages.mailboxId))
    .where(replayable(companyId, before))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .offset(offset)
    .limit(limit);
}

/** Of these messages, those with an earlier message of the company carrying the same Message-ID: id → twin's id. */
export async function findEarlierTwins(
  db: DbOrTx,
  { companyId, messageIds }: { companyId: string; messageIds: string[] },
) {
  const twins = new Map<string, string>();
  if (messageIds.length === 0) return twins;
  const rows = await db
    .select({
      id: messages.id,
      twin: sql<
        string | null
      >`(select o.id from messages o where o.company_id = ${messages.companyId} and o.message_id_header = ${messages.messageIdHeader} and o.id <> ${messages.id} and (o.created_at, o.id) < (${messages.createdAt}, ${messages.id}) limit 1)`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        inArray(messages.id, messageIds),
        isNotNull(messages.messageIdHeader),
      ),
    );
  for (const row of rows) if (row.twin) twins.set(row.id, row.twin);
  return twins;
}

const threadTicketColumns = {
  id: tickets.id,
  status: tickets.status,
  type: tickets.type,
  intent: tickets.intent,
  intentId: tickets.intentId,
  priority: tickets.priority,
  language: tickets.language,
  assignedTo: tickets.assignedTo,
  messageContent: tickets.messageContent,
  requesterEmail: tickets.requesterEmail,
  isInFeedbackLoop: tickets.isInFeedbackLoop,
};

export type ThreadTicket = { [K in keyof typeof threadTicketColumns]: (typeof tickets.$inferSelect)[K] };

/**
 * The tickets these Message-IDs belong to (a message of the ticket, or one of our replies), by Message-ID: the
 * thread a reply joins, as `findTicketForMessage` finds it, for many messages in two queries.
 */
export async function findTicketsByMessageIdHeaders(
  db: DbOrTx,
  { companyId, headers }: { companyId: string; headers: string[] },
) {
  const found = new Map<string, ThreadTicket>();
  if (headers.length === 0) return found;
  const byMessage = await db
    .select({ header: messages.messageIdHeader, ticket: threadTicketColumns })
    .from(ticketMessages)
    .innerJoin(messages, eq(messages.id, ticketMessages.messageId))
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(and(eq(tickets.companyId, companyId), inArray(messages.messageIdHeader, headers)));
  const byReply = await db
    .select({ header: ticketResponses.messageIdHeader, ticket: threadTicketColumns })
    .from(ticketResponses)
    .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
    .where(and(eq(tickets.companyId, companyId), inArray(ticketResponses.messageIdHeader, headers)));
  for (const row of [...byMessage, ...byReply])
    if (row.header && !found.has(row.header)) found.set(row.header, row.ticket);
  return found;
}

/** The agent's reply written for each of these messages then (its draft or sent text), by message id. */
export async function listAgentRepliesForMessages(
  db: DbOrTx,
  { companyId, messageIds }: { companyId: string; messageIds: string[] },
) {
  const replies = new Map<string, string>();
  if (messageIds.length === 0) return replies;
  const rows = await db
    .select({ messageId: ticketResponses.inboundMessageId, text: ticketResponses.messageContent })
    .from(ticketResponses)
    .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(ticketResponses.author, "AI Agent"),
        inArray(ticketResponses.inboundMessageId, messageIds),
      ),
    )
    .orderBy(asc(ticketResponses.createdAt));
  for (const row of rows)
    if (row.messageId && !replies.has(row.messageId)) replies.set(row.messageId, row.text);
  return replies;
}

export type NewMailReplayRow = Omit<typeof mailReplayRows.$inferInsert, "replayId">;

/**
 * Stores decided rows and moves the progress on, in one transaction, only while the replay still runs: a cancel
 * wins over a batch in flight. A resumed job's rows already stored are kept as they are. Returns the replay.
 */
export async function saveMailReplayRows(
  db: DbOrTx,
  {
    companyId,
    replayId,
    rows,
    done,
  }: { companyId: string; replayId: string; rows: NewMailReplayRow[]; done: number },
) {
  return db.transaction(async (tx) => {
    const [replay] = await tx
      .select({ status: mailReplays.status })
      .from(mailReplays)
      .where(and(eq(mailReplays.companyId, companyId), eq(mailReplays.id, replayId)))
      .for("update");
    if (!replay || !RUNNING_REPLAY_STATUSES.includes(replay.status as MailReplayStatus)) return null;
    if (rows.length > 0)
      await tx
        .insert(mailReplayRows)
        .values(rows.map((r) => ({ ...r, replayId })))
        .onConflictDoNothing();
    const [counted] = await tx
      .select({ changed: sql<number>`count(*) filter (where ${mailReplayRows.changed})::int` })
      .from(mailReplayRows)
      .where(eq(mailReplayRows.replayId, replayId));
    return updateMailReplay(tx, {
      companyId,
      id: replayId,
      values: { status: "running", done, changed: counted?.changed ?? 0 },
    });
  });
}

const rowColumns = {
  position: mailReplayRows.position,
  messageId: mailReplayRows.messageId,
  emailFrom: mailReplayRows.emailFrom,
  emailSubject: mailReplayRows.emailSubject,
  emailDate: mailReplayRows.emailDate,
  thenResult: mailReplayRows.thenResult,
  thenAction: mailReplayRows.thenAction,
  thenReply: mailReplayRows.thenReply,
  nowResult: mailReplayRows.nowResult,
  nowAction: mailReplayRows.nowAction,
  nowIntent: mailReplayRows.nowIntent,
  nowReply: mailReplayRows.nowReply,
  nowIsSystemMessage: mailReplayRows.nowIsSystemMessage,
  changed: mailReplayRows.changed,
};

/** A page of a replay's rows: changed ones first, then newest first. */
export async function listMailReplayRows(
  db: DbOrTx,
  {
    companyId,
    replayId,
    changedOnly = false,
    page,
    pageSize,
  }: { companyId: string; replayId: string; changedOnly?: boolean; page: number; pageSize: number },
) {
  const where: SQL | undefined = and(
    eq(mailReplayRows.replayId, replayId),
    changedOnly ? eq(mailReplayRows.changed, true) : undefined,
    sql`exists (select 1 from mail_replays r where r.id = ${mailReplayRows.replayId} and r.company_id = ${companyId})`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(mailReplayRows)
      .where(where)
      .orderBy(desc(mailReplayRows.changed), asc(mailReplayRows.position))
      .offset((page - 1) * pageSize)
      .limit(pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(mailReplayRows).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, emailDate: r.emailDate?.toISOString() ?? null })),
    totalRows: count?.n ?? 0,
  };
}

/** How many rows the agent handled each way, now and before (then). */
export async function countMailReplayActions(
  db: DbOrTx,
  { companyId, replayId }: { companyId: string; replayId: string },
) {
  const scoped = and(
    eq(mailReplayRows.replayId, replayId),
    sql`exists (select 1 from mail_replays r where r.id = ${mailReplayRows.replayId} and r.company_id = ${companyId})`,
  );
  const [now, then] = await Promise.all([
    db
      .select({ action: mailReplayRows.nowAction, n: sql<number>`count(*)::int` })
      .from(mailReplayRows)
      .where(scoped)
      .groupBy(mailReplayRows.nowAction),
    db
      .select({ action: mailReplayRows.thenAction, n: sql<number>`count(*)::int` })
      .from(mailReplayRows)
      .where(scoped)
      .groupBy(mailReplayRows.thenAction),
  ]);
  const counts = new Map<string, { action: string; now: number; before: number }>();
  for (const r of now) counts.set(r.action, { action: r.action, now: r.n, before: 0 });
  for (const r of then) {
    const c = counts.get(r.action) ?? { action: r.action, now: 0, before: 0 };
    c.before = r.n;
    counts.set(r.action, c);
  }
  return [...counts.values()].sort((a, b) => b.now - a.now || b.before - a.before);
}
