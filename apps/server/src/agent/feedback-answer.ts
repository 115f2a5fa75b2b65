import { planFromAnswer } from "@inbox/agent";
import { getFeedbackAnswer, getTicketFacts } from "@inbox/db";
import type { AppContext } from "../context";
import { applyPlan } from "./apply";
import { loadAgentSetup } from "./facts";

/**
 * A responsable's answer given in the ticket's Feedback Loop Conversation dialog (agent.md §2 step 8): learned as
 * knowledge, the customer answered from it (sent in live mode, drafted in sandbox), the loop flag cleared.
 */
export async function acceptFeedbackAnswer(
  ctx: AppContext,
  input: { companyId: string; ticketId: string; feedbackMessageId: string; reuse?: boolean },
) {
  const answer = await getFeedbackAnswer(ctx.db, input);
  const ticket = await getTicketFacts(ctx.db, { companyId: input.companyId, id: input.ticketId });
  if (!answer || !ticket) throw new Error("Feedback message not found");
  const setup = await loadAgentSetup(ctx, { companyId: input.companyId });
  const plan = planFromAnswer(setup, ticket, answer.content.trim(), [], null, input.reuse);
  plan.result = `learned: answer from the responsable for ticket ${ticket.id.slice(0, 8)}`;
  await applyPlan(ctx, {
    companyId: input.companyId,
    mailboxId: ticket.mailboxId,
    messageId: null,
    plan,
    answerId: input.feedbackMessageId,
  });
}
