// `npm run bench:start`: how fast `npm start` is healthy and how much memory the server holds (issue 26, decision
// 0020), printed, never asserted. On a fresh data folder with the demo workspace, as a newcomer's first `npm start`:
//  1. first start → /api/health answers and the web app is served (the builds forced, as on a fresh clone, unless
//     `--built`), then the server's resident memory once the demo's six guest mails are decided;
//  2. the same data folder started again (nothing to build, nothing to migrate) → healthy, its memory idle;
//  3. one more guest mail through the forwarding address after that restart, its memory once it is decided.
// Resident memory is the server process's (its agent threads included), read from /proc. BENCH_MEMORY_DETAIL=1 also
// prints where it is at each reading: each thread's V8 heap (from a diagnostic report the server writes on SIGUSR2)
// and the process's memory outside them.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { freePort } from "../e2e/support/app-server";

const root = new URL("..", import.meta.url).pathname;
const IDLE_MS = 10_000;
const DETAIL = process.env.BENCH_MEMORY_DETAIL === "1";
const DEMO_MAILS = 6;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** The server's process id (the process `npm start` runs in its place). */
function serverPid(start: ChildProcess): string {
  const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(start.pid)], { encoding: "utf8" })
    .split("\n")
    .map((p) => p.trim())
    .filter(Boolean);
  return children.at(-1) ?? String(start.pid);
}

/** The server's resident set, in kB. */
function serverRss(start: ChildProcess): number {
  const line = readFileSync(`/proc/${serverPid(start)}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0);
}

/**
 * CPU seconds `npm start` has used: its own and its finished children's (the builds, the database's preparation)
 * and the server's. Less dependent on a shared machine's load than the wall-clock time.
 */
function cpuSeconds(start: ChildProcess): number {
  const ticks = (pid: string, withChildren: boolean) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime, stime, cutime, cstime: fields 14-17 of stat, 12-15 after the command's closing parenthesis.
    const [u, s, cu, cs] = fields.slice(11, 15).map(Number) as [number, number, number, number];
    return u + s + (withChildren ? cu + cs : 0);
  };
  const hz = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  return (ticks(String(start.pid), true) + ticks(serverPid(start), false)) / hz;
}

interface HeapReport {
  header: { threadId: number };
  javascriptHeap: { totalMemory: number; heapSpaces: Record<string, { memorySize: number }> };
  workers?: HeapReport[];
}

/**
 * Where the server's memory is (BENCH_MEMORY_DETAIL=1): the V8 heap of its own thread and of each worker thread (its
 * young generation in brackets), read from a diagnostic report, and the resident memory outside those heaps
 * (PGlite's WebAssembly memory, ONNX Runtime, Node itself, malloc).
 */
async function memoryDetail(start: ChildProcess, reports: string): Promise<string> {
  const before = new Set(readdirSync(reports));
  process.kill(Number(serverPid(start)), "SIGUSR2");
  let file: string | undefined;
  for (let i = 0; i < 100 && !file; i++, await sleep(100))
    file = readdirSync(reports).find((f) => !before.has(f) && f.endsWith(".json"));
  if (!file) return "no report";
  await sleep(200);
  const report = JSON.parse(readFileSync(join(reports, file), "utf8")) as HeapReport;
  const heap = (r: HeapReport) =>
    `${mb(r.javascriptHeap.totalMemory / 1024)} (${mb((r.javascriptHeap.heapSpaces.new_space?.memorySize ?? 0) / 1024)})`;
  const all = [report, ...(report.workers ?? [])];
  const heaps = all.reduce((sum, r) => sum + r.javascriptHeap.totalMemory, 0);
  const outside = serverRss(start) - heaps / 1024;
  return `heaps: server ${heap(report)}, threads ${(report.workers ?? []).map(heap).join(", ")}; outside them ${mb(outside)}`;
}

async function startServer(dataDir: string, ports: { http: number; smtp: number }, reports: string) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      ...(DETAIL
        ? {
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --report-on-signal --report-directory=${reports}`,
          }
        : {}),
      PORT: String(ports.http),
      INBOUND_SMTP_PORT: String(ports.smtp),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_WORKSPACE: "true",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${ports.http}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error("npm start exited before it was healthy");
    try {
      const [health, page] = await Promise.all([fetch(`${base}/api/health`), fetch(`${base}/`)]);
      if (health.ok && page.ok && (await page.text()).includes('<div id="root"')) break;
    } catch {}
    await sleep(25);
  }
  const healthyS = (performance.now() - started) / 1000;
  const cpuS = cpuSeconds(child);
  const stop = async () => {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  return { child, base, healthyS, cpuS, stop };
}

/** Signs in as the demo owner (the demo may still be being made) and waits for `count` decided mails. */
async function waitForDecisions(base: string, count: number) {
  let cookie = "";
  for (const deadline = Date.now() + 60_000; !cookie; await sleep(250)) {
    if (Date.now() > deadline) throw new Error("the demo account could not sign in");
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "demo@hotel-aurora.example", password: "autopilot-demo" }),
    });
    if (res.ok)
      cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
  }
  for (const deadline = Date.now() + 120_000; ; await sleep(250)) {
    if (Date.now() > deadline) throw new Error(`${count} decided mails did not appear within 2 minutes`);
    const res = await fetch(`${base}/api/messages?pageSize=50`, { headers: { cookie } });
    if (!res.ok) continue;
    const { rows } = (await res.json()) as { rows: { processed: boolean }[] };
    if (rows.filter((r) => r.processed).length >= count) return;
  }
}

async function main() {
  const built = process.argv.includes("--built");
  if (!built)
    for (const dist of ["apps/web/dist", "apps/server/dist"])
      rmSync(join(root, dist, ".source-hash"), { force: true });
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-bench-start-"));
  const reports = mkdtempSync(join(tmpdir(), "inbox-bench-start-reports-"));
  const ports = { http: await freePort(), smtp: await freePort() };
  const rows: [string, string][] = [];
  try {
    const first = await startServer(dataDir, ports, reports);
    rows.push([
      `first start → healthy${built ? " (built already)" : " (web and server built)"}`,
      `${first.healthyS.toFixed(2)} s (${first.cpuS.toFixed(1)} s of CPU)`,
    ]);
    const decidedAt = performance.now();
    await waitForDecisions(first.base, DEMO_MAILS);
    rows.push([
      "  the demo's six mails decided after",
      `${((performance.now() - decidedAt) / 1000).toFixed(1)} s`,
    ]);
    await sleep(3000);
    rows.push(["  memory after the first decisions", mb(serverRss(first.child))]);
    if (DETAIL) rows.push(["    where", await memoryDetail(first.child, reports)]);
    await first.stop();

    const second = await startServer(dataDir, ports, reports);
    rows.push([
      "second start → healthy",
      `${second.healthyS.toFixed(2)} s (${second.cpuS.toFixed(1)} s of CPU)`,
    ]);
    await sleep(IDLE_MS);
    rows.push([`  memory idle, ${IDLE_MS / 1000} s after`, mb(serverRss(second.child))]);
    if (DETAIL) rows.push(["    where", await memoryDetail(second.child, reports)]);
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: ports.smtp,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: "Ana Guest <ana.guest@example.com>",
      to: "aurora-demo@inbound.localhost",
      subject: "Parking",
      text: "Hello, is there somewhere to leave the car during our stay? Thanks, Ana",
    });
    transport.close();
    await waitForDecisions(second.base, DEMO_MAILS + 1);
    await sleep(3000);
    rows.push(["  memory after one more mail is decided", mb(serverRss(second.child))]);
    if (DETAIL) rows.push(["    where", await memoryDetail(second.child, reports)]);
    await second.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(reports, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(
    `\nnpm start, embedded database, demo workspace (load average ${loadavg()[0]!.toFixed(2)} at the end)`,
  );
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}

await main();
