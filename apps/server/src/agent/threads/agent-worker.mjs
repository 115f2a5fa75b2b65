// Starts an agent thread of the pool (agent-thread.ts): TypeScript is loaded through tsx, as in the server, and the
// same whether the parent runs under tsx, Vitest or anything else. "ready" tells the pool the agent and its encoder
// are loaded, so a task's time budget does not count the thread's start.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { warm } = await import("./agent-thread.ts");
parentPort.postMessage({ ready: true, ...(await warm()) });
