// Starts a mail-reading thread of the pool (parse-thread.ts): TypeScript is loaded through tsx, as in the server, and
// the same whether the parent runs under tsx, Vitest or anything else. "ready" tells the pool the parser is loaded,
// so a mail's time budget does not count the thread's start.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import("./parse-thread.ts");
parentPort.postMessage({ ready: true });
