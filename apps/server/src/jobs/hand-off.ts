import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { HandedOverJob, MessageHandOff, MessageToDecide } from "./types";

/**
 * Long enough for the hand-off's own backlog (`MAX_WAITING` messages) to be decided before the safety net acts: the
 * job starts then, or (embedded database) the sweep queues one.
 */
export const SAFETY_NET_SECONDS = 30;
const MAX_WAITING = 200;

/** A message handed over, and its job (deleted with the decision), if it has one. */
export interface HandedOver {
  message: MessageToDecide;
  job: HandedOverJob | null;
}

export function createMessageHandOff(
  ctx: AppContext,
  options: {
    queue: string;
    /** Decides a batch of messages; one result a message, in the order given (a rejected one failed). */
    decide: (batch: HandedOver[]) => Promise<PromiseSettledResult<unknown>[]>;
    /**
     * Batches decided at once: while one batch's plans are applied, the next is decided on the agent threads. A
     * batch takes what is waiting, up to `batchSize`: a message that comes alone is decided alone, at once; in a
     * burst, the messages that arrived while the batches before were decided go together (one read, one commit).
     */
    concurrency: number;
    batchSize: number;
    /** Tells the queue's workers that a released job is ready. */
    wake: () => void;
    /**
     * Where the safety net is: `job`, each message's job written with it, to start after `SAFETY_NET_SECONDS`; or
     * `sweep` (the embedded database: one process, no other worker to take a job), no job while the message is here,
     * and one queued by `queueJobs` when deciding fails or the hand-off stops first (a crash leaves the message for
     * the start-up sweep, recovery.ts).
     */
    safetyNet: "job" | "sweep";
    /** Queues the messages' jobs, due now (`sweep` only). */
    queueJobs: (messages: MessageToDecide[]) => Promise<unknown>;
  },
): MessageHandOff {
  const waiting: { message: MessageToDecide; jobId: string | null }[] = [];
  const running = new Set<Promise<void>>();
  let inFlight = 0;
  let stopped = false;

  const settleJob = async (jobId: string, decided: boolean) => {
    // Only a job no worker took: one that became due and was fetched is the worker's to complete.
    const statement = decided
      ? "delete from pgboss.job where name = $1 and id = $2 and state = 'created'"
      : "update pgboss.job set start_after = now() where name = $1 and id = $2 and state = 'created'";
    await ctx.handle.executeSql(statement, [options.queue, jobId]);
  };

  /** Messages without a job (`sweep`) that were not decided here: queued now, for the queue's workers and retries. */
  const queueJobs = async (messages: MessageToDecide[]) => {
    if (messages.length === 0) return false;
    try {
      await options.queueJobs(messages);
      return true;
    } catch (error) {
      // Still not decided and without a job: the sweep queues them (recovery.ts).
      ctx.logger.warn({ err: (error as Error).message }, "could not queue messages not decided at once");
      return false;
    }
  };

  const runBatch = async (batch: { message: MessageToDecide; jobId: string | null }[]) => {
    const settled = batch.map(() => false);
    let results: PromiseSettledResult<unknown>[];
    try {
      results = await options.decide(
        batch.map(({ message, jobId }, i) => ({
          message,
          job: jobId
            ? {
                statement: sql`delete from pgboss.job where name = ${options.queue} and id = ${jobId} and state = 'created'`,
                // Holds once decide returns: the delete committed with the decision, or the decision failed and the
                // job is released.
                ran: () => {
                  settled[i] = true;
                },
              }
            : null,
        })),
      );
    } catch (reason) {
      results = batch.map(() => ({ status: "rejected", reason }));
    }
    let released = false;
    const withoutJob: MessageToDecide[] = [];
    for (const [i, { message, jobId }] of batch.entries()) {
      const result = results[i]!;
      const decided = result.status === "fulfilled";
      if (!decided)
        ctx.logger.warn(
          { messageId: message.messageId, err: (result.reason as Error)?.message },
          "deciding at once failed; the queue retries it",
        );
      if (!jobId) {
        if (!decided) withoutJob.push(message);
        continue;
      }
      if (decided && settled[i]) continue;
      try {
        await settleJob(jobId, decided);
        released ||= !decided;
      } catch (error) {
        // The job stays as it was: it runs when due, and deciding again changes nothing (apply.ts).
        ctx.logger.warn({ jobId, err: (error as Error).message }, "could not settle a handed-over job");
      }
    }
    if (await queueJobs(withoutJob)) released = true;
    if (released) options.wake();
  };

  const pump = () => {
    while (!stopped && running.size < options.concurrency && waiting.length > 0) {
      const batch = waiting.splice(0, options.batchSize);
      inFlight += batch.length;
      const run = runBatch(batch).finally(() => {
        inFlight -= batch.length;
        running.delete(run);
        pump();
      });
      running.add(run);
    }
  };

  return {
    safetyNet: options.safetyNet,
    accepts: () => !stopped && waiting.length + inFlight < MAX_WAITING,
    push(message, jobId) {
      waiting.push({ message, jobId });
      pump();
    },
    async stop() {
      stopped = true;
      const left = waiting.splice(0).filter(({ jobId }) => !jobId);
      while (running.size > 0) await Promise.allSettled([...running]);
      await queueJobs(left.map(({ message }) => message));
    },
  };
}
