import { resetMessageDecision } from "@inbox/db";
import type { AppContext } from "../context";
import { queueMessageToDecide } from "../jobs/definitions/process-message";

/**
 * "Reprocess" (and a customer created from the message): the message is decided again, on its existing ticket.
 * Reset and job are written together, so the request is never half done.
 */
export async function reprocessMessage(ctx: AppContext, input: { companyId: string; messageId: string }) {
  const afterCommit = await ctx.db.transaction(async (tx) => {
    await resetMessageDecision(tx, input);
    return queueMessageToDecide(ctx, tx, input);
  });
  afterCommit();
}
