import de from "./lexicon/de.json";
import en from "./lexicon/en.json";
import fr from "./lexicon/fr.json";

interface LexiconFile {
  topics: Record<string, string[]>;
  legal: string[];
  noise: string[];
}

/** The languages whose words an import knows; a page in another language is read with all of them together. */
const files: Record<string, LexiconFile> = { en, fr, de };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A phrase as whole words (letters of any script around it do not count as a boundary). */
const wordPattern = (phrases: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "iu");

/** A phrase at the start of a word, whatever ending it takes ("inoubliable" finds "inoubliables"): marketing words. */
const stemPattern = (phrases: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map(escapeRegExp).join("|")})`, "iu");

interface Lexicon {
  topics: { topic: string; pattern: RegExp; words: RegExp }[];
  legal: RegExp;
  noise: RegExp;
}

const cache = new Map<string, Lexicon>();

function build(sources: LexiconFile[]): Lexicon {
  const topicNames = [...new Set(sources.flatMap((s) => Object.keys(s.topics)))];
  return {
    topics: topicNames.map((topic) => {
      const words = sources.flatMap((s) => s.topics[topic] ?? []);
      return { topic, pattern: wordPattern(words), words: new RegExp(wordPattern(words).source, "giu") };
    }),
    legal: wordPattern(sources.flatMap((s) => s.legal)),
    noise: stemPattern(sources.flatMap((s) => s.noise)),
  };
}

/** The words of one language, or of every language the import knows when it knows none for this one. */
export function lexiconFor(language: string): Lexicon {
  const key = files[language] ? language : "*";
  let lexicon = cache.get(key);
  if (!lexicon) {
    lexicon = build(files[language] ? [files[language]] : Object.values(files));
    cache.set(key, lexicon);
  }
  return lexicon;
}

/** What a passage is about: the topic whose words it uses most, the title counting three times. */
export function topicOf(title: string, text: string, language: string): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const { topic, words } of lexiconFor(language).topics) {
    const score = (title.match(words)?.length ?? 0) * 3 + (text.match(words)?.length ?? 0);
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

export const isLegalText = (text: string, language: string) => lexiconFor(language).legal.test(text);
export const isNoiseSentence = (sentence: string, language: string) =>
  lexiconFor(language).noise.test(sentence);
