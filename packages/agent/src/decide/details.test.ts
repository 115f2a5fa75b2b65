import { describe, expect, it } from "vitest";
import type { KnowledgeItem } from "../brains/types";
import { unsupportedDetails } from "./details";

const breakfast = {
  question: "Ist das Frühstück inklusive?",
  answer:
    "Das Frühstück ist in allen Preisen inbegriffen und wird von 7:00 bis 10:30 Uhr im Seesaal serviert.",
  language: "de",
} as KnowledgeItem;
const parking = {
  question: "Do you have parking?",
  answer: "Yes, our private garage has 20 spaces. Parking costs 18 EUR per night; no reservation needed.",
  language: "en",
} as KnowledgeItem;
const pets = {
  question: "Are pets allowed?",
  answer: "Dogs are welcome for 12 EUR per night, bowls and a blanket included.",
  language: "en",
} as KnowledgeItem;
const checkInOut = {
  question: "What time is check-in and check-out?",
  answer: "Check-in is from 15:00 and check-out until 11:00.",
  language: "en",
} as KnowledgeItem;

describe("the details a question names (issue 22)", () => {
  it("reads a time as the guest wrote it, and only a time within the entry's hours is given", () => {
    expect(unsupportedDetails("Gibt es sonntags ein Frühstück bis 11:30 Uhr?", breakfast, "de")).toContain(
      "11:30",
    );
    expect(unsupportedDetails("Gibt es um 9:30 Uhr noch Frühstück?", breakfast, "de")).toEqual([]);
  });

  it("does not answer a check-in time with check-out's bound", () => {
    expect(unsupportedDetails("Could we check in at 9 am?", checkInOut, "en")).toContain("9:00");
    expect(unsupportedDetails("Could we check in at 6 pm?", checkInOut, "en")).toEqual([]);
  });

  it("counts a weight or a height the entry does not give as a detail", () => {
    expect(unsupportedDetails("Is a dog of 48 kg fine?", checkInOut, "en")).toContain("48 kg");
  });

  it("does not ask an entry for what only sets the scene: a description in brackets, a reason, a lead-up", () => {
    expect(
      unsupportedDetails("Our dog (cocker spaniel, 11 months) – is there a charge?", pets, "en"),
    ).toEqual([]);
    expect(
      unsupportedDetails(
        "¿A qué hora sirven el desayuno, ya que el sábado salimos de excursión?",
        breakfast,
        "es",
      ),
    ).toEqual([]);
    // A bracket that names another animal, and a time in a reason, are still details.
    expect(unsupportedDetails("Are pets welcome (we have a cat)?", pets, "en")).toContain("cat");
    expect(
      unsupportedDetails("What time is breakfast, because our train leaves at 6:15?", breakfast, "en"),
    ).toContain("6:15");
  });

  it("reads the guest's own way out after 'or' as no detail, and the same question about another value as one", () => {
    expect(
      unsupportedDetails(
        "Do you have parking at the hotel or do we need to find somewhere in town?",
        parking,
        "en",
      ),
    ).toEqual([]);
    expect(unsupportedDetails("Is that 12 EUR each or is it per room?", pets, "en")).toContain("room");
    expect(
      unsupportedDetails(
        "Is the rate the same as for cars or is there a different price for motorbikes?",
        parking,
        "en",
      ),
    ).toContain("motorbikes");
  });

  it("asks an entry for the unit a price is asked per", () => {
    expect(unsupportedDetails("Is the 18 EUR a night per car?", parking, "en")).toContain("per car");
    expect(unsupportedDetails("How much is parking per night?", parking, "en")).toEqual([]);
  });

  it("reads a weight or a height within the entry's maximum as given, and one over it as a detail", () => {
    const dogs = { ...pets, answer: "Dogs up to 20 kg are welcome for 15 EUR per night." } as KnowledgeItem;
    expect(unsupportedDetails("Our beagle (11 kg) – is she allowed?", dogs, "en")).toEqual([]);
    expect(unsupportedDetails("Is a dog of 28 kg fine?", dogs, "en")).toContain("28 kg");
    const garage = { ...parking, answer: "The maximum vehicle height is 2.00 m." } as KnowledgeItem;
    expect(unsupportedDetails("Will our van fit? It is 2,35 m high.", garage, "en")).toContain("2.35 m");
  });
});
