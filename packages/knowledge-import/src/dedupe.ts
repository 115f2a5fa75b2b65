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
 * Entries without repeats (issue 25), as they come page by page: the same text twice on a site (a block on every page,
 * the JSON-LD and the visible FAQ) is proposed once, and nothing the company already knows (its FAQ, its knowledge
 * entries, earlier suggestions) is proposed again. The first found is kept.
 */
export class Deduper {
  private readonly fingerprints: Set<string>;
  private readonly knownWords: Set<string>[];
  private readonly keptWords = new Map<string, Set<string>[]>();

  constructor(known: KnownText[] = []) {
    this.fingerprints = new Set(known.map((k) => fingerprintOf(k.text)));
    this.knownWords = known.map((k) => wordsOf(k.text));
  }

  /** The entries not seen before, remembered from now on. */
  keep<E extends ProposedEntry>(entries: E[]): E[] {
    const kept: E[] = [];
    for (const entry of entries) {
      const fingerprint = fingerprintOf(entry.text);
      if (this.fingerprints.has(fingerprint)) continue;
      const words = wordsOf(entry.text);
      const bucket = this.keptWords.get(entry.language) ?? [];
      if (
        bucket.some((w) => isNearDuplicate(w, words)) ||
        this.knownWords.some((w) => isNearDuplicate(w, words))
      )
        continue;
      this.fingerprints.add(fingerprint);
      bucket.push(words);
      this.keptWords.set(entry.language, bucket);
      kept.push(entry);
    }
    return kept;
  }
}

export function dedupeEntries<E extends ProposedEntry>(entries: E[], known: KnownText[] = []): E[] {
  return new Deduper(known).keep(entries);
}
