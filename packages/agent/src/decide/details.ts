/**
 * Answer only what was asked (issue 22): an entry answers a question only when it gives every specific detail the
 * question names. One rule over words: the question's content words (in English, after glossing) less the carrier
 * words that every question has ("what", "time", "possible", "room") must each be in the entry (its English), as the
 * same word, a form of it, or a word of the same concept; a time the question names must be one the entry gives or
 * within the bound it gives ("from 15:00"); a measure ("2.30 m", "25 kg") must be in the entry. Words in an
 * alternative ("per dog or per room") are details even when they are carriers elsewhere.
 */
import type { KnowledgeItem } from "../brains/types";
import {
  conceptWordsOf,
  hasPrice,
  hasTime,
  namesNothing,
  subjectPhrases,
  subjectsOf,
} from "../knowledge/concepts";
import { CARRIER_WORDS, fold, languagePatternAlternatives, OCCASION_WORDS } from "../lexicon";
import { gloss, glossaryEnglishWords } from "../understand/glossary";
import { plainWords } from "../understand/language";
import { contextFree, pointsBack } from "./reading";

/** One letter more, less, swapped or replaced ("brekfast" / "breakfast", "wify" / "wifi"), on words of 4 letters or more. */
function oneLetterOff(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b || Math.min(a.length, b.length) < 3 || a[0] !== b[0])
    return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      (a.length >= 4 && i >= 2 && a.slice(i + 1) === b.slice(i + 1)) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** "And …?", "What about …?", "E …?", "Et …?", "Und …?": a question about one more thing, like the one before. */
const ELLIPTICAL =
  /^\W*(?:and|what about|how about|e|y|et|und|en|ou|o|oder|or|also|e os|e as|et les|und die|y los|y las|e i|e le)\b/;

/** Words a question uses to ask for a price or a time: given when the entry states one. */
const PRICE_WORDS = new Set(
  "free charge charges charged extra separately included include includes cost costs price prices fee fees pay paid surcharge supplement expensive cheap much spend additional".split(
    " ",
  ),
);
const TIME_WORDS = new Set(
  "when time times hour hours clock until till from latest earliest midnight noon late night opening".split(
    " ",
  ),
);

/** A word of the list or a form of one ("cheapest", "payable", "charges", "extras"). */
const ENDINGS = /^(?:s|es|d|ed|er|est|ing|able|ly)$/;
function isFormOf(word: string, list: ReadonlySet<string>) {
  if (list.has(word)) return true;
  for (const base of list)
    if (base.length >= 3 && word.startsWith(base) && ENDINGS.test(word.slice(base.length))) return true;
  return false;
}

/**
 * Whether a question asks only a price or a time and names nothing else ("y a-t-il un supplément ?", "and until
 * when?"): "until when can we cancel?" names cancelling.
 */
export function asksOnlyPriceOrTime(text: string, language: string): boolean {
  const words = plainWords(englishOf(text, language).english);
  return (
    words.some((w) => PRICE_WORDS.has(w) || TIME_WORDS.has(w)) &&
    words.every(
      (w) => w.length <= 2 || /\d/.test(w) || CARRIER_WORDS.has(w) || PRICE_WORDS.has(w) || TIME_WORDS.has(w),
    )
  );
}

/** The English of a text and the words it kept untranslated (names, words no glossary knows). */
function englishOf(text: string, language: string): { english: string; unknown: Set<string> } {
  if (language === "en") return { english: text, unknown: new Set() };
  const key = `${language}\u0000${text}`;
  const cached = glossed.get(key);
  if (cached) return cached;
  const read = gloss(text, language);
  const english = read
    ? { english: read.text, unknown: new Set(read.unknown) }
    : { english: text, unknown: new Set(plainWords(text)) };
  // A question is compared with every candidate entry: glossed once. Bounded, emptied when full.
  if (glossed.size >= 2_000) glossed.clear();
  glossed.set(key, english);
  return english;
}
const glossed = new Map<string, { english: string; unknown: Set<string> }>();

/** The words of a text no glossary of its language knows (names, and words the agent cannot read). */
export const unknownWordsOf = (text: string, language: string) => englishOf(text, language).unknown;

/** An English word without its ending ("parking" → "park", "booked" → "book", "dogs" → "dog"). */
const stemOf = (word: string) => word.replace(/(?:ing|ed|es|s)$/, "");

/** English singular and verb forms close enough to be the same word ("dogs"/"dog", "reserve"/"reservation"). */
function sameWord(a: string, b: string) {
  if (a === b) return true;
  // "parked" and "parking", "charged" and "charges": one stem.
  const sa = stemOf(a);
  if (sa.length >= 4 && sa === stemOf(b)) return true;
  const shorter = a.length <= b.length ? a : b;
  const longer = shorter === a ? b : a;
  if (shorter.length < 4) return longer === `${shorter}s` || longer === `${shorter}es`;
  let common = 0;
  while (common < shorter.length && shorter[common] === longer[common]) common++;
  return common >= 5
    ? common >= shorter.length * 0.75
    : common === shorter.length && longer.length - common <= 2;
}

/** Words after which a bare number is an hour of the clock, in the languages the agent reads. */
const HOUR_BEFORE =
  /\b(?:around|at around|at about|alle|verso le|dalle|entro le|fino alle|a las|hacia las|sobre las|desde las|hasta las|para las|as|às|pelas|om|rond|tegen|um|gegen|vers|à|a partir de las)\s*$/i;

/**
 * English words after which a bare number is a time when nothing says otherwise ("breakfast before 7, or something
 * packed?", "the room at 8 or 9?"): what follows must end the phrase or go on as a time does, so "at 2 hotels" and
 * "until 3 December" stay numbers (and a full stop may end a German date's day: "am 22. Mai", glossed "at 22. May").
 */
const HOUR_BOUND = /\b(?:at|before|after|until|till|by)\s*$/i;
const ENDS_AS_TIME =
  /^(?:\s*(?:[,?!;:)]|$)|\s+(?:or|and|on|in|so|because|if|please|tomorrow|tonight|then|latest|at\s+the\s+latest)\b)/i;

/** A clock time in minutes ("7 am" → 420, "15:00" → 900, "19 Uhr" → 1140), with where it stands in the text. */
const CLOCK = /\b(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|h\b|o'?clock)?(?=\W|$)/gi;

function timesIn(text: string): { minutes: number; at: number }[] {
  const found: { minutes: number; at: number }[] = [];
  for (const m of text.matchAll(CLOCK)) {
    const [, h, min, suffix] = m;
    // A bare number is a time only with minutes or a suffix ("7 am", "7:30", "19 Uhr"), not "2 dogs" or "4 nights",
    // or after words that say a time follows ("verso le 14", "a las 14", "alle 9").
    const before = text.slice(Math.max(0, (m.index ?? 0) - 16), m.index);
    const bound = HOUR_BOUND.test(before) && ENDS_AS_TIME.test(text.slice((m.index ?? 0) + m[0].length));
    if (!min && !suffix && !HOUR_BEFORE.test(before) && !bound) continue;
    let hour = Number(h);
    const s = (suffix ?? "").toLowerCase().replace(/\./g, "");
    if (s === "pm" && hour < 12) hour += 12;
    if (s === "am" && hour === 12) hour = 0;
    if (hour > 24 || Number(min ?? 0) > 59) continue;
    found.push({ minutes: hour * 60 + Number(min ?? 0), at: m.index ?? 0 });
  }
  return found;
}

const LOWER =
  /\b(from|after|ab|des|dès|a partir|à partir|dalle|dalla|desde|a partir de|vanaf|vana)\b[^\d]{0,12}$/i;
const UPPER =
  /\b(until|till|before|by|bis|jusqu'?à|jusqu'?a|avant|entro|fino alle|hasta|antes|tot|até|ate)\b[^\d]{0,12}$/i;
const RANGE = /^\s*(to|until|till|-|–|and|bis|à|a|alle|y|e|tot)\s*$/i;

/** Whether the entry gives a time: the same one, or a bound or range the asked one is within. */
const ALL_DAY =
  /\b(24 ?(hours|h|hrs|heures|stunden|ore|horas|uur)|around the clock|rund um die uhr|24\/7|24 ore su 24|24 heures sur 24)\b/i;

/** "check-in", "check in", "Check-In" as one word, so a check-in question is not answered by check-out's time. */
const topicWords = (text: string) =>
  plainWords(text.replace(/\bcheck[\s-]?(in|out)\b/gi, "check$1")).filter(
    (w) => w.length > 2 && !CARRIER_WORDS.has(w) && !TIME_WORDS.has(w),
  );

/** The parts of an entry that speak of what the question asks ("check-out until 11:00" is not about check-in). */
function partsAbout(entry: string, question: string): string {
  const parts = entry.split(/[.;\n]|,\s|\s(?:and|et|und|y|e|en)\s/i);
  const asked = new Set(topicWords(question));
  const about = parts.filter((part) => topicWords(part).some((w) => asked.has(w)));
  if (about.length > 0) return about.join(". ");
  // "Could my room be ready at 11:00?" names arrival in other words: the parts about arrival, not check-out's 11:00.
  const subjects = subjectsOf(question);
  // A part that names nothing goes on about the part before it ("Breakfast is included and is served from 7:00").
  let previous: ReadonlySet<string> = new Set();
  const named = parts.filter((part) => {
    const own = subjectsOf(part);
    previous = own.size > 0 ? own : previous;
    return [...previous].some((s) => subjects.has(s));
  });
  return named.length > 0 ? named.join(". ") : entry;
}

/**
 * A time asked as a bound: "before 15:00", "vor 15 Uhr", "antes de las 15:00" ask for earlier than it, "after 22:00",
 * "nach 11 Uhr" for later. "Can we check in before 15:00?" is not answered by "check-in from 15:00", which gives the
 * same time as the other bound.
 */
type Relation = "earlier" | "later";
const EARLIER =
  /\b(before|earlier than|prior to|vor|früher als|avant|plus tôt qu[e']|prima d\S*|antes d\S*|voor|eerder dan|mais cedo)\s*(the|las?|les|le|den|dem|der|de|dos|das|às|as|alle|het)?\s*$/i;
const LATER =
  /\b(after|later than|nach|später als|après|plus tard qu[e']|dopo|despu[eé]s d\S*|depois d\S*|na|later dan|mais tarde)\s*(the|las?|les|le|den|dem|der|de|dos|das|às|as|le|het)?\s*$/i;

function relationAt(text: string, at: number): Relation | undefined {
  const before = text.slice(Math.max(0, at - 24), at);
  return EARLIER.test(before) ? "earlier" : LATER.test(before) ? "later" : undefined;
}

function timeGiven(asked: number, whole: string, question: string, relation?: Relation): boolean {
  // A desk open around the clock answers a night-time arrival; day-time hours are the entry's own bounds.
  if (ALL_DAY.test(whole) && (asked >= 22 * 60 || asked <= 6 * 60)) return true;
  const entry = partsAbout(whole, question);
  const times = timesIn(entry);
  for (const [i, t] of times.entries()) {
    if (!relation && t.minutes === asked) return true;
    const before = entry.slice(Math.max(0, t.at - 24), t.at);
    const next = times[i + 1];
    const between = next ? entry.slice(t.at, next.at).replace(/^\S+/, "") : "";
    if (next && RANGE.test(between)) {
      // Within the range, or (asked as a bound) the range reaches past it on the side asked.
      const from = relation === "earlier" ? t.minutes < asked : asked >= t.minutes;
      const to = relation === "later" ? next.minutes > asked : asked <= next.minutes;
      if (from && to) return true;
      continue;
    }
    const previous = times[i - 1];
    if (previous && RANGE.test(entry.slice(previous.at, t.at).replace(/^\S+/, ""))) continue;
    if (LOWER.test(before) && asked >= t.minutes && relation !== "earlier") return true;
    if (UPPER.test(before) && asked <= t.minutes && relation !== "later") return true;
  }
  return false;
}

/** Measures ("2.30 m", "2,75m", "25 kg", "3 metres"): as written numbers with their unit. */
// Not the minutes of a time ("13:00 más") nor a unit that is the start of a word ("2 mesi").
const MEASURE =
  /(?<![\d:.,])(\d+(?:[.,]\d+)?)\s?(m|cm|metres?|meters?|ft|feet|kg|kilos?|lbs?)(?![\p{L}\d])/giu;
/** A measure as a number in one unit per kind ("2,35 m", "235 cm" → 2.35 metres), where it stands, and as written. */
const UNITS: Record<string, [string, number]> = {
  m: ["m", 1],
  cm: ["m", 0.01],
  kg: ["kg", 1],
  ft: ["m", 0.3048],
};
function measured(text: string) {
  return [...text.matchAll(MEASURE)].map((m) => {
    const unit = m[2]!
      .toLowerCase()
      .replace(/^(metres?|meters?)$/, "m")
      .replace(/^(kilos?)$/, "kg");
    const [kind, factor] = UNITS[unit === "feet" ? "ft" : unit] ?? [unit, 1];
    const number = m[1]!.replace(",", ".");
    return {
      kind,
      value: Number(number) * factor,
      at: m.index ?? 0,
      written: `${number} ${m[2]!.toLowerCase()}`,
    };
  });
}
/** Whether a text gives a measure of any kind ("2.05 m", "48 kg"). */
export const givesMeasure = (text: string) => measured(text).length > 0;

/** Whether a question asks about a size or a weight ("will it fit?", "y a-t-il une limite de poids ?"). */
export function asksSize(text: string, language: string): boolean {
  return plainWords(englishOf(text, language).english).some((w) => SIZE_WORDS.has(w));
}

/** Whether a text gives a length ("2.05 m", "235 cm", "7 ft"). */
export const givesLength = (text: string) => measured(text).some((m) => m.kind === "m");

/** The measures of a text that are not inside brackets. */
function unbracketed(text: string) {
  const depth = (at: number) =>
    (text.slice(0, at).match(/\(/g)?.length ?? 0) - (text.slice(0, at).match(/\)/g)?.length ?? 0);
  return measured(text).filter((m) => depth(m.at) <= 0);
}

/** Words that ask about a size ("will it fit?", "is there a weight limit?"), in English after glossing. */
const SIZE_WORDS = new Set(
  "fit fits size sizes big bigger large larger height high tall taller weight weigh weighs heavy length long wide width limit limits limited maximum max restriction restrictions clearance".split(
    " ",
  ),
);
/** Words before a measure that make it a maximum ("dogs up to 20 kg", "maximum vehicle height is 2.00 m"). */
const AT_MOST =
  /\b(up to|max|maximum|maximal\w*|maxima\w*|massima|maximale|hochstens|höchstens|under|below|less than|until|bis|jusqu'?a|jusqu'?à|hasta|fino a|ate|até|tot)\b[^\d]{0,28}$/i;

/** Whether an entry gives a measure asked: the same one, or a maximum it is within ("11 kg" and "up to 20 kg"). */
function measureGiven(asked: { kind: string; value: number }, entry: string): boolean {
  return measured(entry).some(
    (m) =>
      m.kind === asked.kind &&
      (Math.abs(m.value - asked.value) < 1e-6 ||
        (asked.value <= m.value && AT_MOST.test(entry.slice(Math.max(0, m.at - 40), m.at)))),
  );
}

/** Where a sentence ends: its stop, or a pictograph a guest ends it with ("a girls' weekend 🎉 What time …"). */
const SENTENCES = /(?:[^.!?\n\p{Extended_Pictographic}]+[.!?\p{Extended_Pictographic}]*)/gu;
/** A lead-in before the question ("Just double-checking before we set off: do we need …"): a colon, dash or semicolon. */
const LEAD_IN = /^.*(?::|;|\s[—–-])\s+(?=\S)/;

/** A short phrase and a comma before an English question word ("and on the way home, how long …"). */
const COMMA_LEAD_IN =
  /^[^,?]{3,40},\s*(?=(?:how|what|when|where|which|who|why|is|are|do|does|can|could|will|would|should)\b)/i;

/** A sentence that tells what happened (English, or glossed into it): "was", "didn't", "last time", "we booked". */
const PAST_STORY =
  /\b(?:was|were|wasn't|weren't|did|didn't|had|hadn't|last (?:time|year|summer|winter|visit|stay)|remember|seemed|said|told|booked|reserved)\b/i;

const QUESTION_START =
  /^\W*(how|what|when|where|which|who|why|is|are|do|does|did|can|could|will|would|should|may|might|must|have|has)\b/i;

/**
 * The clause of a question that asks ("… so we'll land late. Can we still check in?" → its last question; "Two
 * things before we set off: do we need to book?" → what follows the colon).
 */
function askingSentence(question: string): string {
  const sentences = question.match(SENTENCES)?.map((s) => s.trim()) ?? [question];
  // A question split from another ("… a garage space, and is our dog OK?") may have lost its question mark.
  const asking = sentences.filter((s) => s.includes("?"));
  const last = asking.at(-1) ?? sentences.at(-1);
  // "Is that possible?", "¿Tendría algún coste?" ask about the sentence before: the whole question then.
  // What the guest tells of the past ("Last time I seem to remember breakfast stopping at ten", "it didn't say
  // anything about breakfast") sets the scene: only the sentences that are not such a story stay with it.
  if (!last || pointsBack(last) || namesNothing(last))
    return sentences.filter((s) => s === last || !PAST_STORY.test(s)).join(" ");
  // "How is parking paid — at the desk?" asks from its first word: only a lead-in that does not itself ask is left.
  if (QUESTION_START.test(last)) return last;
  // "And on the way home, how long do we have?": a phrase before a comma that leads to the question word.
  // A lead-in that gives a time or a measure ("we arrive around 12h, is it possible…") is part of what is asked.
  const led = last.match(COMMA_LEAD_IN);
  if (led && !/\d/.test(led[0]) && plainWords(last.slice(led[0].length)).length >= 3)
    return last.slice(led[0].length);
  const clause = last.replace(LEAD_IN, "");
  return clause !== last && plainWords(clause).length >= 3 && !pointsBack(clause) ? clause : last;
}

/**
 * "Is", "è", "ist" and the word after it (an intensifier between is skipped): what is said of the subject. Per
 * language, since Italian and Portuguese "e" is "and" elsewhere.
 */
const copulas = new Map<string, RegExp>();
function copulaOf(language: string): RegExp {
  let pattern = copulas.get(language);
  if (!pattern) {
    pattern = new RegExp(
      `\\b(?:${languagePatternAlternatives("copula", language)})\\s+(?:(?:very|molto|tres|sehr|muy|zeer|muito)\\s+)?(\\p{L}+)`,
      "gu",
    );
    copulas.set(language, pattern);
  }
  return pattern;
}

/** Words on either side of "or" ("per dog or per room", "indoors or outdoors"): each is a detail asked. */
const CLAUSE_START = new Set(
  "can could do does did is are was will would should shall may might must have has i we you they he she it not just should how what when where which who why".split(
    " ",
  ),
);
/** "is it … or is that …": the same question about another value. */
const POINTING = new Set(["it", "that", "this", "these", "those", "they"]);
const OR_CLAUSE = new RegExp(`\\bor\\s+(?:else\\s+)?(?=(?:${[...CLAUSE_START].join("|")})\\b)`, "i");

/**
 * A question that offers a second clause after "or": the same question again about another value ("is it 12 EUR each
 * or is it per room?") asks both, and each side's words are details; the guest's own
 * way out ("do you have parking, or do we need to find somewhere in town?") or the first's other answer ("or is it
 * open?") is what follows from the answer to the first, and an entry that answers the first answers it.
 */
function orClauses(english: string): { asked: string; choice: Set<string> } {
  const lower = english.toLowerCase();
  const at = lower.search(OR_CLAUSE);
  if (at < 0) return { asked: english, choice: new Set() };
  const first = plainWords(lower.slice(0, at));
  const second = plainWords(lower.slice(at)).slice(1);
  const opening = first.findIndex((w) => CLAUSE_START.has(w));
  const repeated =
    opening >= 0 &&
    second.length >= 2 &&
    ["is", "are"].includes(first[opening]!) &&
    first[opening] === second[0] &&
    POINTING.has(first[opening + 1] ?? "") &&
    POINTING.has(second[1]!);
  if (repeated) return { asked: english, choice: new Set([...first.slice(opening + 2), ...second.slice(2)]) };
  // The guest's own way out ("or do we need to…", "or should I bring…") and the first's other answer in a few words
  // ("or is it open?", "or is it extra?") fall away; "or is there a different price for motorbikes?" asks more.
  const wayOut = second.slice(0, 3).some((w) => w === "i" || w === "we") || second.length <= 3;
  return first.length >= 2 && wayOut
    ? { asked: english.slice(0, at), choice: new Set() }
    : { asked: english, choice: new Set() };
}

/** The other side of an "or" that names nothing ("somewhere else", "something else", "anything"). */
const OPEN_SIDE = new Set(
  "somewhere something anything anywhere elsewhere other otherwise else not".split(" "),
);

function alternatives(english: string): Set<string> {
  const found = new Set<string>();
  for (const m of english
    .toLowerCase()
    .matchAll(/\b([a-z]+)\s+or\s+(?:(?:per|a|an|the|one|for|in)\s+)?([a-z]+)/g)) {
    // "… in advance or can I just turn up?" joins two questions, not two details; "in the room or somewhere else?"
    // leaves the other side open: it asks where.
    // "en of dit …" reads as "and or this": "whether", not a choice.
    if (CLAUSE_START.has(m[2]!) || OPEN_SIDE.has(m[2]!) || m[1] === "and") continue;
    found.add(m[1]!);
    found.add(m[2]!);
  }
  return found;
}

/** An entry as the check reads it, once per entry (entries are read for every question of every mail). */
const entriesRead = new WeakMap<KnowledgeItem, ReturnType<typeof analyseEntry>>();
function analyseEntry(entry: KnowledgeItem) {
  const entryText = `${entry.question ?? ""}\n${entry.answer}`;
  const given = englishOf(entryText, entry.language);
  // An entry's words as glossed, and those no glossary knows as written (names, "Aurora-Guest"): the "déjeuner" of
  // "petit-déjeuner" is breakfast, not lunch.
  const entryWords = new Set([...plainWords(given.english), ...given.unknown]);
  return {
    entryText,
    given,
    entryWords,
    entryConcepts: new Set([...entryWords].flatMap((w) => conceptWordsOf(w))),
    priced: hasPrice(entry.answer) || hasPrice(given.english),
    timed: hasTime(entry.answer),
  };
}
function readEntry(entry: KnowledgeItem) {
  let read = entriesRead.get(entry);
  if (!read) {
    read = analyseEntry(entry);
    entriesRead.set(entry, read);
  }
  return read;
}

const CARRIER_LIST = [...CARRIER_WORDS];
/** English words the glossaries translate to, and the carriers: words a guest did not mistype. */
let english: Set<string> | null = null;
const knownEnglish = () => {
  english ??= new Set([...glossaryEnglishWords(), ...CARRIER_WORDS]);
  return english;
};

/**
 * The details a question names that an entry does not give (empty when it gives them all). `language` is the
 * question's; the entry's own language is on it.
 */
export function unsupportedDetails(
  written: string,
  entry: KnowledgeItem,
  language: string,
  before: {
    /** Words naming what the question calls "she", from a sentence before it ("cat"). */
    referent?: string;
    /** The sentence before that gives the time the question points back to ("we leave at 6"). */
    time?: string;
    /** Sentences before that give a measure of what the question is about ("our van is 2.35 m high"). */
    measure?: string;
    /** The sender's name: signed below a mail read whole ("… what time breakfast is served. Tom"), it asks nothing. */
    sender?: string;
  } = {},
): string[] {
  const { referent = "", time = "", measure = "", sender = "" } = before;
  const question = askingSentence(written);
  // The words asked come from the question without what only sets the scene; its times, from all of it.
  const asked = englishOf(askingSentence(contextFree(written, language)), language);
  const { entryText, given, entryWords, entryConcepts, priced, timed } = readEntry(entry);
  // Both sides of an "or" are asked when the entry speaks of one of them ("per dog or per room" of the pets entry).
  const clauses = orClauses(asked.english);
  const sides = new Set([...alternatives(clauses.asked), ...clauses.choice]);
  const entryPlain = new Set(plainWords(`${given.english}\n${entryText}`));
  const forced = [...sides].some((w) => [...entryPlain].some((e) => sameWord(w, e)))
    ? sides
    : new Set<string>();
  // Names and places, written with a capital inside a sentence, say who or where, not what is asked.
  // So is the one the mail speaks to ("Nic, can you ask the hotel…"). A word in capitals only ("VPN", "USB") names a
  // thing, unless the whole question is written in capitals ("OUR GUEST MR. JOHN OKORO").
  const capitals = (question.match(/\p{Lu}/gu)?.length ?? 0) > (question.match(/\p{Ll}/gu)?.length ?? 0);
  const name = capitals
    ? /(?<=[\p{L},;] )\p{Lu}[\p{L}'-]+|^\p{Lu}[\p{L}'-]+(?=,)/gmu
    : /(?<=[\p{L},;] )\p{Lu}[\p{L}'-]*\p{Ll}[\p{L}'-]*|^\p{Lu}[\p{L}'-]*\p{Ll}[\p{L}'-]*(?=,)/gmu;
  const names = new Set([...question.matchAll(name)].map((m) => fold(m[0]).replace(/'.*/, "")));
  for (const word of fold(sender).split(/[^\p{L}]+/u)) if (word.length > 2) names.add(word);
  const missing: string[] = [];
  // "Vi que aceitam cães. E coelhos?", "And cats?": a question that is "and" and a word or two asks whether the same
  // holds of what it names, known to a glossary or not.
  const lastAsk = (written.match(SENTENCES) ?? []).filter((t) => t.includes("?")).at(-1) ?? "";
  const shortAsked =
    ELLIPTICAL.test(fold(lastAsk)) && plainWords(lastAsk).length <= 4
      ? englishOf(lastAsk, language).unknown
      : new Set<string>();
  // "the morning meal", "get into the room", "kick us out": a phrase that names a subject the entry is about says
  // nothing more than the subject.
  const entrySubjects = subjectsOf(entryText);
  const covered = new Set(
    subjectPhrases(clauses.asked)
      .filter((p) => entrySubjects.has(p.subject))
      .flatMap((p) => p.words),
  );
  const referentWords = referent ? plainWords(englishOf(referent, language).english) : [];
  // What the guest travels for ("we're at the concert on Saturday and won't get in before 1am. Is that ok?") sets the
  // scene of a question that asks after it; named in the asking sentence itself ("do you host weddings?") it is asked.
  const askingWords = new Set(plainWords(englishOf(lastAsk || question, language).english));
  const occasion = (word: string) => OCCASION_WORDS.has(word) && !askingWords.has(word);
  // "Il garage è custodito?": a word no glossary knows, said of what is asked after "is", is what is asked of it.
  const predicates = new Set(
    [...fold(lastAsk || question).matchAll(copulaOf(language))]
      .map((m) => m[1]!)
      .filter((w) => w.length >= 4),
  );
  for (const word of new Set([...plainWords(clauses.asked), ...referentWords])) {
    if (covered.has(word) || occasion(word)) continue;
    // A word typed fast that names a subject the entry is about ("chekout" of a check-out entry).
    const named = word.length >= 4 && !knownEnglish().has(word) ? subjectsOf(word) : null;
    if (named && named.size > 0 && [...named].every((s) => entrySubjects.has(s))) continue;
    if (word.length <= 2 || /\d/.test(word) || names.has(word)) continue;
    if (asked.unknown.has(word) && !shortAsked.has(word) && !predicates.has(word)) continue;
    if (CARRIER_WORDS.has(word) && !forced.has(word)) continue;
    // Typed fast ("brekfast", "wat", "dogg"): one letter off a carrier or a word of the entry. A word English has
    // ("card", one letter from "car") is what the guest meant.
    if (
      word.length >= 4 &&
      !knownEnglish().has(word) &&
      [...(forced.has(word) ? [] : CARRIER_LIST), ...entryWords].some((w) => oneLetterOff(word, w))
    )
      continue;
    // A short word with a letter dropped ("hav", "wil", "tht"): a carrier one letter longer.
    if (
      word.length === 3 &&
      !forced.has(word) &&
      !knownEnglish().has(word) &&
      CARRIER_LIST.some((w) => w.length === 4 && w[0] === word[0] && oneLetterOff(w, word))
    )
      continue;
    if (priced && isFormOf(word, PRICE_WORDS)) continue;
    if (timed && isFormOf(word, TIME_WORDS)) continue;
    // Cut short ("incl", "approx", "reserv"): the start of a word of the entry, and no English word itself.
    if (
      word.length >= 4 &&
      !knownEnglish().has(word) &&
      [...entryWords].some((w) => w.length > word.length && w.startsWith(word))
    )
      continue;
    if ([...entryWords].some((w) => sameWord(word, w))) continue;
    if (conceptWordsOf(word).some((c) => entryConcepts.has(c))) continue;
    missing.push(word);
  }
  // "Is the 18 EUR per car?": the unit a price is asked per must be the entry's ("per night" does not say).
  const units = (text: string) => [...text.toLowerCase().matchAll(/\bper\s+([a-z]{3,})/g)].map((m) => m[1]!);
  const entryUnits = units(`${given.english}\n${entryText}`);
  for (const unit of units(clauses.asked)) {
    // A word English does not have ("per nite") is a typo, not a unit to check.
    if (!glossaryEnglishWords().has(unit) || entryUnits.some((u) => sameWord(unit, u))) continue;
    missing.push(`per ${unit}`);
  }
  // The times as the guest wrote them ("bis 11:30 Uhr") and as glossed, once each.
  // A time asked as a bound in either reading ("antes de las 15:00", glossed "before the 15:00") keeps it.
  const times = new Map<number, Relation | undefined>();
  for (const text of [`${time} ${question}`, englishOf(question, language).english]) {
    for (const t of timesIn(text)) times.set(t.minutes, times.get(t.minutes) ?? relationAt(text, t.at));
  }
  for (const [minutes, relation] of times) {
    if (
      !timeGiven(minutes, entry.answer, asked.english, relation) &&
      !timeGiven(minutes, given.english, asked.english, relation)
    )
      missing.push(
        `${relation ? `${relation} than ` : ""}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`,
      );
  }
  // A size in the sentence that asks counts ("Is a dog of 48 kg fine?"), and anywhere when the question asks about
  // size ("Will our van fit? It is 2.35 m high.") or the entry sets a measure of its kind; told in brackets or in
  // the story ("our toy poodle, 4 kg, is very calm") it only describes the dog an entry without a limit welcomes.
  const sizeAsked = plainWords(clauses.asked).some((w) => SIZE_WORDS.has(w));
  const sentences = written.match(SENTENCES)?.map((t) => t.trim()) ?? [written];
  const asking = sentences.filter((t) => t.includes("?")).at(-1) ?? sentences.at(-1) ?? written;
  // A length told before the question is asked, in brackets or not ("our van (height 2.80 m). Will it fit?").
  const inQuestion = new Set([
    ...unbracketed(asking).map((m) => m.written),
    ...measured(measure)
      .filter((m) => m.kind === "m" || !/\(/.test(measure))
      .map((m) => m.written),
  ]);
  for (const size of measured(`${written}\n${measure}`)) {
    const limited = measured(`${entry.answer}\n${given.english}`).some((m) => m.kind === size.kind);
    if (!inQuestion.has(size.written) && !limited && !sizeAsked) continue;
    if (!measureGiven(size, entry.answer) && !measureGiven(size, given.english)) missing.push(size.written);
  }
  return missing;
}
