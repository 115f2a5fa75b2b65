import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { HandedOverJob, MessageHandOff, MessageToDecide } from "./types";

/** Long enough for the hand-off's own backlog (`MAX_WAITING` messages) to be decided before the job starts. */
export const SAFETY_NET_SECONDS = 30;
const MAX_WAITING = 200;

/** A message handed over, and its job (deleted with the decision). */
export interface HandedOver {
  message: MessageToDecide;
  job: HandedOverJob;
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
  },
): MessageHandOff {
  const waiting: { message: MessageToDecide; jobId: string }[] = [];
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

  const runBatch = async (batch: { message: MessageToDecide; jobId: string }[]) => {
    const settled = batch.map(() => false);
    let results: PromiseSettledResult<unknown>[];
    try {
      results = await options.decide(
        batch.map(({ message, jobId }, i) => ({
          message,
          job: {
            statement: sql`delete from pgboss.job where name = ${options.queue} and id = ${jobId} and state = 'created'`,
            // Holds once decide returns: the delete committed with the decision, or the decision failed and the job is
            // released.
            ran: () => {
              settled[i] = true;
            },
          },
        })),
      );
    } catch (reason) {
      results = batch.map(() => ({ status: "rejected", reason }));
    }
    let released = false;
    for (const [i, { message, jobId }] of batch.entries()) {
      const result = results[i]!;
      const decided = result.status === "fulfilled";
      if (!decided)
        ctx.logger.warn(
          { messageId: message.messageId, err: (result.reason as Error)?.message },
          "deciding at once failed; the queue retries it",
        );
      if (decided && settled[i]) continue;
      try {
        await settleJob(jobId, decided);
        released ||= !decided;
      } catch (error) {
        // The job stays as it was: it runs when due, and deciding again changes nothing (apply.ts).
        ctx.logger.warn({ jobId, err: (error as Error).message }, "could not settle a handed-over job");
      }
    }
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
    accepts: () => !stopped && waiting.length + inFlight < MAX_WAITING,
    push(message, jobId) {
      waiting.push({ message, jobId });
      pump();
    },
    async stop() {
      stopped = true;
      waiting.length = 0;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
