import { describe, expect, it } from "vitest";
import { type ComposeInput, composeReply } from "./reply";

const brief = (signOff: string) =>
  `# Hotel Aurora brand brief\n\n## Tone of Voice\nWarm and friendly. We use first names.\n\nSign-off: ${signOff}`;

/** Claire's question about dogs, answered from an English entry, unless a test says otherwise. */
const reply = (input: Partial<ComposeInput>) =>
  composeReply({
    customerFirstName: "Claire",
    language: "en",
    answers: [{ text: "Dogs are welcome for 12 EUR per night.", language: "en" }],
    companyName: "Hotel Aurora",
    brandBrief: brief("Warm regards, the Hotel Aurora front desk"),
    ...input,
  });

describe("composing a reply", () => {
  it("closes with the brand's own sign-off once, not a second closing before it", () => {
    expect(reply({}).text).toBe(
      "Hi Claire,\n\nDogs are welcome for 12 EUR per night.\n\nWarm regards,\nthe Hotel Aurora front desk",
    );
  });

  it("closes in the customer's language with the brand's signature when the answer is in that language", () => {
    const text = reply({
      language: "fr",
      answers: [{ text: "Les chiens sont les bienvenus.", language: "fr" }],
    }).text;
    expect(text.endsWith("Bien à vous,\nthe Hotel Aurora front desk")).toBe(true);
    expect(text).not.toContain("Warm regards");
  });

  it("adds a closing to a sign-off that is only a signature, and says when it answered in English", () => {
    const composed = reply({ customerFirstName: null, language: "de", brandBrief: brief("The Aurora team") });
    expect(composed.text).toBe(
      "Hello,\n\nDogs are welcome for 12 EUR per night.\n\nBest regards,\nThe Aurora team",
    );
    expect(composed.note).toBe('answered in English: the knowledge has no answer in "de"');
  });
});
