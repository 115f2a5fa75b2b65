/**
 * `npm run bench:ingest`: mail plumbing figures, printed (never asserted).
 *  - a first IMAP sync from a real Dovecot, fetch to stored message, of 2,000 and 8,000 mails (`BENCH_SIZES`) on
 *    PGlite and, when DATABASE_URL is set, on PostgreSQL; beside it, in the same run and on the same mailbox, mbsync
 *    (isync) copying it to a maildir, without fsync (the peer of PGlite in memory) and with it (the peer of
 *    PostgreSQL), before and after ours; the rates, their ratio, and how the time grows from the smaller to the larger
 *    mailbox (issue 26);
 *  - arrival-to-stored latency through IDLE (append to INBOX → row in `messages`), p50 / p95.
 * The mail is a short guest question each (the figures of issue 26 were measured so); `BENCH_MAIL=real` uses the
 * SpamAssassin sample's real mail instead (../shared/data), repeated under new Message-IDs, where reading the mail
 * (MIME, HTML, quotes) costs several times more than storing it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { intentCatalogue } from "@inbox/agent";
import { messages } from "@inbox/db";
import { type TestDatabaseKind, testDatabaseKinds } from "@inbox/db/testing";
import { connectImapClient, type Dovecot, deliverToMaildir, startDovecot } from "@inbox/mail/testing/dovecot";
import { sharedDataDir } from "@inbox/mail/testing/shared-data";
import { eq, sql } from "drizzle-orm";
import { createJobs } from "../apps/server/src/jobs/queue";
import { startWorkers } from "../apps/server/src/jobs/workers";
import { syncMailbox } from "../apps/server/src/mail/sync";
import { createCompanyAccount, createImapMailbox } from "../apps/server/src/testing/fixtures";
import { createTestApp } from "../apps/server/src/testing/test-app";

const SIZES = (process.env.BENCH_SIZES ?? "2000,8000").split(",").map(Number);
const LATENCY_SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 30);
const user = "desk@bench.test";
/** Where the IDLE samples arrive, so that the synced mailbox stays the same for every run. */
const idleUser = "late@bench.test";
const password = "bench";

const question = (n: number) =>
  `From: Guest ${n} <guest${n}@example.com>\r\nTo: ${user}\r\nSubject: Question ${n}\r\nMessage-ID: <bench-${n}-${Date.now()}@example.com>\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHello, is breakfast included in the rate? We arrive on Friday with two children. (${n})\r\n`;

/** Real mail, read once: the SpamAssassin sample's messages (ham and spam, headers and MIME as they were sent). */
function realMail(): Buffer[] {
  let root: string;
  try {
    root = join(sharedDataDir(), "spamassassin-sample");
  } catch {
    return [];
  }
  return readdirSync(root)
    .filter((folder) => statSync(join(root, folder)).isDirectory())
    .flatMap((folder) =>
      readdirSync(join(root, folder)).map((file) => readFileSync(join(root, folder, file))),
    );
}

/** `count` mails cycling through the real ones, each under its own Message-ID so every one is a new mail. */
function mailbox(count: number, corpus: Buffer[]): Buffer[] {
  if (corpus.length === 0) return Array.from({ length: count }, (_, n) => Buffer.from(question(n)));
  return Array.from({ length: count }, (_, n) => {
    const text = corpus[n % corpus.length]!.toString("latin1");
    const id = `Message-ID: <bench-${count}-${n}@bench.test>`;
    const headerEnd = text.search(/\r?\n\r?\n/);
    const head = text.slice(0, headerEnd).replace(/^Message-ID:.*(\r?\n[ \t].*)*/im, "");
    return Buffer.from(`${id}\n${head.replace(/^\n+/, "")}${text.slice(headerEnd)}`, "latin1");
  });
}

const rate = (count: number, seconds: number) => Math.round(count / seconds);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

function hasMbsync() {
  return spawnSync("mbsync", ["--version"]).status === 0;
}

/** mbsync copying INBOX into a new maildir: seconds, and the files it wrote. */
function runMbsync(dovecot: Dovecot, fsync: boolean): { seconds: number; copied: number } {
  const dir = mkdtempSync(join(tmpdir(), "inbox-mbsync-"));
  try {
    const config = join(dir, "mbsyncrc");
    mkdirSync(join(dir, "mail"));
    writeFileSync(
      config,
      `FSync ${fsync ? "yes" : "no"}

IMAPAccount bench
Host ${dovecot.host}
Port ${dovecot.port}
User ${user}
Pass ${password}
SSLType None
AuthMechs LOGIN

IMAPStore far
Account bench

MaildirStore near
Path ${dir}/mail/
Inbox ${dir}/mail/INBOX

Channel bench
Far :far:
Near :near:
Patterns INBOX
Create Near
Sync Pull
SyncState *
`,
    );
    const started = performance.now();
    execFileSync("mbsync", ["-q", "-c", config, "bench"], { stdio: ["ignore", "ignore", "pipe"] });
    const seconds = (performance.now() - started) / 1000;
    const copied = ["cur", "new"].reduce((n, sub) => n + readdirSync(join(dir, "mail/INBOX", sub)).length, 0);
    return { seconds, copied };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Our first sync of the whole mailbox into a new company's database: seconds and rows stored. */
async function runOurs(kind: TestDatabaseKind, dovecot: Dovecot, latencySamples: number) {
  const t = await createTestApp(kind, { catalogue: intentCatalogue });
  const settings = (login: string) => ({
    email: login,
    user: login,
    password,
    imap: { host: dovecot.host, port: dovecot.port, security: "none" as const },
    smtp: { host: dovecot.host, port: 1, security: "none" as const },
  });
  try {
    const account = await createCompanyAccount(t);
    const mailbox = await createImapMailbox(t.ctx, account.userId, settings(user));
    t.ctx.jobs = await createJobs(t.ctx);
    const started = performance.now();
    const outcome = await syncMailbox(t.ctx, { mailboxId: mailbox.id });
    const seconds = (performance.now() - started) / 1000;
    const [{ n }] = (await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.mailboxId, mailbox.id))) as [{ n: number }];
    let latencies: number[] = [];
    if (latencySamples > 0) {
      await createImapMailbox(t.ctx, account.userId, settings(idleUser));
      latencies = await idleLatencies(t, dovecot, latencySamples);
    }
    return { seconds, stored: outcome.stored, rows: n, latencies };
  } finally {
    await t.ctx.jobs?.stop();
    await t.close();
  }
}

/** IDLE latency: one message at a time, from APPEND to the stored row. Processing jobs are not run here. */
async function idleLatencies(
  t: Awaited<ReturnType<typeof createTestApp>>,
  dovecot: Dovecot,
  samples: number,
) {
  const client = await connectImapClient(dovecot, { user: idleUser, password });
  const workers = await startWorkers(t.ctx, { pollingIntervalSeconds: 0.5 });
  await new Promise((r) => setTimeout(r, 1500));
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const raw = question(1_000_000 + i);
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
  return latencies;
}

/** Opens INBOX once so Dovecot has indexed the delivered files before anything is timed. */
async function warm(dovecot: Dovecot) {
  const client = await connectImapClient(dovecot, { user, password });
  const lock = await client.getMailboxLock("INBOX");
  for await (const _ of client.fetch("1:*", { uid: true, size: true })) {
    // listing every message builds Dovecot's index and cache
  }
  lock.release();
  await client.logout();
}

const kinds = testDatabaseKinds();
const withMbsync = hasMbsync();
if (!withMbsync) process.stderr.write("mbsync not found (apt-get install isync): printing our rates alone\n");
const corpus = process.env.BENCH_MAIL === "real" ? realMail() : [];
type Row = {
  mails: number;
  database: TestDatabaseKind;
  seconds: number;
  messagesPerSecond: number;
  stored: number;
  mbsync?: { fsync: boolean; seconds: number; messagesPerSecond: number };
  ratio?: number;
  idleLatencyMs?: { p50: number; p95: number; samples: number };
};
const rows: Row[] = [];

for (const [index, count] of SIZES.entries()) {
  const dovecot = await startDovecot({
    users: [
      { user, password },
      { user: idleUser, password },
    ],
  });
  try {
    deliverToMaildir(dovecot, user, mailbox(count, corpus));
    await warm(dovecot);
    // mbsync before and after ours, averaged: the machine's load moves, the ratio should not.
    const peer: Record<"fsync" | "nofsync", number[]> = { fsync: [], nofsync: [] };
    const runPeers = () => {
      if (!withMbsync) return;
      for (const fsync of [false, true]) {
        const run = runMbsync(dovecot, fsync);
        if (run.copied !== count) throw new Error(`mbsync copied ${run.copied} of ${count} mails`);
        peer[fsync ? "fsync" : "nofsync"].push(run.seconds);
      }
    };
    runPeers();
    const ours = [];
    for (const kind of kinds)
      ours.push({ kind, ...(await runOurs(kind, dovecot, index === 0 ? LATENCY_SAMPLES : 0)) });
    runPeers();
    for (const run of ours) {
      if (run.rows !== count) throw new Error(`${run.kind}: ${run.rows} of ${count} mails stored`);
      // PGlite here is in memory (nothing reaches the disk): its peer is mbsync without fsync.
      const fsync = run.kind === "postgres";
      const times = peer[fsync ? "fsync" : "nofsync"];
      const peerSeconds = times.length ? times.reduce((a, b) => a + b, 0) / times.length : 0;
      rows.push({
        mails: count,
        database: run.kind,
        seconds: round2(run.seconds),
        messagesPerSecond: rate(count, run.seconds),
        stored: run.stored,
        ...(peerSeconds
          ? {
              mbsync: { fsync, seconds: round2(peerSeconds), messagesPerSecond: rate(count, peerSeconds) },
              ratio: round2(peerSeconds / run.seconds),
            }
          : {}),
        ...(run.latencies.length
          ? {
              idleLatencyMs: {
                p50: Math.round(pct(run.latencies, 50)),
                p95: Math.round(pct(run.latencies, 95)),
                samples: run.latencies.length,
              },
            }
          : {}),
      });
    }
  } finally {
    await dovecot.dispose();
  }
}

for (const r of rows) {
  const peer = r.mbsync
    ? `; mbsync ${r.mbsync.fsync ? "with" : "without"} fsync ${r.mbsync.messagesPerSecond}/s (${r.mbsync.seconds} s); ours/mbsync ${r.ratio}`
    : "";
  const idle = r.idleLatencyMs
    ? `; IDLE arrival→stored p50 ${r.idleLatencyMs.p50} ms, p95 ${r.idleLatencyMs.p95} ms`
    : "";
  process.stderr.write(
    `${r.database.padEnd(9)} ${String(r.mails).padStart(5)} mails synced in ${r.seconds} s = ${r.messagesPerSecond}/s${peer}${idle}\n`,
  );
}
const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
const growth = kinds.flatMap((database) => {
  const [a, b] = [small, large].map((mails) =>
    rows.find((r) => r.database === database && r.mails === mails),
  );
  if (!a || !b || small === large) return [];
  const ours = round2(b.seconds / a.seconds);
  const peer = a.mbsync && b.mbsync ? round2(b.mbsync.seconds / a.mbsync.seconds) : undefined;
  process.stderr.write(
    `${database.padEnd(9)} ${large} vs ${small} mails: ${ours} × the time${peer ? ` (mbsync ${peer} ×)` : ""}\n`,
  );
  return [{ database, mails: [small, large], timeRatio: ours, mbsyncTimeRatio: peer }];
});
process.stdout.write(`${JSON.stringify({ ingest: rows, growth })}\n`);
process.exit(0);
