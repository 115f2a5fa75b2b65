import { checkReplySafety, composeReply } from "@inbox/agent";
import type { AppContext } from "../context";
import { INTENT_CONFIDENCE_THRESHOLD } from "./brain";
import { brainFor } from "./brains";
import { loadAgentSetup } from "./setup";

/** The three fixed system replies of the Test Agent (agent.md §3). */
export const testSystemReplies = {
  notConfigured:
    "This message's intent is not part of your agent configuration, so the agent would not answer it. It would be escalated to your team.",
  notFound:
    "The answer to this question is not in your knowledge base yet. The agent would ask the escalation responsable and learn from the answer.",
  humanOnly:
    "This intent is set to never be answered by the agent. The message would be escalated to the assigned responsable.",
} as const;

export interface TestReply {
  reply: string;
  isSystemMessage: boolean;
  intent: { id: string; name: string } | null;
}

/**
 * process-test-reply (agent.md §3): steps 4–9 on pasted text as if the selected customer wrote it. Writes no ticket and
 * sends nothing.
 */
export async function processTestReply(
  ctx: AppContext,
  input: { companyId: string; userId: string; text: string; customer: { firstName: string | null } | null },
): Promise<TestReply> {
  const setup = await loadAgentSetup(ctx, { companyId: input.companyId, ownerUserId: input.userId });
  const brain = brainFor(ctx);
  const local = brainFor(ctx, "local");
  const understanding = await brain
    .understand(input.text, setup.brainContext)
    .catch(() => local.understand(input.text, setup.brainContext));
  const top = understanding.intents[0];
  const intent =
    top && top.confidence >= INTENT_CONFIDENCE_THRESHOLD
      ? setup.intents.find((i) => i.key === top.key)
      : undefined;
  const asIntent = intent ? { id: intent.id, name: intent.name } : null;
  const system = (reply: string): TestReply => ({ reply, isSystemMessage: true, intent: asIntent });
  if (!setup.configured || !intent || intent.group === "none") return system(testSystemReplies.notConfigured);
  if (intent.group === "never") return system(testSystemReplies.humanOnly);
  if (intent.group === "skip") return system(testSystemReplies.notConfigured);
  const answer = await brain
    .answer(input.text, intent.key, understanding.language, setup.brainContext)
    .catch(() => local.answer(input.text, intent.key, understanding.language, setup.brainContext));
  if (!answer.found) return system(testSystemReplies.notFound);
  const composed = composeReply({
    customerFirstName: input.customer?.firstName ?? null,
    language: understanding.language,
    answers: answer.body
      ? [{ text: answer.body, language: understanding.language }]
      : answer.entries.map((e) => ({ text: e.answer, language: e.language })),
    companyName: setup.companyName,
    brandBrief: setup.brandBrief,
  });
  const safety = checkReplySafety(composed.text, [
    ...answer.entries.map((e) => `${e.question ?? ""}\n${e.answer}`),
    setup.companyName,
  ]);
  if (!safety.ok) return system(testSystemReplies.notFound);
  return { reply: composed.text, isSystemMessage: false, intent: asIntent };
}
