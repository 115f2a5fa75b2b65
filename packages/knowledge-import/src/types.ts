/** How an entry was found on its page: a FAQ block (JSON-LD, details, definition list, question heading) or a passage. */
export type EntryKind = "faq" | "fact";

/** One proposed piece of knowledge, before it is stored as a suggestion. */
export interface ProposedEntry {
  title: string;
  /** Plain text: tags, scripts and styles are never kept. */
  text: string;
  /** Two-letter code. */
  language: string;
  sourceUrl: string;
  kind: EntryKind;
  topic: string | null;
  /** Its place among the page's entries of its kind: the same FAQ in another language is at the same place. */
  position: number;
  /** Pages that are versions of one another share it (hreflang alternates, "/fr/x" and "/x"). */
  family?: string;
  /** Entries of one fact in several languages share it (set by `linkLanguages`). */
  linkGroup?: string;
}

export interface ReadPage {
  url: string;
  language: string;
  title: string;
  links: string[];
  /** hreflang alternates: language → address. */
  alternates: Record<string, string>;
  isLegal: boolean;
  entries: ProposedEntry[];
}
