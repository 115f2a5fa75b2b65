import { splitFaq } from "@inbox/agent";
import {
  countImportSuggestions,
  forgetKnowledgeImportPageContents,
  getKnowledgeImportForJob,
  getLatestKnowledgeImport,
  insertKnowledgeSuggestions,
  linkKnowledgeSuggestions,
  listAcceptedWebsiteSuggestions,
  listKnowledgeImportPages,
  listKnownKnowledgeTexts,
  type NewSuggestion,
  readKnowledgeImportDocument,
  recordKnowledgeImportPage,
  updateKnowledgeImport,
} from "@inbox/db";
import {
  crawlSite,
  DEFAULT_LIMITS,
  Deduper,
  type DocumentType,
  type EarlierPage,
  type FetchLimits,
  fingerprintOf,
  linkLanguages,
  type ProposedEntry,
  pageFamilies,
  type ReadPage,
  readDocumentInThread,
  UnreadableDocumentError,
} from "@inbox/knowledge-import";
import type { AppContext } from "../context";

/** Progress is written at most this often (and at the end): the bar moves, the database is not flooded. */
const PROGRESS_EVERY_MS = 400;
/** A running import says it is alive this often, even while one slow page is read. */
const HEARTBEAT_MS = 5_000;
/** An import silent this long has lost its process (killed, out of memory): its job is run again. */
export const STALLED_AFTER_SECONDS = 30;

type ImportJob = NonNullable<Awaited<ReturnType<typeof getKnowledgeImportForJob>>>;

/** The fetcher's limits for this server: private addresses only with ALLOW_PRIVATE_WEB_HOSTS. */
export function fetchLimitsOf(ctx: AppContext): FetchLimits {
  return { ...DEFAULT_LIMITS, allowPrivate: ctx.env.ALLOW_PRIVATE_WEB_HOSTS };
}

/** The import marked failed with the reason the Library shows. */
export async function failKnowledgeImport(ctx: AppContext, importId: string, reason: string) {
  const job = await getKnowledgeImportForJob(ctx.db, { importId });
  if (!job) return;
  await updateKnowledgeImport(ctx.db, {
    companyId: job.companyId,
    id: importId,
    values: { status: "failed", failureReason: reason, finishedAt: new Date(), document: null },
  });
}

const toSuggestion = (entry: ProposedEntry, sourceKind: NewSuggestion["sourceKind"]): NewSuggestion => ({
  title: entry.title,
  text: entry.text,
  language: entry.language,
  sourceUrl: entry.sourceUrl,
  sourceKind,
  topic: entry.topic,
  linkGroup: entry.linkGroup ?? null,
  fingerprint: fingerprintOf(entry.text),
});

/** What the company already knows, so that nothing it knows is proposed again. */
async function knownTexts(ctx: AppContext, companyId: string) {
  const { texts, faqContent } = await listKnownKnowledgeTexts(ctx.db, { companyId });
  return [...texts, ...splitFaq(faqContent ?? "").map((e) => e.answer)].map((text) => ({ text }));
}

/**
 * Runs one import (issue 25): a website read page by page (or a document read whole), its entries deduplicated against
 * each other and the company's knowledge and stored as suggestions, the progress written as it goes. A cancel asked
 * in the Library stops the crawl at the next page. A job tried again after a restart reads the site again: the
 * suggestions already stored are not stored twice (one per company and text).
 */
export async function importKnowledge(ctx: AppContext, { importId }: { importId: string }) {
  const job = await getKnowledgeImportForJob(ctx.db, { importId });
  if (!job || job.status === "done" || job.status === "failed" || job.status === "cancelled") return;
  const { companyId } = job;
  if (job.cancelRequested) {
    await updateKnowledgeImport(ctx.db, {
      companyId,
      id: importId,
      values: { status: "cancelled", finishedAt: new Date(), document: null },
    });
    return;
  }
  await updateKnowledgeImport(ctx.db, { companyId, id: importId, values: { status: "running" } });
  // Alive while it runs, so that another process can tell this import from one whose process died.
  const heartbeat = setInterval(() => {
    void updateKnowledgeImport(ctx.db, { companyId, id: importId, values: {} }).catch(() => {});
  }, HEARTBEAT_MS);
  try {
    // A re-check compares the site with what was accepted: it must see the accepted texts again, not skip them as known.
    const deduper = new Deduper(job.kind === "recheck" ? [] : await knownTexts(ctx, companyId));
    if (job.kind === "document") return await importDocument(ctx, job, deduper);
    return await importWebsite(ctx, job, deduper);
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Imports whose process died mid-way (their heartbeat stopped) are run again now rather than when their job expires:
 * the pages they read are not read again. On the embedded database a restart already runs every interrupted job.
 */
export async function resumeStalledKnowledgeImports(ctx: AppContext) {
  const { rows } = await ctx.handle.executeSql(
    `update pgboss.job j set state = 'retry', start_after = now()
      where j.name = 'import-knowledge' and j.state = 'active'
        and exists (
          select 1 from knowledge_imports i
           where i.id::text = j.data->>'importId' and i.status in ('queued', 'running')
             and i.updated_at < now() - make_interval(secs => $1))
      returning j.id`,
    [STALLED_AFTER_SECONDS],
  );
  if (rows.length > 0) ctx.jobs?.wake("import-knowledge");
  return rows.length;
}

async function importDocument(ctx: AppContext, job: ImportJob, deduper: Deduper) {
  const bytes = await readKnowledgeImportDocument(ctx.db, { importId: job.id });
  if (!bytes)
    return failKnowledgeImport(ctx, job.id, "The uploaded file is no longer there: upload it again");
  let entries: ProposedEntry[];
  try {
    // On a thread of its own, within a time and memory budget: a hostile file never holds the server.
    entries = await readDocumentInThread(
      bytes,
      {
        type: (job.documentType ?? "text") as DocumentType,
        source: job.source,
        title: job.source.replace(/\.\w+$/, "").replace(/[-_]+/g, " "),
      },
      { timeBudgetMs: ctx.env.KNOWLEDGE_DOCUMENT_TIME_LIMIT_SECONDS * 1000 },
    );
  } catch (error) {
    // Reading it again would end the same way: the import ends now, with the reason.
    if (error instanceof UnreadableDocumentError) return failKnowledgeImport(ctx, job.id, error.message);
    throw error;
  }
  const proposed = await insertKnowledgeSuggestions(ctx.db, {
    companyId: job.companyId,
    importId: job.id,
    entries: deduper.keep(entries).map((e) => toSuggestion(e, "document")),
  });
  await updateKnowledgeImport(ctx.db, {
    companyId: job.companyId,
    id: job.id,
    values: {
      status: "done",
      pagesFound: 1,
      pagesRead: 1,
      entriesProposed: proposed,
      finishedAt: new Date(),
      // The file was read: its bytes are not kept.
      document: null,
    },
  });
}

async function importWebsite(ctx: AppContext, job: ImportJob, deduper: Deduper) {
  const { companyId } = job;
  const recheck = job.kind === "recheck";
  const controller = new AbortController();
  // A try after a restart: the pages read before are not read again, and their kept entries are still linked.
  const earlier = (await listKnowledgeImportPages(ctx.db, { importId: job.id })).map(
    (p) => ({ url: p.url, outcome: p.outcome, page: p.page as ReadPage | null }) as EarlierPage,
  );
  const kept: ProposedEntry[] = earlier.flatMap((p) => p.page?.entries ?? []);
  // Those a first try stored are known already; a re-check stored none and must remember them itself.
  if (recheck) deduper.keep(kept);
  let proposed = recheck ? 0 : await countImportSuggestions(ctx.db, { companyId, importId: job.id });
  let lastWrite = 0;
  let counts = { found: 0, read: 0, failed: 0 };
  const writeProgress = async (force = false) => {
    if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    const row = await updateKnowledgeImport(ctx.db, {
      companyId,
      id: job.id,
      values: {
        pagesFound: counts.found,
        pagesRead: counts.read,
        pagesFailed: counts.failed,
        entriesProposed: proposed,
      },
    });
    if (row?.cancelRequested) controller.abort();
  };
  const result = await crawlSite(job.source, {
    maxPages: job.maxPages,
    limits: fetchLimitsOf(ctx),
    signal: controller.signal,
    earlier,
    onPage: async (outcome) => {
      const entries = outcome.outcome === "read" ? deduper.keep(outcome.page.entries) : [];
      // A page's suggestions and its record are stored together: a try after a restart reads it again, or not at all.
      const stored = await ctx.db.transaction(async (tx) => {
        const n =
          !recheck && entries.length
            ? await insertKnowledgeSuggestions(tx, {
                companyId,
                importId: job.id,
                entries: entries.map((e) => toSuggestion(e, "website")),
              })
            : 0;
        await recordKnowledgeImportPage(tx, {
          importId: job.id,
          url: outcome.url,
          outcome: outcome.outcome,
          reason: outcome.outcome === "read" ? null : outcome.reason,
          language: outcome.outcome === "read" ? outcome.page.language : null,
          entries: entries.length,
          page: outcome.page ? { ...outcome.page, entries } : null,
        });
        return n;
      });
      // Two pages are read at once: the count is added after the insert, never across its await.
      proposed += stored;
      kept.push(...entries);
    },
    onProgress: async (progress) => {
      counts = progress;
      await writeProgress();
    },
  });
  counts = result;
  if (result.startFailure && result.read === 0) {
    await writeProgress(true);
    return failKnowledgeImport(ctx, job.id, result.startFailure.reason);
  }
  linkLanguages(kept, pageFamilies(result.pages));
  if (recheck) proposed = await proposeChanges(ctx, job, kept);
  else
    await linkKnowledgeSuggestions(ctx.db, {
      companyId,
      importId: job.id,
      links: kept
        .filter((e) => e.linkGroup)
        .map((e) => ({ fingerprint: fingerprintOf(e.text), linkGroup: e.linkGroup! })),
    });
  await writeProgress(true);
  await updateKnowledgeImport(ctx.db, {
    companyId,
    id: job.id,
    values: { status: result.stoppedBy === "cancelled" ? "cancelled" : "done", finishedAt: new Date() },
  });
  await forgetKnowledgeImportPageContents(ctx.db, { importId: job.id });
}

/**
 * "Check the website again": what the site says now against what the owner accepted from it. A text not accepted
 * before is new; a page that now says otherwise under the same title is a change to the accepted entry; an accepted
 * entry whose page was read (or is gone) without it is proposed for removal. A page that could not be read this time
 * (a timeout) changes nothing.
 */
async function proposeChanges(ctx: AppContext, job: ImportJob, entries: ProposedEntry[]) {
  const { companyId } = job;
  const accepted = await listAcceptedWebsiteSuggestions(ctx.db, { companyId });
  const pages = await listKnowledgeImportPages(ctx.db, { importId: job.id });
  const read = new Set(pages.filter((p) => p.outcome === "read").map((p) => p.url));
  const gone = new Set(pages.filter((p) => / \(HTTP 4(04|10)\)$/.test(p.reason ?? "")).map((p) => p.url));
  const unchanged = new Set<string>();
  const suggestions: NewSuggestion[] = [];
  const acceptedFingerprints = new Set(accepted.map((a) => a.fingerprint));
  for (const entry of entries) {
    const fingerprint = fingerprintOf(entry.text);
    if (acceptedFingerprints.has(fingerprint)) {
      for (const a of accepted) if (a.fingerprint === fingerprint) unchanged.add(a.id);
      continue;
    }
    const before = accepted.find(
      (a) => !unchanged.has(a.id) && a.sourceUrl === entry.sourceUrl && a.title === entry.title,
    );
    if (before) unchanged.add(before.id);
    suggestions.push({
      ...toSuggestion(entry, "website"),
      change: before ? "changed" : "new",
      replacesId: before?.id ?? null,
    });
  }
  for (const a of accepted) {
    if (unchanged.has(a.id) || !(read.has(a.sourceUrl) || gone.has(a.sourceUrl))) continue;
    suggestions.push({
      title: a.title,
      text: a.text,
      language: a.language,
      sourceUrl: a.sourceUrl,
      sourceKind: "website",
      topic: a.topic,
      fingerprint: `removed:${a.id}`,
      change: "removed",
      replacesId: a.id,
    });
  }
  return insertKnowledgeSuggestions(ctx.db, { companyId, importId: job.id, entries: suggestions });
}

/** The address the company's last website import read: "Check the website again" reads it again. */
export async function lastWebsiteAddress(ctx: AppContext, companyId: string) {
  const last = await getLatestKnowledgeImport(ctx.db, { companyId, kinds: ["website", "recheck"] });
  return last?.source ?? null;
}
