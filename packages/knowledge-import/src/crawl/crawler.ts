import { readDocumentInThread } from "../documents/read-document-in-thread";
import { readHtmlPage } from "../extract/html";
import { failure } from "../fetch/failures";
import { DEFAULT_LIMITS, decodeBody, type FetchLimits, safeFetch } from "../fetch/safe-fetch";
import type { ProposedEntry, ReadPage } from "../types";
import { readRobots } from "./robots";
import { readSitemaps } from "./sitemap";
import { isSameSite, languageFromPath, looksGenerated, normaliseUrl, urlShape } from "./urls";

/**
 * Addresses of one shape read before the rest of that shape counts as a link trap: few when they differ by a query
 * value (a calendar's ?month=, a filter's ?page=), more when by a number in the path (rooms /room/101, /room/102…).
 */
export const TRAP_AFTER = { query: 8, path: 40 };
/** Files that are never pages: not even asked for. */
const ASSET =
  /\.(?:jpe?g|png|gif|webp|avif|svg|ico|css|js|mjs|json|zip|gz|rar|7z|mp4|mp3|mov|avi|webm|woff2?|ttf|eot|ics|xml)$/i;

export type PageOutcome =
  | { url: string; outcome: "read"; page: ReadPage }
  /** A legal page is read for its links and language versions, but proposes nothing: it comes with its page. */
  | { url: string; outcome: "skipped" | "failed"; code: string; reason: string; page?: ReadPage };

/** An address an earlier try of the same crawl dealt with, as it was recorded (the page when it was read). */
export interface EarlierPage {
  url: string;
  outcome: "read" | "skipped" | "failed";
  page: ReadPage | null;
}

export interface CrawlProgress {
  found: number;
  read: number;
  failed: number;
}

export interface CrawlOptions {
  maxPages?: number;
  /** Requests at once to the site. */
  concurrency?: number;
  limits?: FetchLimits;
  /** Cancelling stops new requests; those running finish (each within the time limit). */
  signal?: AbortSignal;
  onPage?: (outcome: PageOutcome) => Promise<void> | void;
  onProgress?: (progress: CrawlProgress) => Promise<void> | void;
  /**
   * What an earlier try of this crawl recorded before it was cut off (a server restart): those addresses are not asked
   * for again, and the links of the pages it read are followed from what was recorded. `onPage` is not called for them.
   */
  earlier?: EarlierPage[];
}

export interface CrawlResult extends CrawlProgress {
  /** Why the crawl stopped: every address read, the page limit, or a cancel. */
  stoppedBy: "done" | "limit" | "cancelled";
  /** The start page could not be read: nothing else was. */
  startFailure: { code: string; reason: string } | null;
  pages: ReadPage[];
}

/**
 * Reads a website the way the import needs (issue 25): the start page, the sitemap's pages and every same-site link,
 * language versions first; robots.txt obeyed; at most `maxPages` pages, `concurrency` at a time, each through the
 * safe fetcher; no JavaScript run. A link trap (many addresses of one generated shape) is cut off and named.
 */
export async function crawlSite(startAddress: string, options: CrawlOptions = {}): Promise<CrawlResult> {
  const maxPages = options.maxPages ?? 200;
  const concurrency = options.concurrency ?? 2;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const start = normaliseUrl(startAddress);
  const result: CrawlResult = {
    found: 0,
    read: 0,
    failed: 0,
    stoppedBy: "done",
    startFailure: null,
    pages: [],
  };
  if (!start) {
    const bad = failure("bad-address", { url: startAddress });
    return { ...result, startFailure: { code: bad.code, reason: bad.message } };
  }

  const found = new Set<string>();
  const shapes = new Map<string, number>();
  const urgent: string[] = [];
  const queue: string[] = [];
  let fetched = 0;
  const progress = () =>
    options.onProgress?.({ found: result.found, read: result.read, failed: result.failed });
  const record = async (outcome: PageOutcome) => {
    if (outcome.outcome === "read") result.read += 1;
    else if (outcome.outcome === "failed") result.failed += 1;
    await options.onPage?.(outcome);
    await progress();
  };
  const enqueue = (address: string, { first = false } = {}) => {
    const url = normaliseUrl(address);
    if (!url || found.has(url) || ASSET.test(new URL(url).pathname) || !isSameSite(url, start)) return;
    found.add(url);
    result.found = found.size;
    (first ? urgent : queue).push(url);
  };

  const earlier = new Map((options.earlier ?? []).map((p) => [p.url, p]));
  /** A read page's language versions and links join the queue (language versions first). */
  const follow = (page: ReadPage) => {
    // Language versions are read first, so a small page limit still gets every language of the main pages.
    for (const alternate of Object.values(page.alternates)) enqueue(alternate, { first: true });
    for (const link of page.links)
      enqueue(link, {
        first: languageFromPath(link) !== null && new URL(link).pathname.split("/").length <= 3,
      });
    result.pages.push(page);
  };
  /** An address the earlier try dealt with: counted as it was, its links followed, nothing asked of the site. */
  const replay = ({ outcome, page }: EarlierPage) => {
    if (page || outcome === "failed") fetched += 1;
    if (page) follow(page);
    if (outcome === "read" || page) result.read += 1;
    else if (outcome === "failed") result.failed += 1;
    return progress();
  };

  const robots = await readRobots(start, limits);
  enqueue(start, { first: true });
  for (const url of await readSitemaps(start, robots.sitemaps, { limits, max: maxPages * 5 }))
    enqueue(url, { first: languageFromPath(url) !== null && new URL(url).pathname.split("/").length <= 3 });
  await progress();

  const visit = async (url: string) => {
    if (!robots.isAllowed(url)) {
      const why = failure("robots", {});
      return record({ url, outcome: "skipped", code: why.code, reason: why.message });
    }
    const shape = urlShape(url);
    const seen = (shapes.get(shape) ?? 0) + 1;
    shapes.set(shape, seen);
    if (seen > (new URL(url).search ? TRAP_AFTER.query : TRAP_AFTER.path) || looksGenerated(url)) {
      const why = failure("link-trap", {});
      return record({ url, outcome: "skipped", code: why.code, reason: why.message });
    }
    const before = earlier.get(url);
    if (before) return replay(before);
    fetched += 1;
    const response = await safeFetch(url, { limits });
    if (!response.ok) {
      if (url === start) result.startFailure = { code: response.code, reason: response.message };
      return record({ url, outcome: "failed", code: response.code, reason: response.message });
    }
    if (!isSameSite(response.url, start)) {
      const why = failure("off-site", {});
      return record({ url, outcome: "skipped", code: why.code, reason: why.message });
    }
    const type = response.contentType.split(";")[0]!.trim().toLowerCase();
    let page: ReadPage;
    try {
      if (type === "text/html" || type === "application/xhtml+xml") {
        page = readHtmlPage(decodeBody(response), response.url);
      } else {
        const name = decodeURIComponent(new URL(response.url).pathname.split("/").pop() || response.url);
        const entries: ProposedEntry[] = await readDocumentInThread(response.body, {
          type: type === "application/pdf" ? "pdf" : type === "text/markdown" ? "markdown" : "text",
          source: response.url,
          title: name.replace(/\.\w+$/, "").replace(/[-_]+/g, " "),
        });
        page = {
          url: response.url,
          language: entries[0]?.language ?? "en",
          title: name,
          links: [],
          alternates: {},
          isLegal: false,
          entries,
        };
      }
    } catch (error) {
      const why = failure("unreadable", {});
      return record({
        url,
        outcome: "failed",
        code: why.code,
        reason: `${why.message}: ${(error as Error).message}`,
      });
    }
    follow(page);
    if (page.isLegal) {
      const why = failure("legal", {});
      await options.onPage?.({ url, outcome: "skipped", code: why.code, reason: why.message, page });
      result.read += 1;
      return progress();
    }
    return record({ url, outcome: "read", page });
  };

  const running = new Set<Promise<unknown>>();
  for (;;) {
    if (options.signal?.aborted) {
      result.stoppedBy = "cancelled";
      break;
    }
    while (running.size < concurrency && (urgent.length || queue.length) && fetched < maxPages) {
      const url = (urgent.shift() ?? queue.shift())!;
      const run: Promise<unknown> = visit(url).finally(() => running.delete(run));
      running.add(run);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  await Promise.all(running);
  if (result.stoppedBy !== "cancelled" && fetched >= maxPages && (urgent.length || queue.length))
    result.stoppedBy = "limit";
  return result;
}
