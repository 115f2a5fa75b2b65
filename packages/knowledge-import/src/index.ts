export {
  type CrawlOptions,
  type CrawlProgress,
  type CrawlResult,
  crawlSite,
  type EarlierPage,
  type PageOutcome,
} from "./crawl/crawler";
export { isSameSite, normaliseUrl, startUrlOf } from "./crawl/urls";
export { Deduper, dedupeEntries, fingerprintOf, isNearDuplicate, type KnownText, wordsOf } from "./dedupe";
export {
  type DocumentType,
  documentTypeOf,
  readDocument,
  UnreadableDocumentError,
} from "./documents/read-document";
export {
  DOCUMENT_TIME_BUDGET_MS,
  type DocumentBudget,
  readDocumentInThread,
} from "./documents/read-document-in-thread";
export { readHtmlPage } from "./extract/html";
export { type FailureCode, type FetchFailure, failure } from "./fetch/failures";
export { DEFAULT_LIMITS, type FetchLimits, type FetchResult, safeFetch } from "./fetch/safe-fetch";
export { linkLanguages, pageFamilies } from "./link-languages";
export type { EntryKind, ProposedEntry, ReadPage } from "./types";
