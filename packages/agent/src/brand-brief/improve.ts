import { BRAND_BRIEF_SECTIONS, brandBriefTemplate } from "./template";

/** What "Improve with AI" knows about the company (spec 000 §2 /brand-brief, issue 3). */
export interface BrandBriefFacts {
  companyName: string;
  website: string | null;
  /** The chosen plan's name: not brand material, never written into the brief. */
  plan?: string | null;
  features: string[];
  faq: string | null;
}

export type BriefSection = (typeof BRAND_BRIEF_SECTIONS)[number];

export interface ImprovedBrief {
  text: string;
  /** Sections the improvement filled in (each was empty or a placeholder). */
  filled: string[];
  /** Sections still to write: the company's data does not say enough about them. */
  missing: string[];
  /** What changed, in one or two sentences for the owner. */
  summary: string;
}

export interface ImproveOptions {
  /**
   * A whole brief proposed by someone else (the LLM): its sections are used only where the owner's section is empty,
   * instead of the local brain's sentences.
   */
  proposedText?: string;
}

// How an owner may title a section: "## Tone of Voice", "**Our values**", "Who we serve:".
const SECTION_WORDS: [BriefSection, RegExp][] = [
  ["Vision", /\bvision\b/i],
  ["Mission", /\b(mission|purpose)\b/i],
  ["Key Themes", /\b(themes?|pillars?)\b/i],
  ["Objectives", /\b(objectives?|goals?|aims?)\b/i],
  ["Target Audience", /\b(audience|target market|who we serve|our (guests|customers|clients))\b/i],
  [
    "Unique Value Proposition",
    /\b(value proposition|uvp|why (guests|customers|clients|people) choose|unique)\b/i,
  ],
  ["Tone of Voice", /\b(tone|voice|how we (speak|write|sound)|style)\b/i],
  ["Culture", /\b(culture|values|team spirit)\b/i],
];

const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const BOLD_HEADING = /^\s*\*\*([^*]{2,60})\*\*\s*:?\s*$/;
const LABEL_HEADING = /^\s*([A-Z][A-Za-z0-9 &/'’()-]{1,50}):\s*$/;
const PLACEHOLDER = /^\s*(\[[^\]]*\]|tbd|todo|-|…|\.\.\.)\s*$/i;
const SIGN_OFF = /sign(?:-| )?off\s*[:：]\s*\S/i;

function headingOf(line: string): string | null {
  const m = MARKDOWN_HEADING.exec(line) ?? BOLD_HEADING.exec(line) ?? LABEL_HEADING.exec(line);
  return m ? m[1]!.trim() : null;
}

export function sectionOf(heading: string): BriefSection | null {
  return SECTION_WORDS.find(([, words]) => words.test(heading))?.[0] ?? null;
}

interface Block {
  heading: string | null;
  section: BriefSection | null;
  /** Body lines, from the line after the heading up to the next heading. */
  start: number;
  end: number;
}

function blocksOf(lines: string[]): Block[] {
  const blocks: Block[] = [{ heading: null, section: null, start: 0, end: lines.length }];
  lines.forEach((line, i) => {
    const heading = headingOf(line);
    if (heading === null) return;
    blocks.at(-1)!.end = i;
    // A title ("# Hotel Aurora – how we talk to our guests") or a long line is not a section name.
    const isTitle = (blocks.length === 1 && /^\s{0,3}#\s/.test(line)) || heading.split(/\s+/).length > 5;
    blocks.push({ heading, section: isTitle ? null : sectionOf(heading), start: i + 1, end: lines.length });
  });
  return blocks;
}

const isBlank = (lines: string[]) => lines.every((l) => !l.trim() || PLACEHOLDER.test(l));

/** The owner's own words: every line that is neither a heading, a placeholder nor blank. */
function ownerLines(lines: string[]): string[] {
  return lines.filter((l) => l.trim() && !PLACEHOLDER.test(l) && headingOf(l) === null);
}

/** The text of each titled section (for an LLM's answer, read back section by section). */
export function sectionsOf(text: string): Partial<Record<BriefSection, string>> {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const out: Partial<Record<BriefSection, string>> = {};
  for (const block of blocksOf(lines)) {
    if (!block.section || out[block.section]) continue;
    const body = lines.slice(block.start, block.end);
    if (!isBlank(body)) out[block.section] = body.join("\n").trim();
  }
  return out;
}

const ACRONYM = /^[A-Z0-9&]{2,}s?$/;
/** "Channel Manager Integration" → "channel manager integration"; acronyms (CRM, API) stay as they are. */
function lowerFeature(feature: string): string {
  return feature
    .trim()
    .split(/\s+/)
    .map((w) => (ACRONYM.test(w.replace(/[()]/g, "")) ? w : w.toLowerCase()))
    .join(" ");
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// What guests write to a hotel about, as a person names it in a sentence.
const GUEST_TOPICS: [RegExp, string][] = [
  [/\bcheck[- ]?in\b|\barriv/i, "check-in"],
  [/\bcheck[- ]?out\b|\bdepart/i, "check-out"],
  [/\bpark/i, "parking"],
  [/\bbreakfast|\bdinner|\brestaurant|\bmeal/i, "meals"],
  [/\bcancel|\brefund/i, "cancellations"],
  [/\bpets?\b|\bdogs?\b|\bcats?\b/i, "pets"],
  [/\bwi-?fi\b|\binternet\b/i, "Wi-Fi"],
  [/\bairport|\bshuttle|\btransfer|\btaxi|\btrain\b|\bget(ting)? (here|there)\b/i, "getting here"],
  [/\bspa\b|\bpool\b|\bgym\b|\bsauna\b|\bfitness/i, "the spa and facilities"],
  [/\bpay|\binvoice|\bdeposit|\bcredit card/i, "payments and invoices"],
  [/\bbook|\breserv|\bavailab/i, "bookings"],
  [/\bchild|\bkids?\b|\bcots?\b|\bcribs?\b/i, "families with children"],
  [/\baccessib|\bwheelchair/i, "accessibility"],
  [/\bluggage|\bbaggage/i, "luggage"],
];

function guestTopics(faq: string | null): string[] {
  if (!faq) return [];
  const topics: string[] = [];
  for (const [words, topic] of GUEST_TOPICS) if (words.test(faq)) topics.push(topic);
  return topics.slice(0, 5);
}

function hostOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(website.includes("://") ? website : `https://${website}`).host.replace(/^www\./, "");
  } catch {
    return website.replace(/^https?:\/\//, "").replace(/\/.*$/, "") || null;
  }
}

/** Sentences from the company's own data (name, website, features, FAQ); none for what the data does not say. */
function localProposals(facts: BrandBriefFacts, hasSignOff: boolean): Partial<Record<BriefSection, string>> {
  const name = facts.companyName.trim();
  const features = [...new Set(facts.features.map(lowerFeature).filter(Boolean))].slice(0, 5);
  const topics = guestTopics(facts.faq);
  const host = hostOf(facts.website);
  const proposals: Partial<Record<BriefSection, string>> = {
    Mission: `At ${name}, every guest gets a quick, clear and friendly answer, before and during their stay.${host ? ` Everything we promise is also on ${host}.` : ""}`,
    Objectives: [
      "- Answer every guest email quickly and correctly, day and night",
      "- Pass complaints, refunds and special requests to the right colleague",
      "- Turn the questions guests ask most into clear answers they can rely on",
    ].join("\n"),
    "Tone of Voice": `Warm, clear and professional. We greet guests by name, answer their question first, keep sentences short, and never promise what we cannot keep.${hasSignOff ? "" : `\n\nSign-off: The ${name} team`}`,
  };
  const themes = [
    "- Quick, friendly answers, around the clock",
    ...(topics.length ? [`- Everything about the stay: ${listWords(topics)}`] : []),
    ...(features.length ? [`- What we offer: ${listWords(features)}`] : []),
  ];
  if (topics.length || features.length) proposals["Key Themes"] = themes.join("\n");
  if (topics.length)
    proposals["Target Audience"] =
      `Guests who have booked with ${name}, or are thinking about it, and write to us about ${listWords(topics)}.`;
  if (features.length)
    proposals["Unique Value Proposition"] =
      `${name} offers ${listWords(features)}.${host ? ` Guests find the details on ${host}.` : ""}`;
  return proposals;
}

/** The owner's sign-off is theirs: a proposal does not bring a second one. */
function withoutSecondSignOff(
  proposals: Partial<Record<BriefSection, string>>,
  hasSignOff: boolean,
): Partial<Record<BriefSection, string>> {
  if (!hasSignOff) return proposals;
  const out: Partial<Record<BriefSection, string>> = {};
  for (const [section, text] of Object.entries(proposals) as [BriefSection, string][]) {
    const kept = text
      .split("\n")
      .filter((l) => !SIGN_OFF.test(l))
      .join("\n")
      .trim();
    if (kept) out[section] = kept;
  }
  return out;
}

function summaryOf(filled: string[], missing: string[]): string {
  const done = filled.length
    ? `Filled ${listWords(filled)} from your company's details. Nothing you wrote was changed.`
    : "Nothing filled: every section either has your words or needs facts only you know.";
  return missing.length ? `${done} Still to write: ${missing.join(", ")}.` : done;
}

/**
 * "Improve with AI": fills only the sections that are empty (or still a [placeholder]) with sentences from the
 * company's own data, and says what it changed. Whatever the owner wrote, headings, order, sign-off and free text
 * included, stays exactly as it was: a section the owner titled differently ("Our values:", "**Voice**") counts as
 * theirs, and no placeholder is ever added to a brief that has text of its own.
 */
export function improveBrandBrief(
  text: string,
  facts: BrandBriefFacts,
  options: ImproveOptions = {},
): ImprovedBrief {
  const normalized = text.replace(/\r\n?/g, "\n");
  // An empty brief starts from the template, so every section has a place to be filled.
  const lines = (normalized.trim() ? normalized : brandBriefTemplate(facts.companyName))
    .replace(/\n+$/, "")
    .split("\n");
  const own = ownerLines(lines).join("\n");
  const hasSignOff = SIGN_OFF.test(own);
  const proposals =
    options.proposedText !== undefined
      ? withoutSecondSignOff(sectionsOf(options.proposedText), hasSignOff)
      : localProposals(facts, hasSignOff);
  const blocks = blocksOf(lines);

  const filled: string[] = [];
  const missing: string[] = [];
  const seen = new Set<BriefSection>();
  const out: string[] = [];
  for (const block of blocks) {
    if (block.heading !== null) out.push(lines[block.start - 1]!);
    const body = lines.slice(block.start, block.end);
    const section = block.section;
    if (!section || seen.has(section) || !isBlank(body)) {
      if (section) seen.add(section);
      out.push(...body);
      continue;
    }
    seen.add(section);
    const proposal = proposals[section];
    if (!proposal) {
      missing.push(section);
      out.push(...body);
      continue;
    }
    filled.push(section);
    out.push(...proposal.split("\n"), "");
  }
  // Sections the brief has no place for: added at the end when there is something true to say and the owner's text
  // does not already speak of it; never as a bare placeholder.
  const added: string[] = [];
  for (const section of BRAND_BRIEF_SECTIONS) {
    if (seen.has(section)) continue;
    const mentioned = SECTION_WORDS.find(([s]) => s === section)![1].test(own);
    if (mentioned || (section === "Tone of Voice" && SIGN_OFF.test(own))) continue;
    const proposal = proposals[section];
    if (!proposal) {
      missing.push(section);
      continue;
    }
    filled.push(section);
    added.push(`## ${section}`, ...proposal.split("\n"), "");
  }
  while (out.length && !out.at(-1)!.trim()) out.pop();
  const result = added.length ? [...out, "", ...added] : out;
  while (result.length && !result.at(-1)!.trim()) result.pop();
  const order = (list: string[]) =>
    [...list].sort(
      (a, b) =>
        BRAND_BRIEF_SECTIONS.indexOf(a as BriefSection) - BRAND_BRIEF_SECTIONS.indexOf(b as BriefSection),
    );
  return {
    text: `${result.join("\n")}\n`,
    filled: order(filled),
    missing: order(missing),
    summary: summaryOf(order(filled), order(missing)),
  };
}
