import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { base64Bytea, companies, createdAt, knowledgeEntries, updatedAt } from "./app";
import { user } from "./auth";

/**
 * One reading of a company's website or of one uploaded document (issue 25): run by the `import-knowledge` job, with
 * the counts its progress bar shows. A document's bytes wait here until the job has read them.
 */
export const knowledgeImports = pgTable(
  "knowledge_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** website | recheck (the website read again against what was accepted) | document */
    kind: text("kind").notNull(),
    /** The start address, or the document's file name. */
    source: text("source").notNull(),
    /** queued → running → done | failed | cancelled */
    status: text("status").notNull().default("queued"),
    maxPages: integer("max_pages").notNull().default(200),
    pagesFound: integer("pages_found").notNull().default(0),
    pagesRead: integer("pages_read").notNull().default(0),
    pagesFailed: integer("pages_failed").notNull().default(0),
    entriesProposed: integer("entries_proposed").notNull().default(0),
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    failureReason: text("failure_reason"),
    document: base64Bytea("document"),
    documentType: text("document_type"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("knowledge_imports_company_created_idx").on(t.companyId, t.createdAt)],
);

/** What became of each address an import met: read, skipped (legal page, robots.txt, a link trap) or failed, and why. */
export const knowledgeImportPages = pgTable(
  "knowledge_import_pages",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => knowledgeImports.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** read | skipped | failed */
    outcome: text("outcome").notNull(),
    reason: text("reason"),
    language: text("language"),
    entries: integer("entries").notNull().default(0),
    /**
     * What a job tried again after a restart needs from a page it read already (its links, language versions and kept
     * entries), so that the page is not read twice; emptied when the import ends.
     */
    page: jsonb("page"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.url] })],
);

/** A company's import settings: the weekly re-check of its website is off until the owner turns it on. */
export const knowledgeImportSettings = pgTable("knowledge_import_settings", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  weeklyRecheck: boolean("weekly_recheck").notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * An entry proposed from the website or a document: the agent never reads it until the owner accepts it, which makes
 * it a knowledge entry. One per company and fingerprint, so a rejected text is not proposed again.
 */
export const knowledgeSuggestions = pgTable(
  "knowledge_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    importId: uuid("import_id").references(() => knowledgeImports.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    language: text("language").notNull(),
    sourceUrl: text("source_url").notNull(),
    /** website | document */
    sourceKind: text("source_kind").notNull(),
    /** What the entry is about (parking, breakfast…), when the lexicon knows. */
    topic: text("topic"),
    /** The same fact in other languages shares it. */
    linkGroup: text("link_group"),
    /** The normalised text's hash: the same text is proposed once per company. */
    fingerprint: text("fingerprint").notNull(),
    /** proposed | accepted | rejected | superseded */
    status: text("status").notNull().default("proposed"),
    /** new | changed (the page now says otherwise than an accepted entry) | removed (its page no longer says it) */
    change: text("change").notNull().default("new"),
    /** The accepted suggestion a changed or removed one is about. */
    replacesId: uuid("replaces_id"),
    knowledgeEntryId: uuid("knowledge_entry_id").references(() => knowledgeEntries.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("knowledge_suggestions_company_fingerprint_idx").on(t.companyId, t.fingerprint),
    index("knowledge_suggestions_company_status_idx").on(t.companyId, t.status, t.createdAt),
  ],
);
