import { markMessageDecided } from "@inbox/db";
import type { AppContext } from "../context";
import { type Applied, type ApplyInput, applyPlans } from "./apply";
import { type LoadedMessage, loadMessagesFacts } from "./facts";
import { decideOffLoop } from "./threads/agent-pool";

/** A message to decide, and what belongs with its decision (the hand-off's job, a crash point). */
export interface MessageToProcess {
  companyId: string;
  messageId: string;
  hooks?: ApplyInput["hooks"];
}

/**
 * Where an email becomes a ticket (agent.md §2, issue 16): load the facts, decide (on an agent thread), apply the plan
 * in one transaction. Running it again for the same message changes nothing; after a reprocess it updates the same ticket.
 */
export async function processMessage(
  ctx: AppContext,
  input: { companyId: string; messageId: string },
  hooks?: ApplyInput["hooks"],
): Promise<Applied | null> {
  const [result] = await processMessages(ctx, [{ ...input, hooks }]);
  if (result!.status === "rejected") throw result!.reason;
  return result!.value;
}

/**
 * `processMessage` for a batch (the messages a queue worker fetched together, or those waiting for the hand-off): the
 * facts of all of them read in two statements, each decided on an agent thread, and the plans applied in one
 * transaction (`applyPlans`: a plan that fails is applied on its own, and fails alone). Each message's result, in the
 * order given: null when there was nothing to decide.
 */
export async function processMessages(
  ctx: AppContext,
  inputs: MessageToProcess[],
): Promise<PromiseSettledResult<Applied | null>[]> {
  const results: PromiseSettledResult<Applied | null>[] = inputs.map(() => ({
    status: "fulfilled",
    value: null,
  }));
  let loaded: (LoadedMessage | null)[];
  try {
    loaded = await loadMessagesFacts(ctx, inputs);
  } catch (reason) {
    return inputs.map(() => ({ status: "rejected", reason }));
  }
  const toDecide: { at: number; loaded: LoadedMessage }[] = [];
  for (const [at, one] of loaded.entries()) {
    if (!one || one.message.processed) continue;
    if (one.mailboxActive) toDecide.push({ at, loaded: one });
    else results[at] = await settle(keepSwitchedOff(ctx, inputs[at]!, one));
  }
  // On agent threads (decision 0013): the first mail after a change to the intents trains the company's classifier,
  // seconds that would otherwise hold every request of this server. The plans are applied here, once (apply.ts).
  const decided = await Promise.allSettled(toDecide.map(({ loaded }) => decideOffLoop(ctx, loaded.facts)));
  const toApply: { at: number; input: ApplyInput }[] = [];
  for (const [i, { at, loaded: one }] of toDecide.entries()) {
    const plan = decided[i]!;
    if (plan.status === "rejected") {
      results[at] = plan;
      continue;
    }
    toApply.push({
      at,
      input: {
        companyId: inputs[at]!.companyId,
        mailboxId: one.message.mailboxId,
        messageId: inputs[at]!.messageId,
        plan: plan.value,
        replyTo: one.mailboxReplyTo,
        baseTrace: (one.message.trace as object | null) ?? {},
        hooks: inputs[at]!.hooks,
      },
    });
  }
  if (toApply.length > 0) {
    const applied = await inTurn(ctx, () =>
      applyPlans(
        ctx,
        toApply.map((a) => a.input),
      ),
    );
    for (const [i, { at }] of toApply.entries()) results[at] = applied[i]!;
  }
  return results;
}

/** Kept, not answered: the owner switched this mailbox off. "Reprocess" on the message page runs it later. */
async function keepSwitchedOff(
  ctx: AppContext,
  input: MessageToProcess,
  loaded: LoadedMessage,
): Promise<Applied> {
  const result = "kept, not processed: the mailbox was switched off when this mail arrived";
  await markMessageDecided(ctx.db, {
    companyId: input.companyId,
    messageId: input.messageId,
    result,
    outcome: "kept",
    trace: {
      ...((loaded.message.trace as object | null) ?? {}),
      steps: [{ step: "mailbox", outcome: "switched off" }],
      result,
    },
  });
  return { applied: true, ticketId: null };
}

const settle = async <T>(run: Promise<T>): Promise<PromiseSettledResult<T>> =>
  (await Promise.allSettled([run]))[0]!;

let applying: Promise<unknown> = Promise.resolve();

/**
 * On the embedded database, plans are applied one batch at a time, each after a turn of the event loop. PGlite's
 * queries resolve as promise callbacks, which run before any network event: when a burst of decisions came back from
 * the agent threads together, their transactions ran back to back and held every request of the server (5 s for 20
 * mails on a loaded machine). PGlite runs one query at a time anyway; PostgreSQL's answers come as network events, so
 * there batches are applied side by side.
 */
function inTurn<T>(ctx: Pick<AppContext, "handle">, apply: () => Promise<T>): Promise<T> {
  if (ctx.handle.kind !== "pglite") return apply();
  const run = applying.then(() => new Promise((resolve) => setImmediate(resolve))).then(apply);
  applying = run.catch(() => undefined);
  return run;
}
