import { BRAND_BRIEF_SECTIONS } from "./template";

/** What "Improve with AI" knows about the company (spec 000 §2 /brand-brief, issue 3). */
export interface BrandBriefFacts {
  companyName: string;
  website: string | null;
  plan: string | null;
  features: string[];
  faq: string | null;
}

export interface ImprovedBrief {
  text: string;
  /** Sections the improvement filled in. */
  filled: string[];
  /** Sections still empty (placeholders the company's data could not answer). */
  missing: string[];
}

const PLACEHOLDER = /^\s*\[[^\]]*\]\s*$/;

function parseSections(text: string) {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const sections: { heading: string; body: string[] }[] = [];
  const preamble: string[] = [];
  for (const line of lines) {
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) sections.push({ heading: heading[1]!.trim(), body: [] });
    else if (sections.length) sections.at(-1)!.body.push(line);
    else preamble.push(line);
  }
  return { preamble, sections };
}

const isEmpty = (body: string[]) => body.every((l) => !l.trim() || PLACEHOLDER.test(l));

function faqTopics(faq: string | null): string[] {
  if (!faq) return [];
  return faq
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => /\?$/.test(l) || /^q\s*[:.]/i.test(l))
    .map((l) => l.replace(/^q\s*[:.]\s*/i, "").replace(/\?$/, ""))
    .slice(0, 5);
}

/**
 * The local brain's "Improve with AI": fills every placeholder the company's own data can answer (name, website,
 * chosen features, FAQ, plan), proposes a tone of voice, and says which sections are still empty. Deterministic; a
 * section the user already wrote is left exactly as it is.
 */
export function improveBrandBrief(text: string, facts: BrandBriefFacts): ImprovedBrief {
  const { preamble, sections } = parseSections(text);
  const name = facts.companyName;
  const features = facts.features.slice(0, 6);
  const topics = faqTopics(facts.faq);
  const host = facts.website ? facts.website.replace(/^https?:\/\//, "").replace(/\/$/, "") : null;
  const proposals: Record<string, string | null> = {
    Mission: `${name} helps its guests and customers get fast, accurate answers${features.length ? `, backed by ${features.slice(0, 3).join(", ")}` : ""}.`,
    "Key Themes":
      features.length || topics.length
        ? [...features.slice(0, 3), ...topics.slice(0, 2)].map((t) => `- ${t}`).join("\n")
        : null,
    Objectives: `- Answer every customer email quickly and correctly, 24/7\n- Hand complaints, refunds and sensitive questions to the right person\n- Turn frequent questions into clear, reusable answers${facts.plan ? `\n- Make the most of the ${facts.plan} plan` : ""}`,
    "Target Audience": topics.length
      ? `Customers who ask about ${topics.map((t) => t.toLowerCase()).join("; ")}.`
      : null,
    "Unique Value Proposition": features.length
      ? `${name} offers ${features.join(", ")}${host ? ` (see ${host})` : ""}.`
      : null,
    "Tone of Voice": `Warm, clear and professional. We greet customers by name, answer the question first, keep sentences short, and never promise what we cannot keep.\n\nSign-off: The ${name} team`,
    Vision: null,
    Culture: null,
  };
  const filled: string[] = [];
  const missing: string[] = [];
  const out = sections.map((s) => {
    if (!isEmpty(s.body)) return s;
    const proposal = proposals[s.heading];
    if (proposal) {
      filled.push(s.heading);
      return { heading: s.heading, body: [proposal, ""] };
    }
    missing.push(s.heading);
    return s;
  });
  for (const heading of BRAND_BRIEF_SECTIONS) {
    if (!out.some((s) => s.heading === heading)) {
      const proposal = proposals[heading];
      out.push({ heading, body: [proposal ?? `[${heading}]`, ""] });
      (proposal ? filled : missing).push(heading);
    }
  }
  const textOut = [...preamble, ...out.flatMap((s) => [`## ${s.heading}`, ...s.body])]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd();
  return { text: `${textOut}\n`, filled, missing };
}
