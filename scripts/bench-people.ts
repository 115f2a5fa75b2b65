/**
 * `npm run bench:people`: customers at scale, printed (never asserted).
 * On PGlite (unless BENCH_PGLITE=false), and on PostgreSQL when DATABASE_URL is set (a scratch database `inbox_bench_people_<pid>` is made and
 * dropped):
 * - a CSV import of BENCH_ROWS rows (100,000) through the real server process, as a browser sends it: the upload
 *   streamed from a file, the background check to its preview (read once, as the dialog does), the owner's
 *   confirmation BENCH_REVIEW_SECONDS (0) later, then the background import to "completed" (the total leaves the
 *   review out). Prints the total time (and the upload's and the
 *   preview's) and the server's memory growth: its peak resident memory from the upload's start to the import's end (the kernel's high-water mark,
 *   reset just before, so a spike between two samples counts too) minus its resident memory just before, after a
 *   small warm-up import (code loaded and compiled once, as on a server that has been up a while).
 * - the Customers list with those customers in the company: p50 / p95 of the first page, a filtered page, and
 *   searches, through HTTP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import {
  createWriteStream,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** Seconds between the preview and the owner's Import (0: at once). */
const REVIEW_SECONDS = Number(process.env.BENCH_REVIEW_SECONDS ?? 0);
const root = new URL("..", import.meta.url).pathname;

const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? 0;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const log = (line: string) => process.stderr.write(`${line}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const FIRST = [
  "Anna",
  "Peter",
  "Lea",
  "Omar",
  "Sofia",
  "Jan",
  "Mei",
  "Carlos",
  "Nina",
  "Marta",
  "Tom",
  "Ines",
];
const LAST = ["Weber", "Jansen", "Marti", "Haddad", "Rossi", "de Vries", "Chen", "Diaz", "Berg", "Kowalska"];
// Spread independently, so that a filter on several of them still finds customers.
const LANGUAGES = ["en", "de", "fr", "it", "nl"];
const SUBSCRIPTIONS = ["Basic", "Premium", "Enterprise"];
const PAYMENT = ["Ok", "Overdue", "Off"];
const COMPANIES = ["Alpina Resorts", "Fjord Hotels", "Lakeside Inn", "Grand Hotel, Roma", "Seaview B&B", ""];

/** A CRM-like export: every column, a few quoted values with commas, one row in 1,000 refused (a bad email). */
async function writeCsv(path: string, rows: number, firstId = 1) {
  const out = createWriteStream(path);
  const write = (s: string) => (out.write(s) ? undefined : once(out, "drain"));
  await write(
    "internal_customer_id,company_name,phone_number,first_name,last_name,email,phone,whatsapp,domain_name,is_active_customer,language,subscription,account_value,payment_status\n",
  );
  for (let i = firstId; i < firstId + rows; i++) {
    const company = COMPANIES[i % COMPANIES.length]!;
    const email = i % 1000 === 0 ? "not-an-email" : `guest${i}@example${i % 97}.com`;
    await write(
      `${i},"${company}",+41 44 ${String(i).padStart(7, "0")},${FIRST[i % FIRST.length]},${LAST[i % LAST.length]} ${i},${email},+41 79 ${i},+41 78 ${i},example${i % 97}.com,${i % 4 ? "yes" : "no"},${LANGUAGES[Math.floor(i / 7) % 5]},${SUBSCRIPTIONS[i % 3]},${(i % 5000) + 0.5},${PAYMENT[Math.floor(i / 3) % 3]}\n`,
    );
  }
  out.end();
  await once(out, "finish");
}

interface Server {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-bench-people-"));
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "1000",
      INBOUND_SMTP_PORT: "0",
      DEMO_WORKSPACE: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, in MB (Linux): now (VmRSS) or its peak since the last reset (VmHWM). */
const memoryMb = (pid: number, field: "VmRSS" | "VmHWM") => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
};
const rssMb = (pid: number) => memoryMb(pid, "VmRSS");
/** Starts the process's peak resident memory afresh (Linux); false where the kernel does not allow it. */
const resetPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
};

async function run(label: string, files: { main: string; warmUp: string }, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const base = server.baseUrl;
    let cookie = "";
    const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: { origin: base, ...(cookie ? { cookie } : {}), ...(init.headers ?? {}) },
      });
      // Healthy before its job queue is: on a loaded machine the first upload can come before it.
      if (res.status === 503 && (await res.clone().text()).includes("still starting")) {
        await new Promise((r) => setTimeout(r, 1000));
        return call(path, init);
      }
      const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
      if (set.length) cookie = set.join("; ");
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res;
    };
    const json = { "content-type": "application/json" };
    await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Bench", email: "owner@bench.test", password: "bench-password" }),
    });
    await call("/api/companies", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Bench Hotel", url: "https://bench.test" }),
    });
    await call("/api/customers?active=true");
    await call("/api/customers/imports/latest");
    type ImportState = {
      status: string;
      rowsDone: number;
      total: number | null;
      created: number;
      errorCount: number;
    };
    /** Follows an import until it reaches one of `ends`. */
    const follow = async (id: string, ends: string[]) => {
      for (;;) {
        const state = (await (await call(`/api/customers/imports/${id}`)).json()) as ImportState;
        if (ends.includes(state.status)) return state;
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    /**
     * Uploads a file as the browser does, follows its check to the preview, reads the preview as the dialog does,
     * confirms it (every conflict updated) and follows the import until it ends.
     */
    const importFile = async (file: string, on: { uploaded?: () => void; previewed?: () => void } = {}) => {
      const form = new FormData();
      form.append("file", await openAsBlob(file, { type: "text/csv" }), "customers.csv");
      const upload = (await (
        await call("/api/customers/imports", { method: "POST", body: form })
      ).json()) as {
        id: string;
      };
      on.uploaded?.();
      const checked = await follow(upload.id, ["previewed", "failed"]);
      if (checked.status === "failed") return checked;
      await (await call(`/api/customers/imports/${upload.id}/preview`)).arrayBuffer();
      on.previewed?.();
      // The owner reads the preview before pressing Import (at once by default: the worst case for memory).
      await new Promise((r) => setTimeout(r, REVIEW_SECONDS * 1000));
      await call(`/api/customers/imports/${upload.id}/confirm`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ conflicts: "update" }),
      });
      return follow(upload.id, ["completed", "failed"]);
    };
    // The warm-up: other customers (ids far above the file's), so the measured import still creates all of its own.
    await importFile(files.warmUp);
    await new Promise((r) => setTimeout(r, 1000));

    const pid = server.child.pid!;
    const before = rssMb(pid);
    const exactPeak = resetPeak(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 100);
    const started = performance.now();
    let uploadSeconds = 0;
    let previewSeconds = 0;
    let previewPeak = 0;
    const state = await importFile(files.main, {
      uploaded: () => {
        uploadSeconds = (performance.now() - started) / 1000;
      },
      previewed: () => {
        previewSeconds = (performance.now() - started) / 1000 - uploadSeconds;
        previewPeak = Math.max(peak, rssMb(pid), exactPeak ? memoryMb(pid, "VmHWM") : 0);
      },
    });
    const totalSeconds = (performance.now() - started) / 1000 - REVIEW_SECONDS;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid), exactPeak ? memoryMb(pid, "VmHWM") : 0);
    const imported = {
      status: state.status,
      rows: ROWS,
      created: state.created,
      refused: state.errorCount,
      uploadSeconds: round(uploadSeconds),
      previewSeconds: round(previewSeconds),
      totalSeconds: round(totalSeconds),
      rssBeforeMb: round(before, 0),
      rssPeakMb: round(peak, 0),
      memoryGrowthMb: round(peak - before, 0),
      previewMemoryGrowthMb: round(previewPeak - before, 0),
      peakMeasuredBy: exactPeak ? "kernel high-water mark" : "sampling every 100 ms",
    };
    log(
      `${label.padEnd(10)} import ${ROWS.toLocaleString("en-US")} rows: ${imported.totalSeconds} s (upload ${imported.uploadSeconds} s, preview ${imported.previewSeconds} s), ${state.created.toLocaleString("en-US")} created, ${state.errorCount} refused; server memory ${imported.rssBeforeMb} -> ${imported.rssPeakMb} MB (+${imported.memoryGrowthMb} MB: peak resident during upload, preview and import, by ${imported.peakMeasuredBy}, minus resident before, after a warm-up import; +${imported.previewMemoryGrowthMb} MB by the end of the preview)`,
    );

    const calls: Record<string, string> = {
      firstPage: "/api/customers?active=true&page=1&pageSize=25",
      filteredPage:
        "/api/customers?active=true&subscription=Premium&paymentStatus=Ok&language=en&page=3&pageSize=25",
      searchEmail: "/api/customers?active=true&email=guest4242",
      searchName: "/api/customers?active=true&name=Marta%20Kowalska%2077",
      searchCompany: "/api/customers?active=true&company=lakeside&page=2&pageSize=25",
      contacts: "/api/customers?active=false&page=1&pageSize=25",
    };
    const list: Record<string, { p50: number; p95: number }> = {};
    for (const [name, path] of Object.entries(calls)) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const t0 = performance.now();
        await (await call(path)).arrayBuffer();
        if (i >= 3) times.push(performance.now() - t0);
      }
      list[name] = { p50: round(pct(times, 50)), p95: round(pct(times, 95)) };
      log(`${label.padEnd(10)} ${name.padEnd(14)} p50 ${list[name].p50} ms  p95 ${list[name].p95} ms`);
    }
    return { import: imported, list };
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), "inbox-bench-people-csv-"));
const files = { main: join(dir, "customers.csv"), warmUp: join(dir, "warm-up.csv") };
await writeCsv(files.main, ROWS);
await writeCsv(files.warmUp, 2000, 10_000_001);
log(
  `bench:people: ${ROWS.toLocaleString("en-US")} rows, ${round(statSync(files.main).size / 1024 / 1024)} MB CSV`,
);
const output: Record<string, unknown> = {};
try {
  if (process.env.BENCH_PGLITE !== "false") output.pglite = await run("pglite", files, {});
  if (process.env.DATABASE_URL) {
    // A name of its own, so that two runs at once do not drop each other's database.
    const name = `inbox_bench_people_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      output.postgres = await run("postgres", files, { DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(output)}\n`);
process.exit(0);
