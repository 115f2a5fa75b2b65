// A document-reading thread (read-document-in-thread.ts): one PDF or Word file, read with unpdf or mammoth away from
// the server's own thread, so a file built to be slow or huge holds this thread only until it is terminated.
import { parentPort } from "node:worker_threads";
import { type DocumentType, readDocument } from "./read-document";

parentPort!.on(
  "message",
  async ({
    bytes,
    type,
    source,
    title,
  }: {
    bytes: Uint8Array;
    type: DocumentType;
    source: string;
    title: string;
  }) => {
    try {
      parentPort!.postMessage({ entries: await readDocument(bytes, { type, source, title }) });
    } catch (error) {
      const e = error as Error;
      parentPort!.postMessage({ error: { name: e?.name ?? "Error", message: e?.message ?? String(error) } });
    }
  },
);
