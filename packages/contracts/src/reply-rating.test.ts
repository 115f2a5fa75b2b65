import { describe, expect, it } from "vitest";
import { replyRatingLanguage, replyRatingPhrases } from "./reply-rating";

describe("the language a guest is asked in", () => {
  it("reads codes with a region and language names; any other language gets English", () => {
    expect(replyRatingLanguage("fr-CA")).toBe("fr");
    expect(replyRatingLanguage("pt_BR")).toBe("pt");
    expect(replyRatingLanguage("Dutch")).toBe("nl");
    expect(replyRatingLanguage("DE")).toBe("de");
    expect(replyRatingLanguage("pl")).toBe("en");
    expect(replyRatingLanguage("french-ish")).toBe("en");
    expect(replyRatingLanguage(null)).toBe("en");
  });

  it("asks in Spanish and Italian with their own words", () => {
    expect(replyRatingPhrases("es").question).toBe("¿Le ha resultado útil?");
    expect(replyRatingPhrases("it").yes).toBe("Sì");
  });
});
