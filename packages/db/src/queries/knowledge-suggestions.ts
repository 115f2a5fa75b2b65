import type {
  KnowledgeSuggestion,
  KnowledgeSuggestionChange,
  KnowledgeSuggestionStatus,
} from "@inbox/contracts";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../client";
import { agentConfigs, knowledgeEntries, knowledgeSuggestions } from "../schema";

const replaced = alias(knowledgeSuggestions, "replaced");

const suggestionColumns = {
  id: knowledgeSuggestions.id,
  title: knowledgeSuggestions.title,
  text: knowledgeSuggestions.body,
  language: knowledgeSuggestions.language,
  sourceUrl: knowledgeSuggestions.sourceUrl,
  sourceKind: knowledgeSuggestions.sourceKind,
  topic: knowledgeSuggestions.topic,
  linkGroup: knowledgeSuggestions.linkGroup,
  status: knowledgeSuggestions.status,
  change: knowledgeSuggestions.change,
  createdAt: knowledgeSuggestions.createdAt,
  replacesId: replaced.id,
  replacesTitle: replaced.title,
  replacesText: replaced.body,
};

type SuggestionRow = {
  [K in keyof typeof suggestionColumns]: K extends `replaces${string}`
    ? string | null
    : K extends "createdAt"
      ? Date
      : K extends "topic" | "linkGroup"
        ? string | null
        : string;
};

function toSuggestion(row: SuggestionRow): KnowledgeSuggestion {
  const { replacesId, replacesTitle, replacesText, ...rest } = row;
  return {
    ...rest,
    sourceKind: rest.sourceKind as KnowledgeSuggestion["sourceKind"],
    status: rest.status as KnowledgeSuggestionStatus,
    change: rest.change as KnowledgeSuggestionChange,
    replaces: replacesId ? { id: replacesId, title: replacesTitle ?? "", text: replacesText ?? "" } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NewSuggestion = Pick<
  KnowledgeSuggestion,
  "title" | "text" | "language" | "sourceUrl" | "sourceKind" | "topic"
> & {
  linkGroup?: string | null;
  fingerprint: string;
  change?: KnowledgeSuggestionChange;
  replacesId?: string | null;
};

/** Suggestions with the accepted text a changed or removed one is about. */
const selectSuggestions = (db: DbOrTx) =>
  db
    .select(suggestionColumns)
    .from(knowledgeSuggestions)
    .leftJoin(
      replaced,
      and(
        eq(replaced.id, knowledgeSuggestions.replacesId),
        eq(replaced.companyId, knowledgeSuggestions.companyId),
      ),
    );

/**
 * Stores an import's proposed entries; a text the company was already proposed (whatever became of it: accepted,
 * rejected) is not proposed again. Returns how many are new.
 */
export async function insertKnowledgeSuggestions(
  db: DbOrTx,
  { companyId, importId, entries }: { companyId: string; importId: string; entries: NewSuggestion[] },
) {
  if (entries.length === 0) return 0;
  const rows = await db
    .insert(knowledgeSuggestions)
    .values(
      entries.map(({ text, ...entry }) => ({
        ...entry,
        body: text,
        companyId,
        importId,
        status: "proposed",
      })),
    )
    .onConflictDoNothing({ target: [knowledgeSuggestions.companyId, knowledgeSuggestions.fingerprint] })
    .returning({ id: knowledgeSuggestions.id });
  return rows.length;
}

/** Sets the links between languages once the whole site is read (the pages of one fact come in any order). */
export async function linkKnowledgeSuggestions(
  db: DbOrTx,
  {
    companyId,
    importId,
    links,
  }: { companyId: string; importId: string; links: { fingerprint: string; linkGroup: string }[] },
) {
  for (const { fingerprint, linkGroup } of links)
    await db
      .update(knowledgeSuggestions)
      .set({ linkGroup })
      .where(
        and(
          eq(knowledgeSuggestions.companyId, companyId),
          eq(knowledgeSuggestions.importId, importId),
          eq(knowledgeSuggestions.fingerprint, fingerprint),
        ),
      );
}

/** The suggestions waiting for the owner (the first `limit`), changed and removed ones first, then by source and place. */
export async function listKnowledgeSuggestions(
  db: DbOrTx,
  { companyId, limit }: { companyId: string; limit: number },
) {
  const where = and(
    eq(knowledgeSuggestions.companyId, companyId),
    eq(knowledgeSuggestions.status, "proposed"),
  )!;
  const rows = await selectSuggestions(db)
    .where(where)
    .orderBy(
      sql`(${knowledgeSuggestions.change} = 'new')`,
      asc(knowledgeSuggestions.sourceUrl),
      asc(knowledgeSuggestions.createdAt),
      asc(knowledgeSuggestions.id),
    )
    .limit(limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(knowledgeSuggestions).where(where);
  return { rows: rows.map(toSuggestion), total: count?.n ?? 0 };
}

export async function getKnowledgeSuggestion(
  db: DbOrTx,
  { companyId, id }: { companyId: string; id: string },
) {
  const [row] = await selectSuggestions(db).where(
    and(eq(knowledgeSuggestions.companyId, companyId), eq(knowledgeSuggestions.id, id)),
  );
  return row ? toSuggestion(row) : null;
}

/**
 * Accepts a proposed suggestion, as proposed or as the owner edited it (issue 25): a new one becomes a knowledge entry
 * the agent answers from; a changed one rewrites the entry it replaces; a removed one deletes that entry. Null when
 * it is not the company's or no longer proposed. Runs in the caller's transaction.
 */
export async function acceptKnowledgeSuggestion(
  tx: DbOrTx,
  { companyId, id, edit }: { companyId: string; id: string; edit?: { title: string; text: string } },
) {
  const [suggestion] = await tx
    .select()
    .from(knowledgeSuggestions)
    .where(
      and(
        eq(knowledgeSuggestions.companyId, companyId),
        eq(knowledgeSuggestions.id, id),
        eq(knowledgeSuggestions.status, "proposed"),
      ),
    )
    .for("update");
  if (!suggestion) return null;
  const title = edit?.title ?? suggestion.title;
  const text = edit?.text ?? suggestion.body;
  const now = new Date();
  const [old] = suggestion.replacesId
    ? await tx
        .select({ id: knowledgeSuggestions.id, entryId: knowledgeSuggestions.knowledgeEntryId })
        .from(knowledgeSuggestions)
        .where(
          and(
            eq(knowledgeSuggestions.companyId, companyId),
            eq(knowledgeSuggestions.id, suggestion.replacesId),
          ),
        )
    : [];
  let entryId: string | null = null;
  if (suggestion.change === "removed") {
    if (old?.entryId)
      await tx
        .delete(knowledgeEntries)
        .where(and(eq(knowledgeEntries.companyId, companyId), eq(knowledgeEntries.id, old.entryId)));
  } else if (suggestion.change === "changed" && old?.entryId) {
    const [row] = await tx
      .update(knowledgeEntries)
      .set({
        question: title,
        answer: text,
        language: suggestion.language,
        needsReview: false,
        updatedAt: now,
      })
      .where(and(eq(knowledgeEntries.companyId, companyId), eq(knowledgeEntries.id, old.entryId)))
      .returning({ id: knowledgeEntries.id });
    entryId = row?.id ?? null;
  }
  if (suggestion.change !== "removed" && !entryId) {
    const [row] = await tx
      .insert(knowledgeEntries)
      .values({
        companyId,
        question: title,
        answer: text,
        language: suggestion.language,
        source: suggestion.sourceKind === "document" ? "document" : "website",
        sourceUrl: suggestion.sourceUrl,
        linkGroup: suggestion.linkGroup,
      })
      .returning({ id: knowledgeEntries.id });
    entryId = row!.id;
  }
  if (old)
    await tx
      .update(knowledgeSuggestions)
      .set({ status: "superseded", decidedAt: now })
      .where(and(eq(knowledgeSuggestions.companyId, companyId), eq(knowledgeSuggestions.id, old.id)));
  await tx
    .update(knowledgeSuggestions)
    .set({ status: "accepted", title, body: text, knowledgeEntryId: entryId, decidedAt: now })
    .where(and(eq(knowledgeSuggestions.companyId, companyId), eq(knowledgeSuggestions.id, id)));
  return getKnowledgeSuggestion(tx, { companyId, id });
}

/** A rejected suggestion is kept (so the next import does not propose it again) and never read by the agent. */
export async function rejectKnowledgeSuggestion(
  db: DbOrTx,
  { companyId, id }: { companyId: string; id: string },
) {
  const rows = await db
    .update(knowledgeSuggestions)
    .set({ status: "rejected", decidedAt: new Date() })
    .where(
      and(
        eq(knowledgeSuggestions.companyId, companyId),
        eq(knowledgeSuggestions.id, id),
        eq(knowledgeSuggestions.status, "proposed"),
      ),
    )
    .returning({ id: knowledgeSuggestions.id });
  return rows.length > 0;
}

/** The ids of every suggestion waiting, oldest first ("Accept all"). */
export async function listProposedSuggestionIds(db: DbOrTx, { companyId }: { companyId: string }) {
  const rows = await db
    .select({ id: knowledgeSuggestions.id })
    .from(knowledgeSuggestions)
    .where(and(eq(knowledgeSuggestions.companyId, companyId), eq(knowledgeSuggestions.status, "proposed")))
    .orderBy(asc(knowledgeSuggestions.createdAt));
  return rows.map((r) => r.id);
}

/** Everything an import must not propose again: the company's knowledge entries, FAQ and earlier suggestions. */
export async function listKnownKnowledgeTexts(db: DbOrTx, { companyId }: { companyId: string }) {
  const [entries, suggestions, faqs] = await Promise.all([
    db
      .select({ text: knowledgeEntries.answer })
      .from(knowledgeEntries)
      .where(eq(knowledgeEntries.companyId, companyId)),
    db
      .select({ text: knowledgeSuggestions.body })
      .from(knowledgeSuggestions)
      .where(eq(knowledgeSuggestions.companyId, companyId)),
    db
      .select({ faq: agentConfigs.faqContent })
      .from(agentConfigs)
      .where(eq(agentConfigs.companyId, companyId))
      .orderBy(desc(agentConfigs.createdAt))
      .limit(1),
  ]);
  return { texts: [...entries, ...suggestions].map((r) => r.text), faqContent: faqs[0]?.faq ?? null };
}

/**
 * The website suggestions the owner accepted, as a re-check compares the site against them. An accepted removal is
 * not knowledge: without this, every later re-check proposed removing it again.
 */
export async function listAcceptedWebsiteSuggestions(db: DbOrTx, { companyId }: { companyId: string }) {
  return db
    .select({
      id: knowledgeSuggestions.id,
      title: knowledgeSuggestions.title,
      text: knowledgeSuggestions.body,
      language: knowledgeSuggestions.language,
      sourceUrl: knowledgeSuggestions.sourceUrl,
      topic: knowledgeSuggestions.topic,
      fingerprint: knowledgeSuggestions.fingerprint,
    })
    .from(knowledgeSuggestions)
    .where(
      and(
        eq(knowledgeSuggestions.companyId, companyId),
        eq(knowledgeSuggestions.status, "accepted"),
        eq(knowledgeSuggestions.sourceKind, "website"),
        ne(knowledgeSuggestions.change, "removed"),
      ),
    );
}

/** The suggestions one import stored: a job tried again after a restart counts on from them. */
export async function countImportSuggestions(
  db: DbOrTx,
  { companyId, importId }: { companyId: string; importId: string },
) {
  const [row] = await db
    .select({ n: count() })
    .from(knowledgeSuggestions)
    .where(and(eq(knowledgeSuggestions.companyId, companyId), eq(knowledgeSuggestions.importId, importId)));
  return row?.n ?? 0;
}
