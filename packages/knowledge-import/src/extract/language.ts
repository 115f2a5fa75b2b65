import { franc } from "franc-min";

const TWO_LETTER: Record<string, string> = {
  eng: "en",
  fra: "fr",
  deu: "de",
  spa: "es",
  ita: "it",
  por: "pt",
  nld: "nl",
};

/**
 * A document's language from its text (a page without a lang attribute, an uploaded file): franc's character
 * statistics, which need a few sentences, which a page or a document has. Null when it cannot tell.
 */
export function detectLanguage(text: string): string | null {
  const code = franc(text, { minLength: 20, only: Object.keys(TWO_LETTER) });
  return TWO_LETTER[code] ?? null;
}
