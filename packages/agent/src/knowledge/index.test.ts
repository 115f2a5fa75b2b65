import { describe, expect, it } from "vitest";
import { withEnglishKeywords } from "./concepts";
import { splitFaq } from "./faq";
import { FOUND_THRESHOLD, KnowledgeIndex } from "./index";

const HOTEL_FAQ = `Q: Do you have parking?
A: Yes, our private garage has 20 spaces. Parking costs 18 EUR per night.

Q: Are pets allowed?
A: Dogs are welcome for 12 EUR per night, bowls and a blanket included.

Q: Is breakfast included?
A: Breakfast is included in all rates and served from 7:00 to 10:30.

Q: Is there wifi?
A: Free fast wifi everywhere in the hotel; the network is Aurora-Guest.`;

const hotelIndex = () =>
  KnowledgeIndex.build(splitFaq(HOTEL_FAQ).map((e, i) => ({ ...e, id: String(i), intent: null })));

const answerTo = (index: ReturnType<typeof hotelIndex>, question: string) => {
  const [best] = index.search(question);
  return best && best.score >= FOUND_THRESHOLD ? best.entry.question : null;
};

describe("knowledge retrieval across languages", () => {
  it("answers a guest writing in French, Spanish, German, Italian or Dutch from an English FAQ", () => {
    const index = hotelIndex();
    expect(answerTo(index, "Bonjour, est-ce que les chiens sont acceptés à l'hôtel ?")).toBe(
      "Are pets allowed?",
    );
    expect(answerTo(index, "¿Tienen aparcamiento para el coche?")).toBe("Do you have parking?");
    expect(answerTo(index, "Gibt es WLAN im Zimmer?")).toBe("Is there wifi?");
    expect(answerTo(index, "A che ora è la colazione?")).toBe("Is breakfast included?");
    expect(answerTo(index, "Wat kost het ontbijt?")).toBe("Is breakfast included?");
  });

  it("finds a French FAQ entry from an English question", () => {
    const index = KnowledgeIndex.build(
      splitFaq(`Q: Acceptez-vous les animaux ?
R: Les chiens sont les bienvenus pour 12 EUR par nuit.

Q: Avez-vous un parking ?
A: Oui, notre garage privé a 20 places.`).map((e, i) => ({ ...e, id: String(i), intent: null })),
    );
    expect(index.search("Can I bring my dog?")[0]!.entry.id).toBe("0");
    expect(index.search("Where can I park my car?")[0]!.entry.id).toBe("1");
  });

  it("finds an English entry as closely as its translation for a guest writing in a third language", () => {
    const index = KnowledgeIndex.build(
      splitFaq(`Q: Is breakfast included?
A: Breakfast is included in all rates and served from 7:00 to 10:30.

Q: Ist das Frühstück inklusive?
A: Das Frühstück ist in allen Preisen inbegriffen und wird von 7:00 bis 10:30 Uhr serviert.`).map((e, i) => ({
        ...e,
        id: String(i),
        intent: null,
      })),
    );
    const [first, second] = index.search("Buongiorno, a che ora è la colazione?");
    expect(first!.score).toBeGreaterThanOrEqual(FOUND_THRESHOLD);
    expect(second!.score).toBeGreaterThanOrEqual(FOUND_THRESHOLD);
    // The person who translates the draft most likely reads English: its entry must not trail far behind.
    const english = [first!, second!].find((h) => h.entry.id === "0")!;
    expect(english.score).toBeGreaterThan(Math.max(first!.score, second!.score) - 0.05);
  });

  it("does not answer a foreign question the knowledge does not cover", () => {
    const index = hotelIndex();
    expect(answerTo(index, "Est-ce qu'il y a une navette depuis l'aéroport ?")).toBeNull();
    expect(answerTo(index, "¿Tienen piscina climatizada?")).toBeNull();
  });

  it("leaves English text as it is, and gives another language its English", () => {
    expect(withEnglishKeywords("Do you have parking for a van?")).toBe("Do you have parking for a van?");
    expect(withEnglishKeywords("Ik heb een vraag")).toBe("Ik heb een vraag\nI have a question");
    expect(withEnglishKeywords("Un petit chien peut venir ?")).toContain("dog");
    // "petit" alone is not breakfast; "petit déjeuner" is.
    expect(withEnglishKeywords("Un petit chien peut venir ?")).not.toContain("breakfast");
    expect(withEnglishKeywords("Le petit déjeuner est-il compris ?")).toContain("breakfast");
  });
});

describe("knowledge retrieval and the intent the classifier read", () => {
  const index = KnowledgeIndex.build([
    {
      id: "dinner",
      question: "When is dinner served?",
      answer: "Dinner is served from 19:00 to 22:00 in the Lake Room.",
      intent: "restaurant",
    },
    {
      id: "breakfast",
      question: "When is breakfast served?",
      answer: "Breakfast is served from 7:00 to 10:30 in the Lake Room.",
      intent: "breakfast",
    },
  ]);

  it("ranks an entry of the message's intent first when the words do not decide", () => {
    const question = "What time are meals served in the Lake Room?";
    expect(index.search(question, { intent: "restaurant" })[0]!.entry.id).toBe("dinner");
    expect(index.search(question, { intent: "breakfast" })[0]!.entry.id).toBe("breakfast");
  });

  it("keeps a clearly better match of another intent first", () => {
    expect(index.search("When is breakfast served?", { intent: "restaurant" })[0]!.entry.id).toBe(
      "breakfast",
    );
  });

  it("does not take an entry as the answer for its intent alone", () => {
    const [best] = index.search("Do you have vegan options?", { intent: "restaurant" });
    expect(best!.entry.id).toBe("dinner");
    expect(best!.score).toBeLessThan(FOUND_THRESHOLD);
  });
});

describe("FAQ and retrieval", () => {
  it("splits Q/A pairs, question lines, headings and paragraphs", () => {
    expect(splitFaq("Q: Parking?\nA: Yes, 15 EUR.\n\nQ: Pets?\nA: Dogs welcome.")).toEqual([
      { question: "Parking?", answer: "Yes, 15 EUR." },
      { question: "Pets?", answer: "Dogs welcome." },
    ]);
    expect(splitFaq("Is there wifi?\nYes, free everywhere.\n\n## Breakfast\nServed 7 to 10.")).toEqual([
      { question: "Is there wifi?", answer: "Yes, free everywhere." },
      { question: "Breakfast", answer: "Served 7 to 10." },
    ]);
    expect(splitFaq("We are a family hotel.\n\nThe lake is 5 minutes away.")).toHaveLength(2);
  });

  it("finds the entry that answers a question and not an unrelated one", () => {
    const index = KnowledgeIndex.build([
      {
        id: "p",
        question: "Do you have parking?",
        answer: "Private garage, 15 EUR per night.",
        intent: null,
      },
      { id: "w", question: "Is there wifi?", answer: "Free wifi in all rooms.", intent: null },
    ]);
    expect(index.search("is there parking for my car at night?")[0]!.entry.id).toBe("p");
    expect(index.search("wifi in the room?")[0]!.entry.id).toBe("w");
  });
});
