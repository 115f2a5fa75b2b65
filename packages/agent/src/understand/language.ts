import { franc } from "franc-min";
import { GLOSSED_LANGUAGES, glossaryEnglishWords, glossaryForms } from "./glossary";
import { plainWords } from "./words";

export { plainWords };

const ISO3_TO_1: Record<string, string> = {
  eng: "en",
  fra: "fr",
  spa: "es",
  deu: "de",
  ita: "it",
  por: "pt",
  nld: "nl",
  swe: "sv",
  dan: "da",
  nob: "no",
  fin: "fi",
  pol: "pl",
  ces: "cs",
  ron: "ro",
  hun: "hu",
  ell: "el",
  tur: "tr",
  rus: "ru",
  ukr: "uk",
  arb: "ar",
  cmn: "zh",
  jpn: "ja",
  kor: "ko",
  heb: "he",
  cat: "ca",
  hrv: "hr",
  slk: "sk",
  bul: "bg",
  srp: "sr",
  ind: "id",
};

/**
 * The commonest function words of the languages guests write in most. Character statistics (franc) need a few
 * sentences; a one-line question ("How do I get online in my room?") is told apart by its little words.
 */
const FUNCTION_WORDS: Record<string, string> = {
  en: "the a an and or is are was do does did you your i my me we our us can could would will to of in on at for with have has this that it there what how when where which please hi hello thanks not",
  fr: "le la les un une des et ou est sont je me mon ma mes nous vous votre vos il elle pour avec dans sur au aux du de ce cette qui que quoi comment quand bonjour merci pas ne peut peux puis voudrais avez suis etes",
  es: "el la los las un una unos y o es son yo me mi mis nosotros usted ustedes su sus para con en por del al que como cuando donde hola gracias no hay puedo puede quisiera tienen tiene",
  de: "der die das den dem ein eine einen und oder ist sind ich mich mein meine wir uns sie ihr ihre fur mit auf im zu von wie wann wo was hallo danke nicht gibt es kann konnen mochte habe haben",
  it: "il lo la gli le un una e o sono io mi mio mia noi voi vostro per con nel sul che come quando dove ciao grazie non ci della posso puo vorrei avete",
  pt: "o a os as um uma e ou sou eu meu minha nos voce vocês seu sua para com em no na que como quando onde ola obrigado nao tem pode gostaria",
  nl: "de het een en of is zijn ik mijn wij we ons jullie u uw voor met op bij van wat hoe wanneer waar hallo dank niet er kan kunnen wil heeft hebben",
};
const FUNCTION_WORD_SETS = new Map(
  Object.entries(FUNCTION_WORDS).map(([language, words]) => [language, new Set(words.split(" "))]),
);
const ENGLISH_FUNCTION_WORDS = FUNCTION_WORD_SETS.get("en")!;

function englishFunctionWords(text: string): number {
  return plainWords(text).filter((w) => ENGLISH_FUNCTION_WORDS.has(w)).length;
}

/** How many of each language's function words the text has, most first. */
function functionWordCounts(text: string): { language: string; n: number }[] {
  const words = plainWords(text);
  return [...FUNCTION_WORD_SETS]
    .map(([language, set]) => ({
      language,
      n: words.filter((w) => set.has(w)).length,
    }))
    .sort((a, b) => b.n - a.n);
}

function byFunctionWords(text: string): string | null {
  const hits = functionWordCounts(text);
  const [best, second] = hits;
  // Two function words more than any other language: a clear answer even for a short line.
  return best && best.n >= 2 && best.n >= (second?.n ?? 0) + 2 ? best.language : null;
}

/**
 * English contractions as the words they stand for ("haven't" → "have not", "we're" → "we"): split at the apostrophe
 * they are "haven" and "t", words of Dutch and of French. Other languages' elisions come before the apostrophe
 * ("l'hôtel", "dell'albergo") and are left as they are.
 */
function expandContractions(text: string): string {
  return text.replace(/n['’]t\b/gi, " not").replace(/['’](?:re|ve|ll|m|d|s)\b/gi, "");
}

/** Scripts other than the Latin alphabet: a text mostly in one is in its language. */
const SCRIPTS: [RegExp, string][] = [
  [/[\u3040-\u30ff]/gu, "ja"],
  [/[\uac00-\ud7af]/gu, "ko"],
  [/[\u3400-\u9fff]/gu, "zh"],
  [/[\u0400-\u04ff]/gu, "ru"],
  [/[\u0370-\u03ff]/gu, "el"],
  [/[\u0600-\u06ff]/gu, "ar"],
  [/[\u0590-\u05ff]/gu, "he"],
  [/[\u0e00-\u0e7f]/gu, "th"],
];

/** Letters only one of the Latin-alphabet languages without a glossary writes ("ł" Polish, "ř" Czech, "ğ" Turkish). */
const OWN_LETTERS: [RegExp, string][] = [
  [/[ąęłśźżń]/iu, "pl"],
  [/[řůě]/iu, "cs"],
  [/[ığş]/iu, "tr"],
  [/[ăț]/iu, "ro"],
  [/[őű]/iu, "hu"],
  [/[æø]/iu, "da"],
  [/å/iu, "sv"],
];
const DANISH_WORDS = new Set("og jeg ikke tak hvad hvor hvornaar vil gerne kan jer jeres er det".split(" "));
const SWEDISH_WORDS = new Set(
  "och jag inte tack vad var nar vill gärna kan ni era ar det man med till hej som har for pa".split(" "),
);

/**
 * The language of a text written in another script (Japanese, Cyrillic …), or in a Latin-alphabet language the
 * glossaries do not know whose own letters it uses in several words (Polish, Czech, Turkish, Swedish, Danish …);
 * null for anything else. Such mail goes to a person: the agent does not read it.
 */
function byLetters(text: string): string | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return null;
  const kana = text.match(SCRIPTS[0]![0])?.length ?? 0;
  for (const [script, language] of SCRIPTS) {
    const n = text.match(script)?.length ?? 0;
    // Japanese writes Chinese characters beside its kana: any kana makes Han text Japanese.
    if (n / letters >= 0.3) return language === "zh" && kana > 0 ? "ja" : language;
  }
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  for (const [own, language] of OWN_LETTERS) {
    const marked = words.filter((w) => own.test(w)).length;
    if (marked === 0) continue;
    const plain = words.map((w) => w.toLowerCase().replace(/å/g, "aa"));
    const danish = plain.filter((w) => DANISH_WORDS.has(w)).length;
    const swedish = plain.filter((w) => SWEDISH_WORDS.has(w.replace(/aa/g, "a"))).length;
    const nordic = language === "sv" || language === "da";
    // One marked word in a longer text is a name ("Jørgen") unless the little words are that language's too.
    if (marked >= 2 || words.length <= 6 || (nordic && Math.max(danish, swedish) >= 2)) {
      if (!nordic) return language;
      return language === "da" || danish > swedish ? "da" : "sv";
    }
  }
  return null;
}

/** ISO 639-1 language of a text; English when the text is too short or unclear to tell. */
export function detectLanguage(text: string): string {
  const unread = byLetters(text.slice(0, 4000));
  if (unread) return unread;
  const clean = expandContractions(text.replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " "));
  const short = clean.trim().length < 120;
  const guess = short ? (byFunctionWords(clean) ?? byVocabulary(clean)) : clearMajority(clean);
  if (guess) return guess;
  const code = franc(clean, { minLength: short ? 40 : 12, only: Object.keys(ISO3_TO_1) });
  const statistics = ISO3_TO_1[code];
  // On a line or two, letter statistics take English words for German or French ("arriving tomorrow and leaving
  // after 3 days" reads as German): a language the glossaries know must show more words of its own than the line has
  // English function words; a language without a glossary, no English function word at all.
  const trusted =
    statistics &&
    (!short ||
      (GLOSSED_LANGUAGES.includes(statistics)
        ? ownWords(clean, statistics) > englishFunctionWords(clean)
        : statistics === "en" || englishFunctionWords(clean) === 0));
  return bySpelling(
    clean,
    (trusted ? statistics : null) ?? byFunctionWords(clean) ?? leaningAwayFromEnglish(clean) ?? "en",
  );
}

/**
 * Letters only one of two close languages writes: Spanish never has "ã" or "õ", Portuguese never "ñ", "¿" or "¡".
 * Letter statistics can take a short Portuguese mail for Spanish ("Vamos ficar aí … É possível? Há algum custo?").
 */
function bySpelling(text: string, guess: string): string {
  if (guess === "es" && /[ãõ]/i.test(text) && !/[ñ¿¡]/i.test(text)) return "pt";
  if (guess === "pt" && /[ñ¿¡]/i.test(text) && !/[ãõ]/i.test(text)) return "es";
  return guess;
}

/**
 * A longer text whose little words are overwhelmingly one language's (twice any other's, and many): that language.
 * Statistics over letters can be fooled by odd text (one sentence repeated, lists of names); function words are not.
 */
function clearMajority(text: string): string | null {
  const [best, second] = functionWordCounts(text);
  return best && best.n >= 8 && best.n >= 2 * (second?.n ?? 0) + 2 ? best.language : null;
}

/**
 * A short line with few little words ("¿Tienen aparcamiento para el coche?"): the language whose function words it
 * has most, when that is not English and no other language has as many.
 */
function leaningAwayFromEnglish(text: string): string | null {
  const [best, second] = functionWordCounts(text);
  if (!best || best.language === "en" || best.n === 0 || best.n <= (second?.n ?? 0)) return null;
  // Not when the line has more English words than that: "wat time chekin? arriving 2moro" is English with typos.
  const english = plainWords(text).length - notEnglish(text).length;
  return best.n > english ? best.language : null;
}

/** The text's words that are neither English (as far as the glossaries and function words know) nor numbers. */
function notEnglish(text: string): string[] {
  const english = glossaryEnglishWords();
  return plainWords(text).filter(
    (w) => !english.has(w) && !ENGLISH_FUNCTION_WORDS.has(w) && !/^\d+$/.test(w),
  );
}

/** How many of the text's words, not English ones, the language's glossary or function words know. */
function ownWords(text: string, language: string): number {
  const forms = glossaryForms(language);
  const functionWords = FUNCTION_WORD_SETS.get(language);
  return notEnglish(text).filter((w) => forms.has(w) || functionWords?.has(w)).length;
}

/**
 * A short line with few little words ("¿Aceptan perros?"): the language whose glossary knows most of its words that
 * are not English, counting first the words only that language's glossary knows (Spanish, Italian and Portuguese
 * share many: "hora", "se", "a").
 */
function byVocabulary(text: string): string | null {
  const words = notEnglish(text);
  const [best, second] = GLOSSED_LANGUAGES.map((language) => {
    const forms = glossaryForms(language);
    const known = words.filter((w) => forms.has(w));
    const own = known.filter((w) =>
      GLOSSED_LANGUAGES.every((o) => o === language || !glossaryForms(o).has(w)),
    );
    return { language, n: known.length, own: own.length };
  }).sort((a, b) => b.own - a.own || b.n - a.n);
  if (!best || best.n < 2) return null;
  return best.own > (second?.own ?? 0) && best.n >= (second?.n ?? 0) ? best.language : null;
}
