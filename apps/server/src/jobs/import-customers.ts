import {
  applyCustomerImportBatch,
  deleteCustomerImportChunks,
  getCustomerImportForJob,
  type ImportedCustomer,
  numberImportedCustomers,
  readCustomerImportChunks,
  updateCustomerImport,
  vacuumAnalyzeCustomers,
} from "@inbox/db";
import type { AppContext } from "../context";
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

/**
 * Counts the stored upload's rows (a byte scan, the progress bar's total), then reads it once, streaming, writing the
 * rows in batches; new customers without an internal id are numbered at the end. A job that resumes after a crash skips the rows
 * already written (counted with them, in the same transactions). A bad row is reported with its line and never
 * stops the good ones.
 */
export async function importCustomers(ctx: AppContext, { importId }: { importId: string }) {
  const job = await getCustomerImportForJob(ctx.db, { importId });
  if (!job || job.status === "completed" || job.status === "failed" || job.status === "uploading") return;
  const { companyId } = job;
  const open = () => openCustomerCsv(readCustomerImportChunks(ctx.db, { importId }));

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
    values: { status: "processing", warnings: reading.warnings },
  });
  let skip = job.rowsDone;
  let batch: CsvEvent[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows: ImportedCustomer[] = [];
    const errors: { line: number; reason: string }[] = [];
    const warnings: { line: number; warning: string }[] = [];
    for (const event of batch) {
      if (event.kind === "row") {
        rows.push(event.customer);
        for (const warning of event.warnings ?? []) warnings.push({ line: event.line, warning });
      } else errors.push({ line: event.line, reason: event.reason });
    }
    const events = batch;
    batch = [];
    const apply = (part: {
      rows: ImportedCustomer[];
      errors: typeof errors;
      rowsRead: number;
      warnings?: typeof warnings;
    }) => applyCustomerImportBatch(ctx.db, { companyId, importId, ...part });
    try {
      await apply({ rows, errors, warnings, rowsRead: events.length });
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
          const rowWarnings = (event.warnings ?? []).map((warning) => ({ line: event.line, warning }));
          await apply({ rows: [event.customer], errors: [], warnings: rowWarnings, rowsRead: 1 });
        } catch (rowError) {
          const reason = `Could not be saved: ${(rowError as Error).message}`;
          await apply({ rows: [], errors: [{ line: event.line, reason }], rowsRead: 1 });
        }
      }
    }
  };
  for await (const group of reading.events) {
    for (const event of group) {
      if (skip > 0) {
        skip -= 1;
        if (skip % IMPORT_BATCH_ROWS === 0) await yieldToEventLoop();
        continue;
      }
      batch.push(event);
      if (batch.length >= IMPORT_BATCH_ROWS) {
        await flush();
        await yieldToEventLoop();
      }
    }
  }
  await flush();
  await numberImportedCustomers(ctx.db, { companyId, since: job.createdAt });
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
