import PgBoss from "pg-boss";
import type { AppContext } from "../context";
import { AppError } from "../lib/errors";

/**
 * Background work on pg-boss, on the same database as everything else (PGlite through `db.executeSql`, or
 * PostgreSQL): jobs survive restarts, and with several worker processes pg-boss hands each job to one of them.
 */
export const queues = {
  /** One per mailbox at a time (singletonKey = mailbox id): fetch what is new and store it. */
  mailboxSync: "mailbox-sync",
  /** One per stored message: the agent pipeline. */
  processMessage: "process-message",
  /** One per reply: send it exactly once. */
  sendReply: "send-reply",
  /** Scheduled: Pending tickets with no answer for 3 days become Solved. */
  autoSolve: "auto-solve",
} as const;

export interface Jobs {
  boss: PgBoss;
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  stop(): Promise<void>;
}

export async function createJobs(ctx: Pick<AppContext, "handle" | "logger">): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => ctx.handle.executeSql(text, values) },
    schema: "pgboss",
    // One process on PGlite: supervise from here; with PostgreSQL every worker may, pg-boss coordinates them.
    supervise: true,
    schedule: true,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on("error", (error) => ctx.logger.error({ err: error }, "job queue error"));
  await boss.start();
  await boss.createQueue(queues.mailboxSync, {
    name: queues.mailboxSync,
    policy: "stately",
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
  await boss.createQueue(queues.processMessage, {
    name: queues.processMessage,
    policy: "standard",
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await boss.createQueue(queues.sendReply, {
    name: queues.sendReply,
    policy: "stately",
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await boss.createQueue(queues.autoSolve, { name: queues.autoSolve, policy: "stately" });
  return {
    boss,
    send: (queue, data, options) => boss.send(queue, data, options ?? {}),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

function jobsOf(ctx: AppContext): Jobs {
  if (!ctx.jobs)
    throw new AppError("UNAVAILABLE", "The server is still starting. Try again in a few seconds.");
  return ctx.jobs;
}

export async function enqueueProcessMessage(
  ctx: AppContext,
  input: { companyId: string; messageId: string },
) {
  await jobsOf(ctx).send(queues.processMessage, input, { singletonKey: input.messageId });
}

export async function enqueueMailboxSync(ctx: AppContext, input: { mailboxId: string }) {
  await jobsOf(ctx).send(queues.mailboxSync, input, { singletonKey: input.mailboxId });
}

export async function enqueueSendReply(ctx: AppContext, input: { responseId: string }) {
  await jobsOf(ctx).send(queues.sendReply, input, { singletonKey: input.responseId });
}
