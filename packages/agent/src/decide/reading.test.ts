import { describe, expect, it } from "vitest";
import { contextFree, subjectsReferredTo } from "./reading";

describe("what a question asks about (issue 22)", () => {
  it("knows who 'she' is from the sentence before, unless the question names it itself", () => {
    const before = "We're booked for 4–6 December and are bringing our spaniel, Maisie.";
    expect(subjectsReferredTo("Can she come with us into the breakfast room?", before, "en")).toEqual([
      "pets",
    ]);
    expect(
      subjectsReferredTo("We'll have our labrador with us – is there a charge for him?", before, "en"),
    ).toEqual([]);
    expect(subjectsReferredTo("What time is breakfast?", before, "en")).toEqual([]);
    expect(
      subjectsReferredTo(
        "Combien faut-il compter pour elle par nuit ?",
        "Nous venons avec notre chienne.",
        "fr",
      ),
    ).toEqual(["pets"]);
  });

  it("leaves out a reason, a lead-up and talk about the mail, in the guest's language", () => {
    expect(contextFree("Sorry, I forgot to ask: is breakfast included?", "en")).not.toMatch(/forgot/);
    expect(contextFree("the kids are not early risers, so how late is breakfast?", "en")).toBe(
      "how late is breakfast?",
    );
    expect(contextFree("A que horas é servido, pois temos crianças pequenas?", "pt")).not.toMatch(/criancas/);
    // "car" is French for "because", not an English word that ends a question.
    expect(contextFree("Do you have a car park near the hotel?", "en")).toMatch(/car park/);
  });
});
