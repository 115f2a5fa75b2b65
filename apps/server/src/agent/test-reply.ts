import { randomUUID } from "node:crypto";
import { decide, type Facts, type Plan } from "@inbox/agent";
import { extractNewContent } from "@inbox/mail";
import type { AppContext } from "../context";
import { brainsFor } from "./brains";
import { loadAgentSetup, loadSender } from "./facts";

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
  /** What the agent would do with this mail if it came in for real (the plan's short form). */
  action: string;
}

export interface TestCustomer {
  id?: string | null;
  email?: string | null;
  firstName: string | null;
  lastName?: string | null;
}

/** What the agent would do with a pasted email: the same decision as live mail, applied to nothing. */
export function testReplyOf(plan: Plan): TestReply {
  const intent = plan.intent ? { id: plan.intent.id, name: plan.intent.name } : null;
  const system = (reply: string): TestReply => ({
    reply,
    isSystemMessage: true,
    intent,
    action: plan.result,
  });
  if (!plan.ticket) return system(`This email would be skipped: ${plan.result.replace(/^filtered: /, "")}.`);
  if (plan.reply && !plan.trace.some((s) => s.step === "safety" && s.outcome === "stopped"))
    return { reply: plan.reply.text, isSystemMessage: false, intent, action: plan.result };
  if (plan.systemReply) return system(testSystemReplies[plan.systemReply]);
  if (plan.result.startsWith("ticket only"))
    return system("This email comes from your team: the agent would open a ticket and not answer it.");
  return system(testSystemReplies.notConfigured);
}

/**
 * process-test-reply (agent.md §3): the pasted text decided exactly as a real email from the selected customer
 * would be (quotes and signature stripped, filters applied), writing no ticket and sending nothing.
 */
export async function processTestReply(
  ctx: AppContext,
  input: { companyId: string; userId: string; text: string; customer: TestCustomer | null },
): Promise<TestReply> {
  const setup = await loadAgentSetup(ctx, { companyId: input.companyId, ownerUserId: input.userId });
  const email = input.customer?.email?.toLowerCase() ?? null;
  const sender = await loadSender(ctx, { companyId: input.companyId, address: email });
  const name = [input.customer?.firstName, input.customer?.lastName].filter(Boolean).join(" ");
  const facts: Facts = {
    message: {
      id: randomUUID(),
      subject: null,
      from: email ? { address: email, name } : null,
      content: extractNewContent(input.text.slice(0, 64_000)),
      automated: null,
      mailboxType: null,
    },
    sender,
    duplicateOf: null,
    ticket: null,
    reprocess: false,
    feedbackAnswer: null,
    setup,
    // The Test Agent shows what the agent would answer, whatever today's plan usage.
    aiRepliesToday: 0,
    ids: { ticket: randomUUID(), feedbackMessage: randomUUID() },
    baseUrl: ctx.baseUrl,
  };
  if (!email && input.customer?.firstName) facts.message.from = { address: "customer@example.invalid", name };
  return testReplyOf(await decide(facts, brainsFor(ctx)));
}
