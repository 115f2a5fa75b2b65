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

  it("closes in the customer's language, signed with the company's name when the brand's signature is English words", () => {
    const text = reply({
      language: "fr",
      answers: [{ text: "Les chiens sont les bienvenus.", language: "fr" }],
    }).text;
    // A guest whose register is unknown is addressed politely, whatever the brand's English tone.
    expect(text.endsWith("Bien cordialement,\nHotel Aurora")).toBe(true);
    expect(text).not.toContain("Warm regards");
  });

  it("writes in the guest's register: a formal German letter gets Sie, a casual one du", () => {
    const answers = [{ text: "Hunde sind für 12 EUR pro Nacht willkommen.", language: "de" }];
    const formal = reply({
      language: "de",
      formality: "formal",
      customerFullName: "Thomas Keller",
      customerFirstName: "Thomas",
      answers,
      acknowledge: true,
      followUp: true,
    }).text;
    expect(formal.startsWith("Guten Tag Thomas Keller,\nVielen Dank für Ihre Nachricht.")).toBe(true);
    expect(formal).toContain("Zu Ihren weiteren Fragen meldet sich unser Team in Kürze bei Ihnen.");
    expect(formal).toContain("Freundliche Grüße,");
    expect(formal).not.toContain("Hi Thomas");
    const casual = reply({
      language: "de",
      formality: "informal",
      customerFirstName: "Jonas",
      answers,
      acknowledge: true,
    }).text;
    expect(casual.startsWith("Hallo Jonas,\nDanke für deine Nachricht!")).toBe(true);
    expect(casual).toContain("Viele Grüße,");
  });

  it("adds a closing to a sign-off that is only a signature, and says when it answered in English", () => {
    const composed = reply({ customerFirstName: null, language: "de", brandBrief: brief("The Aurora team") });
    expect(composed.text).toBe(
      "Hello,\n\nDogs are welcome for 12 EUR per night.\n\nBest regards,\nThe Aurora team",
    );
    expect(composed.note).toBe('answered in English: the knowledge has no answer in "de"');
  });
});
