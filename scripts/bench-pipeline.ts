/**
 * `npm run bench:pipeline`: the agent pipeline end to end, printed (never asserted), on PGlite and, when
 * DATABASE_URL is set, on PostgreSQL (issue 16):
 *  - SMTP accept → decision stored, p50 / p95, one mail at a time, on a demo-like hotel workspace;
 *  - messages decided per second for a burst of BENCH_BURST mails (500) through the forwarding listener.
 * The agent decides on its threads (AGENT_THREADS, default 2; 0: on this process's own thread).
 * BENCH_PROFILE=<folder> writes a CPU profile of each burst there (<database>.cpuprofile, for Chrome's DevTools). The
 * burst also prints the statements sent per message (on PGlite, each statement it ran, BEGIN and COMMIT included, as
 * node-postgres sends them), and BENCH_STATEMENTS=1 lists PostgreSQL's by text.
 * `-- --workers 1,2`: one API process and that many worker processes on PostgreSQL instead, with the listener alone
 * beside them (bench-pipeline-workers.ts).
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { intentCatalogue } from "@inbox/agent";
import { agentConfigs, brandBriefs, escalationResponsables, messages } from "@inbox/db";
import { type TestDatabaseKind, testDatabaseKinds } from "@inbox/db/testing";
import { and, eq, inArray, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import pg from "pg";
import { processMessage } from "../apps/server/src/agent/process-message";
import { createJobs } from "../apps/server/src/jobs/queue";
import { startWorkers } from "../apps/server/src/jobs/workers";
import { startForwarding } from "../apps/server/src/mail/forwarding";
import { storeInboundMessage } from "../apps/server/src/mail/ingest";
import { createCompanyAccount, createForwardingMailbox } from "../apps/server/src/testing/fixtures";
import { createTestApp } from "../apps/server/src/testing/test-app";

const BURST = Number(process.env.BENCH_BURST ?? 500);
const SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 40);

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

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** Every statement node-postgres sends while counting is on, by its text: what one message costs the database. */
const statements = new Map<string, number>();
let countingStatements = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (countingStatements) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === "string" ? first : (first?.text ?? "?");
    statements.set(text, (statements.get(text) ?? 0) + 1);
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
/** PGlite runs each statement (a query, an exec, a transaction's BEGIN and COMMIT) through this one lock. */
let pgliteStatements = 0;
const pglite = PGlite.prototype as unknown as { _runExclusiveQuery: (...a: unknown[]) => unknown };
const runExclusiveQuery = pglite._runExclusiveQuery;
pglite._runExclusiveQuery = function (this: unknown, ...args: unknown[]) {
  if (countingStatements) pgliteStatements += 1;
  return runExclusiveQuery.apply(this, args);
};

async function profiled<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return fn();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await fn();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

async function run(kind: TestDatabaseKind) {
  // AGENT_THREADS=0 decides on this process's own thread, as live mail did before decision 0013 covered it.
  const t = await createTestApp(kind, {
    catalogue: intentCatalogue,
    env: process.env.AGENT_THREADS ? { AGENT_THREADS: process.env.AGENT_THREADS } : {},
  });
  const account = await createCompanyAccount(t);
  await t.ctx.db
    .insert(agentConfigs)
    .values({ companyId: account.companyId, userId: account.userId, faqContent: FAQ });
  await t.ctx.db.insert(brandBriefs).values({
    companyId: account.companyId,
    userId: account.userId,
    content: "Tone of voice\nWarm.\nSign-off: The front desk",
  });
  await t.ctx.db.insert(escalationResponsables).values({
    companyId: account.companyId,
    firstName: "Lea",
    lastName: "Marti",
    email: "lea@aurora.test",
    isDefaultResponsable: true,
  });
  const address = `bench-${kind}@inbound.localhost`;
  const mailbox = await createForwardingMailbox(t.ctx, account.userId, {
    email: "info@aurora.test",
    address,
  });
  t.ctx.jobs = await createJobs(t.ctx);
  const workers = await startWorkers(t.ctx);
  const listener = await startForwarding(t.ctx, 0);
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: listener.port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 4,
    maxMessages: Number.POSITIVE_INFINITY,
  });
  let n = 0;
  const send = async () => {
    n += 1;
    const messageId = `<bench-${kind}-${n}-${Date.now()}@guest.test>`;
    await transport.sendMail({
      from: `Guest ${n} <guest${n}@guest.test>`,
      to: address,
      subject: `Question ${n}`,
      text: QUESTIONS[n % QUESTIONS.length],
      messageId,
    });
    return { messageId, acceptedAt: Date.now() };
  };
  const decidedAt = async (messageIdHeader: string) => {
    for (;;) {
      const [row] = await t.ctx.db
        .select({ at: sql<string | null>`${messages.trace}->>'decidedAt'` })
        .from(messages)
        .where(and(eq(messages.messageIdHeader, messageIdHeader), eq(messages.processed, true)));
      if (row?.at) return new Date(row.at).getTime();
      await new Promise((r) => setTimeout(r, 2));
    }
  };
  try {
    // Warm-up: the first message trains the company's classifier.
    const warm = await send();
    await decidedAt(warm.messageId);

    const latencies: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const { messageId, acceptedAt } = await send();
      latencies.push(Math.max(0, (await decidedAt(messageId)) - acceptedAt));
    }

    // Agent time against text length (issue 11): parse-to-decision for one mail whose subject and body have n bytes.
    const byLength: Record<string, { storeMs: number; decideMs: number }> = {};
    for (const size of [1_000, 10_000, 100_000, 1_000_000, 10_000_000]) {
      const text = "Do you have parking for our car? ".repeat(Math.ceil(size / 33)).slice(0, size);
      const raw = Buffer.from(
        `From: Long <long@guest.test>\r\nTo: ${address}\r\nSubject: ${text.match(/.{1,900}/g)!.join("\r\n ")}\r\nMessage-ID: <long-${size}-${kind}@guest.test>\r\n\r\n${text}\r\n`,
      );
      const a = performance.now();
      const { id } = await storeInboundMessage(
        t.ctx,
        {
          companyId: account.companyId,
          mailboxId: mailbox.id,
          provider: "forwarding",
          providerId: `long-${size}`,
          raw,
        },
        { enqueue: false },
      );
      const b = performance.now();
      await processMessage(t.ctx, { companyId: account.companyId, messageId: id! });
      byLength[`${size / 1000} KB`] = {
        storeMs: Math.round(b - a),
        decideMs: Math.round(performance.now() - b),
      };
    }

    statements.clear();
    pgliteStatements = 0;
    countingStatements = true;
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    const { acceptedAll, last } = await profiled(kind, async () => {
      const sent = await Promise.all(Array.from({ length: BURST }, () => send()));
      const acceptedAll = Date.now();
      const ids = sent.map((s) => s.messageId);
      for (;;) {
        const [row] = await t.ctx.db
          .select({
            n: sql<number>`count(*)::int`,
            last: sql<string | null>`max(${messages.trace}->>'decidedAt')`,
          })
          .from(messages)
          .where(and(inArray(messages.messageIdHeader, ids), eq(messages.processed, true)));
        if ((row?.n ?? 0) >= BURST) return { acceptedAll, last: new Date(row!.last!).getTime() };
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    const seconds = (last - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    countingStatements = false;
    const statementsSent =
      kind === "postgres" ? [...statements.values()].reduce((a, b) => a + b, 0) : pgliteStatements;
    console.log(
      JSON.stringify({
        database: kind,
        agentThreads: t.ctx.env.AGENT_THREADS,
        agentTimeByTextLength: byLength,
        smtpAcceptToDecidedMs: {
          p50: pct(latencies, 50),
          p95: pct(latencies, 95),
          samples: latencies.length,
        },
        burst: {
          messages: BURST,
          acceptedInSeconds: (acceptedAll - started) / 1000,
          decidedInSeconds: seconds,
          decidedPerSecond: Math.round((BURST / seconds) * 10) / 10,
          // CPU of this one process (listener, agent, workers, embedded database, and the sending client) per mail:
          // what bounds the rate on a machine whose cores are busy with other work.
          cpuMsPerMessage: Math.round(((cpu.user + cpu.system) / 1000 / BURST) * 10) / 10,
          // Every statement the database ran during the burst (pipeline, queue, and this bench's own polling).
          statementsPerMessage: Math.round((statementsSent / BURST) * 10) / 10,
        },
      }),
    );
  } finally {
    transport.close();
    await listener.close();
    await workers.stop();
    await t.ctx.jobs?.stop();
    await t.close();
  }
}

const workersAt = process.argv.findIndex((a) => a === "--workers" || a.startsWith("--workers="));
if (workersAt >= 0) {
  const arg = process.argv[workersAt]!;
  const list = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : (process.argv[workersAt + 1] ?? "1");
  const { benchWorkers } = await import("./bench-pipeline-workers");
  await benchWorkers(list.split(",").map((n) => Math.max(1, Number.parseInt(n, 10) || 1)));
  process.exit(0);
}
for (const kind of testDatabaseKinds()) await run(kind);
if (process.env.BENCH_STATEMENTS)
  console.log(
    [...statements]
      .sort((a, b) => b[1] - a[1])
      .map(([text, count]) => `${(count / BURST).toFixed(2)}\t${text.replace(/\s+/g, " ").slice(0, 220)}`)
      .join("\n"),
  );
process.exit(0);
