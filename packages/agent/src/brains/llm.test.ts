import { describe, expect, it } from "vitest";
import { mockModel } from "../testing";
import { createLlmBrain } from "./llm";
import { localBrain } from "./local";
import type { BrainContext, KnowledgeItem } from "./types";

const entry = (id: string, language: string, answer: string, linkGroup: string | null): KnowledgeItem => ({
  id,
  kind: "learned",
  question: "Parking",
  answer,
  intentKey: null,
  language,
  linkGroup,
});

const knowledge = [
  entry("parking-en", "en", "Parking costs CHF 25 per night.", "parking"),
  entry("parking-fr", "fr", "Le parking coûte 25 CHF par nuit.", "parking"),
  entry("parking-de", "de", "Parken kostet CHF 25 pro Nacht.", "parking"),
  entry("pets-en", "en", "Dogs are welcome for CHF 20 per night.", null),
];
const context: BrainContext = {
  companyId: "c1",
  modelVersion: "v1",
  intents: [],
  knowledge,
  companyName: "Hotel Alpenrose",
  brandBrief: null,
};

// Issue 25: the LLM brain, like the local one, answers a French guest from the French version of a fact the hotel's
// website said in several languages.
describe("the LLM brain and the website's language versions", () => {
  it("gives the model the guest's language version of a linked fact, and the entries without a twin", async () => {
    const prompts: string[] = [];
    const model = mockModel((prompt) => {
      prompts.push(prompt);
      return { found: true, citations: ["parking-fr"], body: "Le parking coûte 25 CHF par nuit." };
    });
    const brain = createLlmBrain({ AI_TIMEOUT_MS: 5000 }, localBrain, model);
    const answer = await brain.answer("Combien coûte le parking ?", null, "fr", context);
    expect(answer).toMatchObject({ found: true, body: "Le parking coûte 25 CHF par nuit." });
    expect(answer.entries.map((e) => e.id)).toEqual(["parking-fr"]);
    const prompt = prompts.at(-1)!;
    expect(prompt).toContain("Le parking coûte 25 CHF par nuit.");
    expect(prompt).not.toContain("Parking costs CHF 25 per night.");
    expect(prompt).not.toContain("Parken kostet");
    expect(prompt).toContain("Dogs are welcome");
  });

  it("a guest in a language the site does not have gets every version, to answer from", async () => {
    const prompts: string[] = [];
    const model = mockModel((prompt) => {
      prompts.push(prompt);
      return { found: true, citations: ["parking-en"], body: "Il parcheggio costa 25 CHF a notte." };
    });
    const brain = createLlmBrain({ AI_TIMEOUT_MS: 5000 }, localBrain, model);
    await brain.answer("Quanto costa il parcheggio?", null, "it", context);
    for (const text of ["Parking costs CHF 25", "Le parking coûte", "Parken kostet"])
      expect(prompts.at(-1)).toContain(text);
  });
});
