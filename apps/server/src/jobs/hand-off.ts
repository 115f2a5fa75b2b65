import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { HandedOverJob, MessageHandOff, MessageToDecide } from "./types";

/** Long enough for the hand-off's own backlog (`MAX_WAITING` messages) to be decided before the job starts. */
export const SAFETY_NET_SECONDS = 30;
const MAX_WAITING = 200;

export function createMessageHandOff(
  ctx: AppContext,
  options: {
    queue: string;
    decide: (message: MessageToDecide, job: HandedOverJob) => Promise<void>;
    /** Messages decided at once: the agent is milliseconds of CPU; the rest is waiting on the database. */
    concurrency: number;
    /** Tells the queue's workers that a released job is ready. */
    wake: () => void;
  },
): MessageHandOff {
  const waiting: { message: MessageToDecide; jobId: string }[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  const settleJob = async (jobId: string, decided: boolean) => {
    // Only a job no worker took: one that became due and was fetched is the worker's to complete.
    const statement = decided
      ? "delete from pgboss.job where name = $1 and id = $2 and state = 'created'"
      : "update pgboss.job set start_after = now() where name = $1 and id = $2 and state = 'created'";
    await ctx.handle.executeSql(statement, [options.queue, jobId]);
  };

  const runOne = async ({ message, jobId }: { message: MessageToDecide; jobId: string }) => {
    let decided = false;
    let settled = false;
    try {
      await options.decide(message, {
        statement: sql`delete from pgboss.job where name = ${options.queue} and id = ${jobId} and state = 'created'`,
        // Holds once decide returns: the delete committed with the decision, or decide threw and the job is released.
        ran: () => {
          settled = true;
        },
      });
      decided = true;
    } catch (error) {
      ctx.logger.warn(
        { messageId: message.messageId, err: (error as Error).message },
        "deciding at once failed; the queue retries it",
      );
    }
    if (decided && settled) return;
    try {
      await settleJob(jobId, decided);
      if (!decided) options.wake();
    } catch (error) {
      // The job stays as it was: it runs when due, and deciding again changes nothing (apply.ts).
      ctx.logger.warn({ jobId, err: (error as Error).message }, "could not settle a handed-over job");
    }
  };

  const pump = () => {
    while (!stopped && running.size < options.concurrency && waiting.length > 0) {
      const next = waiting.shift()!;
      const run = runOne(next).finally(() => {
        running.delete(run);
        pump();
      });
      running.add(run);
    }
  };

  return {
    accepts: () => !stopped && waiting.length + running.size < MAX_WAITING,
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
