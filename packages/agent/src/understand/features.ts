/**
 * Text → sparse TF-IDF vector over hashed word 1-2-grams and character 3-5-grams (of each word, with boundaries).
 * Character n-grams make the model robust to typos, inflections and the languages hotel guests write in.
 */
export interface SparseVector {
  index: Int32Array;
  value: Float32Array;
}

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/https?:\/\/\S+/g, " url ")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " email ")
    .replace(/\d+/g, (d) => (d.length > 2 ? " num " : ` ${d} `))
    .replace(/[^a-z0-9'\s]/g, " ")
    .replace(/'/g, "")
    .trim();
}

export function tokenize(text: string): string[] {
  return normalise(text).split(/\s+/).filter(Boolean);
}

/** FNV-1a, 32-bit. */
function hash(s: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface FeatureOptions {
  bits: number;
  charNgrams: [number, number];
  /** Drop function words first (retrieval: two questions share "do you have" without being alike). */
  dropStopwords?: boolean;
  /**
   * The power of the vector's norm it is divided by: 1 (default) gives unit vectors; below 1, a longer text keeps
   * more weight per term, and `referenceNorm` (the median training text's, set by `Vectorizer.fit`) keeps the scale.
   * Multi-label texts say each intent in a few words: "hello, I want to change my booking" is a greeting however
   * long the rest is, and a unit vector would dilute "hello" by the length of everything else.
   */
  lengthNorm?: number;
  referenceNorm?: number;
}

const STOPWORDS = new Set(
  (
    "a an the and or but if of to in on at for from by with about as is are was were be been being am do does did " +
    "have has had i me my we our us you your he she it its they them their this that these those there here what " +
    "which who whom when where why how can could would should will shall may might must not no yes please hi hello " +
    "dear thanks thank any some all also just so too very much many more most than then into up out over again " +
    "le la les un une des du de et ou est sont je nous vous il elle ils pour par avec dans sur au aux ce cette " +
    "el los las y o es son yo nosotros usted ustedes por para con en su sus que " +
    "der die das ein eine und oder ist sind ich wir sie es fur mit auf im zu den dem " +
    "il lo gli una e o sono io noi voi per con su che di da"
  ).split(" "),
);

/** Raw term counts (hashed). */
function dropStopwordsOrKeep(words: string[], drop?: boolean) {
  if (!drop) return words;
  const kept = words.filter((w) => !STOPWORDS.has(w));
  return kept.length > 0 ? kept : words;
}

export function termCounts(text: string, options: FeatureOptions): Map<number, number> {
  const { bits, charNgrams } = options;
  const mask = (1 << bits) - 1;
  const counts = new Map<number, number>();
  const add = (key: string, seed: number, weight = 1) => {
    const h = hash(key, seed) & mask;
    counts.set(h, (counts.get(h) ?? 0) + weight);
  };
  const words = dropStopwordsOrKeep(tokenize(text), options.dropStopwords);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    add(w, 1);
    if (i + 1 < words.length) add(`${w} ${words[i + 1]}`, 2);
    const padded = `<${w}>`;
    for (let n = charNgrams[0]; n <= charNgrams[1]; n++) {
      if (padded.length < n) continue;
      for (let j = 0; j + n <= padded.length; j++) add(padded.slice(j, j + n), 3, 0.5);
    }
  }
  return counts;
}

export class Vectorizer {
  private readonly maxIdf: number;

  constructor(
    readonly options: FeatureOptions,
    /** Inverse document frequency per hashed feature (0 = unseen: dropped). */
    readonly idf: Float32Array,
  ) {
    let max = 1;
    for (let i = 0; i < idf.length; i++) if (idf[i]! > max) max = idf[i]!;
    this.maxIdf = max;
  }

  static fit(texts: string[], options: FeatureOptions): Vectorizer {
    const df = new Float32Array(1 << options.bits);
    for (const text of texts) for (const key of termCounts(text, options).keys()) df[key]! += 1;
    const idf = new Float32Array(df.length);
    const n = texts.length;
    for (let i = 0; i < df.length; i++) if (df[i]! > 0) idf[i] = Math.log((1 + n) / (1 + df[i]!)) + 1;
    if ((options.lengthNorm ?? 1) === 1) return new Vectorizer(options, idf);
    const unit = new Vectorizer(options, idf);
    const norms = texts.map((t) => unit.rawNorm(t)).sort((a, b) => a - b);
    return new Vectorizer({ ...options, referenceNorm: norms[Math.floor(norms.length / 2)] ?? 1 }, idf);
  }

  /** The norm of the text's TF-IDF vector before it is divided by it (unseen terms counted as in `transform`). */
  rawNorm(text: string): number {
    let norm = 0;
    for (const [key, count] of termCounts(text, this.options)) {
      const v = (1 + Math.log(count)) * (this.idf[key] || this.maxIdf);
      norm += v * v;
    }
    return Math.sqrt(norm) || 1;
  }

  transform(text: string): SparseVector {
    const counts = termCounts(text, this.options);
    const index: number[] = [];
    const value: number[] = [];
    let norm = 0;
    for (const [key, count] of counts) {
      const idf = this.idf[key]!;
      if (idf === 0) {
        // A term never seen in training matches nothing, but it is part of the text: it counts in the norm, as the
        // rarest kind of term, so a text that shares one word with the index does not look identical to it.
        const unseen = (1 + Math.log(count)) * this.maxIdf;
        norm += unseen * unseen;
        continue;
      }
      const v = (1 + Math.log(count)) * idf;
      index.push(key);
      value.push(v);
      norm += v * v;
    }
    norm = Math.sqrt(norm) || 1;
    const power = this.options.lengthNorm ?? 1;
    if (power !== 1) norm = norm ** power * (this.options.referenceNorm ?? 1) ** (1 - power);
    return { index: Int32Array.from(index), value: Float32Array.from(value.map((v) => v / norm)) };
  }
}

export function dot(a: SparseVector, b: SparseVector): number {
  // Both sorted would be faster; vectors are short, a map lookup is fine.
  const m = new Map<number, number>();
  for (let i = 0; i < b.index.length; i++) m.set(b.index[i]!, b.value[i]!);
  let s = 0;
  for (let i = 0; i < a.index.length; i++) s += a.value[i]! * (m.get(a.index[i]!) ?? 0);
  return s;
}
