import { z } from "zod";

/** The largest document an owner may upload for knowledge (issue 25). */
export const KNOWLEDGE_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** What "Upload a document" accepts. */
export const KNOWLEDGE_DOCUMENT_ACCEPT = ".pdf,.docx,.txt,.md,.markdown";

export const knowledgeImportKindValues = ["website", "recheck", "document"] as const;
export type KnowledgeImportKind = (typeof knowledgeImportKindValues)[number];
export const knowledgeImportStatusValues = ["queued", "running", "done", "failed", "cancelled"] as const;
export type KnowledgeImportStatus = (typeof knowledgeImportStatusValues)[number];
export const knowledgeSuggestionStatusValues = ["proposed", "accepted", "rejected", "superseded"] as const;
export type KnowledgeSuggestionStatus = (typeof knowledgeSuggestionStatusValues)[number];
/** new: a fact not yet known; changed: the page now says otherwise than an accepted entry; removed: it no longer says it. */
export const knowledgeSuggestionChangeValues = ["new", "changed", "removed"] as const;
export type KnowledgeSuggestionChange = (typeof knowledgeSuggestionChangeValues)[number];

export const startWebsiteImportInput = z.object({
  url: z
    .string({ message: "Enter your website's address" })
    .trim()
    .min(1, "Enter your website's address")
    .max(2000, "This address is too long")
    .refine((v) => {
      try {
        const url = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, "Enter a web address such as www.your-hotel.com"),
});
export type StartWebsiteImportInput = z.infer<typeof startWebsiteImportInput>;

/** "Check the website again every week": off until the owner turns it on. */
export const knowledgeImportSettingsInput = z.object({
  weeklyRecheck: z.boolean({ message: "Choose whether to check the website every week" }),
});
export type KnowledgeImportSettings = z.infer<typeof knowledgeImportSettingsInput>;

export const editSuggestionInput = z.object({
  title: z.string().trim().min(1, "Write a title").max(300, "The title is too long (over 300 characters)"),
  text: z
    .string()
    .trim()
    .min(1, "Write the text")
    .max(20_000, "The text is too long (over 20,000 characters)"),
});
export type EditSuggestionInput = z.infer<typeof editSuggestionInput>;

export interface KnowledgeImport {
  id: string;
  kind: KnowledgeImportKind;
  source: string;
  status: KnowledgeImportStatus;
  maxPages: number;
  pagesFound: number;
  pagesRead: number;
  pagesFailed: number;
  entriesProposed: number;
  cancelRequested: boolean;
  failureReason: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface KnowledgeImportPage {
  url: string;
  outcome: "read" | "skipped" | "failed";
  reason: string | null;
  language: string | null;
  entries: number;
}

export interface KnowledgeSuggestion {
  id: string;
  title: string;
  text: string;
  language: string;
  sourceUrl: string;
  sourceKind: "website" | "document";
  topic: string | null;
  linkGroup: string | null;
  status: KnowledgeSuggestionStatus;
  change: KnowledgeSuggestionChange;
  /** For a changed or removed suggestion: the accepted text it is about. */
  replaces: { id: string; title: string; text: string } | null;
  createdAt: string;
}

export interface KnowledgeSuggestionList {
  rows: KnowledgeSuggestion[];
  total: number;
}
