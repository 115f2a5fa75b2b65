/**
 * `npx tsx scripts/bench-library.ts`: Knowledge Library and Test Agent latency on the embedded database (PGlite),
 * printed (never asserted). A hotel with the demo FAQ and BENCH_ENTRIES (default 2,000) learned entries; p50 / p95
 * of the Library's reads, a learned-knowledge page and search, an FAQ save, and a Test Agent message answered end to
 * end (stored as "Processing...", decided by the local brain, updated), through the real HTTP handlers.
 */
import { intentCatalogue } from "@inbox/agent";
import { customers } from "@inbox/db";
import { createCompanyAccount } from "../apps/server/src/testing/fixtures";
import { createTestApp, jsonRequest } from "../apps/server/src/testing/test-app";

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? 0;

const FAQ = `Q: What time is check-in and check-out?
A: Check-in is from 15:00 and check-out until 11:00. The night desk is open 24 hours.

Q: Do you have parking?
A: Yes, our private garage has 20 spaces. Parking costs 18 EUR per night.

Q: Are pets allowed?
A: Dogs are welcome for 12 EUR per night.`;

const t = await createTestApp("pglite", { catalogue: intentCatalogue });
const a = await createCompanyAccount(t, { name: "Bench Hotel", domain: "bench.test" });
await t.request("/api/agent-config", jsonRequest("POST", { faqContent: FAQ }, a.cookie));
await t.handle.executeSql(`insert into knowledge_entries (company_id, question, answer, language, source, needs_review, created_at)
  select '${a.companyId}', 'Learned question number ' || i || ' about room ' || (i % 300),
    'The answer to question ' || i || ': ask the front desk about room ' || (i % 300) || '.', 'en', 'feedback_loop', i % 50 = 0,
    now() - (i || ' minutes')::interval from generate_series(1, ${ENTRIES}) i`);
await t.handle.executeSql("analyze");
const [guest] = await t.ctx.db
  .insert(customers)
  .values({ companyId: a.companyId, firstName: "Anna", email: "anna@guest.test" })
  .returning();
const test = (await (
  await t.request("/api/agent-tests", jsonRequest("POST", { customerId: guest!.id }, a.cookie))
).json()) as { id: string };

async function time(label: string, run: () => Promise<Response>, runs = RUNS) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await run();
    if (!res.ok) throw new Error(`${label}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    ms.push(performance.now() - started);
  }
  const first = ms[0]!;
  const warm = ms.slice(1);
  console.log(
    `${label.padEnd(44)} first ${first.toFixed(1).padStart(7)} ms   p50 ${pct(warm, 50).toFixed(1).padStart(6)} ms   p95 ${pct(warm, 95).toFixed(1).padStart(6)} ms`,
  );
}
const get = (path: string) => () => t.request(path, { headers: { cookie: a.cookie } });

console.log(`PGlite, ${ENTRIES} learned entries, ${RUNS} runs each (p50/p95 over the runs after the first)`);
await time("GET /api/library", get("/api/library"));
await time("GET /api/library/intents", get("/api/library/intents"));
await time("GET /api/library/knowledge (page 1 of 20)", get("/api/library/knowledge?pageSize=20"));
await time("GET /api/library/knowledge (page 50)", get("/api/library/knowledge?pageSize=20&page=50"));
await time(
  "GET /api/library/knowledge?q=room 42",
  get(`/api/library/knowledge?q=${encodeURIComponent("room 42")}`),
);
await time("GET /api/shell (Setup Required)", get("/api/shell"));
let n = 0;
await time("PUT /api/library/faq", () =>
  t.request(
    "/api/library/faq",
    jsonRequest("PUT", { faqContent: `${FAQ}\n\nQ: Bench ${++n}?\nA: Yes.` }, a.cookie),
  ),
);
const questions = ["Do you have parking?", "Are dogs allowed?", "What time is check-in?", "I want a refund"];
let q = 0;
await time("POST /api/agent-tests/:id/messages (answered)", () =>
  t.request(
    `/api/agent-tests/${test.id}/messages`,
    jsonRequest("POST", { content: questions[q++ % questions.length] }, a.cookie),
  ),
);
// The agent reads the latest config per message: the first message after an FAQ edit re-indexes the knowledge.
await time(
  "FAQ saved, then the next message answered",
  async () => {
    await t.request(
      "/api/library/faq",
      jsonRequest("PUT", { faqContent: `${FAQ}\n\nQ: Edit ${++n}?\nA: Yes.` }, a.cookie),
    );
    return t.request(
      `/api/agent-tests/${test.id}/messages`,
      jsonRequest("POST", { content: "Do you have parking?" }, a.cookie),
    );
  },
  10,
);
await t.close();
process.exit(0);
