import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { agentTestMessages, aiAgentIntents, intentExamples, knowledgeEntries } from "../schema";

/** What the search box looks at; the same expression as the trigram index (migration 0002). */
const searchText = sql`(${knowledgeEntries.question} || ' ' || ${knowledgeEntries.answer})`;

const entryColumns = {
  id: knowledgeEntries.id,
  question: knowledgeEntries.question,
  answer: knowledgeEntries.answer,
  intentId: knowledgeEntries.intentId,
  intent: aiAgentIntents.name,
  language: knowledgeEntries.language,
  source: knowledgeEntries.source,
  sourceUrl: knowledgeEntries.sourceUrl,
  sourceTicketId: knowledgeEntries.sourceTicketId,
  sourceTestMessageId: knowledgeEntries.sourceTestMessageId,
  sourceTestId: agentTestMessages.agentTestId,
  needsReview: knowledgeEntries.needsReview,
  createdAt: knowledgeEntries.createdAt,
  updatedAt: knowledgeEntries.updatedAt,
};

/**
 * Learned knowledge of a company (agent.md §4), one page at a time: entries marked for review first, then newest
 * first; searched in the database over question and answer.
 */
export async function listKnowledgeEntries(
  db: DbOrTx,
  { companyId, q, page, pageSize }: { companyId: string; q?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [eq(knowledgeEntries.companyId, companyId)];
  const term = q?.trim();
  if (term) conditions.push(sql`${searchText} ilike ${`%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`);
  const where = and(...conditions)!;
  const rows = await db
    .select(entryColumns)
    .from(knowledgeEntries)
    .leftJoin(aiAgentIntents, eq(aiAgentIntents.id, knowledgeEntries.intentId))
    .leftJoin(agentTestMessages, eq(agentTestMessages.id, knowledgeEntries.sourceTestMessageId))
    .where(where)
    .orderBy(desc(knowledgeEntries.needsReview), desc(knowledgeEntries.createdAt), desc(knowledgeEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({
      n: sql<number>`count(*)::int`,
      review: sql<number>`count(*) filter (where ${knowledgeEntries.needsReview})::int`,
    })
    .from(knowledgeEntries)
    .where(where);
  return { rows, total: count?.n ?? 0, needsReview: count?.review ?? 0, page, pageSize };
}
export type KnowledgeEntryRow = Awaited<ReturnType<typeof listKnowledgeEntries>>["rows"][number];

export async function getKnowledgeEntry(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select(entryColumns)
    .from(knowledgeEntries)
    .leftJoin(aiAgentIntents, eq(aiAgentIntents.id, knowledgeEntries.intentId))
    .leftJoin(agentTestMessages, eq(agentTestMessages.id, knowledgeEntries.sourceTestMessageId))
    .where(and(eq(knowledgeEntries.id, id), eq(knowledgeEntries.companyId, companyId)));
  return row ?? null;
}

/** True when the intent is one the company may use (the catalogue or its own). */
export async function isCompanyIntent(
  db: DbOrTx,
  { companyId, intentId }: { companyId: string; intentId: string },
) {
  const [row] = await db
    .select({ id: aiAgentIntents.id })
    .from(aiAgentIntents)
    .where(
      and(
        eq(aiAgentIntents.id, intentId),
        or(isNull(aiAgentIntents.companyId), eq(aiAgentIntents.companyId, companyId)),
      ),
    );
  return Boolean(row);
}

/** An owner's edit: the entry is then reviewed, so the agent answers from it again. Null when not the company's. */
export async function updateKnowledgeEntry(
  db: DbOrTx,
  {
    companyId,
    id,
    question,
    answer,
    intentId,
    language,
  }: {
    companyId: string;
    id: string;
    question: string;
    answer: string;
    intentId: string | null;
    language: string;
  },
) {
  const [row] = await db
    .update(knowledgeEntries)
    .set({ question, answer, intentId, language, needsReview: false, updatedAt: new Date() })
    .where(and(eq(knowledgeEntries.id, id), eq(knowledgeEntries.companyId, companyId)))
    .returning({ id: knowledgeEntries.id });
  return row ? getKnowledgeEntry(db, { companyId, id: row.id }) : null;
}

export async function deleteKnowledgeEntry(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const rows = await db
    .delete(knowledgeEntries)
    .where(and(eq(knowledgeEntries.id, id), eq(knowledgeEntries.companyId, companyId)))
    .returning({ id: knowledgeEntries.id });
  return rows.length > 0;
}

/**
 * The learned entry of one rated Test Agent reply (agent.md §3): made on the first rating that teaches, and only its
 * review flag changes after that, so re-rating never duplicates it and an owner's edit survives.
 */
export async function upsertTestRatingEntry(
  db: DbOrTx,
  {
    companyId,
    testMessageId,
    question,
    answer,
    intentId,
    language,
    needsReview,
  }: {
    companyId: string;
    testMessageId: string;
    question: string;
    answer: string;
    intentId: string | null;
    language: string;
    needsReview: boolean;
  },
) {
  const [row] = await db
    .insert(knowledgeEntries)
    .values({
      companyId,
      question,
      answer,
      intentId,
      language,
      source: "test_rating",
      sourceTestMessageId: testMessageId,
      needsReview,
    })
    .onConflictDoUpdate({
      target: knowledgeEntries.sourceTestMessageId,
      set: { needsReview, updatedAt: new Date() },
      setWhere: eq(knowledgeEntries.companyId, companyId),
    })
    .returning({ id: knowledgeEntries.id });
  return row ?? null;
}

/** A plain thumbs up teaches nothing: the entry an earlier rating of the same reply made is withdrawn. */
export async function deleteTestRatingEntry(
  db: DbOrTx,
  { companyId, testMessageId }: { companyId: string; testMessageId: string },
) {
  await db
    .delete(knowledgeEntries)
    .where(
      and(eq(knowledgeEntries.companyId, companyId), eq(knowledgeEntries.sourceTestMessageId, testMessageId)),
    );
}

/** A double thumbs up also teaches the classifier: the customer's words become an example of the intent, once. */
export async function addLearnedExample(
  db: DbOrTx,
  { companyId, intentId, text }: { companyId: string; intentId: string; text: string },
) {
  const [existing] = await db
    .select({ id: intentExamples.id })
    .from(intentExamples)
    .where(
      and(
        eq(intentExamples.companyId, companyId),
        eq(intentExamples.intentId, intentId),
        eq(intentExamples.text, text),
        eq(intentExamples.source, "test_rating"),
      ),
    )
    .limit(1);
  if (!existing) await db.insert(intentExamples).values({ companyId, intentId, text, source: "test_rating" });
}

/** The example a withdrawn approval had added. */
export async function removeLearnedExample(
  db: DbOrTx,
  { companyId, intentId, text }: { companyId: string; intentId: string; text: string },
) {
  await db
    .delete(intentExamples)
    .where(
      and(
        eq(intentExamples.companyId, companyId),
        eq(intentExamples.intentId, intentId),
        eq(intentExamples.text, text),
        eq(intentExamples.source, "test_rating"),
      ),
    );
}
