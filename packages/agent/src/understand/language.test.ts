import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language";

describe("language of a message", () => {
  it("tells one-line questions apart by their little words, English when unclear", () => {
    expect(detectLanguage("¿Tienen aparcamiento para el coche?")).toBe("es");
    expect(detectLanguage("A che ora è la colazione?")).toBe("it");
    expect(detectLanguage("Un petit chien peut venir ?")).toBe("fr");
    expect(detectLanguage("Wat kost het ontbijt?")).toBe("nl");
    expect(detectLanguage("Do you have a pool or spa?")).toBe("en");
    expect(detectLanguage("Is there a shuttle from the airport?")).toBe("en");
    expect(detectLanguage("Parking?")).toBe("en");
    expect(detectLanguage("ok")).toBe("en");
  });
});
