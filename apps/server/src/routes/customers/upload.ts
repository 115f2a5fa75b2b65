import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { isCsvFile } from "@inbox/contracts";
import {
  appendCustomerImportChunk,
  cancelWaitingCustomerImports,
  createCustomerImport,
  deleteCustomerImportChunks,
  findRunningCustomerImport,
  getCustomerImport,
  updateCustomerImport,
} from "@inbox/db";
import busboy from "busboy";
import type { AppContext } from "../../context";
import { importCustomersJob } from "../../jobs/definitions/import-customers";
import { sendJob } from "../../jobs/send";
import { AppError } from "../../lib/errors";

/**
 * Pieces the upload is stored in: memory holds one of these at a time, whatever the file's size. Small, because the
 * drivers move bytea as hex text: a megabyte piece made 2 MB strings that only a full garbage collection frees.
 */
const CHUNK_BYTES = 64 * 1024;
/** The import's size and "still uploading" time are written every this many pieces. */
const PROGRESS_EVERY = 16;
/** An upload silent for this long was cut off (the browser closed, the server restarted): it no longer blocks. */
const STALE_UPLOAD_MS = 2 * 60 * 1000;

const sizeInWords = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Receives a customer CSV (multipart, field "file") as a stream: stored piece by piece in the database, then handed
 * to the import job, which checks it first (the preview). Returns the import, queued.
 */
export async function receiveCustomerCsv(
  ctx: AppContext,
  {
    companyId,
    userId,
    request,
    maxBytes,
  }: { companyId: string; userId: string; request: Request; maxBytes: number },
) {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body)
    throw new AppError("BAD_REQUEST", "Please select a CSV file first", { reason: "No file selected" });

  const running = await findRunningCustomerImport(ctx.db, { companyId });
  if (running) {
    const stale =
      running.status === "uploading" && Date.now() - running.updatedAt.getTime() > STALE_UPLOAD_MS;
    if (!stale)
      throw new AppError(
        "CONFLICT",
        "An import is already running for your company. Please wait for it to finish before uploading another file.",
      );
    await updateCustomerImport(ctx.db, {
      companyId,
      id: running.id,
      values: { status: "failed", failureReason: "The upload was interrupted", finishedAt: new Date() },
    });
    await deleteCustomerImportChunks(ctx.db, { importId: running.id });
  }

  let importId: string | null = null;
  try {
    const received = await new Promise<{ importId: string; bytes: number } | null>((resolve, reject) => {
      const parser = busboy({
        headers: { "content-type": contentType },
        limits: { files: 1, fields: 10, fileSize: maxBytes + 1 },
      });
      let sawFile = false;
      let fileDone: Promise<void> = Promise.resolve();
      parser.on("file", (field, file, info) => {
        if (field !== "file" || sawFile) {
          file.resume();
          return;
        }
        sawFile = true;
        fileDone = (async () => {
          if (!isCsvFile({ name: info.filename ?? "", type: info.mimeType ?? "" })) {
            file.resume();
            throw new AppError("BAD_REQUEST", "Please select a CSV file", { reason: "Invalid file type" });
          }
          const created = await createCustomerImport(ctx.db, {
            companyId,
            userId,
            fileName: (info.filename ?? "customers.csv").slice(0, 255),
          });
          importId = created.id;
          let seq = 0;
          let bytes = 0;
          let pending: Buffer[] = [];
          let pendingBytes = 0;
          const store = async () => {
            if (pendingBytes === 0) return;
            const data = Buffer.concat(pending, pendingBytes);
            pending = [];
            pendingBytes = 0;
            await appendCustomerImportChunk(ctx.db, { importId: created.id, seq: seq++, data });
            if (seq % PROGRESS_EVERY === 0)
              await updateCustomerImport(ctx.db, { companyId, id: created.id, values: { byteSize: bytes } });
          };
          // Reading waits for each stored piece: the browser's upload slows to the database's pace.
          for await (const data of file as AsyncIterable<Buffer>) {
            bytes += data.length;
            if (bytes > maxBytes)
              throw new AppError(
                "PAYLOAD_TOO_LARGE",
                `This file is too large: the most you can upload at once is ${sizeInWords(maxBytes)}. Please split it into smaller files.`,
                { limitBytes: maxBytes },
              );
            pending.push(data);
            pendingBytes += data.length;
            if (pendingBytes >= CHUNK_BYTES) await store();
          }
          await store();
          if (bytes === 0)
            throw new AppError("BAD_REQUEST", "The file is empty: please choose a CSV with customers");
          resolve({ importId: created.id, bytes });
        })();
        fileDone.catch((error) => {
          file.resume();
          reject(error);
        });
      });
      parser.on("error", reject);
      parser.on("close", () => {
        if (!sawFile) resolve(null);
      });
      const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
      body.on("error", reject);
      body.pipe(parser);
    });
    if (!received)
      throw new AppError("BAD_REQUEST", "Please select a CSV file first", { reason: "No file selected" });
    // A preview still waiting for the owner is replaced by this file.
    await cancelWaitingCustomerImports(ctx.db, { companyId });
    await updateCustomerImport(ctx.db, {
      companyId,
      id: received.importId,
      values: { status: "queued", byteSize: received.bytes },
    });
    // The file is checked first: nothing is written until the owner confirms its preview.
    await sendJob(ctx, importCustomersJob, { importId: received.importId, phase: "preview" as const });
    return (await getCustomerImport(ctx.db, { companyId, id: received.importId }))!;
  } catch (error) {
    if (importId) {
      const reason = error instanceof AppError ? error.message : "The upload was interrupted";
      await updateCustomerImport(ctx.db, {
        companyId,
        id: importId,
        values: { status: "failed", failureReason: reason, finishedAt: new Date() },
      }).catch(() => {});
      await deleteCustomerImportChunks(ctx.db, { importId }).catch(() => {});
    }
    throw error;
  }
}
