// Starts the head-training thread (semantic-head-thread.ts): TypeScript is loaded through tsx, as in the server, and
// the same whether the parent runs under tsx, Vitest or anything else.
import { register } from "tsx/esm/api";

register();
await import("./semantic-head-thread.ts");
