// Starts a document-reading thread (document-thread.ts): TypeScript is loaded through tsx, as in the server, whether
// the parent runs under tsx, Vitest or anything else. "ready" tells the reader the parsers can start, so a document's
// time budget does not count the thread's start.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import("./document-thread.ts");
parentPort.postMessage({ ready: true });
