import { Worker } from "node:worker_threads";
import type { ProposedEntry } from "../types";
import { type DocumentType, UnreadableDocumentError } from "./read-document";

/** How long one document may take to read: a 20 MB booklet takes a few seconds. */
export const DOCUMENT_TIME_BUDGET_MS = 30_000;
/** A thread that has not loaded its parsers by then is stopped: the import must end, whatever the machine does. */
const THREAD_START_LIMIT_MS = 30_000;
/** Heap one document may use: the text of a 20 MB file is a few tens of MB; a Word "zip bomb" asks for gigabytes. */
export const DOCUMENT_HEAP_MB = 512;

export interface DocumentBudget {
  timeBudgetMs?: number;
  heapMb?: number;
}

type Reply = { ready?: true; entries?: ProposedEntry[]; error?: { name: string; message: string } };

/**
 * Reads a document (PDF, Word, text) on a thread of its own, within a time and memory budget (issue 25): a file built
 * to be slow or huge never holds the server's thread, and ends with a reason in words (UnreadableDocumentError). A
 * thread stuck in a parser cannot be interrupted any other way than by terminating it. Documents are few (an upload,
 * a PDF linked from the site): a thread per document, no pool.
 */
export function readDocumentInThread(
  bytes: Uint8Array,
  options: { type: DocumentType; source: string; title: string },
  { timeBudgetMs = DOCUMENT_TIME_BUDGET_MS, heapMb = DOCUMENT_HEAP_MB }: DocumentBudget = {},
): Promise<ProposedEntry[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./document-worker.mjs", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    let settled = false;
    let timer: NodeJS.Timeout | null = setTimeout(
      () => settle({ error: new Error("The document-reading thread did not start within 30 seconds") }),
      THREAD_START_LIMIT_MS,
    );
    const settle = (outcome: { entries?: ProposedEntry[]; error?: Error }) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      void worker.terminate();
      if (outcome.entries) resolve(outcome.entries);
      else reject(outcome.error);
    };
    worker.on("message", (reply: Reply) => {
      if (reply.ready) {
        // The clock starts once the parsers can run: a slow thread start is not the document's fault.
        if (timer) clearTimeout(timer);
        timer = setTimeout(
          () =>
            settle({
              error: new UnreadableDocumentError(
                `Reading this document took longer than ${Math.round(timeBudgetMs / 1000)} seconds: save it again (as a PDF with text, or .docx) or split it`,
              ),
            }),
          timeBudgetMs,
        );
        worker.postMessage({ bytes, ...options });
        return;
      }
      if (reply.entries) return settle({ entries: reply.entries });
      const error =
        reply.error?.name === "UnreadableDocumentError" ? new UnreadableDocumentError() : new Error();
      error.message = reply.error?.message ?? "This document could not be read";
      settle({ error });
    });
    worker.on("error", (error) => {
      const outOfMemory = (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
      settle({
        error: outOfMemory
          ? new UnreadableDocumentError(
              "Reading this document needed more memory than one document may use: save it again or split it",
            )
          : new Error(`The document-reading thread stopped (${error.message})`),
      });
    });
    worker.on("exit", () =>
      settle({ error: new Error("The document-reading thread stopped before it had read the document") }),
    );
  });
}
