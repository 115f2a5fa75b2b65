import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language";

const expectLanguages = (cases: [string, string][]) => {
  for (const [text, language] of cases) expect(detectLanguage(text), text).toBe(language);
};

describe("language of a message", () => {
  it("detects the language of guest messages", () => {
    expectLanguages([
      ["Bonjour, je voudrais réserver une chambre pour deux nuits", "fr"],
      ["Hola, quisiera reservar una habitación doble para el fin de semana", "es"],
      ["ok", "en"],
      // One-line questions, too short for character statistics, told by their function words.
      ["How do I get online in my room?", "en"],
      ["Do you have a pool or spa?", "en"],
      ["Ich möchte meine Reservierung stornieren bitte", "de"],
    ]);
  });

  it("tells one-line questions apart by their little words, English when unclear", () => {
    expectLanguages([
      ["¿Tienen aparcamiento para el coche?", "es"],
      ["A che ora è la colazione?", "it"],
      ["Un petit chien peut venir ?", "fr"],
      ["Wat kost het ontbijt?", "nl"],
      ["Is there a shuttle from the airport?", "en"],
      ["Parking?", "en"],
    ]);
  });

  it("tells a short line with hardly any little words by the words its language's glossary knows", () => {
    expectLanguages([
      ["¿Aceptan perros?", "es"],
      ["Parcheggio incluso?", "it"],
      ["Frühstück inklusive?", "de"],
      ["Petit-déjeuner compris ?", "fr"],
      ["Breakfast included?", "en"],
      ["Late checkout possible?", "en"],
    ]);
  });

  it("keeps a short English line English when letter statistics say German or French", () => {
    expectLanguages([
      ["arriving tomorrow and leaving after 3 days", "en"],
      ["book a massage Saturday at quarter past 5 afternoon", "en"],
      // Split at the apostrophe, "haven't" is "haven" and "t", words of Dutch and French.
      ["we haven't received the invoice yet", "en"],
      // One Dutch function word ("wat") among more English words: English with typos.
      ["wat time chekin? arriving 2moro", "en"],
      ["Wij komen morgen aan", "nl"],
      ["Nous arrivons demain soir", "fr"],
    ]);
  });
});
