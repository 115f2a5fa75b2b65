import { isNoiseSentence, topicOf } from "../lexicon";
import type { EntryKind, ProposedEntry } from "../types";
import { cleanText, sentencesOf } from "./text";

/** A title with the paragraphs under it, as found on a page or in a document. */
export interface Passage {
  title: string;
  paragraphs: string[];
  kind: EntryKind;
}

/** An entry's text is kept under this; a longer passage becomes several entries with the same title. */
const MAX_ENTRY_CHARS = 1200;
/** Shorter text says nothing a guest can use ("Rooms", "Read more"). */
const MIN_ENTRY_CHARS = 25;
/** Text that is mostly numbers and signs (a calendar, a price table without words) says nothing on its own. */
const isMostlyWords = (text: string) => {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 15 && letters / text.replace(/\s/g, "").length >= 0.5;
};
/** A number, a time, a price, an address or a phone: what makes a passage a fact rather than a mood. */
const FACT_SIGNAL = /\d|@|€|\$|£|CHF/;

/** A paragraph without its marketing and navigation sentences. */
function withoutNoise(paragraph: string, language: string): string {
  return sentencesOf(paragraph)
    .filter((s) => !isNoiseSentence(s, language))
    .join(" ");
}

function chunks(paragraphs: string[]): string[] {
  const out: string[] = [];
  let current = "";
  for (const p of paragraphs) {
    if (current && current.length + p.length + 1 > MAX_ENTRY_CHARS) {
      out.push(current);
      current = "";
    }
    current = current ? `${current}\n${p}` : p.slice(0, MAX_ENTRY_CHARS * 2);
  }
  if (current) out.push(current);
  return out;
}

/**
 * Passages as proposed entries: noise sentences dropped; a FAQ block kept when anything is left; a passage of the main
 * content kept only when it is about a topic guests ask about or states a fact (a number, a time, a price), so a
 * page's slogans and mood do not become knowledge.
 */
export function passagesToEntries(
  passages: Passage[],
  { url, language }: { url: string; language: string },
): ProposedEntry[] {
  const entries: ProposedEntry[] = [];
  const positions = { faq: 0, fact: 0 };
  for (const passage of passages) {
    const title = cleanText(passage.title).slice(0, 300);
    const paragraphs = passage.paragraphs
      .map((p) => withoutNoise(cleanText(p), language))
      .filter((p) => p.length > 0);
    for (const text of chunks(paragraphs)) {
      if (text.length < MIN_ENTRY_CHARS || !isMostlyWords(text)) continue;
      const topic = topicOf(title, text, language);
      if (passage.kind === "fact" && !topic && !FACT_SIGNAL.test(text)) continue;
      entries.push({
        title: title || text.slice(0, 80),
        text,
        language,
        sourceUrl: url,
        kind: passage.kind,
        topic,
        position: positions[passage.kind]++,
      });
    }
  }
  return entries;
}
