import type { ActionIfTeammate } from "@inbox/contracts";

export type IntentGroup = "reply" | "never" | "skip";

export interface LibraryData {
  config: { id: string; faqContent: string; actionIfTeammate: ActionIfTeammate } | null;
  features: string[];
  customFeatures: string[];
  /** A vendor described its product's features at setup; a hotel did not, and sees no PMS Features card. */
  isSoftwareCompany: boolean;
  brandBrief: { content: string; updatedAt: string } | null;
}

export interface LibraryIntent {
  id: string;
  key: string;
  name: string;
  language: string;
  group: IntentGroup | "none";
}

export interface IntentGroups {
  hasConfig: boolean;
  usesDefaults: boolean;
  intents: LibraryIntent[];
}

export interface KnowledgeEntry {
  id: string;
  question: string;
  answer: string;
  intentId: string | null;
  intent: string | null;
  language: string;
  source: "feedback_loop" | "test_rating" | "manual" | "website" | "document";
  /** The page or file an entry accepted from the website or a document came from. */
  sourceUrl: string | null;
  sourceTicketId: string | null;
  sourceTestMessageId: string | null;
  sourceTestId: string | null;
  needsReview: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface KnowledgePage {
  rows: KnowledgeEntry[];
  total: number;
  needsReview: number;
  page: number;
  pageSize: number;
}
