/**
 * The safety check of agent.md §2 step 9: before anything is sent, every number, price, date, time, URL, phone
 * number and email address in the reply must appear in the knowledge it used, and the reply must not promise a
 * refund, discount, compensation or exception the knowledge does not state.
 */
export interface SafetyResult {
  ok: boolean;
  /** What is not supported by the knowledge, in words a person reads on the ticket. */
  problems: string[];
}

const URL_RE = /\bhttps?:\/\/[^\s<>()"']+/gi;
const EMAIL_RE = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
// Prices and other numbers (with currency signs, decimals, times like 14:00, dates like 12/05).
const NUMBER_RE = /(?:[$€£¥]\s?)?\d+(?:[.,:/-]\d+)*(?:\s?(?:%|€|eur|usd|gbp|chf))?/gi;

const PROMISES: { words: RegExp; label: string }[] = [
  {
    words: /\b(refund(?:ed|s)?|reimburs\w*|money back|rembours\w*|reembols\w*|rückerstatt\w*|rimbors\w*)\b/i,
    label: "a refund",
  },
  {
    words: /\b(discount\w*|rabais|remise|descuento|rabatt|sconto|% off|free of charge|complimentary)\b/i,
    label: "a discount",
  },
  {
    words: /\b(compensat\w*|indemni\w*|entschädig\w*|voucher|credit note|goodwill)\b/i,
    label: "compensation",
  },
  { words: /\b(exception|waive\w*|make an exception|special arrangement)\b/i, label: "an exception" },
];

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, " ");
const digitsOf = (s: string) => s.replace(/[^\d]/g, "");

export function checkReplySafety(reply: string, knowledge: string[]): SafetyResult {
  const source = normalise(knowledge.join("\n"));
  const sourceDigits = new Set((source.match(NUMBER_RE) ?? []).map(digitsOf).filter(Boolean));
  const problems: string[] = [];
  let rest = reply;
  for (const url of reply.match(URL_RE) ?? []) {
    const clean = url.replace(/[.,;:!?]+$/, "");
    if (!source.includes(clean.toLowerCase())) problems.push(`the link ${clean}`);
    rest = rest.replace(url, " ");
  }
  for (const email of rest.match(EMAIL_RE) ?? []) {
    if (!source.includes(email.toLowerCase())) problems.push(`the address ${email}`);
    rest = rest.replace(email, " ");
  }
  for (const number of rest.match(NUMBER_RE) ?? []) {
    const digits = digitsOf(number);
    if (!digits) continue;
    if (!sourceDigits.has(digits) && !source.includes(number.toLowerCase()))
      problems.push(`the figure "${number.trim()}"`);
  }
  for (const promise of PROMISES) {
    if (promise.words.test(reply) && !promise.words.test(source))
      problems.push(`a promise of ${promise.label.replace(/^an? /, "")}`);
  }
  return { ok: problems.length === 0, problems: [...new Set(problems)] };
}
