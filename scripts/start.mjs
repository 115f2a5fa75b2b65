#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the server in this process's
// place (TypeScript through tsx, so there is no separate server build to forget).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const webDir = join(root, "apps/web");
const builtIndex = join(webDir, "dist/index.html");

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ["src", "index.html", "public", "vite.config.ts"]
    .map((p) => join(webDir, p))
    .filter(existsSync);
  const contracts = join(root, "packages/contracts/src");
  const newestSource = Math.max(...sources.map(newestMtime), newestMtime(contracts));
  return newestSource > statSync(builtIndex).mtimeMs;
}

if (webBuildIsStale()) {
  console.log("Building the web app (first start, or its sources changed)...");
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", join(root, "apps/server/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
