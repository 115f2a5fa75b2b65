import { readableResult } from "@/components/agent-trace";

/** The kinds of action a replay counts by (the server's `actionOf`), in an owner's words. */
const ACTION_WORDS: Record<string, string> = {
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

/** "Anna Weber <anna@guest.test>" → "Anna Weber"; a bare address stays. */
export function senderName(from: string | null) {
  if (!from) return "Unknown sender";
  const name = /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(from)?.[1]?.trim();
  return name || from.replace(/^<|>$/g, "");
}

export function senderAddress(from: string | null) {
  return /<([^>]+)>/.exec(from ?? "")?.[1] ?? null;
}
