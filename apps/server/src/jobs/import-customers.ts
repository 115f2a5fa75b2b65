import type { CustomerCsvColumn } from "@inbox/contracts";
import { MAX_PREVIEW_ROWS_KEPT } from "@inbox/contracts";
import {
  applyCustomerImportBatch,
  deleteCustomerImportChunks,
  finishCustomerImportPreview,
  getCustomerImportForJob,
  type ImportedCustomer,
  newFileCustomers,
  numberImportedCustomers,
  previewCustomerImportBatch,
  readCustomerImportChunks,
  type StoredCustomerImportPreview,
  updateCustomerImport,
  vacuumAnalyzeCustomers,
} from "@inbox/db";
import type { AppContext } from "../context";
import { withTightHeap } from "../lib/tight-heap";
import { type CsvEvent, countCsvRows, openCustomerCsv } from "./customer-csv";

/** Rows written per transaction: large enough to be fast, small enough for a steady progress bar. */
export const IMPORT_BATCH_ROWS = 1000;

/** The import marked failed, with the reason the page shows, and its stored upload dropped. */
export async function failImport(ctx: AppContext, importId: string, reason: string) {
  const found = await getCustomerImportForJob(ctx.db, { importId });
  if (!found) return;
  await updateCustomerImport(ctx.db, {
    companyId: found.companyId,
    id: importId,
    values: { status: "failed", failureReason: reason, finishedAt: new Date() },
  });
  await deleteCustomerImportChunks(ctx.db, { importId });
}

/**
 * Lets the server answer requests between batches. Parsed rows and the embedded database's queries resolve as
 * promise callbacks, which run before any network event: without a pause, an import on PGlite holds every request
 * of the server until it ends.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The file's rows and unreadable records a batch at a time, after the first `skip` (those already written). */
async function* batchesOf(events: AsyncGenerator<CsvEvent[]>, skip: number) {
  let batch: CsvEvent[] = [];
  for await (const group of events) {
    for (const event of group) {
      if (skip > 0) {
        skip -= 1;
        if (skip % IMPORT_BATCH_ROWS === 0) await yieldToEventLoop();
        continue;
      }
      batch.push(event);
      if (batch.length >= IMPORT_BATCH_ROWS) {
        yield batch;
        batch = [];
        await yieldToEventLoop();
      }
    }
  }
  if (batch.length) yield batch;
}

/** A batch's good rows, refused rows and values left empty, each with its line. */
function sortBatch(batch: CsvEvent[]) {
  const rows: ImportedCustomer[] = [];
  const errors: { line: number; reason: string }[] = [];
  const warnings: { line: number; warning: string }[] = [];
  for (const event of batch) {
    if (event.kind === "row") {
      rows.push(event.customer);
      for (const warning of event.warnings ?? []) warnings.push({ line: event.line, warning });
    } else errors.push({ line: event.line, reason: event.reason });
  }
  return { rows, errors, warnings };
}

const keepFirst = <T>(into: T[], rows: T[]) => {
  for (const row of rows) if (into.length < MAX_PREVIEW_ROWS_KEPT) into.push(row);
};

/**
 * Reads the stored upload against the company's customers and writes nothing but the preview (issue 23): rows to
 * create, to update with their changes, conflicts, refused rows and values left empty, with a progress bar the page
 * follows. Then the import waits for the owner. A preview cancelled meanwhile stops at the next batch; a retry starts
 * it again from the top.
 */
export const previewCustomerImport = (ctx: AppContext, input: { importId: string }) =>
  withTightHeap(() => previewImport(ctx, input));

async function previewImport(ctx: AppContext, { importId }: { importId: string }) {
  const job = await getCustomerImportForJob(ctx.db, { importId });
  if (!job || (job.status !== "queued" && job.status !== "previewing")) return;
  const { companyId } = job;
  const id = importId;
  const read = () => readCustomerImportChunks(ctx.db, { importId });
  const total = job.total ?? (await countCsvRows(read()));
  const started = await updateCustomerImport(ctx.db, {
    companyId,
    id,
    values: { status: "previewing", total, rowsDone: 0, errorCount: 0, errors: [], warnings: [] },
    whileStatus: ["queued", "previewing"],
  });
  if (!started) return;
  const reading = await openCustomerCsv(read());
  if (!reading.ok) {
    await failImport(ctx, importId, reading.reason);
    return;
  }
  await updateCustomerImport(ctx.db, { companyId, id, values: { warnings: reading.warnings } });
  const preview: StoredCustomerImportPreview = {
    columns: reading.columns.filter((c): c is CustomerCsvColumn => c !== null),
    ignored: reading.ignored,
    create: 0,
    update: 0,
    unchanged: 0,
    conflicts: 0,
    updates: [],
    conflictRows: [],
  };
  const fileCustomers = newFileCustomers();
  for await (const batch of batchesOf(reading.events, 0)) {
    const checked = await previewCustomerImportBatch(ctx.db, {
      companyId,
      importId,
      ...sortBatch(batch),
      rowsRead: batch.length,
      fileCustomers,
    });
    if (!checked.previewing) return;
    preview.create += checked.create;
    preview.update += checked.update;
    preview.unchanged += checked.unchanged;
    preview.conflicts += checked.conflicts;
    keepFirst(preview.updates, checked.updateRows);
    keepFirst(preview.conflictRows, checked.conflictRows);
  }
  await finishCustomerImportPreview(ctx.db, { companyId, importId, preview });
}

/**
 * Writes a confirmed import: reads the stored upload once, streaming, writing the rows in batches with the owner's
 * choices for conflicts; new customers without an internal id are numbered at the end. A job that resumes after a
 * crash skips the rows already written (counted with them, in the same transactions). A bad row is reported with its
 * line and never stops the good ones.
 */
export const importCustomers = (ctx: AppContext, input: { importId: string }) =>
  withTightHeap(() => writeImport(ctx, input));

async function writeImport(ctx: AppContext, { importId }: { importId: string }) {
  const job = await getCustomerImportForJob(ctx.db, { importId });
  // "queued": an import uploaded before previews existed, written as it was then.
  if (!job || (job.status !== "processing" && job.status !== "queued")) return;
  const { companyId } = job;
  const open = () => openCustomerCsv(readCustomerImportChunks(ctx.db, { importId }));
  const choices = job.choices;
  const update = new Set(choices?.update);
  const skipped = new Set(choices?.skip);
  const settle = (line: number) =>
    update.has(line) ? "update" : skipped.has(line) ? "skip" : (choices?.conflicts ?? "update");
  // What this import adds from here on is no conflict: the owner confirmed after the preview.
  const addedSince = job.confirmedAt ? new Date(job.confirmedAt) : job.createdAt;

  // The total first (a byte scan), so the progress bar has it while the rows are read.
  if (job.total === null) {
    const total = await countCsvRows(readCustomerImportChunks(ctx.db, { importId }));
    await updateCustomerImport(ctx.db, { companyId, id: importId, values: { status: "processing", total } });
  }
  const reading = await open();
  if (!reading.ok) {
    await failImport(ctx, importId, reading.reason);
    return;
  }
  await updateCustomerImport(ctx.db, {
    companyId,
    id: importId,
    // A job that resumes keeps the warnings its first batches recorded.
    values:
      job.rowsDone === 0 ? { status: "processing", warnings: reading.warnings } : { status: "processing" },
  });
  const apply = (part: {
    rows: ImportedCustomer[];
    errors: { line: number; reason: string }[];
    rowsRead: number;
    warnings?: { line: number; warning: string }[];
  }) => applyCustomerImportBatch(ctx.db, { companyId, importId, settle, addedSince, ...part });
  for await (const events of batchesOf(reading.events, job.rowsDone)) {
    try {
      await apply({ ...sortBatch(events), rowsRead: events.length });
    } catch (error) {
      // The database refused the batch: one row at a time, so only the row it refuses is reported.
      ctx.logger.warn(
        { importId, err: (error as Error).message },
        "import batch refused; writing row by row",
      );
      for (const event of events) {
        if (event.kind === "error") {
          await apply({ rows: [], errors: [{ line: event.line, reason: event.reason }], rowsRead: 1 });
          continue;
        }
        try {
          await apply({ ...sortBatch([event]), rowsRead: 1 });
        } catch (rowError) {
          const reason = `Could not be saved (the database refused it: ${(rowError as Error).message}). Check this row's values and upload it again`;
          await apply({ rows: [], errors: [{ line: event.line, reason }], rowsRead: 1 });
        }
      }
    }
  }
  await numberImportedCustomers(ctx.db, { companyId, since: addedSince });
  await vacuumAnalyzeCustomers(ctx.db);
  const done = await getCustomerImportForJob(ctx.db, { importId });
  await updateCustomerImport(ctx.db, {
    companyId,
    id: importId,
    // The rows actually read: the byte count's estimate may differ for a malformed file.
    values: { status: "completed", total: done?.rowsDone ?? 0, finishedAt: new Date() },
  });
  await deleteCustomerImportChunks(ctx.db, { importId });
}
