/**
 * `npm run bench:import`: one website import of a 200-page site (the fixture hotel's 30 pages in three languages and
 * BENCH_NEWS_PAGES (default 200) generated news pages of about 2 KB of text each; KNOWLEDGE_IMPORT_MAX_PAGES limits it
 * to 200) through the real job handler on the embedded database (PGlite), as the Library starts it. Prints pages per
 * second, the time, and the server's memory before and after (never asserted). Goal (issue 25): 200 pages in under
 * 60 s, memory growth under 150 MB.
 */
import { intentCatalogue } from "@inbox/agent";
import { importKnowledge } from "../apps/server/src/jobs/import-knowledge";
import { createJobs } from "../apps/server/src/jobs/queue";
import { createCompanyAccount } from "../apps/server/src/testing/fixtures";
import { createTestApp, jsonRequest } from "../apps/server/src/testing/test-app";
import { startHotelSite } from "../e2e/fixtures/hotel-site/serve";

const NEWS_PAGES = Number(process.env.BENCH_NEWS_PAGES ?? 200);
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

const site = await startHotelSite({ hostile: false, newsPages: NEWS_PAGES });
const t = await createTestApp("pglite", {
  catalogue: intentCatalogue,
  env: { ALLOW_PRIVATE_WEB_HOSTS: "true", KNOWLEDGE_IMPORT_MAX_PAGES: "200" },
});
t.ctx.jobs = await createJobs(t.ctx);
const owner = await createCompanyAccount(t, { name: "Hotel Alpenrose", domain: "alpenrose.test" });

globalThis.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const started = performance.now();
const res = await t.request(
  "/api/knowledge-import/website",
  jsonRequest("POST", { url: site.origin }, owner.cookie),
);
const { id } = (await res.json()) as { id: string };
await importKnowledge(t.ctx, { importId: id });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const done = (await (
  await t.request(`/api/knowledge-import/imports/${id}`, { headers: { cookie: owner.cookie } })
).json()) as {
  status: string;
  pagesFound: number;
  pagesRead: number;
  pagesFailed: number;
  entriesProposed: number;
};
const after = process.memoryUsage();
globalThis.gc?.();
const settled = process.memoryUsage();

console.log(`website import of ${site.origin} (${30 + NEWS_PAGES} pages on the site, limit 200), PGlite`);
console.log(
  `  ${done.status}: ${done.pagesFound} found, ${done.pagesRead} read, ${done.pagesFailed} failed, ${done.entriesProposed} entries proposed`,
);
console.log(
  `  time: ${seconds.toFixed(1)} s, ${(done.pagesRead / seconds).toFixed(1)} pages per second (goal: 200 pages < 60 s)`,
);
console.log(
  `  memory: rss ${mb(before.rss)} -> peak ${mb(peakRss)} (growth ${mb(peakRss - before.rss)}, goal < 150 MB); heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}${globalThis.gc ? `, after gc ${mb(settled.heapUsed)}` : ""}`,
);
await t.ctx.jobs.stop();
await t.close();
await site.close();
