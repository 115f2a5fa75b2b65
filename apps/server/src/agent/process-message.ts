import { decide } from "@inbox/agent";
import { markMessageDecided } from "@inbox/db";
import type { AppContext } from "../context";
import { type Applied, type ApplyInput, applyPlan } from "./apply";
import { brainsFor } from "./brains";
import { loadMessageFacts } from "./facts";

/**
 * Where an email becomes a ticket (agent.md §2, issue 16): load the facts, decide, apply the plan in one
 * transaction. Running it again for the same message changes nothing; after a reprocess it updates the same ticket.
 */
export async function processMessage(
  ctx: AppContext,
  input: { companyId: string; messageId: string },
  hooks?: ApplyInput["hooks"],
): Promise<Applied | null> {
  const loaded = await loadMessageFacts(ctx, input);
  if (!loaded || loaded.message.processed) return null;
  const baseTrace = (loaded.message.trace as object | null) ?? {};
  if (!loaded.mailboxActive) {
    // Kept, not answered: the owner switched this mailbox off. "Reprocess" on the message page runs it later.
    const result = "kept, not processed: the mailbox was switched off when this mail arrived";
    await markMessageDecided(ctx.db, {
      companyId: input.companyId,
      messageId: input.messageId,
      result,
      outcome: "kept",
      trace: { ...baseTrace, steps: [{ step: "mailbox", outcome: "switched off" }], result },
    });
    return { applied: true, ticketId: null };
  }
  const plan = await decide(loaded.facts, brainsFor(ctx));
  return applyPlan(ctx, {
    companyId: input.companyId,
    mailboxId: loaded.message.mailboxId,
    messageId: input.messageId,
    plan,
    replyTo: loaded.mailboxReplyTo,
    baseTrace,
    hooks,
  });
}
