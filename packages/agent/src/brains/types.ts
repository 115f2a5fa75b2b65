/**
 * The two language steps of the pipeline (agent.md §1), behind one interface: the local brain (default, no network)
 * and the LLM brain (AI SDK), which falls back to the local one on any error.
 */
export interface KnowledgeItem {
  id: string;
  kind: "faq" | "learned" | "feature";
  question: string | null;
  answer: string;
  intentKey: string | null;
  language: string;
  /** Entries saying the same in other languages share it (issue 25: the website's language versions). */
  linkGroup?: string | null;
}

export interface BrainIntent {
  key: string;
  name: string;
  examples: string[];
}

export interface BrainContext {
  companyId: string;
  /** Changes whenever the intents or their examples change: the cache key of a trained classifier. */
  modelVersion: string;
  intents: BrainIntent[];
  knowledge: KnowledgeItem[];
  companyName: string;
  brandBrief: string | null;
}

export interface Understanding {
  language: string;
  /** Best first; empty when none of the company's intents fits. */
  intents: { key: string; confidence: number }[];
  /** How the local brain read the text, for the trace: "words and meaning" or "words only". */
  reading?: string;
}

export interface Answer {
  found: boolean;
  score: number;
  /** The entries the answer comes from (cited). */
  entries: KnowledgeItem[];
  /** A reply body written by the brain itself (LLM); the local brain leaves it to the composer. */
  body?: string;
  /** The best-matching entries with their scores, best first (the local brain), for checking what they are about. */
  candidates?: { entry: KnowledgeItem; score: number }[];
}

export interface Brain {
  readonly name: "local" | "llm";
  understand(text: string, context: BrainContext): Promise<Understanding>;
  /**
   * Several texts at once (a mail's questions); a brain without it is asked one by one. `wordsOnly`: a quick reading
   * where one is enough (the local brain leaves the sentence encoder out).
   */
  understandMany?(
    texts: string[],
    context: BrainContext,
    options?: { wordsOnly?: boolean },
  ): Promise<Understanding[]>;
  answer(
    question: string,
    intentKey: string | null,
    language: string,
    context: BrainContext,
  ): Promise<Answer>;
}

/** Confidence under which the agent does not trust its reading of the intent (agent.md §2 step 6). */
export const INTENT_CONFIDENCE_THRESHOLD = 0.35;

/**
 * With no entry in the guest's language, an English one this close to the best is drafted for the person who
 * translates it (English is what they most likely read; entries in other languages score a little higher for a
 * foreign question, as they share its concepts).
 */
export const ENGLISH_FOR_TRANSLATION_WITHIN = 0.15;
