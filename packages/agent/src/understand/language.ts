import { franc } from "franc-min";

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

/** ISO 639-1 language of a text; English when the text is too short or unclear to tell. */
export function detectLanguage(text: string): string {
  const clean = text.replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ");
  const code = franc(clean, { minLength: 12, only: Object.keys(ISO3_TO_1) });
  return ISO3_TO_1[code] ?? "en";
}
