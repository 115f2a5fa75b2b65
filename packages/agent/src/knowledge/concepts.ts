/**
 * Cross-language retrieval: a guest writes "est-ce que les chiens sont acceptés ?" and the FAQ says "Dogs are
 * welcome". Word and character features share nothing across languages, and the sentence encoder reads English only,
 * so a text that is not in English gets the English words of what it talks about appended before it is indexed or
 * searched ("… chiens … acceptés" + "dog dogs allowed accept"). English text is left as it is, so English-to-English
 * retrieval is unchanged; a French FAQ is found from an English question the same way, through its appended words.
 *
 * The lexicon (`lexicon/concepts.txt`) covers what hotel guests and software customers ask about, in the languages they write in most
 * (French, Spanish, German, Italian, Portuguese, Dutch). Each line: English forms | forms in the other languages.
 * Forms are written without accents, lower case; a form of several words joins them with "_" ("petit_dejeuner").
 * English words that other languages use too ("parking", "wifi") are listed among the forms.
 */
import { CARRIER_WORDS, readLexiconFile, SOFTENER_WORDS } from "../lexicon";
import { GLOSSED_LANGUAGES, gloss, glossaryEnglishWords, glossaryForms } from "../understand/glossary";
import { detectLanguage, plainWords } from "../understand/language";

const LEXICON = readLexiconFile("concepts.txt");

/** Form (one to three words joined by "_") → the English words of its concept. The first line that lists a form wins. */
const ENGLISH = new Map<string, string>();
/** An English word of a concept → the English words of its concept ("dogs" → "dog dogs"). */
const CONCEPT_OF_ENGLISH = new Map<string, string>();
for (const line of LEXICON.trim().split("\n")) {
  const [english = "", others = ""] = line.split("|");
  for (const form of others.trim().split(/\s+/)) {
    if (!ENGLISH.has(form)) ENGLISH.set(form, english.trim());
  }
  for (const word of english.trim().split(/\s+/)) {
    if (!CONCEPT_OF_ENGLISH.has(word)) CONCEPT_OF_ENGLISH.set(word, english.trim());
  }
}

/**
 * The English words of the concept an English word belongs to ("car" → parking, park, car, garage), words of three
 * letters or more; [] for a word of no concept or of a generic one (a booking, a room, a time, a price).
 */
export function conceptWordsOf(word: string): string[] {
  // A kind of the thing ("lurcher", "spaniel") is listed among the concept's forms: a dog.
  const concept =
    CONCEPT_OF_ENGLISH.get(word) ??
    (word.endsWith("s") ? CONCEPT_OF_ENGLISH.get(word.slice(0, -1)) : undefined) ??
    (word.length >= 5 ? ENGLISH.get(word) : undefined);
  if (!concept || GENERIC.has(concept)) return [];
  return concept.split(" ").filter((w) => w.length >= 3 && w !== "how" && w !== "not");
}

/**
 * The concepts an English text names, in the words a text in another language gets for them (see `englishKeywords`): an
 * English entry is indexed with them too, so a French question finds it as closely as the German entry beside it.
 */
export function englishConcepts(text: string): string | null {
  const found = new Set<string>();
  for (const word of plainWords(text)) {
    const concept = CONCEPT_OF_ENGLISH.get(word);
    if (concept && !GENERIC.has(concept)) found.add(concept);
  }
  return found.size > 0 ? [...found].join(" ") : null;
}

/**
 * The English of a text not in English: its word-by-word English (understand/glossary) and the English words of the
 * concepts it names (LEXICON); null for English text, or when nothing was recognised.
 */
export function englishKeywords(text: string, language = detectLanguage(text)): string | null {
  if (language === "en") return null;
  const english = gloss(text, language);
  const parts = [english && english.known > 0 ? english.text : null, conceptWords(text)].filter(Boolean);
  return parts.length > 0 ? parts.join("\n") : null;
}

/**
 * Concepts nearly every hotel mail and entry names (a booking, a room, a time, a price): their synonyms say nothing of
 * what a text is about, and made a booking request find the parking entry's "no reservation needed". The gloss
 * carries these words already.
 */
const GENERIC = new Set([
  "booking reservation book reserve",
  "room rooms",
  "time hours open",
  "night nights",
  "change modify",
  "price prices cost how much fee",
  "pay payment card cash",
  "person human staff manager",
  "thanks thank",
]);

/** The English words of the specific concepts (LEXICON) a text names, or null. */
function conceptWords(text: string): string | null {
  const found = new Set<string>();
  const all = plainWords(text);
  for (let i = 0; i < all.length; i++) {
    for (let n = 1; n <= 3 && i + n <= all.length; n++) {
      const english = ENGLISH.get(all.slice(i, i + n).join("_"));
      if (english && !GENERIC.has(english)) found.add(english);
    }
  }
  return found.size > 0 ? [...found].join(" ") : null;
}

/**
 * Whether a text names nothing of its own: every word it says is one every question has ("how much", "book", "in
 * advance", "is it necessary"), in its English.
 */
export function namesNothing(text: string, language = detectLanguage(text)): boolean {
  const english = language === "en" ? text : (gloss(text, language)?.text ?? text);
  // "Check-in" and "check-out" are made of words every question has, and name the most asked thing of all.
  if (/\bcheck[\s-]?(in|out)\b/i.test(english)) return false;
  return plainWords(english).every((word) => word.length <= 2 || /\d/.test(word) || CARRIER_WORDS.has(word));
}

/** The text, with `englishKeywords` appended when it has any. */
export function withEnglishKeywords(text: string, language = detectLanguage(text)): string {
  const keywords = englishKeywords(text, language);
  return keywords ? `${text}\n${keywords}` : text;
}

/**
 * Specific subjects a question can be about, for the check that an answer is about what was asked (issue 13): a
 * question about an EV charger is not answered by the parking entry, nor a late check-out by the check-out time.
 * Each line: subject | forms in English and the other languages (plain words; "_" joins the words of a phrase).
 */
const SUBJECTS = readLexiconFile("subjects.txt");

const SUBJECT_OF = new Map<string, string>();
/** Each subject's first forms, in English words ("arrival" → "check in checkin"): how its questions are searched for. */
const SUBJECT_WORDS = new Map<string, string>();
for (const line of SUBJECTS.trim().split("\n")) {
  const [subject = "", forms = ""] = line.split("|").map((s) => s.trim());
  for (const form of forms.split(/\s+/)) if (form && !SUBJECT_OF.has(form)) SUBJECT_OF.set(form, subject);
  SUBJECT_WORDS.set(subject, forms.split(/\s+/).slice(0, 2).join(" ").replace(/_/g, " ") || subject);
}

/**
 * The subjects in the words entries use for them ("morning meal" is asked as "breakfast", "when can we get into the
 * room" as "check in"): added to what a question is searched by, so a paraphrase finds the entry its words do not.
 */
export function subjectWords(subjects: Iterable<string>): string {
  return [...subjects].map((s) => SUBJECT_WORDS.get(s) ?? s.replace(/_/g, " ")).join(" ");
}

/**
 * Subjects that make a match count (an entry about weekends answers "do you answer at the weekend?" on few shared
 * words) but are not required of an entry: "can we bring our dog for the weekend?" is answered by the pets entry, and
 * "when can we get into the room?" by the check-in entry, though it says "check-in" and the guest did not. The front
 * desk is where much is asked for ("a password from reception for the wifi"), so it is named beside what is asked.
 */
export const SUPPORTING_SUBJECTS: ReadonlySet<string> = new Set([
  "days_off",
  "support_hours",
  "arrival",
  "departure",
  "front_desk",
]);

/** Texts already read (an entry's sentences are read for every question): bounded, emptied when full. */
const subjectCache = new Map<string, ReadonlySet<string>>();
const SUBJECT_CACHE_LIMIT = 20_000;

/**
 * The specific subjects a text talks about (see SUBJECTS). A text not in English is read in its word-by-word English
 * too ("Babybetten" → "baby beds", "samedi" → "saturday"), so the lexicon need not list every form of every language,
 * and a question and an entry in two languages are compared on the same words.
 */
export function subjectsOf(text: string): ReadonlySet<string> {
  const cached = subjectCache.get(text);
  if (cached) return cached;
  const found = new Set<string>();
  subjectsIn(plainWords(text), found);
  const english = gloss(text, detectLanguage(text));
  if (english && english.known > 0) subjectsIn(plainWords(english.text), found);
  if (subjectCache.size >= SUBJECT_CACHE_LIMIT) subjectCache.clear();
  subjectCache.set(text, found);
  return found;
}

/** The phrases of a text (in English) that name a subject, with their words: "morning meal" → breakfast. */
export function subjectPhrases(text: string): { subject: string; words: string[] }[] {
  const words = plainWords(text);
  const found: { subject: string; words: string[] }[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 2; n <= 4 && i + n <= words.length; n++) {
      const subject = SUBJECT_OF.get(words.slice(i, i + n).join("_"));
      if (subject) found.push({ subject, words: words.slice(i, i + n) });
    }
  }
  return found;
}

function subjectsIn(typed: string[], found: Set<string>) {
  // Read as typed and as corrected ("late chekout" is a late check-out): a word one letter off a subject's form.
  const corrected = typed.map((w) => misspelledForm(w) ?? w);
  phrasesIn(typed, found);
  if (corrected.some((w, i) => w !== typed[i])) phrasesIn(corrected, found);
  // "Could my room possibly be ready": the phrase ("room be ready") read past the word that softens it.
  const unsoftened = corrected.filter((w) => !SOFTENER_WORDS.has(w));
  if (unsoftened.length < corrected.length) phrasesIn(unsoftened, found);
}

function phrasesIn(words: string[], found: Set<string>) {
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 4 && i + n <= words.length; n++) {
      const form = words.slice(i, i + n).join("_");
      // An English plural of a listed phrase ("baby beds") is the phrase; a verb's past or -ing form ("parked",
      // "charging") is the verb.
      const subject =
        SUBJECT_OF.get(form) ??
        (form.endsWith("s") ? SUBJECT_OF.get(form.slice(0, -1)) : undefined) ??
        (n === 1 && /..(ed|ing)$/.test(form) ? SUBJECT_OF.get(form.replace(/(ed|ing)$/, "")) : undefined);
      if (subject) found.add(subject);
    }
  }
}

/**
 * Words a misspelling is never read in: every glossary's forms and their English, and English contractions typed
 * without the apostrophe ("cant login" is not a misspelt "cane").
 */
let knownWords: Set<string> | null = null;
/**
 * The one-word forms a misspelling is compared with: English ones (a form no glossary lists as another language's, or
 * that is also English), so "case" is not a swapped Portuguese "cães".
 */
let englishForms: [string, string][] | null = null;

/**
 * The form of a subject a word is one letter off ("dogg" → "dog", "parkin", "breakfst", "chekout"):
 * guests type fast. Only words no glossary knows, of four letters or more, with the form's first letter, so "last"
 * is not "lost" and "park" stays a verb the lexicon lists itself.
 */
function misspelledForm(word: string): string | undefined {
  if (word.length < 4 || /\d/.test(word)) return undefined;
  const english = glossaryEnglishWords();
  knownWords ??= new Set([
    ...GLOSSED_LANGUAGES.flatMap((l) => [...glossaryForms(l)]),
    ...english,
    ..."cant dont wont didnt isnt arent doesnt wasnt werent couldnt wouldnt shouldnt havent hasnt youre theyre thats whats".split(
      " ",
    ),
  ]);
  if (knownWords.has(word)) return undefined;
  // A subject's first forms are English by the lexicon's rule ("check_out checkout"), whatever a glossary lists.
  const leading = new Set([...SUBJECT_WORDS.values()].flatMap((w) => w.split(" ")));
  englishForms ??= [...SUBJECT_OF].filter(
    ([form]) =>
      form.length >= 4 &&
      !form.includes("_") &&
      (!knownWords!.has(form) || english.has(form) || leading.has(form)),
  );
  for (const [form] of englishForms) {
    if (form[0] === word[0] && oneEditApart(word, form)) return form;
  }
  return undefined;
}

/**
 * True when one letter more, one letter less or two neighbours swapped turns a into b. Not one letter for another:
 * that makes real words of each other ("case" / "cane", "expert" / "export", "staying" / "staging").
 */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const ASKS_PRICE =
  /\b(how much|what (does|do|would|will) (it|they|that|this|a|an|the)\b.{0,30}\bcost|cost of|costs?\b.{0,10}\?|price|prices|pricing|fee|fees|rate for|is there a charge|extra charge|surcharge|supplements?|combien|coute|couter|supplement|zuschlag|aufpreis|suplemento|supplemento|sovrapprezzo|toeslag|prix|tarif|frais|kostet|kosten|\w*preis|gebuhr|is (it|that|this|breakfast) extra|kommt (das|es) extra|cuanto|precio|cuesta|coste|quanto (costa|costano|viene|si spende|si paga)|prezzo|costo|hoeveel|prijs|kost|quanto custa|preco)\b/;
const HAS_PRICE =
  /(\d+([.,]\d+)?\s?(eur|euro|euros|€|usd|\$|chf|gbp|£|per cent|%)|[€$£]\s?\d|\b(free( of charge)?|included|no charge|at no cost|gratuit|gratuite|inclus|kostenlos|gratis|inklusive|incluido|incluida|gratuito|gratuita|incluso|inclusa|gratis|inbegrepen|incluido|inbegriffen|inkludiert|compris|comprise|comprises|incluye|incluidos|inclusi|inclusief|incluida)\b)/;
const ASKS_TIME =
  /\b(what time|which time|until when|from when|opening hours|open (from|until)|when (is|are|does|do|can)|a quelle heure|quand (est|ouvre|ferme)|horaires?|um wie viel uhr|wann|offnungszeiten|a que hora|cuando|horario|a che ora|quando|orari|orario|hoe laat|wanneer|openingstijden|a que horas|horario)\b/;
const HAS_TIME =
  /(\b\d{1,2}[:.h]\d{2}\b|\b\d{1,2}\s?(am|pm|uhr)\b|\b24 (hours|h)\b|\bany time\b|\b(24|7) days\b|\bmonday|\bweekday|\bdaily\b|\bevery day\b)/;

export const asksPrice = (text: string) => ASKS_PRICE.test(plainWords(text).join(" "));
export const hasPrice = (text: string) => HAS_PRICE.test(text.toLowerCase());
export const asksTime = (text: string) => ASKS_TIME.test(plainWords(text).join(" "));
export const hasTime = (text: string) => HAS_TIME.test(text.toLowerCase());
