import { splitFaq } from "@inbox/agent";
import {
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
  type FetchLimits,
  fingerprintOf,
  linkLanguages,
  type ProposedEntry,
  pageFamilies,
  readDocument,
} from "@inbox/knowledge-import";
import type { AppContext } from "../context";

/** Progress is written at most this often (and at the end): the bar moves, the database is not flooded. */
const PROGRESS_EVERY_MS = 400;

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
  // A re-check compares the site with what was accepted: it must see the accepted texts again, not skip them as known.
  const deduper = new Deduper(job.kind === "recheck" ? [] : await knownTexts(ctx, companyId));
  if (job.kind === "document") return importDocument(ctx, job, deduper);
  return importWebsite(ctx, job, deduper);
}

async function importDocument(ctx: AppContext, job: ImportJob, deduper: Deduper) {
  const bytes = await readKnowledgeImportDocument(ctx.db, { importId: job.id });
  if (!bytes)
    return failKnowledgeImport(ctx, job.id, "The uploaded file is no longer there: upload it again");
  const entries = await readDocument(bytes, {
    type: (job.documentType ?? "text") as DocumentType,
    source: job.source,
    title: job.source.replace(/\.\w+$/, "").replace(/[-_]+/g, " "),
  });
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
  const controller = new AbortController();
  const kept: ProposedEntry[] = [];
  let proposed = 0;
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
  const recheck = job.kind === "recheck";
  const result = await crawlSite(job.source, {
    maxPages: job.maxPages,
    limits: fetchLimitsOf(ctx),
    signal: controller.signal,
    onPage: async (outcome) => {
      const entries = outcome.outcome === "read" ? deduper.keep(outcome.page.entries) : [];
      if (!recheck && entries.length) {
        // Two pages are read at once: the count is added after the insert, never across its await.
        const stored = await insertKnowledgeSuggestions(ctx.db, {
          companyId,
          importId: job.id,
          entries: entries.map((e) => toSuggestion(e, "website")),
        });
        proposed += stored;
      }
      kept.push(...entries);
      await recordKnowledgeImportPage(ctx.db, {
        importId: job.id,
        url: outcome.url,
        outcome: outcome.outcome,
        reason: outcome.outcome === "read" ? null : outcome.reason,
        language: outcome.outcome === "read" ? outcome.page.language : null,
        entries: entries.length,
      });
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
