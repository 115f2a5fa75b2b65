/**
 * The words the agent reads mail by, as data: one file per language (`en.json`, `fr.json` …), loaded here once.
 * A phrase is written in lower case without accents ("donnees personnelles"), matched as whole words in a text folded
 * the same way; a `*` ends a word with any ending ("allerg*" is "allergy", "allergic", "allergies"). Phrases in a
 * script without spaces between words (Japanese, Chinese) match anywhere. Adding a language is adding a file.
 *
 * - `sensitive`: topics a person must handle, by kind (health and safety, damage, loss or theft, police and insurance,
 *   legal and privacy, threats and angry complaints): the safety gate.
 * - `phishing`, `newsletter`, `notification`, `influencer`: mail that is not from a guest.
 * - `acknowledgement`: thanks and confirmations that ask nothing; `noReplyNeeded`: the sender says no reply is needed;
 *   `smallTalk`: "how are you?", asked of nobody's knowledge.
 * - `autoReply`: out-of-office wording of the languages the agent does not otherwise read.
 * - `carrier` (English): words that carry a question without naming what it is about ("what", "time", "possible"),
 *   for the check that an answer gives every detail a question names; `occasion` (English): what a guest travels for
 *   ("the wedding", "the marathon"), which sets the scene of a question asked after it;
 *   `softener` (English): words a guest puts inside a phrase to soften it ("could my room possibly be ready"), read past
 *   when a phrase names a subject.
 * - `patterns`: how `decide/reading.ts` reads a request, by kind: regular-expression fragments over the folded text
 *   (automatic replies, vendors' pitches and invoices, partners, each kind of action only a person takes, explicit
 *   asking, pleasantries and sign-offs, formal salutations, words that point back). Every language's fragments of a
 *   kind make one expression, since guests mix languages; the kinds that only set the scene of a question (a reason,
 *   what leads to it, talk about the mail itself: `reason`, `consequence`, `metaTalk`) are read per language, since
 *   their words mean other things elsewhere (French "car", Dutch "want").
 */
import { readFileSync } from "node:fs";
import cs from "./cs.json";
import da from "./da.json";
import de from "./de.json";
import en from "./en.json";
import es from "./es.json";
import fi from "./fi.json";
import fr from "./fr.json";
import it from "./it.json";
import ja from "./ja.json";
import nl from "./nl.json";
import no from "./no.json";
import pl from "./pl.json";
import pt from "./pt.json";
import ru from "./ru.json";
import sv from "./sv.json";
import tr from "./tr.json";
import zh from "./zh.json";

interface LexiconFile {
  language: string;
  sensitive?: Record<string, string[]>;
  phishing?: string[];
  newsletter?: string[];
  notification?: string[];
  influencer?: string[];
  acknowledgement?: string[];
  autoReply?: string[];
  /** A platform relaying a guest's message ("you have a new message from your guest"). */
  relayed?: string[];
  /** Small talk asked as a question ("how are you?", "¿qué tal?"): no question to look up. */
  smallTalk?: string[];
  /** The sender says no reply is needed ("no need to reply", "pas besoin de répondre"). */
  noReplyNeeded?: string[];
  /** Thanks said outright ("tusind tak", "спасибо"), where "ok" or "super" would not do: languages the agent does not read. */
  gratitude?: string[];
  /** What asks or reports something ("prosze", "problem", "к сожалению"): such a mail is no thanks to close. */
  request?: string[];
  /** A vendor selling ("we offer", "discount", "promotion"), in a language the agent does not read. */
  salesPitch?: string[];
  carrier?: string[];
  occasion?: string[];
  softener?: string[];
  patterns?: Partial<Record<PatternKind, string[]>>;
}

export type PatternKind =
  | "autoReply"
  | "pitch"
  | "pitchIdentity"
  | "invoice"
  | "invoiceRequest"
  | "partner"
  | "policy"
  | "cancellation"
  | "change"
  | "booking"
  | "refund"
  | "fix"
  | "lost"
  | "complaint"
  | "person"
  | "asking"
  | "compoundJoin"
  | "questionStart"
  | "statementOpener"
  | "questionWord"
  | "refersBack"
  | "pleasantry"
  | "signOff"
  | "formalSalutation"
  | "reason"
  | "metaTalk"
  | "consequence"
  | "buyer"
  | "personal"
  | "visitor"
  | "timeBack"
  | "demonstrative"
  | "copula"
  | "refusal"
  | "replyVerb"
  | "ownBooking"
  | "ownRequest";

export type PhraseList =
  | "phishing"
  | "newsletter"
  | "notification"
  | "influencer"
  | "acknowledgement"
  | "autoReply"
  | "relayed"
  | "smallTalk"
  | "noReplyNeeded"
  | "gratitude"
  | "request"
  | "salesPitch";

const FILES: LexiconFile[] = [en, fr, de, es, it, pt, nl, pl, sv, da, no, cs, tr, fi, ja, zh, ru];

/** Texts folded lately: one mail is read by several steps, each asking of the same text. Bounded. */
const foldedTexts = new Map<string, string>();

/** Lower case, no accents, "ß" as "ss", apostrophes kept (the form the data files are written in). */
export function fold(text: string): string {
  const cached = foldedTexts.get(text);
  if (cached !== undefined) return cached;
  const folded = foldOnce(text);
  if (foldedTexts.size >= 64) foldedTexts.clear();
  foldedTexts.set(text, folded);
  return folded;
}

function foldOnce(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[’‘`]/g, "'")
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/ł/g, "l")
    .replace(/ı/g, "i");
}

/** A plain-text data file of this folder ("concepts.txt", "glossary/fr.txt"), without its `#` comment lines. */
export function readLexiconFile(name: string): string {
  return readFileSync(new URL(name, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .join("\n");
}

/** Every language's fragments of a kind of `patterns`, as one alternation ("a|b|c") for the caller to wrap. */
export function patternAlternatives(kind: PatternKind): string {
  return FILES.flatMap((file) => file.patterns?.[kind] ?? []).join("|");
}

const escapeRegex = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff]/;

/** One regular expression for a list of phrases; null for an empty list. */
function compile(phrases: string[]): RegExp | null {
  if (phrases.length === 0) return null;
  const spaced = phrases.filter((p) => !UNSPACED.test(p));
  const unspaced = phrases.filter((p) => UNSPACED.test(p));
  const alternatives: string[] = [];
  if (spaced.length > 0) {
    const body = spaced
      .map((p) => escapeRegex(fold(p)).replace(/\*/g, "[\\p{L}\\d]*").replace(/\s+/g, "[\\s-]+"))
      .join("|");
    alternatives.push(`(?<![\\p{L}\\d])(?:${body})(?![\\p{L}\\d])`);
  }
  if (unspaced.length > 0) alternatives.push(unspaced.map((p) => escapeRegex(fold(p))).join("|"));
  return new RegExp(alternatives.join("|"), "u");
}

const byLanguage = new Map(FILES.map((file) => [file.language, file]));
const compiled = new Map<string, RegExp | null>();

function patternFor(language: string, key: string, phrases: () => string[] | undefined): RegExp | null {
  const id = `${language}:${key}`;
  if (!compiled.has(id)) compiled.set(id, compile(phrases() ?? []));
  return compiled.get(id)!;
}

/** The languages whose files are read for a text in `language`: its own, and English, which guests mix in. */
const readIn = (language: string) => (language === "en" ? ["en"] : [language, "en"]);

/**
 * One language's fragments of a kind, with English's (guests mix it in), as one alternation: for kinds whose words
 * mean something else in another language (French "car" is "because", Dutch "want" is "because", German "also" is
 * "so").
 */
export function languagePatternAlternatives(kind: PatternKind, language: string): string {
  return readIn(language)
    .flatMap((l) => byLanguage.get(l)?.patterns?.[kind] ?? [])
    .join("|");
}

/** Whether a text (in `language`) has a phrase of the list; `everyLanguage` reads every file's phrases. */
export function hasPhrase(text: string, list: PhraseList, language: string, everyLanguage = false): boolean {
  const folded = fold(text);
  const languages = everyLanguage ? [...byLanguage.keys()] : readIn(language);
  return languages.some((l) => patternFor(l, list, () => byLanguage.get(l)?.[list])?.test(folded) ?? false);
}

/** A text (folded) without the phrases of a list it has, in its language and English. */
export function withoutPhrases(text: string, list: PhraseList, language: string): string {
  let rest = fold(text);
  for (const l of readIn(language)) {
    const pattern = patternFor(l, list, () => byLanguage.get(l)?.[list]);
    if (pattern) rest = rest.replace(new RegExp(pattern.source, "gu"), " ");
  }
  return rest;
}

const onePhrase = new Map<string, RegExp>();

/** How many phrases of the list a text has (each counted once), in its language and English. */
export function countPhrases(text: string, list: PhraseList, language: string): number {
  // Most mail has none of a list's phrases: one pass of the list's pattern says so before any counting.
  if (!hasPhrase(text, list, language)) return 0;
  const folded = fold(text);
  let n = 0;
  for (const l of readIn(language)) {
    for (const phrase of byLanguage.get(l)?.[list] ?? []) {
      if (!onePhrase.has(phrase)) onePhrase.set(phrase, compile([phrase])!);
      if (onePhrase.get(phrase)!.test(folded)) n += 1;
    }
  }
  return n;
}

/**
 * The sensitive topic a text names, as its kind and the words found ("health and safety: allergy"), or null. Read in
 * the text's language and in English.
 */
export function sensitiveTopic(text: string, language: string): { kind: string; words: string } | null {
  // One mail is asked about by several steps (the safety gate, the filter, phishing, learning): read once.
  const key = `${language}\u0000${text}`;
  if (sensitiveRead.has(key)) return sensitiveRead.get(key)!;
  const topic = findSensitiveTopic(text, language);
  if (sensitiveRead.size >= 64) sensitiveRead.clear();
  sensitiveRead.set(key, topic);
  return topic;
}
const sensitiveRead = new Map<string, { kind: string; words: string } | null>();

function findSensitiveTopic(text: string, language: string): { kind: string; words: string } | null {
  const folded = fold(text);
  for (const l of readIn(language)) {
    const kinds = byLanguage.get(l)?.sensitive ?? {};
    for (const [kind, phrases] of Object.entries(kinds)) {
      const match = patternFor(l, `sensitive:${kind}`, () => phrases)?.exec(folded);
      if (match) return { kind, words: match[0].trim() };
    }
  }
  return null;
}

/** The languages that have a file: the agent can at least tell their thanks and out-of-office mail. */
export const LEXICON_LANGUAGES: readonly string[] = [...byLanguage.keys()];

/** English words that carry a question without naming what it is about (see `carrier` above). */
export const CARRIER_WORDS: ReadonlySet<string> = new Set(en.carrier.map(fold));

/** English words of what a guest travels for (see `occasion` above). */
export const OCCASION_WORDS: ReadonlySet<string> = new Set(en.occasion.map(fold));

/** English words that soften a phrase without changing what it names (see `softener` above). */
export const SOFTENER_WORDS: ReadonlySet<string> = new Set(en.softener.map(fold));
