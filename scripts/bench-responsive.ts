/**
 * `npm run bench:responsive`: whether the server keeps answering while the agent works (issue 23, "No request holds
 * the server"), printed, never asserted.
 *
 * The real server process (embedded database, fresh DATA_DIR, the demo workspace, job workers in the same process) is
 * started; a thread of this process asks `/api/health` every 50 ms and records how long each answer takes, while the
 * demo owner:
 *  - pastes a normal guest mail into the Test Agent (its latency, the figure to keep);
 *  - pastes the largest mail the Test Agent takes (50,000 characters: the project's realistic hotel mail, English,
 *    German, French, Italian, Spanish and Dutch, one after another) once, then five at once;
 *  - changes what the agent learns from (a double thumbs up on a test reply: the company's classifier is trained again
 *    on the next mail) and pastes a normal mail;
 *  - forwards five mails of 50,000 characters (decided live) and runs "Test on past mail" over the last 20;
 *  - teaches the agent another example (a double thumbs up) and at once forwards a burst of BENCH_LIVE_BURST (20)
 *    normal guest mails: the first live mail retrains the company's classifier (decided on the agent threads, or on
 *    the server's thread with AGENT_THREADS=0); the figure is the health answers while the burst is decided, and the
 *    time from the first send until every mail of the burst is decided.
 * For each: the health answers' p50 / p95 / max and the requests' own latencies. BENCH_ROUNDS repeats the 50,000
 * character phases (default 1). All of it runs once per BENCH_THREADS setting (default "0,2": AGENT_THREADS=0 is the
 * agent on the server's own thread, as before decision 0013), on PGlite, or on a fresh PostgreSQL database made for
 * each run under BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).
 */
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { createTestDatabase } from "@inbox/db/testing";
import nodemailer from "nodemailer";
import { startBenchServer, startHealthProber } from "./bench-server";

const root = new URL("..", import.meta.url).pathname;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const LIVE_BURST = Number(process.env.BENCH_LIVE_BURST ?? 20);
const DEMO = { email: "demo@hotel-aurora.example", password: "autopilot-demo" };
const DEMO_FORWARDING = "aurora-demo@inbound.localhost";

const { cases } = JSON.parse(readFileSync(join(root, "packages/agent/src/eval/mail/cases.json"), "utf8")) as {
  cases: { body: string; language: string; category: string }[];
};

/** The realistic mail set's guest mails, one language after another, up to `chars`. */
function hotelMail(chars: number) {
  const languages = ["en", "de", "fr", "it", "es", "nl"];
  let text = "";
  for (let i = 0; text.length < chars; i++) {
    const same = cases.filter((c) => c.language === languages[i % languages.length]);
    text += `${same[Math.floor(i / languages.length) % same.length]!.body}\n\n`;
  }
  return text.slice(0, chars);
}

async function signIn(baseUrl: string) {
  const headers = { "content-type": "application/json", origin: baseUrl };
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { ...headers, cookie };
}

const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? 0;
const ms = (v: number) => `${Math.round(v)}`;

interface Row {
  what: string;
  requests: string;
  health: number[];
}

/** Runs `work` while /api/health is asked every 50 ms; `work` says how its own requests went. */
async function measure(baseUrl: string, what: string, work: () => Promise<string>): Promise<Row> {
  const prober = startHealthProber(baseUrl, 50);
  await new Promise((r) => setTimeout(r, 200));
  const requests = await work();
  await new Promise((r) => setTimeout(r, 200));
  return { what, requests, health: (await prober.stop()).map((s) => s.ms) };
}

/** Several requests at once: each one's status and latency. */
async function timed(requests: (() => Promise<Response>)[]) {
  const results = await Promise.all(
    requests.map(async (send) => {
      const started = performance.now();
      const res = await send();
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    }),
  );
  const statuses = [...new Set(results.map((r) => r.status))].join("/");
  const latencies = results.map((r) => ms(r.ms)).join(", ");
  return `${statuses} in ${latencies} ms`;
}

/** A fresh PostgreSQL database for one run when BENCH_DATABASE_URL is set (the demo is made on an empty one). */
async function freshDatabase() {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return null;
  process.env.DATABASE_URL = base;
  const database = await createTestDatabase("postgres");
  return { url: database.url!, drop: () => database.close() };
}

/** Every phase on a server with `threads` agent threads (0: the agent on the server's own thread, as before). */
async function runWith(threads: string): Promise<Row[]> {
  const database = await freshDatabase();
  // Ready once the demo workspace (made in the background at a first start) can be signed in to.
  const server = await startBenchServer(
    {
      DEMO_WORKSPACE: "true",
      PROCESS_ROLE: "all",
      AGENT_THREADS: threads,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    { ready: (output) => output.includes("Demo workspace created") },
  );
  const rows: Row[] = [];
  try {
    const { baseUrl } = server;
    const authed = await signIn(baseUrl);
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${baseUrl}/api${path}`, { ...init, headers: authed });
    const customers = (await (await api("/agent-tests/customers")).json()) as { id: string }[];
    const test = (await (
      await api("/agent-tests", { method: "POST", body: JSON.stringify({ customerId: customers[0]!.id }) })
    ).json()) as { id: string };
    const paste = (content: string) => () =>
      api(`/agent-tests/${test.id}/messages`, { method: "POST", body: JSON.stringify({ content }) });
    const normal = cases.find((c) => c.category === "faq" && c.language === "en")?.body ?? cases[0]!.body;
    const large = hotelMail(50_000);
    // The demo's own mails are decided in the background at the first start: let them finish.
    await new Promise((r) => setTimeout(r, 5000));
    await paste(normal)();

    rows.push(await measure(baseUrl, "idle", () => new Promise((r) => setTimeout(() => r("—"), 2000))));
    rows.push(await measure(baseUrl, "Test Agent: a normal mail", () => timed([paste(normal)])));
    for (let round = 0; round < ROUNDS; round++) {
      rows.push(await measure(baseUrl, "Test Agent: one 50,000-character mail", () => timed([paste(large)])));
      rows.push(
        await measure(baseUrl, "Test Agent: five 50,000-character mails at once", () =>
          timed(Array.from({ length: 5 }, (_, i) => paste(`${large.slice(0, 49_990)} ${i}`))),
        ),
      );
    }

    // A double thumbs up teaches the classifier a new example: the next mail trains the company's classifier again.
    const learnAnExample = async () => {
      const answered = (await (await api(`/agent-tests/${test.id}/messages`)).json()) as {
        id: string;
        intentId: string | null;
        isSystemMessage: boolean;
      }[];
      // The newest reply: one not rated yet, so the rating teaches a new example.
      const rated = answered.findLast((m) => m.intentId && !m.isSystemMessage);
      if (rated)
        await api(`/agent-tests/messages/${rated.id}/rating`, {
          method: "PUT",
          body: JSON.stringify({ rating: "double_thumbs_up" }),
        });
    };
    await learnAnExample();
    rows.push(
      await measure(baseUrl, "Test Agent: a normal mail after a double thumbs up (retraining)", () =>
        timed([paste(`${normal} `)]),
      ),
    );

    // Live mail: five large mails through the forwarding address, decided in this process as they are stored.
    const count = async () => ((await (await api("/messages")).json()) as { total: number }).total ?? 0;
    const before = await count();
    const smtp = () =>
      nodemailer.createTransport({
        host: "127.0.0.1",
        port: server.smtpPort,
        secure: false,
        ignoreTLS: true,
      });
    rows.push(
      await measure(baseUrl, "live mail: five 50,000-character mails forwarded", async () => {
        const transport = smtp();
        const started = performance.now();
        await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            transport.sendMail({
              from: `guest${i}@example.com`,
              to: DEMO_FORWARDING,
              subject: `Our stay ${i}`,
              text: `${large.slice(0, 49_990)} ${i}`,
            }),
          ),
        );
        transport.close();
        while ((await count()) < before + 5 && performance.now() - started < 60_000)
          await new Promise((r) => setTimeout(r, 100));
        // Decided once stored: give the agent the time it takes.
        await new Promise((r) => setTimeout(r, 3000));
        return `stored in ${ms(performance.now() - started)} ms`;
      }),
    );

    rows.push(
      await measure(baseUrl, "Test on past mail: the last 20 (five of 50,000 characters)", async () => {
        const started = performance.now();
        const res = await api("/agent-tests/replays", {
          method: "POST",
          body: JSON.stringify({ count: 20 }),
        });
        if (res.status !== 202) return `start: ${res.status} ${await res.text()}`;
        const { id } = (await res.json()) as { id: string };
        for (;;) {
          await new Promise((r) => setTimeout(r, 100));
          const { replay } = (await (await api(`/agent-tests/replays/${id}`)).json()) as {
            replay: { status: string };
          };
          if (replay.status !== "queued" && replay.status !== "running")
            return `${replay.status} in ${ms(performance.now() - started)} ms`;
        }
      }),
    );

    // A burst of live mail right after the agent learned an example: its first mail retrains the classifier.
    await paste(`${normal}  `)();
    await learnAnExample();
    const guestMails = cases.filter((c) => c.category === "faq").map((c) => c.body);
    rows.push(
      await measure(
        baseUrl,
        `live mail: ${LIVE_BURST} mails forwarded at once after an example is learned`,
        async () => {
          const transport = smtp();
          const started = performance.now();
          await Promise.all(
            Array.from({ length: LIVE_BURST }, (_, i) =>
              transport.sendMail({
                from: `burst${i}@example.com`,
                to: DEMO_FORWARDING,
                subject: `A question before our stay ${i}`,
                text: guestMails[i % guestMails.length]!,
              }),
            ),
          );
          transport.close();
          // Decided when the newest LIVE_BURST messages are all processed.
          for (;;) {
            const { rows: newest } = (await (
              await api(`/messages?page=1&pageSize=${LIVE_BURST}`)
            ).json()) as {
              rows: { emailSubject: string | null; processed: boolean }[];
            };
            const burst = newest.filter((m) => m.emailSubject?.startsWith("A question before our stay"));
            if (burst.length >= LIVE_BURST && burst.every((m) => m.processed))
              return `all decided ${ms(performance.now() - started)} ms after the first was sent`;
            if (performance.now() - started > 120_000) return `not all decided after 120 s`;
            await new Promise((r) => setTimeout(r, 100));
          }
        },
      ),
    );
  } finally {
    await server.stop();
    await database?.drop();
  }
  return rows;
}

async function main() {
  const settings = (process.env.BENCH_THREADS ?? "0,2").split(",").map((t) => t.trim());
  const results: [string, Row[], number][] = [];
  for (const threads of settings) results.push([threads, await runWith(threads), loadavg()[0]!]);
  const database = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
  for (const [threads, rows, load] of results) {
    console.log(
      `\nAGENT_THREADS=${threads}, ${database} (${availableParallelism()} cores, load ${load.toFixed(1)}); /api/health every 50 ms, ms\n`,
    );
    console.log("| while | health p50 | health p95 | health max | the requests |");
    console.log("| --- | --- | --- | --- | --- |");
    for (const r of rows)
      console.log(
        `| ${r.what} | ${ms(pct(r.health, 50))} | ${ms(pct(r.health, 95))} | ${ms(Math.max(...r.health))} | ${r.requests} |`,
      );
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
