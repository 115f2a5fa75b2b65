#!/usr/bin/env node
// `npm start`: builds the web app and the server when their sources changed since their last build (scripts/build.mjs,
// by a hash of the sources), then runs the compiled server in this process's place (decision 0020).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfChanged } from "./build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

try {
  // Both at once: Vite and esbuild each keep a core busy for a moment.
  await Promise.all([buildIfChanged("web"), buildIfChanged("server")]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/**
 * The server's own thread's young generation: V8's default semi-space grows to 16 MB (32 MB resident for the pair),
 * and what the server allocates between collections (a request, a query's rows) fits in far less; 4 MB keeps 24 MB
 * less from the first request, mail decided as fast as measured, the API's reads at about 15 % more CPU when many run
 * at once (decision 0020, session 18). V8 applies it to the server's worker threads too, in place of their own limit:
 * the agent threads' young generation stays 8 MB (8 here would double it), the encoder thread's goes from 4 to 8 MB.
 * An operator's own setting stays.
 */
const SEMI_SPACE_MB = 4;
const operatorFlags = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`;
const flags = /--max[-_]semi[-_]space[-_]size/.test(operatorFlags)
  ? []
  : [`--max-semi-space-size=${SEMI_SPACE_MB}`];

const server = spawn(process.execPath, [...flags, join(root, "apps/server/dist/main.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: {
    // glibc gives each thread that allocates its own malloc arena and keeps what they free: with the agent's threads
    // and ONNX Runtime's, two arenas hold less memory for no speed we could measure (decision 0020).
    MALLOC_ARENA_MAX: "2",
    // A fixed threshold for allocating by mmap: glibc otherwise raises it up to 32 MB as large blocks are freed, and
    // then keeps them in its arenas; a company's first training (the encoder's batches, the training's arrays, the
    // threads that start and stop) left 15-20 MB more behind (decision 0020, session 18).
    MALLOC_MMAP_THRESHOLD_: "131072",
    ...process.env,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
