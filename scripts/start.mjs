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

const server = spawn(process.execPath, [join(root, "apps/server/dist/main.mjs")], {
  cwd: root,
  stdio: "inherit",
  // glibc gives each thread that allocates its own malloc arena and keeps what they free: with the agent's threads and
  // ONNX Runtime's, two arenas hold less memory for no speed we could measure (decision 0020).
  env: { MALLOC_ARENA_MAX: "2", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
