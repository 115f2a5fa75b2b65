import type { AppContext } from "../context";
import { processMessageJob } from "./definitions/process-message";
import { sendJob } from "./send";

/**
 * After a crash (issue 11): nothing waits for an expiry, and no stored message is left without its job.
 * - On the embedded database one process owns the queue, so every job still marked active was cut off by the last
 *   stop: it is queued to run again at once. On PostgreSQL, with other workers alive, pg-boss's maintenance
 *   fails a dead worker's jobs once they pass their short expiry.
 * - A message that is not decided and has no live job gets one: on the embedded database that is how the mail the
 *   last process was deciding at once, stored without a job (hand-off.ts), is decided after a crash.
 */
export async function recoverInterruptedWork(ctx: AppContext) {
  const jobs = ctx.jobs;
  if (!jobs) return { failed: 0, requeued: 0 };
  let failed = 0;
  if (ctx.handle.kind === "pglite") {
    // Interrupted, not failed: run again now, without a retry's wait (every step is safe to repeat).
    const { rows } = await ctx.handle.executeSql(
      "update pgboss.job set state = 'retry', start_after = now() where state = 'active' returning id",
      [],
    );
    failed = rows.length;
    // Messages a version before the sweep took to decide at once wait as delayed jobs: run them now.
    const { rows: handedOver } = await ctx.handle.executeSql(
      "update pgboss.job set start_after = now() where name = $1 and state = 'created' and start_after > now() returning id",
      [processMessageJob.name],
    );
    failed += handedOver.length;
  }
  const requeued = await requeueOrphanMessages(ctx);
  return { failed, requeued };
}

/**
 * Messages stored without a job (a crash, stored while the queue was starting, or handed over on the embedded
 * database and not decided): queued now. With `storedSecondsAgo`, only those stored at least that long ago.
 */
export async function requeueOrphanMessages(
  ctx: AppContext,
  { storedSecondsAgo = 0, limit = 1000 }: { storedSecondsAgo?: number; limit?: number } = {},
) {
  const { rows } = await ctx.handle.executeSql(
    `select m.id, m.company_id from messages m
      where m.processed = false
        and m.created_at <= now() - make_interval(secs => $3)
        and not exists (
          select 1 from pgboss.job j
           where j.name = $1 and j.state in ('created', 'retry', 'active') and j.data->>'messageId' = m.id::text)
      order by m.created_at
      limit $2`,
    [processMessageJob.name, limit, storedSecondsAgo],
  );
  for (const row of rows as { id: string; company_id: string }[])
    await sendJob(ctx, processMessageJob, { companyId: row.company_id, messageId: row.id });
  if (rows.length > 0) ctx.jobs?.wake(processMessageJob.name);
  return rows.length;
}
