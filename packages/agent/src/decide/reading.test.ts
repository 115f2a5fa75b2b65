import { describe, expect, it } from "vitest";
import { sensitiveTopic } from "../lexicon";
import { contextFree, isProviderMail, subjectsReferredTo } from "./reading";
import { shouted } from "./steps/safety";

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

describe("mail a person must see, whatever it names (issue 22)", () => {
  it("hears a mail written in capitals as shouted, and a short one in capitals as not", () => {
    expect(
      shouted(
        "YOU CHARGE 18 EUR A NIGHT FOR PARKING AND THERE WAS NO SPACE LEFT WHEN WE ARRIVED AT NINE. NOBODY CARED. I WANT AN APOLOGY.",
      ),
    ).toMatchObject({ kind: "threats and angry complaints" });
    expect(shouted("Hi, what time is check-in? THANKS")).toBeNull();
  });

  it("reads consent, a photo to take down and a question about another guest's stay as privacy matters", () => {
    expect(
      sensitiveTopic("Nessuno ci ha chiesto il consenso. Vi chiedo di rimuovere la foto.", "it")?.kind,
    ).toBe("legal and privacy");
    expect(sensitiveTopic("Können Sie mir bestätigen, ob meine Frau bei Ihnen war?", "de")?.kind).toBe(
      "legal and privacy",
    );
    expect(sensitiveTopic("Falar com quem sobre o estacionamento?", "pt")).toBeNull();
  });

  it("does not take a buyer asking for a corporate rate for a vendor", () => {
    expect(
      isProviderMail("Would you be open to a corporate rate agreement? About 60 room nights a year."),
    ).toBeNull();
    expect(isProviderMail("Would you be open to a quick call? We help hotels grow your bookings.")).toBe(
      "pitch",
    );
  });
});
