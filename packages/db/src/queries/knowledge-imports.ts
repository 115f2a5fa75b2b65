import type {
  KnowledgeImport,
  KnowledgeImportKind,
  KnowledgeImportPage,
  KnowledgeImportStatus,
} from "@inbox/contracts";
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { knowledgeImportPages, knowledgeImportSettings, knowledgeImports } from "../schema";

const importColumns = {
  id: knowledgeImports.id,
  kind: knowledgeImports.kind,
  source: knowledgeImports.source,
  status: knowledgeImports.status,
  maxPages: knowledgeImports.maxPages,
  pagesFound: knowledgeImports.pagesFound,
  pagesRead: knowledgeImports.pagesRead,
  pagesFailed: knowledgeImports.pagesFailed,
  entriesProposed: knowledgeImports.entriesProposed,
  cancelRequested: knowledgeImports.cancelRequested,
  failureReason: knowledgeImports.failureReason,
  createdAt: knowledgeImports.createdAt,
  finishedAt: knowledgeImports.finishedAt,
};

type ImportRow = { [K in keyof typeof importColumns]: (typeof knowledgeImports.$inferSelect)[K] };

function toKnowledgeImport(row: ImportRow): KnowledgeImport {
  return {
    ...row,
    kind: row.kind as KnowledgeImportKind,
    status: row.status as KnowledgeImportStatus,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function createKnowledgeImport(
  db: DbOrTx,
  values: {
    companyId: string;
    /** Null for the weekly re-check, which nobody started. */
    userId: string | null;
    kind: KnowledgeImportKind;
    source: string;
    maxPages: number;
    document?: Uint8Array;
    documentType?: string;
  },
) {
  const [row] = await db.insert(knowledgeImports).values(values).returning(importColumns);
  return toKnowledgeImport(row!);
}

export async function getKnowledgeImport(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select(importColumns)
    .from(knowledgeImports)
    .where(and(eq(knowledgeImports.companyId, companyId), eq(knowledgeImports.id, id)));
  return row ? toKnowledgeImport(row) : null;
}

/** The company's latest import of the given kinds (the Library's progress bar shows it). */
export async function getLatestKnowledgeImport(
  db: DbOrTx,
  { companyId, kinds }: { companyId: string; kinds: KnowledgeImportKind[] },
) {
  const [row] = await db
    .select(importColumns)
    .from(knowledgeImports)
    .where(and(eq(knowledgeImports.companyId, companyId), inArray(knowledgeImports.kind, kinds)))
    .orderBy(desc(knowledgeImports.createdAt))
    .limit(1);
  return row ? toKnowledgeImport(row) : null;
}

/** An import still queued or running: a company reads its website once at a time. */
export async function findRunningKnowledgeImport(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select(importColumns)
    .from(knowledgeImports)
    .where(
      and(eq(knowledgeImports.companyId, companyId), inArray(knowledgeImports.status, ["queued", "running"])),
    )
    .limit(1);
  return row ? toKnowledgeImport(row) : null;
}

/** The import as its job reads it (the job's payload is the import's id; the company comes from the row). */
export async function getKnowledgeImportForJob(db: DbOrTx, { importId }: { importId: string }) {
  const [row] = await db
    .select({
      ...importColumns,
      companyId: knowledgeImports.companyId,
      documentType: knowledgeImports.documentType,
    })
    .from(knowledgeImports)
    .where(eq(knowledgeImports.id, importId));
  return row ?? null;
}

/** An uploaded document's bytes, read once by its job. */
export async function readKnowledgeImportDocument(db: DbOrTx, { importId }: { importId: string }) {
  const [row] = await db
    .select({ base64: sql<string | null>`encode(${knowledgeImports.document}, 'base64')` })
    .from(knowledgeImports)
    .where(eq(knowledgeImports.id, importId));
  return row?.base64 ? new Uint8Array(Buffer.from(row.base64, "base64")) : null;
}

export async function updateKnowledgeImport(
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
        typeof knowledgeImports.$inferInsert,
        | "status"
        | "pagesFound"
        | "pagesRead"
        | "pagesFailed"
        | "entriesProposed"
        | "failureReason"
        | "finishedAt"
        | "document"
      >
    >;
  },
) {
  const [row] = await db
    .update(knowledgeImports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(knowledgeImports.companyId, companyId), eq(knowledgeImports.id, id)))
    .returning({ cancelRequested: knowledgeImports.cancelRequested });
  return row ?? null;
}

/** Asks a running import to stop; one already finished stays as it ended. Null when not the company's. */
export async function requestKnowledgeImportCancel(
  db: DbOrTx,
  { companyId, id }: { companyId: string; id: string },
) {
  await db
    .update(knowledgeImports)
    .set({ cancelRequested: true, updatedAt: new Date() })
    .where(
      and(
        eq(knowledgeImports.companyId, companyId),
        eq(knowledgeImports.id, id),
        inArray(knowledgeImports.status, ["queued", "running"]),
      ),
    );
  return getKnowledgeImport(db, { companyId, id });
}

/** What became of one address: a second try of the same import overwrites it. */
export async function recordKnowledgeImportPage(
  db: DbOrTx,
  page: { importId: string; page?: unknown } & KnowledgeImportPage,
) {
  await db
    .insert(knowledgeImportPages)
    .values(page)
    .onConflictDoUpdate({
      target: [knowledgeImportPages.importId, knowledgeImportPages.url],
      set: {
        outcome: page.outcome,
        reason: page.reason,
        language: page.language,
        entries: page.entries,
        page: page.page ?? null,
      },
    });
}

/** The import has ended: what a retry would have needed from its pages is dropped. */
export async function forgetKnowledgeImportPageContents(db: DbOrTx, { importId }: { importId: string }) {
  await db
    .update(knowledgeImportPages)
    .set({ page: null })
    .where(and(eq(knowledgeImportPages.importId, importId), isNotNull(knowledgeImportPages.page)));
}

/** The addresses an import did not read, with why (read pages are many and say nothing). */
export async function listKnowledgeImportProblems(
  db: DbOrTx,
  { companyId, importId, limit = 200 }: { companyId: string; importId: string; limit?: number },
): Promise<KnowledgeImportPage[]> {
  const rows = await db
    .select({
      url: knowledgeImportPages.url,
      outcome: knowledgeImportPages.outcome,
      reason: knowledgeImportPages.reason,
      language: knowledgeImportPages.language,
      entries: knowledgeImportPages.entries,
    })
    .from(knowledgeImportPages)
    .innerJoin(knowledgeImports, eq(knowledgeImports.id, knowledgeImportPages.importId))
    .where(
      and(
        eq(knowledgeImports.companyId, companyId),
        eq(knowledgeImportPages.importId, importId),
        ne(knowledgeImportPages.outcome, "read"),
      ),
    )
    .orderBy(asc(knowledgeImportPages.createdAt))
    .limit(limit);
  return rows as KnowledgeImportPage[];
}

/** The pages a website import read, with their outcome: a re-check tells a removed page from one that timed out. */
export async function listKnowledgeImportPages(db: DbOrTx, { importId }: { importId: string }) {
  return db
    .select({
      url: knowledgeImportPages.url,
      outcome: knowledgeImportPages.outcome,
      reason: knowledgeImportPages.reason,
      page: knowledgeImportPages.page,
    })
    .from(knowledgeImportPages)
    .where(eq(knowledgeImportPages.importId, importId))
    .orderBy(asc(knowledgeImportPages.createdAt));
}

/** The company's weekly re-check setting: off until the owner turns it on. */
export async function getKnowledgeImportSettings(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select({ weeklyRecheck: knowledgeImportSettings.weeklyRecheck })
    .from(knowledgeImportSettings)
    .where(eq(knowledgeImportSettings.companyId, companyId));
  return { weeklyRecheck: row?.weeklyRecheck ?? false };
}

export async function setKnowledgeImportSettings(
  db: DbOrTx,
  { companyId, weeklyRecheck }: { companyId: string; weeklyRecheck: boolean },
) {
  await db
    .insert(knowledgeImportSettings)
    .values({ companyId, weeklyRecheck })
    .onConflictDoUpdate({
      target: knowledgeImportSettings.companyId,
      set: { weeklyRecheck, updatedAt: new Date() },
    });
  return { weeklyRecheck };
}

/**
 * The companies whose website the weekly job reads again (for the job, across companies): the setting on, a website
 * read before, nothing read since `readBefore`, and no import running now. With the address to read.
 */
export async function listCompaniesDueForRecheck(db: DbOrTx, { readBefore }: { readBefore: Date }) {
  const { rows } = (await db.execute(sql`
    select s.company_id, latest.source
      from ${knowledgeImportSettings} s
      join lateral (
        select i.source, i.created_at from ${knowledgeImports} i
         where i.company_id = s.company_id and i.kind in ('website', 'recheck')
         order by i.created_at desc limit 1
      ) latest on true
     where s.weekly_recheck
       and latest.created_at < ${readBefore.toISOString()}
       and not exists (
         select 1 from ${knowledgeImports} r
          where r.company_id = s.company_id and r.status in ('queued', 'running'))`)) as unknown as {
    rows: { company_id: string; source: string }[];
  };
  return rows.map((r) => ({ companyId: r.company_id, source: r.source }));
}
