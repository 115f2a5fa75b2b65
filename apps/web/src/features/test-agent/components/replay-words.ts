import { readableResult } from "@/components/agent-trace";

/** The kinds of action a replay counts by (the server's `actionOf`), in an owner's words. */
const ACTION_WORDS: Record<string, string> = {
  reply: "Answered",
  reply_and_handover: "Answered in part",
  handover_translation: "Drafted for a person",
  ask_responsable: "Asked a responsable",
  escalate: "Handed to a person",
  skip: "Skipped",
  filter: "Filtered out",
  ticket_only: "Ticket only",
  // Words of replays run before the outcome was stored with each message.
  answered: "Answered",
  "answered in part": "Answered in part",
  escalated: "Handed to a person",
  "feedback loop": "Asked a responsable",
  "handed over": "Drafted for a person",
  skipped: "Skipped",
  filtered: "Filtered out",
  "ticket only": "Ticket only",
  learned: "Learned an answer",
  kept: "Kept, not processed",
  failed: "Failed",
  "not decided": "Not decided yet",
};

export function actionWords(action: string) {
  return ACTION_WORDS[action] ?? action.charAt(0).toUpperCase() + action.slice(1);
}

/** Results the shared wording does not know yet. */
const MORE_RESULTS: [RegExp, string][] = [
  [/^answered in part:/, "Answered in part:"],
  [/^handed over:/, "Drafted for a person:"],
];

/** A stored result ("feedback loop: question not found …") as a sentence an owner reads. */
export function resultWords(result: string | null) {
  if (!result) return "Not decided yet: the message was still waiting for the agent.";
  const more = MORE_RESULTS.find(([pattern]) => pattern.test(result));
  const words = readableResult(more ? result.replace(more[0], more[1]) : result);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const languageName = (code: string) => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * Under a Test Agent reply that would not go out as it stands, what would happen to it: a draft a person translates
 * (the answer exists only in another language than the guest's), or one a person completes. Null for a reply the
 * agent would send (or draft in sandbox) as it is.
 */
export function draftNote(result: string | null | undefined): string | null {
  if (!result) return null;
  const translation = /^handed over: translation needed \((\w+) → (\w+)\)/.exec(result);
  if (translation)
    return `A person would translate this draft before it is sent: the answer is in ${languageName(translation[1]!)}, the guest wrote in ${languageName(translation[2]!)}.`;
  if (/^(handed over|answered in part):/.test(result)) return resultWords(result);
  return null;
}

/** "Anna Weber <anna@guest.test>" → "Anna Weber"; a bare address stays. */
export function senderName(from: string | null) {
  if (!from) return "Unknown sender";
  const name = /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(from)?.[1]?.trim();
  return name || from.replace(/^<|>$/g, "");
}

export function senderAddress(from: string | null) {
  return /<([^>]+)>/.exec(from ?? "")?.[1] ?? null;
}
