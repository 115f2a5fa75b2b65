import {
  type CustomerImport,
  type CustomerImportChoices,
  type CustomerImportPreview,
  type CustomerImportPreviewSummary,
  type CustomerImportStatus,
  MAX_IMPORT_ERRORS_KEPT,
} from "@inbox/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../client";
import { customerImportChunks, customerImports, type StoredCustomerImportPreview } from "../schema";
import { lockCompanyCustomers, nextInternalCustomerId } from "./customers";

const importColumns = {
  id: customerImports.id,
  fileName: customerImports.fileName,
  status: customerImports.status,
  total: customerImports.total,
  rowsDone: customerImports.rowsDone,
  created: customerImports.created,
  updated: customerImports.updated,
  skipped: customerImports.skipped,
  errorCount: customerImports.errorCount,
  errors: customerImports.errors,
  warnings: customerImports.warnings,
  failureReason: customerImports.failureReason,
  // The preview's counts only: the page reads an import every second while it runs, its rows once.
  preview: sql<CustomerImportPreviewSummary | null>`${customerImports.preview} - 'updates' - 'conflictRows' - 'choices' - 'confirmedAt'`,
  createdAt: customerImports.createdAt,
  finishedAt: customerImports.finishedAt,
};

/** One of the company's imports, in one of `statuses` when given: writes never cross companies or a state change. */
const importWhere = (companyId: string, id: string, statuses?: CustomerImportStatus[]) =>
  and(
    eq(customerImports.companyId, companyId),
    eq(customerImports.id, id),
    statuses ? inArray(customerImports.status, statuses) : undefined,
  );
const idOnly = { id: customerImports.id };

type ImportRow = {
  [K in Exclude<keyof typeof importColumns, "preview">]: (typeof customerImports.$inferSelect)[K];
} & { preview: CustomerImportPreviewSummary | null };

/** The import as the page shows it: "processed" counts the rows that created or updated a customer. */
export function toCustomerImport(row: ImportRow): CustomerImport {
  return {
    ...row,
    status: row.status as CustomerImportStatus,
    processed: row.created + row.updated,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function createCustomerImport(
  db: DbOrTx,
  { companyId, userId, fileName }: { companyId: string; userId: string; fileName: string },
) {
  const [row] = await db
    .insert(customerImports)
    .values({ companyId, userId, fileName, status: "uploading" })
    .returning(importColumns);
  return toCustomerImport(row!);
}

export async function getCustomerImport(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db.select(importColumns).from(customerImports).where(importWhere(companyId, id));
  return row ? toCustomerImport(row) : null;
}

/** The company's most recent import: after a reload the page finds a running one again. */
export async function getLatestCustomerImport(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select(importColumns)
    .from(customerImports)
    .where(eq(customerImports.companyId, companyId))
    .orderBy(desc(customerImports.createdAt))
    .limit(1);
  return row ? toCustomerImport(row) : null;
}

/**
 * An import of this company still being uploaded, checked or written (one at a time per company). A preview waiting
 * for the owner is not one: a new upload replaces it (cancelWaitingCustomerImports).
 */
export async function findRunningCustomerImport(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select({ id: customerImports.id, status: customerImports.status, updatedAt: customerImports.updatedAt })
    .from(customerImports)
    .where(
      and(
        eq(customerImports.companyId, companyId),
        inArray(customerImports.status, ["uploading", "queued", "previewing", "processing"]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The stored pieces travel as base64 text, encoded and decoded natively by PostgreSQL and Node. PGlite's own bytea
 * conversion goes through a JavaScript number and a two-letter string per byte: some 5 MB of short-lived garbage per
 * 64 KB piece, which made the server's memory grow by over a hundred megabytes during an import of 100,000 rows.
 */
export async function appendCustomerImportChunk(
  db: DbOrTx,
  { importId, seq, data }: { importId: string; seq: number; data: Uint8Array },
) {
  const base64 = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("base64");
  await db.insert(customerImportChunks).values({ importId, seq, data: sql`decode(${base64}, 'base64')` });
}

/** The uploaded file back, one stored piece at a time. */
export async function* readCustomerImportChunks(db: DbOrTx, { importId }: { importId: string }) {
  for (let seq = 0; ; seq++) {
    const [chunk] = await db
      .select({ data: sql<string>`encode(${customerImportChunks.data}, 'base64')` })
      .from(customerImportChunks)
      .where(and(eq(customerImportChunks.importId, importId), eq(customerImportChunks.seq, seq)));
    if (!chunk) return;
    yield Buffer.from(chunk.data, "base64");
  }
}

export async function deleteCustomerImportChunks(db: DbOrTx, { importId }: { importId: string }) {
  await db.delete(customerImportChunks).where(eq(customerImportChunks.importId, importId));
}

/** The job reads the import by id alone: the id came from the company's own upload. */
export async function getCustomerImportForJob(db: DbOrTx, { importId }: { importId: string }) {
  const [row] = await db
    .select({
      ...importColumns,
      companyId: customerImports.companyId,
      choices: sql<CustomerImportChoices | null>`${customerImports.preview} -> 'choices'`,
      confirmedAt: sql<string | null>`${customerImports.preview} ->> 'confirmedAt'`,
    })
    .from(customerImports)
    .where(eq(customerImports.id, importId));
  return row ?? null;
}

/**
 * Changes one of the company's imports (values, or SQL over its columns), with `whileStatus` only while it is in one
 * of those states (a preview the owner cancelled stays cancelled). Returns whether it changed.
 */
export async function updateCustomerImport(
  db: DbOrTx,
  {
    companyId,
    id,
    values,
    whileStatus,
  }: {
    companyId: string;
    id: string;
    values: Omit<PgUpdateSetSource<typeof customerImports>, "id" | "companyId" | "updatedAt">;
    whileStatus?: CustomerImportStatus[];
  },
) {
  const written = await db
    .update(customerImports)
    .set({ ...values, updatedAt: new Date() })
    .where(importWhere(companyId, id, whileStatus))
    .returning(idOnly);
  return written.length > 0;
}

/**
 * A batch's progress, counts, refused rows and values left empty, added to the import (the first 1,000 problems of
 * each kind are kept, the counts cover all). With `whileStatus`, only while the import is in that state: returns
 * false when it is not (a preview cancelled meanwhile).
 */
export async function recordCustomerImportProgress(
  db: DbOrTx,
  {
    companyId,
    importId,
    rowsRead,
    errors,
    warnings,
    created = 0,
    updated = 0,
    skipped = 0,
    whileStatus,
  }: {
    companyId: string;
    importId: string;
    rowsRead: number;
    errors: { line: number; reason: string }[];
    warnings: { line: number; warning: string }[];
    created?: number;
    updated?: number;
    skipped?: number;
    whileStatus?: CustomerImportStatus[];
  },
) {
  const [progress] = await db
    .select({
      errorCount: customerImports.errorCount,
      warningCount: sql<number>`jsonb_array_length(${customerImports.warnings})`,
    })
    .from(customerImports)
    .where(eq(customerImports.id, importId));
  const room = Math.max(0, MAX_IMPORT_ERRORS_KEPT - (progress?.errorCount ?? 0));
  const kept = errors.slice(0, room);
  // A value left empty is said with its line, beside the file's own warnings, up to the same bound.
  const warningRoom = Math.max(0, MAX_IMPORT_ERRORS_KEPT - Number(progress?.warningCount ?? 0));
  const keptWarnings = warnings.slice(0, warningRoom).map((w) => `Line ${w.line}: ${w.warning}`);
  return updateCustomerImport(db, {
    companyId,
    id: importId,
    values: {
      rowsDone: sql`${customerImports.rowsDone} + ${rowsRead}`,
      created: sql`${customerImports.created} + ${created}`,
      updated: sql`${customerImports.updated} + ${updated}`,
      skipped: sql`${customerImports.skipped} + ${skipped}`,
      errorCount: sql`${customerImports.errorCount} + ${errors.length}`,
      ...(kept.length ? { errors: sql`${customerImports.errors} || ${JSON.stringify(kept)}::jsonb` } : {}),
      ...(keptWarnings.length
        ? { warnings: sql`${customerImports.warnings} || ${JSON.stringify(keptWarnings)}::jsonb` }
        : {}),
    },
    whileStatus,
  });
}

/** The checked file's preview stored, and the import waiting for the owner; false if it was cancelled meanwhile. */
export const finishCustomerImportPreview = (
  db: DbOrTx,
  {
    companyId,
    importId,
    preview,
  }: { companyId: string; importId: string; preview: StoredCustomerImportPreview },
) =>
  updateCustomerImport(db, {
    companyId,
    id: importId,
    values: { status: "previewed", preview, total: sql`${customerImports.rowsDone}` },
    whileStatus: ["previewing"],
  });

/** The whole preview of one of the company's imports, or null when there is none (yet) or it is another's. */
export async function getCustomerImportPreview(
  db: DbOrTx,
  { companyId, id }: { companyId: string; id: string },
): Promise<CustomerImportPreview | null> {
  const [row] = await db
    .select({ preview: customerImports.preview })
    .from(customerImports)
    .where(importWhere(companyId, id));
  if (!row?.preview) return null;
  const { choices: _choices, confirmedAt: _confirmedAt, ...preview } = row.preview;
  return { importId: id, ...preview };
}

/**
 * The owner's go-ahead: a previewed import becomes one to write, with their choices for its conflicts, its progress
 * and problems started afresh (the import reads the file again). Returns the import's status before, or null when
 * the company has no such import; only "previewed" was changed.
 */
export async function confirmCustomerImport(
  db: DbOrTx,
  { companyId, id, choices }: { companyId: string; id: string; choices: CustomerImportChoices },
) {
  const [before] = await db
    .select({ status: customerImports.status })
    .from(customerImports)
    .where(importWhere(companyId, id))
    .for("update");
  if (!before) return null;
  if (before.status !== "previewed") return before.status as CustomerImportStatus;
  const answer = { choices, confirmedAt: new Date().toISOString() };
  await db
    .update(customerImports)
    .set({
      status: "processing",
      preview: sql`${customerImports.preview} || ${JSON.stringify(answer)}::jsonb`,
      rowsDone: 0,
      created: 0,
      updated: 0,
      skipped: 0,
      errorCount: 0,
      errors: [],
      warnings: [],
      updatedAt: new Date(),
    })
    .where(importWhere(companyId, id));
  return "previewed" as const;
}

/**
 * Cancels an import that has written nothing (uploaded, being checked or waiting for the owner) and drops its file.
 * Returns the import's status before, or null when the company has no such import.
 */
export async function cancelCustomerImport(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [before] = await db
    .select({ status: customerImports.status })
    .from(customerImports)
    .where(importWhere(companyId, id));
  if (!before) return null;
  const [cancelled] = await db
    .update(customerImports)
    .set({ status: "cancelled", finishedAt: new Date(), updatedAt: new Date() })
    .where(importWhere(companyId, id, ["queued", "previewing", "previewed"]))
    .returning(idOnly);
  if (cancelled) await deleteCustomerImportChunks(db, { importId: id });
  return before.status as CustomerImportStatus;
}

/** Previews of the company left waiting for the owner, cancelled: a new upload replaces them. */
export async function cancelWaitingCustomerImports(db: DbOrTx, { companyId }: { companyId: string }) {
  const waiting = await db
    .update(customerImports)
    .set({ status: "cancelled", finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(customerImports.companyId, companyId), eq(customerImports.status, "previewed")))
    .returning(idOnly);
  for (const { id } of waiting) await deleteCustomerImportChunks(db, { importId: id });
}

/**
 * Fresh statistics and a vacuum after a bulk change. Without statistics the planner still sees the table as it was
 * (a few rows) and reads every customer for a search the trigram index answers in a millisecond. Without the vacuum
 * the trigram indexes keep the new rows in their pending list, which every search reads through (45 ms for 100,000
 * rows on PostgreSQL), and the list's count cannot read the index alone until autovacuum comes by (PGlite has none).
 * Outside a transaction: VACUUM cannot run in one.
 */
export async function vacuumAnalyzeCustomers(db: DbOrTx) {
  await db.execute(sql`vacuum (analyze) customers`);
}

/**
 * The customers an import created without an internal id get the next numbers of the company, in file order, once
 * every row is in: numbers above every one the file itself brought.
 */
export async function numberImportedCustomers(
  db: DbOrTx,
  { companyId, since }: { companyId: string; since: Date },
) {
  await db.transaction(async (tx) => {
    await lockCompanyCustomers(tx, companyId);
    const next = await nextInternalCustomerId(tx, companyId);
    await tx.execute(sql`
      update customers c set internal_customer_id = (${String(next - 1n)}::numeric + n.rn)::text
      from (
        select id, row_number() over (order by created_at, id) as rn from customers
        where company_id = ${companyId} and internal_customer_id is null and created_at >= ${since}
      ) n
      where c.id = n.id`);
  });
}
