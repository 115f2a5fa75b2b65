/**
 * `npm run bench:replay`: "Test on past mail" over BENCH_MESSAGES (default 500) received messages on the embedded
 * database (PGlite), printed (never asserted). The demo workspace (Hotel Aurora: FAQ, brand brief, responsables,
 * customers, forwarding mailbox) receives the project's realistic mail set (packages/agent/src/eval/mail/cases.json:
 * questions, quoted history, signatures, seven languages, newsletters, out-of-office replies, …) cycled with new senders
 * and some replies in threads, each decided by the real pipeline. Then the FAQ is edited and the replay runs: once
 * through the API and the real job worker (start → completed, as the page sees it), once more in process with the time
 * of every message. BENCH_SHOW_CHANGED=1 lists the changed rows (then → now).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { intentCatalogue } from "@inbox/agent";
import { supportMailboxes } from "@inbox/db";
import { eq } from "drizzle-orm";
import { processMessage } from "../apps/server/src/agent/process-message";
import { replayPastMail } from "../apps/server/src/agent/replay";
import { createDemoWorkspace, DEMO_EMAIL, DEMO_PASSWORD } from "../apps/server/src/demo";
import { createJobs } from "../apps/server/src/jobs/queue";
import { storeInboundMessage } from "../apps/server/src/mail/ingest";
import { startTestWorkers } from "../apps/server/src/testing/fixtures";
import { createTestApp, jsonRequest, sessionCookie } from "../apps/server/src/testing/test-app";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? 0;
const ms = (v: number) => `${v.toFixed(1)} ms`;

interface MailCase {
  id: string;
  from: string;
  subject: string;
  body: string;
  headers?: Record<string, string>;
}
const { cases } = JSON.parse(
  readFileSync(join(import.meta.dirname, "../packages/agent/src/eval/mail/cases.json"), "utf8"),
) as { cases: MailCase[] };

const t = await createTestApp("pglite", { catalogue: intentCatalogue });
t.ctx.jobs = await createJobs(t.ctx);
const demo = await createDemoWorkspace(t.ctx);
if (!demo) throw new Error("demo workspace not created");
const signIn = await t.request("/api/auth/sign-in/email", {
  method: "POST",
  headers: { "content-type": "application/json", origin: t.ctx.baseUrl },
  body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
});
const cookie = sessionCookie(signIn);
const [mailbox] = await t.ctx.db
  .select({ id: supportMailboxes.id, forwardingAddress: supportMailboxes.forwardingAddress })
  .from(supportMailboxes)
  .where(eq(supportMailboxes.email, "info@hotel-aurora.example"));

// The realistic mail set, cycled: every cycle new senders; every seventh mail answers an earlier one in its thread.
const seeded = performance.now();
const sent: string[] = [];
const start = Date.now() - MESSAGES * 60_000;
for (let i = 0; i < MESSAGES - 6; i++) {
  const mail = cases[i % cases.length]!;
  const cycle = Math.floor(i / cases.length);
  const from = cycle === 0 ? mail.from : mail.from.replace(/<([^@>]+)@/, `<$1.${cycle}@`);
  const messageId = `<bench-${i}@guest.example>`;
  const thread = i % 7 === 6 && sent.length > 0 ? sent[sent.length - 3] : null;
  const headers = Object.entries(mail.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  const raw = Buffer.from(
    `From: ${from}\r\nTo: ${mailbox!.forwardingAddress}\r\nSubject: ${thread ? `Re: ${mail.subject}` : mail.subject}\r\nMessage-ID: ${messageId}\r\nDate: ${new Date(start + i * 60_000).toUTCString()}\r\n${thread ? `In-Reply-To: ${thread}\r\nReferences: ${thread}\r\n` : ""}${headers}MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${mail.body.replace(/\n/g, "\r\n")}\r\n`,
  );
  const { id } = await storeInboundMessage(
    t.ctx,
    {
      companyId: demo.companyId,
      mailboxId: mailbox!.id,
      provider: "forwarding",
      providerId: `bench-${i}`,
      raw,
    },
    { enqueue: false },
  );
  if (id) await processMessage(t.ctx, { companyId: demo.companyId, messageId: id });
  sent.push(messageId);
}
await t.handle.executeSql("analyze");
console.log(
  `PGlite, demo workspace, ${MESSAGES} received messages (the realistic mail set cycled), decided live in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
);

// An FAQ edit whose effect the owner wants to see.
const library = (await (await t.request("/api/library", { headers: { cookie } })).json()) as {
  config: { faqContent: string };
};
const faqContent = library.config.faqContent;
if (!faqContent.includes("18 EUR per night")) throw new Error("the demo FAQ changed: pick another edit");
await t.request(
  "/api/library/faq",
  jsonRequest("PUT", { faqContent: faqContent.replace("18 EUR per night", "22 EUR per night") }, cookie),
);

// 1. Through the API and the job worker: start → completed, as the progress bar sees it.
await t.ctx.jobs.stop();
const workers = await startTestWorkers(t.ctx);
const began = performance.now();
const started = await t.request("/api/agent-tests/replays", jsonRequest("POST", { count: MESSAGES }, cookie));
if (started.status !== 202) throw new Error(`start: ${started.status} ${await started.text()}`);
const replay = (await started.json()) as { id: string; total: number };
let status = "";
let polls = 0;
let slowestPoll = 0;
while (status !== "completed") {
  await new Promise((r) => setTimeout(r, 250));
  const asked = performance.now();
  const res = await t.request(`/api/agent-tests/replays/${replay.id}`, { headers: { cookie } });
  slowestPoll = Math.max(slowestPoll, performance.now() - asked);
  polls += 1;
  const body = (await res.json()) as { replay: { status: string; changed: number; done: number } };
  status = body.replay.status;
  if (status === "failed" || status === "cancelled") throw new Error(`replay ${status}`);
}
const total = performance.now() - began;
const page = (await (
  await t.request(`/api/agent-tests/replays/${replay.id}`, { headers: { cookie } })
).json()) as {
  replay: { changed: number; total: number };
  counts: { action: string; now: number; before: number }[];
};
await workers.stop();
if (process.env.BENCH_SHOW_CHANGED) {
  const changed = (await (
    await t.request(`/api/agent-tests/replays/${replay.id}?changed=true&pageSize=100`, {
      headers: { cookie },
    })
  ).json()) as { rows: { emailSubject: string; thenResult: string; nowResult: string }[] };
  for (const r of changed.rows) console.log(`  ${r.emailSubject}: ${r.thenResult} → ${r.nowResult}`);
}
console.log(
  `replay of ${page.replay.total} through the job worker: ${(total / 1000).toFixed(1)} s from start to completed (${polls} progress polls, slowest ${ms(slowestPoll)}); ${page.replay.changed} changed`,
);
console.log(`  now (then): ${page.counts.map((c) => `${c.action} ${c.now} (${c.before})`).join(", ")}`);

// 2. Again in process, with each message's time (the brain and setup are warm now).
t.ctx.jobs = await createJobs(t.ctx);
const again = (await (
  await t.request("/api/agent-tests/replays", jsonRequest("POST", { count: MESSAGES }, cookie))
).json()) as { id: string };
const perMessage: number[] = [];
const warmStart = performance.now();
await replayPastMail(t.ctx, { replayId: again.id }, { onMessage: (m) => perMessage.push(m) });
const warm = performance.now() - warmStart;
console.log(
  `replay of ${perMessage.length} in process: ${(warm / 1000).toFixed(1)} s; per message p50 ${ms(pct(perMessage, 50))}, p95 ${ms(pct(perMessage, 95))}, max ${ms(Math.max(...perMessage))}`,
);
await t.ctx.jobs?.stop();
await t.close();
process.exit(0);
