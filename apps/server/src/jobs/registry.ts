import type PgBoss from "pg-boss";
import type { AppContext } from "../context";
import type { JobDefinition, JobRun } from "./definition";
import { autoSolveJob } from "./definitions/auto-solve";
import { importCustomersJob } from "./definitions/import-customers";
import { importKnowledgeJob } from "./definitions/import-knowledge";
import { processMessageJob } from "./definitions/process-message";
import { recheckWebsitesJob } from "./definitions/recheck-websites";
import { replayPastMailJob } from "./definitions/replay-past-mail";
import { reportRollupsJob } from "./definitions/report-rollups";
import { sendEmailJob } from "./definitions/send-email";
import { sendReplyJob } from "./definitions/send-reply";
import { syncMailboxJob } from "./definitions/sync-mailbox";
import type { Jobs } from "./types";

type AnyJobDefinition = JobDefinition<any>;

/** Every job the server runs: its queue is created and its workers started from here, and nowhere else. */
export const jobDefinitions: AnyJobDefinition[] = [
  syncMailboxJob,
  processMessageJob,
  sendReplyJob,
  sendEmailJob,
  autoSolveJob,
  importCustomersJob,
  replayPastMailJob,
  importKnowledgeJob,
  recheckWebsitesJob,
  reportRollupsJob,
];

/**
 * Creates each job's queue, and keeps an existing queue's policy current: an upgrade may have redefined it. The
 * policy is always given: pg-boss's updateQueue without one resets a queue to `standard`.
 */
export async function createJobQueues(boss: PgBoss, definitions = jobDefinitions) {
  for (const { name, queue } of definitions) {
    await boss.createQueue(name, { name, ...queue });
    await boss.updateQueue(name, { name, ...queue });
  }
}

/**
 * Starts a definition's workers. A payload its schema refuses is logged and the job failed at once, without a retry
 * and without its handler running; a job whose handler throws is failed, for pg-boss to retry by the queue's policy.
 * `track` sees every batch, so that stopping can wait for those running.
 */
export async function startJobWorkers(
  ctx: AppContext,
  jobs: Jobs,
  definition: AnyJobDefinition,
  options: { pollingIntervalSeconds: number; track?: (run: Promise<unknown>) => void },
) {
  const { count = 1, batchSize = 1, eager = false, fillWithinMs = 0 } = definition.workers ?? {};
  /** The job as its handler sees it, or null when its payload is refused (the job then failed for good). */
  const accept = async (job: PgBoss.JobWithMetadata<unknown>): Promise<JobRun<unknown> | null> => {
    const parsed = definition.schema.safeParse(job.data);
    if (!parsed.success) {
      ctx.logger.warn(
        { job: definition.name, jobId: job.id, issues: parsed.error.issues },
        "job payload refused: failed without retry",
      );
      await refuseJob(ctx, jobs, definition.name, job.id, parsed.error.message);
      return null;
    }
    return { id: job.id, data: parsed.data, final: job.retryCount >= job.retryLimit };
  };
  const fail = (jobId: string, error: unknown) =>
    jobs.boss
      .fail(definition.name, jobId, { message: (error as Error)?.message ?? String(error) })
      .catch(() => {});
  const runOne = async (job: PgBoss.JobWithMetadata<unknown>) => {
    const run = await accept(job);
    if (!run) return;
    try {
      await definition.handle(ctx, run);
    } catch (error) {
      await fail(job.id, error);
    }
  };
  /** Jobs that came within `fillWithinMs` of a batch that was not full, fetched to join it (ours to complete). */
  const fill = async (batch: PgBoss.JobWithMetadata<unknown>[]) => {
    if (!definition.handleBatch || !fillWithinMs || batch.length >= batchSize) return [];
    await new Promise((resolve) => setTimeout(resolve, fillWithinMs));
    const more = await jobs.boss
      .fetch<unknown>(definition.name, { batchSize: batchSize - batch.length, includeMetadata: true })
      .catch(() => null);
    return more ?? [];
  };
  const runBatch = async (fetched: PgBoss.JobWithMetadata<unknown>[]) => {
    const joined = await fill(fetched);
    const batch = [...fetched, ...joined];
    if (!definition.handleBatch || batch.length < 2) return Promise.all(batch.map(runOne));
    const runs = (await Promise.all(batch.map(accept))).filter((run): run is JobRun<unknown> => !!run);
    let results: PromiseSettledResult<unknown>[];
    try {
      results = await definition.handleBatch(ctx, runs);
    } catch (reason) {
      results = runs.map(() => ({ status: "rejected", reason }));
    }
    for (const [i, result] of results.entries())
      if (result.status === "rejected") await fail(runs[i]!.id, result.reason);
    // pg-boss completes the jobs it handed over; those that joined are completed here (a failed one is failed).
    const joinedIds = new Set(joined.map((job) => job.id));
    const done = runs.filter((run, i) => joinedIds.has(run.id) && results[i]!.status === "fulfilled");
    if (done.length > 0)
      await jobs.boss
        .complete(
          definition.name,
          done.map((run) => run.id),
        )
        .catch(() => {});
  };
  for (let n = 0; n < count; n++) {
    const id: string = await jobs.boss.work<unknown>(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true, batchSize },
      (batch: PgBoss.JobWithMetadata<unknown>[]) => {
        // A worker that found work looks again as soon as this batch is done, instead of at its next poll.
        if (eager && batch.length > 0) jobs.boss.notifyWorker(id);
        // Each job succeeds or fails on its own (pg-boss completes those still active after the batch).
        const run = jobs.track(runBatch(batch));
        options.track?.(run);
        return run;
      },
    );
    jobs.register(definition.name, id);
  }
  if (definition.cron) await jobs.boss.schedule(definition.name, definition.cron);
}

/** Fails a job for good: no retry can make its payload valid. */
async function refuseJob(ctx: AppContext, jobs: Jobs, name: string, jobId: string, reason: string) {
  await ctx.handle.executeSql("update pgboss.job set retry_limit = retry_count where name = $1 and id = $2", [
    name,
    jobId,
  ]);
  await jobs.boss.fail(name, jobId, { message: `payload refused: ${reason}` });
}
