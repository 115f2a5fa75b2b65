import { detectLanguage, splitFaq } from "@inbox/agent";

export interface FaqEntry {
  question: string | null;
  answer: string;
  language: string;
}

/** The company's free-text FAQ as entries (agent.md §4), each with its language. */
export function splitFaqContent(text: string): FaqEntry[] {
  return splitFaq(text).map((entry) => ({
    question: entry.question ?? null,
    answer: entry.answer,
    language: detectLanguage(`${entry.question ?? ""} ${entry.answer}`),
  }));
}
