import type { DbOrTx } from "@inbox/db";
import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { createReplayPastMailQueue } from "../agent/replay";
import type { AppContext } from "../context";
import { AppError } from "../lib/errors";
import { type MessageHandOff, type MessageToDecide, SAFETY_NET_SECONDS } from "./hand-off";
import { createImportCustomersQueue } from "./import-customers";

/**
 * Background work on pg-boss, on the same database as everything else (PGlite through `db.executeSql`, or
 * PostgreSQL): jobs survive restarts, and with several worker processes pg-boss hands each job to one of them.
 */
export const queues = {
  /** One per mailbox at a time (singletonKey = mailbox id): fetch what is new and store it. */
  mailboxSync: "mailbox-sync",
  /** One per stored message: the agent decides and its plan is applied. */
  processMessage: "process-message",
  /** One per reply: send it exactly once. */
  sendReply: "send-reply",
  /** One per outbox mail to a person (a responsable's notification or question): send it once. */
  sendEmail: "send-email",
  /** Scheduled: Pending tickets with no answer for 3 days become Solved. */
  autoSolve: "auto-solve",
} as const;

export type QueueName = (typeof queues)[keyof typeof queues];

/** Sends retried with backoff from 30 s: twelve tries span more than a day (issue 16). */
const SEND_RETRIES = { retryLimit: 12, retryDelay: 30, retryBackoff: true } as const;

export interface Jobs {
  boss: PgBoss;
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Wakes this process's workers of a queue now, instead of at their next poll. */
  wake(queue: QueueName): void;
  /** Workers register here so that `wake` reaches them. */
  register(queue: QueueName, workerId: string): void;
  /** Set when this process runs the workers: stored messages are decided here at once (hand-off.ts). */
  handOff?: MessageHandOff;
  stop(): Promise<void>;
}

export async function createJobs(ctx: Pick<AppContext, "handle" | "logger">): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => ctx.handle.executeSql(text, values) },
    schema: "pgboss",
    // One process on PGlite: supervise from here; with PostgreSQL every worker may, pg-boss coordinates them.
    supervise: true,
    schedule: true,
    // Expired jobs (a worker that died mid-job) are found within half a minute.
    maintenanceIntervalSeconds: 30,
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
    expireInSeconds: 5 * 60,
  });
  // The agent reads a bounded text (issue 11): a message takes milliseconds (seconds with an LLM), so a minute means
  // a dead worker; its jobs are then retried without waiting long (repeats are harmless: see apply.ts).
  await boss.createQueue(queues.processMessage, {
    name: queues.processMessage,
    policy: "standard",
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 60,
  });
  await boss.createQueue(queues.sendReply, {
    name: queues.sendReply,
    policy: "stately",
    ...SEND_RETRIES,
    expireInSeconds: 2 * 60,
  });
  await boss.createQueue(queues.sendEmail, {
    name: queues.sendEmail,
    policy: "stately",
    ...SEND_RETRIES,
    expireInSeconds: 2 * 60,
  });
  await boss.createQueue(queues.autoSolve, { name: queues.autoSolve, policy: "stately" });
  await createImportCustomersQueue(boss);
  await createReplayPastMailQueue(boss);
  // Every queue may have been redefined by an upgrade: keep the current policy on existing queues.
  for (const [name, options] of [
    [queues.processMessage, { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 }],
    [queues.sendReply, { ...SEND_RETRIES, expireInSeconds: 120 }],
    [queues.sendEmail, { ...SEND_RETRIES, expireInSeconds: 120 }],
    [queues.mailboxSync, { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 }],
  ] as const)
    await boss.updateQueue(name, { name, ...options });

  const workers = new Map<QueueName, Set<string>>();
  const jobs: Jobs = {
    boss,
    send: (queue, data, options) => boss.send(queue, data, options ?? {}),
    wake(queue) {
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    },
    register(queue, workerId) {
      workers.set(queue, new Set([...(workers.get(queue) ?? []), workerId]));
    },
    async stop() {
      await jobs.handOff?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return jobs;
}

export function jobsOf(ctx: AppContext): Jobs {
  if (!ctx.jobs)
    throw new AppError("UNAVAILABLE", "The server is still starting. Try again in a few seconds.");
  return ctx.jobs;
}

/**
 * pg-boss's SQL run through a Drizzle transaction, so that a job is inserted with the rows it is about: both or
 * neither (issue 11). pg-boss numbers its parameters ($1 …); each becomes a bound value here.
 */
export function transactionExecutor(tx: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const pieces = text.split(/\$(\d+)/);
      const chunks: SQL[] = pieces.map((piece, i) => {
        if (i % 2 === 0) return sql.raw(piece);
        const value = values[Number(piece) - 1] ?? null;
        const bound =
          value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value)
            ? JSON.stringify(value)
            : value;
        return sql`${bound}`;
      });
      const result = (await tx.execute(sql.join(chunks, sql.raw("")))) as unknown as
        | { rows: unknown[] }
        | unknown[];
      return { rows: Array.isArray(result) ? result : result.rows };
    },
  };
}

/** Queues a job inside the caller's transaction: it exists exactly when the transaction commits. */
export async function enqueueIn(
  ctx: AppContext,
  tx: DbOrTx,
  queue: QueueName,
  data: object,
  options: PgBoss.SendOptions = {},
) {
  return jobsOf(ctx).send(queue, data, { ...options, db: transactionExecutor(tx) });
}

export async function enqueueProcessMessage(ctx: AppContext, input: MessageToDecide, tx?: DbOrTx) {
  const options = { singletonKey: input.messageId };
  if (tx) await enqueueIn(ctx, tx, queues.processMessage, input, options);
  else await jobsOf(ctx).send(queues.processMessage, input, options);
}

/**
 * Queues a stored (or reset) message for the agent inside the caller's transaction, and returns what to run once
 * that transaction committed: the hand-off to this process's workers when they can take it at once (the job then
 * waits as a safety net), else a wake of the queue's workers.
 */
export async function queueMessageToDecide(ctx: AppContext, tx: DbOrTx, input: MessageToDecide) {
  const handOff = ctx.jobs?.handOff;
  const here = handOff?.accepts() ?? false;
  const jobId = await enqueueIn(ctx, tx, queues.processMessage, input, {
    singletonKey: input.messageId,
    // A moment rather than seconds: bound through Drizzle, pg-boss's seconds text would be read as a timestamp.
    ...(here ? { startAfter: new Date(Date.now() + SAFETY_NET_SECONDS * 1000) } : {}),
  });
  return () => {
    if (here && handOff && jobId) handOff.push(input, jobId);
    else ctx.jobs?.wake(queues.processMessage);
  };
}

export async function enqueueMailboxSync(ctx: AppContext, input: { mailboxId: string }) {
  await jobsOf(ctx).send(queues.mailboxSync, input, { singletonKey: input.mailboxId });
}

export async function enqueueSendReply(ctx: AppContext, input: { responseId: string }, tx?: DbOrTx) {
  const options = { singletonKey: input.responseId };
  if (tx) await enqueueIn(ctx, tx, queues.sendReply, input, options);
  else await jobsOf(ctx).send(queues.sendReply, input, options);
}

export async function enqueueSendEmail(ctx: AppContext, input: { emailId: string }, tx: DbOrTx) {
  await enqueueIn(ctx, tx, queues.sendEmail, input, { singletonKey: input.emailId });
}
