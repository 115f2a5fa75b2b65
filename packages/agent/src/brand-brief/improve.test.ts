import { describe, expect, it } from "vitest";
import { toneOf } from "../compose/reply";
import { improveBrandBrief } from "./improve";
import { brandBriefTemplate } from "./template";

const facts = {
  companyName: "Hotel Aurora",
  website: "https://www.hotel-aurora.example",
  plan: "Standard",
  features: ["Channel Manager Integration", "Mobile App", "CRM", "Spa booking"],
  faq: [
    "What time is check-in?",
    "Check-in is from 3 pm; early check-in on request.",
    "",
    "Q: Do you have parking?",
    "A: Yes, 15 EUR per night in our garage.",
    "",
    "Is breakfast included?",
    "Yes, served 7-10:30 in the winter garden.",
  ].join("\n"),
};

/** Every line the owner wrote (not blank, not a [placeholder]) that the improved text no longer has, in order. */
function lostLines(before: string, after: string): string[] {
  const kept = after.split("\n");
  let from = 0;
  const lost: string[] = [];
  for (const line of before.split("\n")) {
    if (!line.trim() || /^\s*\[[^\]]*\]\s*$/.test(line)) continue;
    const at = kept.indexOf(line, from);
    if (at === -1) lost.push(line);
    else from = at + 1;
  }
  return lost;
}

/** What the local brain must never write: FAQ questions as themes, plan names, placeholders of its own. */
function expectPublishable(text: string, before: string) {
  const added = text.split("\n").filter((l) => !before.split("\n").includes(l));
  expect(added.filter((l) => l.trim().endsWith("?"))).toEqual([]);
  expect(added.join("\n")).not.toMatch(/plan\b|Standard|\[[^\]]*\]|What time|Do you have/);
}

const FULL = `# Hotel Aurora – how we talk to our guests

## Vision
To be the warmest small hotel on the Ligurian coast, where guests come back every summer.

## Mission
We look after every guest as if they were staying with family: honest advice, quick answers, no small print.

## Key Themes
- Sea views and slow mornings
- Local food, local people
- Family-run since 1962

## Objectives
- Answer every email within the hour during the season
- Win back guests who cancelled

## Target Audience
Couples and young families from Italy, Germany and Switzerland who book directly with us.

## Unique Value Proposition
The only hotel in Camogli with its own boat for guests.

## Tone of Voice
Friendly and warm, first names, short sentences. Never "Dear Sir/Madam".

Sign-off: Warm regards, the front desk team

## Culture
We are twelve people, most of us from the village. We say yes first and find a way after.
`;

const HALF = `# Hotel Aurora Brand Brief

## Vision
To be the warmest small hotel on the Ligurian coast.

## Mission
[What Hotel Aurora does every day, and for whom]

## Key Themes
[Three to five themes customers should associate with Hotel Aurora]

## Objectives

## Target Audience
[Who your customers are: your target market, their needs and expectations]

## Unique Value Proposition
[Why customers choose Hotel Aurora rather than someone else]

## Tone of Voice
[How Hotel Aurora speaks: formal or casual, warm or concise, words to use and to avoid]

## Culture
[The values and culture of the Hotel Aurora team]

## House rules
Quiet hours from 11 pm. Dogs welcome in the garden rooms.

Sign-off: Un caro saluto, Famiglia Rossi
`;

const FREE_FORM = `About Hotel Aurora
We are a family-run hotel by the harbour, open since 1962.
Our vision: a place where guests feel at home from the first email.
Our values are honesty and hospitality; we would rather say no than promise too much.

Voice: casual, first names, a little Italian warmth.
Sign-off: Ciao, the Aurora front desk
`;

describe("Improve with AI without an LLM (local brain)", () => {
  it("a full brief comes back exactly as the owner wrote it", () => {
    const result = improveBrandBrief(FULL, facts);
    expect(result.text).toBe(FULL);
    expect(result.filled).toEqual([]);
    expect(result.missing).toEqual([]);
    expect(result.summary).toMatch(/^Nothing filled/);
    expect(toneOf(result.text).signature).toBe("the front desk team");
  });

  it("a half-filled brief keeps every line the owner wrote and gets only its empty sections filled", () => {
    const result = improveBrandBrief(HALF, facts);
    expect(lostLines(HALF, result.text)).toEqual([]);
    expect(result.filled).toEqual([
      "Mission",
      "Key Themes",
      "Objectives",
      "Target Audience",
      "Unique Value Proposition",
      "Tone of Voice",
    ]);
    expect(result.missing).toEqual(["Culture"]);
    expect(result.summary).toBe(
      "Filled Mission, Key Themes, Objectives, Target Audience, Unique Value Proposition and Tone of Voice from your company's details. Nothing you wrote was changed. Still to write: Culture.",
    );
    // The owner's Vision and sign-off stay theirs: no second sign-off, no placeholder over what they wrote.
    expect(result.text).toContain("## Vision\nTo be the warmest small hotel on the Ligurian coast.\n");
    expect(result.text.match(/Sign-off/g)).toHaveLength(1);
    expect(toneOf(result.text)).toMatchObject({ closing: null, signature: "Un caro saluto, Famiglia Rossi" });
    expect(result.text).toContain("## Culture\n[The values and culture of the Hotel Aurora team]");
    expect(result.text).toContain(
      "## House rules\nQuiet hours from 11 pm. Dogs welcome in the garden rooms.",
    );
    // Sentences a hotel would publish, from its name, website, features and FAQ.
    expect(result.text).toContain(
      "Hotel Aurora offers channel manager integration, mobile app, CRM and spa booking. Guests find the details on hotel-aurora.example.",
    );
    expect(result.text).toContain("- Everything about the stay: check-in, parking and meals");
    expect(result.text).toContain(
      "Guests who have booked with Hotel Aurora, or are thinking about it, and write to us about check-in, parking and meals.",
    );
    expectPublishable(result.text, HALF);
  });

  it("a free-form brief is never turned into [Vision] placeholders, and its sign-off stays", () => {
    const result = improveBrandBrief(FREE_FORM, facts);
    expect(result.text.startsWith(FREE_FORM.trimEnd())).toBe(true);
    expect(lostLines(FREE_FORM, result.text)).toEqual([]);
    expect(result.text).not.toMatch(/\[[^\]]*\]/);
    expect(result.text).not.toContain("## Vision");
    expect(result.text).not.toContain("## Culture");
    expect(result.text).not.toContain("## Tone of Voice");
    expect(result.text.match(/Sign-off/g)).toHaveLength(1);
    expect(result.filled).toEqual([
      "Mission",
      "Key Themes",
      "Objectives",
      "Target Audience",
      "Unique Value Proposition",
    ]);
    expectPublishable(result.text, FREE_FORM);
  });

  it("an empty brief gets the template with what the company's data can say, and names what is left", () => {
    for (const empty of ["", "   \n", brandBriefTemplate("Hotel Aurora")]) {
      const result = improveBrandBrief(empty, facts);
      expect(result.missing).toEqual(["Vision", "Culture"]);
      expect(result.filled).toEqual([
        "Mission",
        "Key Themes",
        "Objectives",
        "Target Audience",
        "Unique Value Proposition",
        "Tone of Voice",
      ]);
      expect(result.text).toContain("# Hotel Aurora Brand Brief");
      expect(result.text).toContain("[Describe the long-term vision of Hotel Aurora]");
      expect(result.text).toContain(
        "At Hotel Aurora, every guest gets a quick, clear and friendly answer, before and during their stay. Everything we promise is also on hotel-aurora.example.",
      );
      expect(result.text).toContain("Sign-off: The Hotel Aurora team");
      expectPublishable(result.text, brandBriefTemplate("Hotel Aurora"));
    }
  });

  it("with no features and no FAQ it writes only what is true of any hotel, and says the rest is the owner's", () => {
    const result = improveBrandBrief(brandBriefTemplate("Casa Lupo"), {
      companyName: "Casa Lupo",
      website: null,
      features: [],
      faq: null,
    });
    expect(result.filled).toEqual(["Mission", "Objectives", "Tone of Voice"]);
    expect(result.missing).toEqual([
      "Vision",
      "Key Themes",
      "Target Audience",
      "Unique Value Proposition",
      "Culture",
    ]);
  });

  it("an LLM's proposals fill only empty sections too, and never bring a second sign-off", () => {
    const proposed = `# Hotel Aurora Brand Brief\n\n## Vision\nA new vision the owner did not ask for.\n\n## Mission\nWe make every stay easy.\n\n## Tone of Voice\nCalm and kind.\nSign-off: Best, the team\n`;
    const result = improveBrandBrief(HALF, facts, { proposedText: proposed });
    expect(lostLines(HALF, result.text)).toEqual([]);
    expect(result.text).not.toContain("A new vision");
    expect(result.text).toContain("## Mission\nWe make every stay easy.");
    expect(result.text).toContain("## Tone of Voice\nCalm and kind.\n");
    expect(result.text.match(/Sign-off/g)).toHaveLength(1);
    expect(result.filled).toEqual(["Mission", "Tone of Voice"]);
  });
});
