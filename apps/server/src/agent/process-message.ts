import { markMessageDecided } from "@inbox/db";
import type { AppContext } from "../context";
import { type Applied, type ApplyInput, applyPlan } from "./apply";
import { loadMessageFacts } from "./facts";
import { decideOffLoop } from "./threads/agent-pool";

/**
 * Where an email becomes a ticket (agent.md §2, issue 16): load the facts, decide (on an agent thread), apply the plan
 * in one transaction. Running it again for the same message changes nothing; after a reprocess it updates the same ticket.
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
  // On an agent thread (decision 0013): the first mail after a change to the intents trains the company's classifier,
  // seconds that would otherwise hold every request of this server. The plan is applied here, once (apply.ts).
  const plan = await decideOffLoop(ctx, loaded.facts);
  return inTurn(ctx, () =>
    applyPlan(ctx, {
      companyId: input.companyId,
      mailboxId: loaded.message.mailboxId,
      messageId: input.messageId,
      plan,
      replyTo: loaded.mailboxReplyTo,
      baseTrace,
      hooks,
    }),
  );
}

let applying: Promise<unknown> = Promise.resolve();

/**
 * On the embedded database, plans are applied one at a time, each after a turn of the event loop. PGlite's queries
 * resolve as promise callbacks, which run before any network event: when a burst of decisions came back from the
 * agent threads together, their transactions ran back to back and held every request of the server (5 s for 20 mails
 * on a loaded machine). PGlite runs one query at a time anyway; PostgreSQL's answers come as network events, so there
 * plans are applied side by side as before.
 */
function inTurn<T>(ctx: Pick<AppContext, "handle">, apply: () => Promise<T>): Promise<T> {
  if (ctx.handle.kind !== "pglite") return apply();
  const run = applying.then(() => new Promise((resolve) => setImmediate(resolve))).then(apply);
  applying = run.catch(() => undefined);
  return run;
}
