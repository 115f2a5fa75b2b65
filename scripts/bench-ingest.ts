/**
 * `npm run bench:ingest`: mail plumbing figures, printed (never asserted).
 *  - throughput from IMAP fetch to stored message (real Dovecot on loopback), on PGlite and, when DATABASE_URL is
 *    set, on PostgreSQL;
 *  - arrival-to-stored latency through IDLE (append to INBOX → row in `messages`), p50 / p95.
 */
import { intentCatalogue } from "@inbox/agent";
import { messages } from "@inbox/db";
import { type TestDatabaseKind, testDatabaseKinds } from "@inbox/db/testing";
import { startDovecot } from "@inbox/mail/testing/dovecot";
import { eq, sql } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { createJobs } from "../apps/server/src/jobs/queue";
import { startWorkers } from "../apps/server/src/jobs/workers";
import { syncMailbox } from "../apps/server/src/mail/sync";
import { createCompanyAccount, createImapMailbox } from "../apps/server/src/testing/fixtures";
import { createTestApp } from "../apps/server/src/testing/test-app";

const COUNT = Number(process.env.BENCH_MESSAGES ?? 2000);
const LATENCY_SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 30);

const mail = (n: number) =>
  `From: Guest ${n} <guest${n}@example.com>\r\nTo: desk@bench.test\r\nSubject: Question ${n}\r\nMessage-ID: <bench-${n}-${Date.now()}@example.com>\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHello, is breakfast included in the rate? We arrive on Friday with two children. (${n})\r\n`;

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

async function run(kind: TestDatabaseKind) {
  const user = "desk@bench.test";
  const password = "bench";
  const dovecot = await startDovecot({ users: [{ user, password }] });
  const t = await createTestApp(kind, { catalogue: intentCatalogue });
  const settings = {
    email: user,
    user,
    password,
    imap: { host: dovecot.host, port: dovecot.port, security: "none" as const },
    smtp: { host: dovecot.host, port: 1, security: "none" as const },
  };
  try {
    const account = await createCompanyAccount(t);
    const mailbox = await createImapMailbox(t.ctx, account.userId, settings);
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    await client.connect();
    for (let i = 0; i < COUNT; i++) await client.append("INBOX", mail(i));
    t.ctx.jobs = await createJobs(t.ctx);
    const started = performance.now();
    const outcome = await syncMailbox(t.ctx, { mailboxId: mailbox.id });
    const seconds = (performance.now() - started) / 1000;
    const [{ n }] = (await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.mailboxId, mailbox.id))) as [{ n: number }];

    // IDLE latency: one message at a time, from APPEND to the stored row. Processing jobs are not run here.
    const workers = await startWorkers(t.ctx, { pollingIntervalSeconds: 0.5 });
    await new Promise((r) => setTimeout(r, 1500));
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const raw = mail(COUNT + i);
      const id = /Message-ID: (<[^>]+>)/.exec(raw)![1]!;
      const sent = performance.now();
      await client.append("INBOX", raw);
      for (;;) {
        const [row] = await t.ctx.db
          .select({ id: messages.id })
          .from(messages)
          .where(eq(messages.messageIdHeader, id));
        if (row) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      latencies.push(performance.now() - sent);
    }
    await workers.stop();
    await client.logout();
    return {
      database: kind,
      messages: outcome.stored,
      stored: n,
      seconds: Math.round(seconds * 100) / 100,
      messagesPerSecond: Math.round(outcome.stored / seconds),
      idleLatencyMs: {
        p50: Math.round(pct(latencies, 50)),
        p95: Math.round(pct(latencies, 95)),
        samples: latencies.length,
      },
    };
  } finally {
    await t.ctx.jobs?.stop();
    await t.close();
    await dovecot.dispose();
  }
}

const results = [];
for (const kind of testDatabaseKinds()) results.push(await run(kind));
for (const r of results) {
  process.stderr.write(
    `${r.database.padEnd(9)} ${r.messages} messages fetched and stored in ${r.seconds} s = ${r.messagesPerSecond}/s; IDLE arrival→stored p50 ${r.idleLatencyMs.p50} ms, p95 ${r.idleLatencyMs.p95} ms\n`,
  );
}
process.stdout.write(`${JSON.stringify({ ingest: results })}\n`);
process.exit(0);
