import { describe, expect, it } from "vitest";
import { improveBrandBrief } from "./improve";
import { brandBriefTemplate } from "./template";

const facts = {
  companyName: "Hotel Aurora",
  website: "https://aurora.test",
  plan: "Standard",
  features: ["Channel manager", "Online check-in"],
  faq: "Q: Do you have parking?\nA: Yes.\n\nIs breakfast included?\nYes.",
};

describe("Improve with AI (local brain)", () => {
  it("fills the placeholders the company's data answers, proposes a tone, and flags what is still empty", () => {
    const result = improveBrandBrief(brandBriefTemplate("Hotel Aurora"), facts);
    expect(result.filled).toEqual(
      expect.arrayContaining([
        "Mission",
        "Key Themes",
        "Tone of Voice",
        "Unique Value Proposition",
        "Target Audience",
      ]),
    );
    expect(result.missing).toEqual(["Vision", "Culture"]);
    expect(result.text).toContain("Hotel Aurora offers Channel manager, Online check-in (see aurora.test).");
    expect(result.text).toContain("Sign-off: The Hotel Aurora team");
    expect(result.text).toContain("[Describe the long-term vision of Hotel Aurora]");
  });

  it("leaves what the user wrote untouched", () => {
    const mine = brandBriefTemplate("Hotel Aurora").replace(
      "[How Hotel Aurora speaks: formal or casual, warm or concise, words to use and to avoid]",
      "Playful and short.",
    );
    const result = improveBrandBrief(mine, facts);
    expect(result.text).toContain("## Tone of Voice\nPlayful and short.");
    expect(result.filled).not.toContain("Tone of Voice");
  });
});
