import type PgBoss from "pg-boss";
import type { z } from "zod";
import type { AppContext } from "../context";

/** One job as its handler sees it: the validated payload, and whether this is the last try. */
export interface JobRun<Payload> {
  id: string;
  data: Payload;
  /** No retry follows when this try fails: the handler records the failure for people to see. */
  final: boolean;
}

/**
 * A job: its queue name, the payload it accepts, how it is retried and expired, and what runs it. Every definition is
 * listed in registry.ts, which creates its queue and workers; `sendJob` (send.ts) queues one after checking its
 * payload. A payload the schema refuses is failed at once, never retried: no retry would make it valid.
 */
export interface JobDefinition<Payload> {
  name: string;
  schema: z.ZodType<Payload>;
  /** pg-boss's queue options: `stately` keeps one queued and one running per singleton key; `standard` ignores the key. */
  queue: Omit<PgBoss.Queue, "name"> & { policy: "standard" | "stately" };
  /** With a `stately` queue, one job queued and one running per key; also what the job is found by in pgboss.job. */
  singletonKey?: (payload: Payload) => string;
  /**
   * Workers this process runs, jobs each takes at once, and whether one that found work looks again at once. With
   * `handleBatch`, `fillWithinMs`: a worker that found fewer jobs than a batch waits that long and takes those that
   * came meanwhile into the same batch (mail arriving a few at a time is then decided a batch at a time).
   */
  workers?: { count?: number; batchSize?: number; eager?: boolean; fillWithinMs?: number };
  /** Queued on a schedule (cron, UTC) rather than by the code. */
  cron?: string;
  /** Throws to fail the try; pg-boss retries it until `queue.retryLimit`. */
  handle(ctx: AppContext, job: JobRun<Payload>): Promise<void>;
  /**
   * When given, the jobs a worker fetched together run as one batch: one result a job, in the order given; a rejected
   * one fails its try (retried as `handle`'s would be), the others succeed.
   */
  handleBatch?(ctx: AppContext, jobs: JobRun<Payload>[]): Promise<PromiseSettledResult<unknown>[]>;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
