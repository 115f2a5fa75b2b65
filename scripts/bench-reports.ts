/**
 * `npm run bench:reports`: how fast the Reports page's calls answer on a busy company, printed (never asserted).
 * PGlite: 100,000 tickets (BENCH_PGLITE_TICKETS). PostgreSQL (when DATABASE_URL is set; a scratch database
 * `reports_bench` is made and dropped): 1,000,000 tickets (BENCH_TICKETS), one every 63 s (two years), with their
 * messages (and a filtered mail for every tenth), feedback-loop questions and answers, learned entries and five
 * responsables, guests' answers to "Was this helpful?" on a fifth of the replied tickets, loaded with generate_series. The
 * company's days are then sealed into the reports' roll-ups as the hourly job does (its history up to yesterday, then
 * yesterday: both timed). Each report call is timed through the real HTTP handler for the last 7, 30 and 90 days and a
 * year, BENCH_RUNS times after 3 warm-ups: p50 / p95 in ms. BENCH_UNSEALED=1 leaves the roll-ups empty (every count
 * read from the rows, as before migration 0022).
 */
import { loadavg } from "node:os";
import { intentCatalogue } from "@inbox/agent";
import { type DatabaseHandle, migrateDatabase, openDatabase, sealReportRollups } from "@inbox/db";
import pg from "pg";
import { createApp } from "../apps/server/src/app";
import { createAppContext } from "../apps/server/src/bootstrap";
import { parseEnv } from "../apps/server/src/env";
import { createLogger } from "../apps/server/src/lib/logger";

const PG_TICKETS = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const PGLITE_TICKETS = Number(process.env.BENCH_PGLITE_TICKETS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const COMPANY = "00000000-0000-0000-0000-0000000be7c4";
const PERIODS = { "7 days": 7, "30 days": 30, "90 days": 90, "365 days": 365 };
const CALLS = ["summary", "intents", "knowledge-gaps", "learning", "responsables", "csat"];

/** The bucket of a ticket (i % 100) says what the agent did with its opening mail. */
const OUTCOME = `case
  when b < 20 then 'reply' when b < 30 then 'reply' when b < 45 then 'reply'
  when b < 50 then 'reply_and_handover' when b < 60 then 'ask_responsable'
  when b < 62 then 'escalate' when b < 70 then 'escalate' when b < 73 then 'handover_translation'
  when b < 87 then 'skip' when b < 97 then 'ticket_only' else 'failed' end`;
const RESULT = `case
  when b < 60 or b >= 73 then ${OUTCOME} || ': bench'
  when b < 62 then 'escalated: language not supported (Polish)'
  when b < 70 then 'escalated: known intent requiring human intervention (Refund)'
  else 'handed over: translation needed' end`;
const KIND = `case when b < 45 then 'answered' when b < 50 then 'answered_in_part' when b < 60 then 'asked_responsable'
  when b < 62 then 'unsupported_language' when b < 70 then 'escalated' when b < 73 then 'translation'
  when b < 87 then 'skipped' else 'other' end`;
const REPLY = `case when b < 20 then 'live' when b < 30 then 'sent_by_person' when b < 45 then 'draft'
  when b < 50 then 'live' end`;
const INTENTS = `(array['Check-in / arrival','Parking','Restaurant and breakfast','Payment and invoice','Pets',
  'Wi-Fi and internet','Cancel booking','Spa, gym and pool','Refund','Airport transfer','Room types','Late checkout'])`;
const SUBJECTS = `(array['Late arrival','Parking','Breakfast times','Invoice copy','Dog friendly?','Wifi password',
  'Cancel booking','Is the pool heated?','Refund','Shuttle','Family room','Late checkout'])`;

async function seed(handle: DatabaseHandle, count: number) {
  const run = (text: string) => handle.executeSql(text);
  const started = performance.now();
  const series = `from (select i, i % 100 as b, now() - (i * 63 || ' seconds')::interval as at
    from generate_series(1, ${count}) i) s`;
  // Ids made from the ticket's number, so a ticket, its message and its questions link without a lookup.
  const id = (kind: string) =>
    `(substr(md5('${kind}' || i), 1, 12) || '4' || substr(md5('${kind}' || i), 14, 3) || '8' || substr(md5('${kind}' || i), 18, 15))::uuid`;
  await run(`insert into companies (id, name, url, email, subscription)
    values ('${COMPANY}', 'Bench Hotel', 'https://bench.test', 'owner@bench.test', 'standard')`);
  await run(`insert into escalation_responsables (id, company_id, first_name, last_name, email)
    select ${id("r")}, '${COMPANY}', 'Person', 'Number ' || i, 'person' || i || '@bench.test'
    from generate_series(0, 4) i`);
  await run(`insert into messages (id, company_id, dedupe_key, email_from, email_subject, processed, processed_result,
      agent_outcome, agent_reply, created_at)
    select ${id("m")}, '${COMPANY}', 'b' || i, 'guest' || (i % 50000) || '@example.com',
      ${SUBJECTS}[i % 12 + 1], true, ${RESULT}, ${OUTCOME}, ${REPLY}, at ${series}`);
  await run(`insert into messages (company_id, dedupe_key, email_from, email_subject, processed, processed_result,
      agent_outcome, created_at)
    select '${COMPANY}', 'f' || i, 'news@shop.example', 'Newsletter', true, 'filtered: newsletter', 'filter',
      at - interval '7 seconds' ${series} where i % 10 = 0`);
  await run("alter table tickets disable trigger user");
  // A bulk load, as an import would do it: the triggers off, what they keep (the counts, the opening kind) written here.
  await run(`insert into tickets (id, company_id, status, intent, subject, message_id, requester_email,
      assigned_responsable_id, is_in_feedback_loop, first_response_at, first_response_by, first_response_seconds,
      opening_kind, created_at, updated_at)
    select ${id("t")}, '${COMPANY}',
      (case when at < now() - interval '14 days' or b >= 73 then 'Solved' else 'Open' end)::ticket_status,
      ${INTENTS}[i % 12 + 1], ${SUBJECTS}[i % 12 + 1], ${id("m")}, 'guest' || (i % 50000) || '@example.com',
      case when b between 50 and 72 then (substr(md5('r' || (i % 5)), 1, 12) || '4' || substr(md5('r' || (i % 5)), 14, 3) || '8' || substr(md5('r' || (i % 5)), 18, 15))::uuid end,
      b between 50 and 59 and at >= now() - interval '14 days',
      case when b < 50 or b between 60 and 69 then at + interval '1 minute' end,
      case when b < 20 or b between 45 and 49 then 'agent' when b < 30 or b between 60 and 69 then 'person' end,
      case when b < 20 or b between 45 and 49 then 20 + b when b < 30 or b between 60 and 69 then 600 + (i % 7200) end,
      ${KIND}, at + interval '2 seconds', at + interval '2 seconds' ${series}`);
  await run("alter table tickets enable trigger user");
  await run(`insert into ticket_messages (ticket_id, message_id) select ${id("t")}, ${id("m")} ${series}`);
  await run(`insert into feedback_loop_message (ticket_id, assigned_to, sender, message_content, created_at)
    select ${id("t")}, (substr(md5('r' || (i % 5)), 1, 12) || '4' || substr(md5('r' || (i % 5)), 14, 3) || '8' || substr(md5('r' || (i % 5)), 18, 15))::uuid,
      'AI Agent', 'Question', at + interval '5 seconds' ${series} where b between 50 and 59`);
  await run(`insert into feedback_loop_message (ticket_id, assigned_to, sender, message_content, created_at)
    select ${id("t")}, null, 'Human Responsable', 'Answer', at + ((i % 600) || ' minutes')::interval ${series}
    where b between 50 and 57`);
  // Guest satisfaction: every fifth ticket that had a reply, its reply rated by the guest (six Yes in seven). The
  // replies written as a bulk load too (their triggers keep what the tickets above already carry).
  const rated = `${series} where i % 5 = 0 and (b < 30 or b between 45 and 49 or b between 60 and 69)`;
  await run("alter table ticket_responses disable trigger user");
  await run(`insert into ticket_responses (id, ticket_id, message_content, mode, author, sent_at, created_at)
    select ${id("rr")}, ${id("t")}, 'Reply', 'live', case when b < 30 or b between 45 and 49 then 'AI Agent' else 'Support Agent' end,
      at + interval '1 minute', at + interval '1 minute' ${rated}`);
  await run("alter table ticket_responses enable trigger user");
  await run(`insert into reply_ratings (response_id, company_id, written_by, intent, replied_at, helpful)
    select ${id("rr")}, '${COMPANY}', case when b < 30 or b between 45 and 49 then 'agent' else 'person' end,
      ${INTENTS}[i % 12 + 1], at + interval '1 minute', i % 7 <> 0 ${rated}`);
  await run(`insert into knowledge_entries (company_id, question, answer, source, created_at)
    select '${COMPANY}', 'Question ' || i, 'Answer', (array['feedback_loop','test_rating','manual'])[i % 3 + 1]::knowledge_source, at
    ${series} where i % 50 = 0`);
  await run("vacuum analyze");
  return Math.round((performance.now() - started) / 1000);
}

/** The hourly job's work on the seeded company: its history up to yesterday (the first run), then yesterday alone. */
async function seal(handle: DatabaseHandle) {
  if (process.env.BENCH_UNSEALED === "1") return "left unsealed (BENCH_UNSEALED=1)";
  const today = new Date();
  const timed = async (until: Date) => {
    const started = performance.now();
    const { sealed } = await sealReportRollups(handle.db, { until, companyId: COMPANY });
    if (sealed !== 1) throw new Error("the bench company could not be sealed");
    return Math.round(performance.now() - started);
  };
  const history = await timed(new Date(today.getTime() - 864e5));
  const day = await timed(today);
  await handle.executeSql("vacuum analyze");
  return `history sealed in ${history} ms, a day in ${day} ms`;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

async function time(handle: DatabaseHandle, label: string) {
  const ctx = await createAppContext({
    env: parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: "/tmp/reports-bench",
      BETTER_AUTH_SECRET: "bench-secret-that-is-long-enough-0123456789abcdef",
      ENCRYPTION_KEY: "c".repeat(64),
      DEMO_WORKSPACE: "false",
    }),
    logger: createLogger("silent"),
    catalogue: intentCatalogue,
    handle,
  });
  ctx.webDist = null;
  const app = createApp(ctx);
  const signedUp = await app.request(
    "/api/auth/sign-up/email",
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: ctx.baseUrl },
      body: JSON.stringify({ email: "owner@bench.test", password: "bench-password", name: "Owner" }),
    },
    { incoming: { socket: { remoteAddress: "10.8.8.8" } } },
  );
  const cookie = signedUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await handle.executeSql(`update profiles set company_id = '${COMPANY}'`);
  // The company's owner (issue 24's team model: the company is read from the membership).
  await handle.executeSql(`insert into memberships (company_id, user_id, role)
    select '${COMPANY}', id, 'owner' from profiles`);
  const today = new Date().toISOString().slice(0, 10);
  const results: Record<string, Record<string, { p50: number; p95: number }>> = {};
  for (const [period, days] of Object.entries(PERIODS)) {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 864e5).toISOString().slice(0, 10);
    results[period] = {};
    for (const call of CALLS) {
      const times: number[] = [];
      for (let run = 0; run < RUNS + 3; run++) {
        const t0 = performance.now();
        const res = await app.request(`/api/reports/${call}?from=${from}&to=${today}&tz=Europe/Zurich`, {
          headers: { cookie },
        });
        if (!res.ok) throw new Error(`${call}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        if (run >= 3) times.push(performance.now() - t0);
      }
      const figures = { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) };
      results[period][call] = figures;
      // The machine's load beside each figure: on a shared machine it says how much of the time was waiting.
      process.stderr.write(
        `${label.padEnd(18)} ${period.padEnd(9)} ${call.padEnd(15)} p50 ${figures.p50} ms  p95 ${figures.p95} ms  (load ${loadavg()[0]?.toFixed(1)})\n`,
      );
    }
  }
  return results;
}

const output: Record<string, unknown> = {};
if (process.env.BENCH_SKIP_PGLITE !== "1") {
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  process.stderr.write(
    `pglite: seeded ${PGLITE_TICKETS} tickets in ${await seed(handle, PGLITE_TICKETS)} s; ${await seal(handle)}\n`,
  );
  output.pglite = { tickets: PGLITE_TICKETS, ...(await time(handle, `pglite ${PGLITE_TICKETS}`)) };
  await handle.close();
}
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query("drop database if exists reports_bench with (force)");
  await admin.query("create database reports_bench");
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = "/reports_bench";
  const handle = await openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  process.stderr.write(
    `postgres: seeded ${PG_TICKETS} tickets in ${await seed(handle, PG_TICKETS)} s; ${await seal(handle)}\n`,
  );
  output.postgres = { tickets: PG_TICKETS, ...(await time(handle, `postgres ${PG_TICKETS}`)) };
  await handle.close();
  if (process.env.BENCH_KEEP !== "1") await admin.query("drop database if exists reports_bench with (force)");
  await admin.end();
}
process.stdout.write(`${JSON.stringify(output)}\n`);
process.exit(0);
