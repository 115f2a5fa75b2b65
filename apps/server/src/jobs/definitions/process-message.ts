import type { DbOrTx } from "@inbox/db";
import { markMessageFailed } from "@inbox/db";
import { z } from "zod";
import { processMessages } from "../../agent/process-message";
import type { AppContext } from "../../context";
import { crashPoint } from "../../lib/crash-points";
import { defineJob, type JobRun } from "../definition";
import { type HandedOver, SAFETY_NET_SECONDS } from "../hand-off";
import { sendJobs } from "../send";
import type { MessageToDecide } from "../types";

/**
 * One per stored message: the agent decides and its plan is applied. The agent reads a bounded text (issue 11): a
 * message takes milliseconds (seconds with an LLM), so a minute means a dead worker; its jobs are then retried without
 * waiting long (repeats are harmless: see apply.ts). Several messages at a time, a worker that found work looking
 * again at once; in a process that runs the workers most messages never wait for one (hand-off.ts).
 */
export const processMessageJob = defineJob({
  name: "process-message",
  schema: z.object({ companyId: z.string().min(1), messageId: z.string().min(1) }),
  queue: { policy: "standard", retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  singletonKey: ({ messageId }) => messageId,
  workers: { count: 2, batchSize: 8, eager: true, fillWithinMs: 25 },
  async handle(ctx, job) {
    const [result] = await decideJobs(ctx, [job]);
    if (result!.status === "rejected") throw result!.reason;
  },
  handleBatch: decideJobs,
});

/**
 * The jobs a worker fetched together are decided as one batch: their facts read together, their plans applied in one
 * transaction; a message that fails fails alone (its job retried), the others are decided once.
 */
async function decideJobs(ctx: AppContext, jobs: JobRun<MessageToDecide>[]) {
  const results = await processMessages(
    ctx,
    jobs.map((job) => ({ ...job.data, hooks: { beforeCommit: () => crashPoint("apply") } })),
  );
  for (const [i, result] of results.entries())
    if (result.status === "rejected") await recordFailure(ctx, jobs[i]!, result.reason);
  return results;
}

/** Kept, never dropped: the message shows why it failed and can be processed again. */
async function recordFailure(ctx: AppContext, job: JobRun<MessageToDecide>, error: unknown) {
  const reason = (error as Error)?.message ?? String(error);
  await markMessageFailed(ctx.db, { messageId: job.data.messageId, reason, final: job.final }).catch(
    () => {},
  );
  ctx.logger.warn({ messageId: job.data.messageId, err: reason, final: job.final }, "processing failed");
}

/** The hand-off's way of deciding messages at once: each job's deletion commits with its decision. */
export function decideHandedOver(ctx: AppContext, batch: HandedOver[]) {
  return processMessages(
    ctx,
    batch.map(({ message, job }) => ({
      ...message,
      hooks: { beforeCommit: () => crashPoint("apply"), ...(job ? { alongside: job } : {}) },
    })),
  );
}

/**
 * Queues a stored (or reset) message for the agent inside the caller's transaction, and returns what to run once
 * that transaction committed: the hand-off to this process's workers when they can take it at once (the job then
 * waits as a safety net, or there is none: `safetyNet: "sweep"`), else a wake of the queue's workers.
 */
export async function queueMessageToDecide(ctx: AppContext, tx: DbOrTx, input: MessageToDecide) {
  return queueMessagesToDecide(ctx, tx, [input]);
}

/** Up to this many messages stored together are handed to this process's workers; a larger batch goes to the queue. */
const HAND_OFF_BATCH = 8;

/**
 * `queueMessageToDecide` for a batch of stored messages, in one statement: the few that IDLE brings are decided here
 * at once, as a single message is; the batches of a first sync wait in the queue for the workers.
 */
export async function queueMessagesToDecide(ctx: AppContext, tx: DbOrTx, inputs: MessageToDecide[]) {
  const handOff = ctx.jobs?.handOff;
  const here = inputs.length <= HAND_OFF_BATCH && (handOff?.accepts() ?? false);
  const jobIds =
    here && handOff?.safetyNet === "sweep"
      ? null
      : await sendJobs(ctx, processMessageJob, inputs, {
          tx,
          ...(here ? { startAfter: new Date(Date.now() + SAFETY_NET_SECONDS * 1000) } : {}),
        });
  return () => {
    if (inputs.length === 0) return;
    if (!here || !handOff) return ctx.jobs?.wake(processMessageJob.name);
    for (const [i, input] of inputs.entries()) handOff.push(input, jobIds?.[i] ?? null);
  };
}
