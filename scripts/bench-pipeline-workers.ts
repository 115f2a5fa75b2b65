/**
 * `npm run bench:pipeline -- --workers 1,2`: the pipeline as several machines run it (issue 26, decision 0021), on
 * PostgreSQL (DATABASE_URL; a fresh database is made for each row and dropped after it). The compiled server runs as
 * one API process (PROCESS_ROLE=api: HTTP and the forwarding listener) and N worker processes (PROCESS_ROLE=worker:
 * the jobs); a burst of BENCH_BURST mails (500) goes through the listener to a live hotel, and for each N it prints:
 *  - mails decided per second (from the first accepted to the last decided) and accepted per second;
 *  - the CPU seconds each process burned during the burst, and how its classifiers were made ready (trained or
 *    loaded from the database);
 *  - counts that must be zero: mails stored twice, messages with a second ticket, mails (replies, notifications)
 *    sent twice, live replies left unsent; and the live replies written.
 * The first row is the listener alone (the API process with no worker): mails stored per second, not decided.
 * Then a fresh worker's first mail: a mail waits in the queue, a worker process starts and decides it; the time from
 * its start to the decision and its CPU, with the company's classifier stored, and with it deleted first (trained).
 * Figures are printed, never asserted. BENCH_MODE=sandbox drafts the replies instead of sending them; BENCH_PROFILE=<folder>
 * writes a CPU profile of every process and thread there (for Chrome's DevTools).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { intentCatalogue } from "@inbox/agent";
import {
  addMembership,
  agentConfigs,
  brandBriefs,
  companies,
  devOutbox,
  escalationResponsables,
  messages,
  ticketResponses,
  tickets,
} from "@inbox/db";
import { createTestDatabase } from "@inbox/db/testing";
import { freePort } from "@inbox/mail/testing/dovecot";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { createAppContext } from "../apps/server/src/bootstrap";
import type { AppContext } from "../apps/server/src/context";
import { parseEnv } from "../apps/server/src/env";
import { createLogger } from "../apps/server/src/lib/logger";
import { createForwardingMailbox } from "../apps/server/src/testing/fixtures";

const BURST = Number(process.env.BENCH_BURST ?? 500);
const MODE = process.env.BENCH_MODE === "sandbox" ? "sandbox" : "live";
const root = new URL("..", import.meta.url).pathname;
const SECRET = "bench-pipeline-secret-that-is-long-enough-0123456789";
const KEY = "c".repeat(64);
const ADDRESS = "bench@inbound.localhost";
const TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

const FAQ = `Q: What time is check-in and check-out?
A: Check-in is from 15:00 and check-out until 11:00.

Q: Do you have parking?
A: Yes, our private garage has 20 spaces. Parking costs 18 EUR per night.

Q: Are pets allowed?
A: Dogs are welcome for 12 EUR per night.

Q: Is breakfast included?
A: Breakfast is included in all rates and served from 7:00 to 10:30.`;

const QUESTIONS = [
  "Hello, is breakfast included in the rate? We arrive on Friday.",
  "Do you have parking for our car during the stay?",
  "What time is check-in? Our train arrives late.",
  "Can we bring our dog?",
  "I would like a refund for the night we did not use.",
  "Do you serve vegan dinner at the restaurant?",
];

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

interface Running {
  child: ChildProcess;
  role: "api" | "worker";
  output: () => string;
  stop(): Promise<void>;
}

/** The compiled server with the settings every process of one deployment shares, and its role. */
function startProcess(databaseUrl: string, role: "api" | "worker", ports: { http: number; smtp: number }) {
  let output = "";
  // Nothing of a deployment on PostgreSQL is kept in the data folder (the secrets are given): a scratch one.
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-bench-"));
  // BENCH_PROFILE=<folder>: a CPU profile of each process and of each of its threads, written there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, join(root, "apps/server/dist/main.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PROCESS_ROLE: role,
      DATABASE_URL: databaseUrl,
      PORT: String(ports.http),
      HOST: "127.0.0.1",
      BASE_URL: "http://127.0.0.1:3999",
      BETTER_AUTH_SECRET: SECRET,
      ENCRYPTION_KEY: KEY,
      INBOUND_SMTP_PORT: String(ports.smtp),
      INBOUND_MAIL_DOMAIN: "inbound.localhost",
      SMTP_URL: "",
      DEMO_WORKSPACE: "false",
      LOG_LEVEL: "info",
      MALLOC_ARENA_MAX: "2",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const running: Running = {
    child,
    role,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode)
        return rmSync(dataDir, { recursive: true, force: true });
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
      if (child.exitCode === null && !child.signalCode) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return running;
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether something listens on the port (the API process starts its forwarding listener after HTTP). */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** How the process's classifiers were made ready, from its log lines ("classifier trained", "classifier loaded"). */
function classifiersOf(output: string) {
  const made = { trained: [] as number[], loaded: [] as number[] };
  for (const line of output.split("\n")) {
    const m = /"ms":(\d+),"msg":"classifier (trained|loaded)"/.exec(line);
    if (m) made[m[2] as "trained" | "loaded"].push(Number(m[1]));
  }
  return made;
}

/** A fresh database with a live hotel on a forwarding address: FAQ, brief, a default responsable. */
async function prepareDatabase() {
  const database = await createTestDatabase("postgres");
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: SECRET,
    ENCRYPTION_KEY: KEY,
    BASE_URL: "http://127.0.0.1:3999",
    DEMO_WORKSPACE: "false",
    DATABASE_URL: database.url!,
  });
  const ctx = await createAppContext({ env, logger: createLogger("silent"), catalogue: intentCatalogue });
  const owner = await ctx.auth.api.signUpEmail({
    body: { email: "owner@aurora.test", password: "bench-password-123", name: "Owner" },
  });
  const [company] = await ctx.db
    .insert(companies)
    .values({
      name: "Hotel Aurora",
      url: "https://aurora.test",
      email: "owner@aurora.test",
      // No daily limit on the agent's replies: every mail it can answer is answered.
      subscription: "professional",
      mode: MODE,
    })
    .returning();
  const companyId = company!.id;
  await addMembership(ctx.db, { companyId, userId: owner.user.id, role: "owner" });
  await ctx.db.insert(agentConfigs).values({ companyId, userId: owner.user.id, faqContent: FAQ });
  await ctx.db.insert(brandBriefs).values({
    companyId,
    userId: owner.user.id,
    content: "Tone of voice\nWarm.\nSign-off: The front desk",
  });
  await ctx.db.insert(escalationResponsables).values({
    companyId,
    firstName: "Lea",
    lastName: "Marti",
    email: "lea@aurora.test",
    isDefaultResponsable: true,
  });
  await createForwardingMailbox(ctx, owner.user.id, { email: "info@aurora.test", address: ADDRESS });
  return {
    ctx,
    companyId,
    url: database.url!,
    async drop() {
      await ctx.handle.close();
      await database.close();
    },
  };
}

/** A sender of guest mail to the forwarding address, four connections at once as a busy MTA would use. */
function mailSender(smtpPort: number, tag: string) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 4,
    maxMessages: Number.POSITIVE_INFINITY,
  });
  let n = 0;
  return {
    async send() {
      n += 1;
      const messageId = `<bench-${tag}-${n}-${Date.now()}@guest.test>`;
      await transport.sendMail({
        from: `Guest ${n} <guest${n}@guest.test>`,
        to: ADDRESS,
        subject: `Question ${n}`,
        text: QUESTIONS[n % QUESTIONS.length],
        messageId,
      });
      return messageId;
    },
    close: () => transport.close(),
  };
}

async function count(ctx: AppContext, ids: string[], decided: boolean) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${messages.trace}->>'decidedAt')` })
    .from(messages)
    .where(and(inArray(messages.messageIdHeader, ids), decided ? eq(messages.processed, true) : undefined));
  return { n: row?.n ?? 0, last: row?.last ? new Date(row.last).getTime() : 0 };
}

/** What must never happen, counted once every mail is decided and every reply sent. */
async function twice(ctx: AppContext, ids: string[]) {
  const stored = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(inArray(messages.messageIdHeader, ids))
    .groupBy(messages.messageIdHeader);
  const opened = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(isNotNull(tickets.messageId))
    .groupBy(tickets.messageId);
  const sent = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(devOutbox)
    .where(isNotNull(devOutbox.messageId))
    .groupBy(devOutbox.messageId);
  const replies = await ctx.db
    .select({ sent: sql<boolean>`${ticketResponses.sentAt} is not null` })
    .from(ticketResponses)
    .where(and(eq(ticketResponses.mode, "live"), eq(ticketResponses.author, "AI Agent")));
  return {
    mailsStoredTwice: stored.filter((r) => r.n > 1).length,
    messagesWithASecondTicket: opened.filter((r) => r.n > 1).length,
    // Replies and the notifications to the responsable, by their Message-ID in the outbox.
    mailsSentTwice: sent.filter((r) => r.n > 1).length,
    liveReplies: replies.length,
    liveRepliesUnsent: replies.filter((r) => !r.sent).length,
  };
}

/** One row: a fresh database, the API process and `workers` worker processes, a warm-up mail, then the burst. */
async function runRow(workers: number) {
  const db = await prepareDatabase();
  const smtp = await freePort();
  const api = startProcess(db.url, "api", { http: await freePort(), smtp });
  const started: Running[] = [api];
  const sender = mailSender(smtp, `w${workers}`);
  try {
    await until("the API process", () => listening(smtp));
    for (let i = 0; i < workers; i++) started.push(startProcess(db.url, "worker", { http: 0, smtp: 0 }));
    await until("the workers", () =>
      started.every((p) => p.role === "api" || p.output().includes("worker running")),
    );
    if (workers > 0) {
      // The company's first mail: its classifier is trained once by one worker and stored.
      const warm = await sender.send();
      await until("the first mail decided", async () => (await count(db.ctx, [warm], true)).n === 1);
    }
    const cpuBefore = started.map((p) => cpuSeconds(p.child.pid!));
    const t0 = Date.now();
    const ids = await Promise.all(Array.from({ length: BURST }, () => sender.send()));
    const acceptedAt = Date.now();
    let doneAt = acceptedAt;
    if (workers === 0) {
      await until("the burst stored", async () => (await count(db.ctx, ids, false)).n >= BURST);
      doneAt = Date.now();
    } else {
      let last = 0;
      await until(
        "the burst decided",
        async () => {
          const c = await count(db.ctx, ids, true);
          last = c.last;
          return c.n >= BURST;
        },
        600_000,
      );
      doneAt = last;
    }
    const cpu = started.map((p, i) => Math.round((cpuSeconds(p.child.pid!) - cpuBefore[i]!) * 10) / 10);
    const seconds = (doneAt - t0) / 1000;
    const row: Record<string, unknown> = {
      workers,
      loadAverage: Math.round(loadavg()[0]! * 10) / 10,
      mails: BURST,
      acceptedPerSecond: Math.round((BURST / ((acceptedAt - t0) / 1000)) * 10) / 10,
      [workers === 0 ? "storedPerSecond" : "decidedPerSecond"]: Math.round((BURST / seconds) * 10) / 10,
      cpuSecondsInBurst: { api: cpu[0], workers: cpu.slice(1) },
    };
    if (workers > 0) {
      row.classifiers = started.slice(1).map((p) => classifiersOf(p.output()));
      if (MODE === "live")
        await until(
          "every reply sent",
          async () => (await twice(db.ctx, ids)).liveRepliesUnsent === 0,
          300_000,
        );
      row.mustBeZero = await twice(db.ctx, ids);
    }
    console.log(JSON.stringify(row));
  } catch (error) {
    for (const p of started) console.error(`--- ${p.role} output:\n${p.output().slice(-3000)}`);
    throw error;
  } finally {
    sender.close();
    await Promise.all(started.map((p) => p.stop()));
    await db.drop();
  }
}

/**
 * A fresh worker's first mail for a company whose classifier is stored (or, `stored: false`, deleted first so the
 * worker trains it as every worker did before decision 0021): the mail waits in the queue, the worker starts.
 */
async function firstMail(stored: boolean) {
  const db = await prepareDatabase();
  const smtp = await freePort();
  const api = startProcess(db.url, "api", { http: await freePort(), smtp });
  const started: Running[] = [api];
  const sender = mailSender(smtp, `first-${stored}`);
  try {
    await until("the API process", () => listening(smtp));
    // One worker trains and stores the company's classifier, then stops.
    const trainer = startProcess(db.url, "worker", { http: 0, smtp: 0 });
    started.push(trainer);
    const warm = await sender.send();
    await until("the first mail decided", async () => (await count(db.ctx, [warm], true)).n === 1);
    await trainer.stop();
    // Through SQL by name: the bench also runs against the code before decision 0021, which has no such table.
    if (!stored)
      await db.ctx.handle
        .executeSql("delete from intent_classifiers where company_id = $1", [db.companyId])
        .catch(() => {});
    const waiting = await sender.send();
    const t0 = Date.now();
    const fresh = startProcess(db.url, "worker", { http: 0, smtp: 0 });
    started.push(fresh);
    await until("the waiting mail decided", async () => (await count(db.ctx, [waiting], true)).n === 1);
    const decidedAt = (await count(db.ctx, [waiting], true)).last;
    console.log(
      JSON.stringify({
        freshWorkerFirstMail: stored ? "classifier stored" : "classifier trained",
        loadAverage: Math.round(loadavg()[0]! * 10) / 10,
        startToDecidedMs: decidedAt - t0,
        workerCpuSeconds: Math.round(cpuSeconds(fresh.child.pid!) * 10) / 10,
        classifier: classifiersOf(fresh.output()),
      }),
    );
  } finally {
    sender.close();
    await Promise.all(started.map((p) => p.stop()));
    await db.drop();
  }
}

export async function benchWorkers(counts: number[]) {
  if (!process.env.DATABASE_URL) {
    console.error(
      "--workers runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).",
    );
    process.exit(1);
  }
  // The processes run the compiled server, as `npm start` does (built only when its sources changed).
  execFileSync(process.execPath, [join(root, "scripts/build.mjs")], { stdio: "inherit" });
  await runRow(0);
  for (const n of counts) await runRow(n);
  if (!process.env.BENCH_SKIP_FIRST_MAIL) {
    await firstMail(true);
    await firstMail(false);
  }
}
