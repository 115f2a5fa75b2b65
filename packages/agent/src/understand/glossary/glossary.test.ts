import { describe, expect, it } from "vitest";
import { GLOSSED_LANGUAGES, gloss, glossaryForms, glossarySource } from "./index";

const SOURCES = GLOSSED_LANGUAGES.map((language) => [language, glossarySource(language)] as const);

describe("the glossaries", () => {
  it.each(SOURCES)("%s: every line is `english | forms`, forms as the tokenizer writes them", (_, source) => {
    const seen = new Map<string, number>();
    source
      .split("\n")
      // The first line says what the file is.
      .filter((line) => line.trim() && !line.startsWith("#"))
      .forEach((line, n) => {
        const [english = "", forms = "", ...more] = line.split("|");
        expect(more, `line ${n + 1}: ${line}`).toEqual([]);
        expect(english.trim(), `line ${n + 1}: ${line}`).toMatch(/^(-|[a-z0-9' ]+)$/i);
        for (const form of forms.trim().split(/\s+/)) {
          // Lower case, no accents, words joined by "_", at most four (glossary/README.md).
          expect(form, `line ${n + 1}: ${line}`).toMatch(/^[a-z0-9]+(_[a-z0-9]+){0,3}$/);
          expect(seen.get(form), `"${form}" listed twice`).toBeUndefined();
          seen.set(form, n + 1);
        }
      });
  });

  it("covers French, German, Spanish, Italian, Portuguese and Dutch, with a real vocabulary each", () => {
    expect([...GLOSSED_LANGUAGES].sort()).toEqual(["de", "es", "fr", "it", "nl", "pt"]);
    for (const language of GLOSSED_LANGUAGES) expect(glossaryForms(language).size).toBeGreaterThan(800);
  });
});

describe("gloss", () => {
  it("reads a question word by word in English, keeping its question mark and its line breaks", () => {
    const read = gloss("Betreff: Hund\nDarf ich meinen Hund mitbringen?", "de")!;
    expect(read.text.split("\n")).toHaveLength(2);
    expect(read.text).toMatch(/\bdog\b.*\?$/);
    expect(read.known).toBeGreaterThanOrEqual(4);
  });

  it("prefers the longest phrase the glossary lists", () => {
    expect(gloss("À quelle heure est le petit-déjeuner ?", "fr")!.text).toMatch(/^what time .*breakfast\?$/);
  });

  it("keeps words it does not know (names, references) and says which they were", () => {
    const read = gloss("Buchung AUR-3390 für Frau Zwirbelmeier", "de")!;
    expect(read.text).toContain("aur 3390");
    expect(read.unknown).toContain("zwirbelmeier");
  });

  it("reads the hour as French and Portuguese write it, in any language", () => {
    expect(gloss("Petit-déjeuner de 7h à 10h30, arrivée après 15h", "fr")!.text).toContain("7 am");
    expect(gloss("Chegamos às 23h", "pt")!.text).toContain("11 pm");
    expect(gloss("Llegamos a las 0h", "es")!.text).toContain("midnight");
  });

  it("reads a German compound from its parts", () => {
    expect(glossaryForms("de").has("hundegebuhr")).toBe(false);
    expect(gloss("Hundegebühr", "de")!.text).toMatch(/dog.*fee|dog.*charge/);
  });

  it("has nothing to say of English, or of a language without a glossary", () => {
    expect(gloss("Do you have parking?", "en")).toBeNull();
    expect(gloss("Har ni parkering?", "sv")).toBeNull();
  });
});
