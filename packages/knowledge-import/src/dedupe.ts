import { createHash } from "node:crypto";
import type { ProposedEntry } from "./types";

/** A text's words for comparing: lower case, accents kept, numbers kept (a changed price is a changed text). */
export function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.filter((w) => w.length > 1) ?? [],
  );
}

/** The same text is one fingerprint, whatever its spacing, case and punctuation. */
export function fingerprintOf(text: string): string {
  const normal = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
  return createHash("sha1").update(normal).digest("hex");
}

/**
 * Two texts say the same: most of their words are shared (Jaccard 0.8), or the shorter is nearly all inside the longer
 * (a JSON-LD answer and the same answer shown on the page; a FAQ line already in the company's FAQ).
 */
export function isNearDuplicate(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const w of small) if (large.has(w)) shared += 1;
  return shared / (a.size + b.size - shared) >= 0.8 || (small.size >= 6 && shared / small.size >= 0.9);
}

/** Knowledge the company already has, as the import compares against it. */
export interface KnownText {
  text: string;
}

/**
 * Entries without repeats (issue 25): the same text twice on a site (a footer block on every page, the JSON-LD and
 * the visible FAQ) is proposed once, and nothing the company already knows (its FAQ, its knowledge entries, earlier
 * suggestions) is proposed again. The first found is kept.
 */
export function dedupeEntries<E extends ProposedEntry>(entries: E[], known: KnownText[] = []): E[] {
  const fingerprints = new Set(known.map((k) => fingerprintOf(k.text)));
  const knownWords = known.map((k) => wordsOf(k.text));
  const keptWords = new Map<string, Set<string>[]>();
  const kept: E[] = [];
  for (const entry of entries) {
    const fingerprint = fingerprintOf(entry.text);
    if (fingerprints.has(fingerprint)) continue;
    const words = wordsOf(entry.text);
    const bucket = keptWords.get(entry.language) ?? [];
    if (bucket.some((w) => isNearDuplicate(w, words)) || knownWords.some((w) => isNearDuplicate(w, words)))
      continue;
    fingerprints.add(fingerprint);
    bucket.push(words);
    keptWords.set(entry.language, bucket);
    kept.push(entry);
  }
  return kept;
}
