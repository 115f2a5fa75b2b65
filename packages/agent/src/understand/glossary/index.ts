/**
 * Word-by-word English for mail in the other languages guests write in (translate-then-read): the sentence encoder
 * reads English only, and a company's knowledge is mostly English, so "Est-ce que vous acceptez les chiens ?" is read
 * as "you accept the dogs ?". Crude as translation, but what the classifier and retrieval need is the words of the
 * meaning, not the grammar. The glossaries are data, one file per language in `lexicon/glossary/<language>.txt`
 * (format in ./README.md): general dictionaries of hotel and hotel-software mail, not tuned to any test set.
 */
import { readLexiconFile } from "../../lexicon";
import { plainWords } from "../words";

/** Longest phrase a glossary lists, in words. */
const LONGEST = 4;

interface Glossary {
  /** Form ("a_quelle_heure") → its English ("what time"), or "" for a form English leaves out. */
  english: Map<string, string>;
}

function parse(source: string): Glossary {
  const english = new Map<string, string>();
  for (const line of source.split("\n")) {
    const bar = line.indexOf("|");
    if (bar < 0 || line.startsWith("#")) continue;
    const meaning = line.slice(0, bar).trim();
    for (const form of line
      .slice(bar + 1)
      .trim()
      .split(/\s+/)) {
      if (form && !english.has(form)) english.set(form, meaning === "-" ? "" : meaning);
    }
  }
  return { english };
}

/** Languages a text can be glossed from: one file each in `lexicon/glossary/`. */
export const GLOSSED_LANGUAGES = ["fr", "de", "es", "it", "pt", "nl"];
const glossaries = new Map<string, Glossary>();

/** A glossary's text, as written in its data file. */
export function glossarySource(language: string): string {
  return readLexiconFile(`glossary/${language}.txt`);
}

function glossaryOf(language: string): Glossary | null {
  if (!GLOSSED_LANGUAGES.includes(language)) return null;
  let glossary = glossaries.get(language);
  if (!glossary) {
    glossary = parse(glossarySource(language));
    glossaries.set(language, glossary);
  }
  return glossary;
}

const COMPOUNDING = new Set(["de", "nl"]);

/**
 * Plural and gender endings a glossary need not list for every word ("eléctricos" is "eléctrico", "camere" is
 * "camera"): ending → what the listed form ends with instead. The English keeps the singular, which reads as well.
 */
const ENDINGS: Record<string, [string, string][]> = {
  fr: [
    ["s", ""],
    ["x", ""],
    ["es", ""],
  ],
  es: [
    ["s", ""],
    ["es", ""],
    ["as", "os"],
    ["a", "o"],
  ],
  pt: [
    ["s", ""],
    ["es", ""],
    ["ns", "m"],
    ["as", "os"],
    ["a", "o"],
  ],
  it: [
    ["i", "o"],
    ["i", "e"],
    ["e", "a"],
    ["hi", "o"],
    ["he", "a"],
    ["a", "o"],
  ],
  de: [
    ["en", ""],
    ["n", ""],
    ["e", ""],
    ["er", ""],
    ["es", ""],
    ["s", ""],
  ],
  nl: [
    ["en", ""],
    ["s", ""],
  ],
};

/** "14h", as French and Portuguese write the hour: "2 pm" ("12 noon", "midnight" for 0h and 24h), or null. */
function clockHour(word: string): string | null {
  const hour = /^(\d{1,2})h$/.exec(word)?.[1];
  if (hour === undefined || Number(hour) > 24) return null;
  const h = Number(hour) % 24;
  if (h === 0) return "midnight";
  if (h === 12) return "12 noon";
  return h < 12 ? `${h} am` : `${h - 12} pm`;
}

/** The English of a form the glossary lists without this ending, or null. */
function baseForm(word: string, language: string, glossary: Glossary): string | null {
  for (const [ending, instead] of ENDINGS[language] ?? []) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const meaning = glossary.english.get(word.slice(0, -ending.length) + instead);
    if (meaning !== undefined) return meaning;
  }
  return null;
}

/**
 * Small things are named with an ending ("perrito", "cagnetto", "cachorrinho", "Hündchen", "hondje") and a done thing
 * with a participle ("geparkeerd", "gebucht"): ending → what the listed form ends with instead, the result then read
 * as any word (a plural or gender ending of its own).
 */
const DIMINUTIVES: Record<string, [string, string][]> = {
  es: [
    ["cito", ""],
    ["cita", ""],
    ["ito", "o"],
    ["ita", "a"],
    ["itos", "os"],
    ["itas", "as"],
    ["illo", "o"],
    ["illa", "a"],
  ],
  it: [
    ["ino", "o"],
    ["ina", "a"],
    ["ini", "i"],
    ["ino", "e"],
    ["etto", "o"],
    ["etta", "a"],
    ["ello", "o"],
    ["ella", "a"],
  ],
  pt: [
    ["zinho", ""],
    ["zinha", ""],
    ["inho", "o"],
    ["inha", "a"],
    ["inhos", "os"],
    ["inhas", "as"],
  ],
  de: [
    ["chen", ""],
    ["lein", ""],
  ],
  nl: [
    ["etje", ""],
    ["tje", ""],
    ["pje", ""],
    ["je", ""],
  ],
};

function smallOrDoneForm(word: string, language: string, glossary: Glossary): string | null {
  const read = (stem: string) =>
    stem.length >= 3 ? (glossary.english.get(stem) ?? baseForm(stem, language, glossary)) : null;
  for (const [ending, instead] of DIMINUTIVES[language] ?? []) {
    if (!word.endsWith(ending)) continue;
    const meaning = read(word.slice(0, -ending.length) + instead);
    if (meaning != null) return meaning;
  }
  // A Dutch or German participle: "ge" + stem + "d"/"t" ("geparkeerd" → "parkeren", "gebucht" → "buchen").
  if ((language === "nl" || language === "de") && word.startsWith("ge") && /[dt]$/.test(word)) {
    const stem = word.slice(2, -1);
    for (const infinitive of [`${stem}en`, `${stem}n`, stem]) {
      const meaning = read(infinitive);
      if (meaning != null) return meaning;
    }
  }
  return null;
}

/**
 * German and Dutch join nouns ("Hundegebühr", "Frühstücksbuffet"): a word the glossary lacks is read as two it has,
 * allowing the joining "s", "n", "en" or "e" between them.
 */
function splitCompound(word: string, glossary: Glossary): string | null {
  for (let at = word.length - 3; at >= 3; at--) {
    const tail = glossary.english.get(word.slice(at));
    if (tail === undefined) continue;
    const head = word.slice(0, at);
    for (const stem of [head, head.replace(/(s|n|en|e)$/, "")]) {
      const first = stem.length >= 3 ? glossary.english.get(stem) : undefined;
      if (first !== undefined) return `${first} ${tail}`.trim();
    }
  }
  return null;
}

export interface Gloss {
  /** The English reading, sentence punctuation kept ("?" tells a question). */
  text: string;
  /** Words of the text the glossary knew, and all its words: how much of the meaning came through. */
  known: number;
  words: number;
  /** The words it did not know. */
  unknown: string[];
}

/** The text in word-by-word English, or null when the language has no glossary (English among them). */
export function gloss(text: string, language: string): Gloss | null {
  const glossary = glossaryOf(language);
  if (!glossary) return null;
  let known = 0;
  let words = 0;
  const unknown: string[] = [];
  const out: string[] = [];
  // "Où" is "where"; folded, it would be "ou", "or".
  const written = language === "fr" ? text.replace(/(?<![\p{L}])où(?![\p{L}])/giu, "where") : text;
  // Sentence by sentence, so a question keeps its "?".
  for (const piece of written.split(/([.!?¿¡\n]+)/)) {
    if (/^[.!?¿¡\n]+$/.test(piece)) {
      // A line break stays one: a subject line is not the first words of the body.
      const mark = `${piece.replace(/[¿¡\n]/g, "").slice(0, 1)}${piece.includes("\n") ? "\n" : ""}`;
      if (mark) out.push(mark);
      continue;
    }
    const all = plainWords(piece);
    words += all.length;
    for (let i = 0; i < all.length; ) {
      let matched = 0;
      for (let n = Math.min(LONGEST, all.length - i); n >= 1; n--) {
        const meaning = glossary.english.get(all.slice(i, i + n).join("_"));
        if (meaning === undefined) continue;
        if (meaning) out.push(meaning);
        matched = n;
        break;
      }
      if (matched > 0) {
        known += matched;
        i += matched;
        continue;
      }
      const word = all[i]!;
      const clock = clockHour(word);
      if (clock !== null) {
        out.push(clock);
        known++;
        i++;
        continue;
      }
      const inflected = baseForm(word, language, glossary) ?? smallOrDoneForm(word, language, glossary);
      if (inflected !== null) {
        if (inflected) out.push(inflected);
        known++;
        i++;
        continue;
      }
      const compound = word.length >= 7 && COMPOUNDING.has(language) ? splitCompound(word, glossary) : null;
      if (compound !== null) known++;
      else unknown.push(word);
      // A word no glossary knows is kept: names, numbers, and words English shares ("wifi", "spa").
      out.push(compound ?? word);
      i++;
    }
  }
  const english = out
    .join(" ")
    .replace(/ ([?.!\n])/g, "$1")
    .replace(/\n /g, "\n")
    .trim();
  return { text: english, known, words, unknown };
}

const formSets = new Map<string, ReadonlySet<string>>();

/** Every form a language's glossary lists (for telling a short text's language by its words). */
export function glossaryForms(language: string): ReadonlySet<string> {
  let forms = formSets.get(language);
  if (!forms) {
    forms = new Set(glossaryOf(language)?.english.keys() ?? []);
    formSets.set(language, forms);
  }
  return forms;
}

let englishWords: ReadonlySet<string> | null = null;

/** Every English word the glossaries translate into, in all languages (words English has, as far as they know). */
export function glossaryEnglishWords(): ReadonlySet<string> {
  englishWords ??= new Set(
    GLOSSED_LANGUAGES.flatMap((l) =>
      [...(glossaryOf(l)?.english.values() ?? [])].flatMap((m) => m.split(" ")),
    ),
  );
  return englishWords;
}
