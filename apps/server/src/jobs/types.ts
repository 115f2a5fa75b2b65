import type { SQL } from "drizzle-orm";
import type PgBoss from "pg-boss";

/**
 * The job queue as the rest of the server sees it (context.ts). Types only: the context, the definitions and the
 * agent all import this file, and it imports none of them.
 */
export interface Jobs {
  boss: PgBoss;
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Wakes this process's workers of a queue now, instead of at their next poll. */
  wake(queue: string): void;
  /** Workers register here so that `wake` reaches them. */
  register(queue: string, workerId: string): void;
  /** A batch of jobs being handled: `stop` waits for it (and for the statements pg-boss sends after it). */
  track<T>(run: Promise<T>): Promise<T>;
  /** Set when this process runs the workers: stored messages are decided here at once (hand-off.ts). */
  handOff?: MessageHandOff;
  stop(): Promise<void>;
}

export interface MessageToDecide {
  companyId: string;
  messageId: string;
}

/**
 * Where a stored message goes when this process also runs the workers (PROCESS_ROLE=all, the default): it is decided
 * here at once, instead of waiting for a worker to fetch its job (issue 16). On PostgreSQL the job is still written
 * with the message, in the same transaction, but to start only after `SAFETY_NET_SECONDS`: if this process dies
 * first, any worker runs it then. Once the message is decided here the job is deleted, in the decision's own
 * transaction when `decide` offers it one; if deciding fails, the job is released to the queue now, where its retries
 * and the failure record happen as for any job. On the embedded database no other process could take the job, so the
 * message is stored without one (`safetyNet: "sweep"`): it gets one, due now, when deciding it here fails or the
 * hand-off stops first, and a message the process died holding is found by the sweep at the next start (recovery.ts).
 */
export interface MessageHandOff {
  /** `job`: each message handed over comes with its waiting job; `sweep`: without one. */
  safetyNet: "job" | "sweep";
  /** Whether a message handed over now would start within seconds; when not, the queue takes it as usual. */
  accepts(): boolean;
  /** After the storing transaction committed: decide the message here (`jobId` null with `sweep`). */
  push(message: MessageToDecide, jobId: string | null): void;
  /**
   * Stops taking messages and waits for those being decided; those not started stay with their jobs, or get one
   * (`sweep`).
   */
  stop(): Promise<void>;
}

export interface HandedOverJob {
  /**
   * Deletes the message's job: for the transaction that records the decision to run, so that both are one commit.
   * When `decide` returns without `ran` having been called (the message was already decided, say), the job is
   * deleted after.
   */
  statement: SQL;
  ran(): void;
}
