/**
 * Sales-lead qualification (agent.md §2 step 11): what the lead told us (property type, size, current tools,
 * timeline, role), what to ask for, and the booking link once qualified.
 */
export interface SalesQualification {
  learned: Record<string, string>;
  missing: string[];
  qualified: boolean;
  /** Sentences to add to the reply. */
  ask: string[];
  /** Texts the reply may quote (the booking link), for the safety check. */
  sources: string[];
}

const FACTS: { key: string; label: string; question: string; pattern: RegExp }[] = [
  {
    key: "propertyType",
    label: "property type",
    question: "What kind of property do you run (hotel, aparthotel, hostel, vacation rentals…)?",
    pattern:
      /\b(hotel|hostel|aparthotel|b&b|bed and breakfast|guest ?house|resort|vacation rentals?|holiday homes?|apartments?|motel|inn)\b/i,
  },
  {
    key: "size",
    label: "number of properties or rooms",
    question: "How many properties and rooms do you manage?",
    pattern: /\b(\d+)\s*(rooms?|units?|properties|hotels|keys|apartments)\b/i,
  },
  {
    key: "tools",
    label: "current PMS or tools",
    question: "Which PMS or tools do you use today?",
    pattern:
      /\b(opera|mews|cloudbeds|protel|apaleo|guestline|little hotelier|sirvoy|excel|spreadsheets?|pms|channel manager|booking engine)\b/i,
  },
  {
    key: "timeline",
    label: "timeline",
    question: "When would you like to have the new system running?",
    pattern:
      /\b(asap|next (week|month|quarter|year|season)|this (month|quarter|year)|by (january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|spring|summer|autumn|fall|winter)|within \d+ (weeks?|months?))\b/i,
  },
  {
    key: "role",
    label: "your role",
    question: "What is your role in the company?",
    pattern:
      /\b(owner|general manager|gm|manager|director|ceo|founder|revenue manager|front office manager|it manager)\b/i,
  },
];

export function qualifySalesLead(text: string, bookingUrl: string | null): SalesQualification {
  const learned: Record<string, string> = {};
  const missing: string[] = [];
  for (const fact of FACTS) {
    const match = fact.pattern.exec(text);
    if (match) learned[fact.key] = match[0];
    else missing.push(fact.label);
  }
  const qualified = missing.length <= 1;
  const ask: string[] = [];
  const sources: string[] = [];
  if (!qualified) {
    ask.push(
      `To prepare the right proposal, could you tell us a little more?\n${FACTS.filter((f) => !learned[f.key])
        .map((f) => `- ${f.question}`)
        .join("\n")}`,
    );
  }
  if (qualified && bookingUrl) {
    ask.push(`You can book a demo at a time that suits you here: ${bookingUrl}`);
    sources.push(bookingUrl);
  } else if (qualified) {
    ask.push("A member of our team will contact you shortly to arrange a demo.");
  }
  return { learned, missing, qualified, ask, sources };
}
