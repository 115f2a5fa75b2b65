/**
 * `npm run bench:inbox`: Support Inbox latency with a busy mailbox, printed (never asserted).
 * PostgreSQL (DATABASE_URL, a scratch database `inbox_bench` is made and dropped): 1,000,000 tickets with their
 * messages and 100,000 customers; p50 / p95 of the first page, a status + type filtered page, a search, the four
 * counters and a ticket page's data, measured through the real HTTP handlers. PGlite: the first page at 100,000.
 * BENCH_TICKETS / BENCH_PGLITE_TICKETS change the sizes.
 */
import { intentCatalogue } from "@inbox/agent";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "@inbox/db";
import pg from "pg";
import { createApp } from "../apps/server/src/app";
import { createAppContext } from "../apps/server/src/bootstrap";
import { parseEnv } from "../apps/server/src/env";
import { createLogger } from "../apps/server/src/lib/logger";

const PG_TICKETS = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const PGLITE_TICKETS = Number(process.env.BENCH_PGLITE_TICKETS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? 0;

async function seed(handle: DatabaseHandle, count: number) {
  const sql = (text: string) => handle.executeSql(text);
  const started = performance.now();
  // A valid version-4 UUID derived from a seed, so tickets and their messages can be linked without a lookup.
  await sql(`create or replace function uuid4(p text, i int) returns uuid language sql immutable as $$
    select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid from md5(p || i) h $$`);
  await sql(
    `insert into companies (id, name, url, email, subscription) values ('00000000-0000-0000-0000-00000000c0de', 'Bench Hotel', 'https://bench.test', 'owner@bench.test', 'standard')`,
  );
  await sql(`insert into customers (company_id, internal_customer_id, first_name, last_name, email, is_active_customer)
    select '00000000-0000-0000-0000-00000000c0de', i::text, 'Guest', 'Number ' || i, 'guest' || i || '@example.com', i % 3 <> 0
    from generate_series(1, ${Math.max(1, Math.floor(count / 10))}) i`);
  await sql(`insert into messages (id, company_id, dedupe_key, email_from, email_subject, email_body, email_date, email_provider, message_id_header, processed, processed_result, created_at)
    select uuid4('m', i), '00000000-0000-0000-0000-00000000c0de', 'mid:<b' || i || '@example.com>', 'guest' || (i % ${Math.max(1, Math.floor(count / 10))} + 1) || '@example.com',
      (array['Late arrival','Parking','Breakfast times','Invoice copy','Dog friendly?','Wifi password','Cancel booking','Spa opening hours'])[i % 8 + 1] || ' #' || i,
      'Hello, question number ' || i || ' about our stay in room ' || (i % 300), now() - (i || ' minutes')::interval, 'imap', '<b' || i || '@example.com>', true, 'drafted: Parking (0.91)',
      now() - (i || ' minutes')::interval
    from generate_series(1, ${count}) i`);
  // A bulk load, as an import would do it: the count trigger off, the counts computed once afterwards.
  await sql("alter table tickets disable trigger user");
  await sql(`insert into tickets (id, company_id, status, priority, type, intent, subject, message_content, message_id, requester_id, requester_email, created_at, updated_at)
    select uuid4('t', i), '00000000-0000-0000-0000-00000000c0de',
      (array['New','Open','Pending','Solved'])[i % 4 + 1]::ticket_status, (array['high','medium','low'])[i % 3 + 1]::ticket_priority,
      (array['customer','guest','unknown','sales lead','partner','my team','provider'])[i % 7 + 1]::ticket_type,
      (array['Check-in / arrival','Parking','Restaurant and breakfast','Payment and invoice','Pets','Wi-Fi and internet','Cancel booking','Spa, gym and pool'])[i % 8 + 1],
      (array['Late arrival','Parking','Breakfast times','Invoice copy','Dog friendly?','Wifi password','Cancel booking','Spa opening hours'])[i % 8 + 1] || ' #' || i,
      'Hello, question number ' || i || ' about our stay in room ' || (i % 300), uuid4('m', i), null, 'guest' || (i % ${Math.max(1, Math.floor(count / 10))} + 1) || '@example.com',
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${count}) i`);
  await sql(
    `insert into ticket_messages (ticket_id, message_id) select uuid4('t', i), uuid4('m', i) from generate_series(1, ${count}) i`,
  );
  await sql("drop function uuid4(text, int)");
  await sql("analyze");
  return Math.round((performance.now() - started) / 1000);
}

async function measure(handle: DatabaseHandle, label: string, calls: Record<string, string>) {
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/inbox-bench",
    BETTER_AUTH_SECRET: "bench-secret-that-is-long-enough-0123456789abcdef",
    ENCRYPTION_KEY: "b".repeat(64),
    DEMO_WORKSPACE: "false",
  });
  const ctx = await createAppContext({
    env,
    logger: createLogger("silent"),
    catalogue: intentCatalogue,
    handle,
  });
  ctx.webDist = null;
  const app = createApp(ctx);
  const signUp = await app.request(
    "/api/auth/sign-up/email",
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: ctx.baseUrl },
      body: JSON.stringify({ email: "owner@bench.test", password: "bench-password", name: "Bench" }),
    },
    { incoming: { socket: { remoteAddress: "10.9.9.9" } } },
  );
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await handle.executeSql(`update profiles set company_id = '00000000-0000-0000-0000-00000000c0de'`);
  const results: Record<string, { p50: number; p95: number }> = {};
  for (const [name, path] of Object.entries(calls)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const res = await app.request(path, { headers: { cookie } });
      if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (i >= 3) times.push(performance.now() - t0);
    }
    results[name] = { p50: Math.round(pct(times, 50) * 10) / 10, p95: Math.round(pct(times, 95) * 10) / 10 };
    process.stderr.write(
      `${label.padEnd(22)} ${name.padEnd(22)} p50 ${results[name].p50} ms  p95 ${results[name].p95} ms\n`,
    );
  }
  return results;
}

const output: Record<string, unknown> = {};

// PGlite, 100,000 tickets: the first page.
{
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const seconds = await seed(handle, PGLITE_TICKETS);
  process.stderr.write(`pglite: seeded ${PGLITE_TICKETS} tickets in ${seconds} s\n`);
  output.pglite = {
    tickets: PGLITE_TICKETS,
    ...(await measure(handle, `pglite ${PGLITE_TICKETS}`, { firstPage: "/api/tickets?page=1&pageSize=25" })),
  };
  await handle.close();
}

if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query("drop database if exists inbox_bench with (force)");
  await admin.query("create database inbox_bench");
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = "/inbox_bench";
  const handle = await openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  const seconds = await seed(handle, PG_TICKETS);
  process.stderr.write(`postgres: seeded ${PG_TICKETS} tickets in ${seconds} s\n`);
  const [{ id }] = (
    await handle.executeSql("select id from tickets order by created_at desc offset 500 limit 1")
  ).rows as [{ id: string }];
  output.postgres = {
    tickets: PG_TICKETS,
    ...(await measure(handle, `postgres ${PG_TICKETS}`, {
      firstPage: "/api/tickets?page=1&pageSize=25",
      statusTypeFiltered: "/api/tickets?status=Open&type=guest&page=2&pageSize=25",
      search: "/api/tickets?q=guest4242%40&page=1&pageSize=25",
      counters: "/api/tickets/counters",
      ticketPage: `/api/tickets/${id}`,
    })),
  };
  await handle.close();
  await admin.query("drop database if exists inbox_bench with (force)");
  await admin.end();
}
process.stdout.write(`${JSON.stringify(output)}\n`);
process.exit(0);
