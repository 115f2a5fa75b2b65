import { cn } from "@/lib/utils";

export interface TraceStep {
  step: string;
  outcome: string;
  reason?: string;
}

const STEP_LABELS: Record<string, string> = {
  mailbox: "Mailbox",
  filter: "Checks",
  requester: "Sender",
  understand: "Understood",
  thread: "Conversation",
  feedback: "Feedback loop",
  decide: "Decision",
  answer: "Answer",
  sales: "Sales",
  compose: "Reply",
  safety: "Safety check",
  send: "Result",
  inbox: "Support Inbox",
};

const OUTCOMES: Record<string, string> = {
  passed: "passed",
  automated: "automated mail, not answered",
  "do-not-reply": "sender is on the do-not-reply list",
  "loop guard": "stopped a mail loop",
  duplicate: "already received",
  escalate: "handed to a person",
  skip: "skipped (intent set to skip)",
  "ticket only": "ticket made, no reply",
  found: "found in the knowledge",
  "not found": "not found in the knowledge",
  stopped: "stopped: the reply said something the knowledge does not",
  "draft (sandbox)": "reply drafted (sandbox: not sent)",
  "queued for sending": "reply sent",
  "new ticket": "new ticket",
  "no confident intent": "no intent it was sure of",
};

const LANGUAGES: Record<string, string> = {
  en: "English",
  fr: "French",
  de: "German",
  es: "Spanish",
  it: "Italian",
  pt: "Portuguese",
  nl: "Dutch",
};

const percent = (score: string) => `${Math.min(100, Math.round(Number(score) * 100))}%`;

/** "0.87" → "87%"; "faq:faq-4" / "faq-4" → "FAQ entry 5"; "check_in" → "check in"; a long id → its first 8 characters. */
function inWords(text: string): string {
  return text
    .replace(/\bfaq:faq-(\d+)\b|\bfaq-(\d+)\b/g, (_, a, b) => `FAQ entry ${Number(a ?? b) + 1}`)
    .replace(/\b([a-z]+(?:_[a-z]+)+)\b/g, (key: string) => key.replaceAll("_", " "))
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, (id: string) =>
      id.slice(0, 8),
    )
    .replace(/\(\s*([01]\.\d\d)\s*\)/g, (_, score: string) => `(${percent(score)} sure)`)
    .replace(/\b[01]\.\d\d\b/g, (score: string) => percent(score))
    .replace(/\bbest score\b/, "best match")
    .replace(/\blanguage ([a-z]{2})\b/, (_, code: string) => `language: ${LANGUAGES[code] ?? code}`);
}

/** One trace step as a sentence an owner reads ("Understood: Parking (100% sure)"). */
export function describeStep(step: TraceStep): { label: string; outcome: string; reason: string | null } {
  return {
    label: STEP_LABELS[step.step] ?? step.step.charAt(0).toUpperCase() + step.step.slice(1),
    outcome: inWords(OUTCOMES[step.outcome] ?? step.outcome),
    reason: step.reason ? inWords(step.reason) : null,
  };
}

const RESULT_PREFIXES: [RegExp, string][] = [
  [/^drafted:/, "Drafted a reply:"],
  [/^replied:/, "Replied:"],
  [/^escalated:/, "Handed to a person:"],
  [/^feedback loop:/, "Asked a responsable:"],
  [/^skipped:/, "Skipped:"],
  [/^filtered:/, "Not answered:"],
  [/^ticket only:/, "Ticket made, no reply:"],
  [/^learned:/, "Learned:"],
  [/^failed:/, "Could not be processed:"],
];

/**
 * A message's short result ("drafted: Parking (1.00)") in words ("Drafted a reply: Parking (100% sure)"), wherever
 * an owner reads it: the ticket page, the message page and the messages list.
 */
export function readableResult(result: string): string {
  // What it was before a person asked for it ("escalated: a person asked for it (was: filtered: …)"), in words too.
  const was = /^(.*\(was: )(.*)\)$/.exec(result);
  if (was) return `${readableResult(was[1]!.slice(0, -"(was: ".length))}(was: ${readableResult(was[2]!)})`;
  const prefix = RESULT_PREFIXES.find(([pattern]) => pattern.test(result));
  return inWords(prefix ? result.replace(prefix[0], prefix[1]) : result);
}

/** The agent's steps for one message (messages.trace), as a person reads them. */
export function AgentTrace({ steps, className }: { steps: TraceStep[]; className?: string }) {
  return (
    <ol className={cn("list-decimal space-y-0.5 pl-5", className)}>
      {steps.map((s, i) => {
        const { label, outcome, reason } = describeStep(s);
        return (
          <li key={`${s.step}-${i}`}>
            <span className="font-medium">{label}:</span> {outcome}
            {reason ? <span className="text-slate-500"> ({reason})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
