import type { ImapSmtpSettings } from "@inbox/contracts";
import { getMailboxForJob, listActiveMailboxIds } from "@inbox/db";
import { watchImapInbox } from "@inbox/mail";
import { agentPoolFor } from "../agent/threads/agent-pool";
import type { AppContext } from "../context";
import { createSecretBox } from "../lib/secret-box";
import { decideHandedOver, processMessageJob } from "./definitions/process-message";
import { sendEmailJob } from "./definitions/send-email";
import { sendReplyJob } from "./definitions/send-reply";
import { syncMailboxJob } from "./definitions/sync-mailbox";
import { createMessageHandOff, SAFETY_NET_SECONDS } from "./hand-off";
import { resumeStalledKnowledgeImports } from "./import-knowledge";
import { recoverInterruptedWork, requeueOrphanMessages } from "./recovery";
import { jobDefinitions, startJobWorkers } from "./registry";
import { sendJob, sendJobs } from "./send";

export interface Workers {
  /** Enqueues a sync of every active mailbox and refreshes the IMAP IDLE watchers now. */
  reconcile(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The job handlers, the periodic reconcile of every mailbox, and IDLE push for IMAP mailboxes. Runs in the API
 * process by default (PROCESS_ROLE=all) or alone (`npm run worker`).
 */
export async function startWorkers(
  ctx: AppContext,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<Workers> {
  const jobs = ctx.jobs;
  if (!jobs) throw new Error("Start the job queue before the workers.");
  const polling = options.pollingIntervalSeconds ?? 1;

  // What the handlers are doing now, so that `stop` returns only once they are done.
  const inFlight = new Set<Promise<unknown>>();

  const recovered = await recoverInterruptedWork(ctx);
  if (recovered.failed + recovered.requeued > 0)
    ctx.logger.info(recovered, "picked up work a stop interrupted");

  const track = (run: Promise<unknown>) => {
    inFlight.add(run);
    run.then(
      () => inFlight.delete(run),
      () => inFlight.delete(run),
    );
  };
  // Live mail is decided on the agent threads (decision 0013). A worker process, there to decide mail, or a server with
  // mail waiting to be decided loads the agent on them now; an idle server starts them with the first mail, so it does
  // not hold the agent and its encoder twice over while nothing comes (decision 0020).
  const { rows: waiting } = await ctx.handle.executeSql(
    "select 1 from pgboss.job where name = $1 and state in ('created', 'retry') limit 1",
    [processMessageJob.name],
  );
  if (ctx.env.PROCESS_ROLE === "worker" || waiting.length > 0) agentPoolFor(ctx)?.warm();
  // Messages stored by this process are decided here at once; the queue's workers take the rest (a job released
  // after a failure, a message stored by another process, a safety net that came due).
  jobs.handOff = createMessageHandOff(ctx, {
    queue: processMessageJob.name,
    concurrency: ctx.handle.kind === "pglite" ? 2 : 3,
    batchSize: 8,
    decide: (batch) => decideHandedOver(ctx, batch),
    wake: () => jobs.wake(processMessageJob.name),
    // On the embedded database this process is the only worker: a job waiting beside each message would be written
    // and deleted for nothing. The sweeps queue what it did not decide (recovery.ts).
    safetyNet: ctx.handle.kind === "pglite" ? "sweep" : "job",
    queueJobs: (messages) => sendJobs(ctx, processMessageJob, messages),
  });
  // Stopping waits for these; an import or a replay that takes minutes is cut off and resumes at the next start.
  const drained = [syncMailboxJob, processMessageJob, sendReplyJob, sendEmailJob];
  for (const definition of jobDefinitions)
    await startJobWorkers(ctx, jobs, definition, {
      pollingIntervalSeconds: polling,
      track: drained.includes(definition) ? track : undefined,
    });

  const watchers = new Map<string, () => Promise<void>>();
  const box = createSecretBox(ctx.encryptionKey);

  const reconcile = async () => {
    // Not the mail just stored: the hand-off may be deciding it without a job (the embedded database).
    await requeueOrphanMessages(ctx, { storedSecondsAgo: SAFETY_NET_SECONDS });
    await resumeStalledKnowledgeImports(ctx);
    const active = await listActiveMailboxIds(ctx.db);
    for (const mailbox of active) {
      if (mailbox.provider !== "forwarding") await sendJob(ctx, syncMailboxJob, { mailboxId: mailbox.id });
    }
    // IDLE push for IMAP mailboxes: a watcher per active one, stopped when the mailbox is switched off.
    const imapIds = new Set(active.filter((m) => m.provider === "imap").map((m) => m.id));
    for (const [id, stop] of watchers) {
      if (!imapIds.has(id)) {
        watchers.delete(id);
        await stop();
      }
    }
    for (const id of imapIds) {
      if (watchers.has(id)) continue;
      const found = await getMailboxForJob(ctx.db, { mailboxId: id });
      if (!found?.mailbox.settings) continue;
      const settings = box.openJson<ImapSmtpSettings>(found.mailbox.settings);
      watchers.set(
        id,
        watchImapInbox(settings, {
          onMail: () => void sendJob(ctx, syncMailboxJob, { mailboxId: id }).catch(() => {}),
          onError: (error) => ctx.logger.debug({ mailboxId: id, err: error.message }, "IDLE connection"),
        }),
      );
    }
  };

  const interval = setInterval(() => {
    void reconcile().catch((error) => ctx.logger.warn({ err: (error as Error).message }, "reconcile failed"));
  }, ctx.env.MAIL_SYNC_INTERVAL_SECONDS * 1000);
  interval.unref();
  await reconcile();

  return {
    reconcile,
    async stop() {
      clearInterval(interval);
      await jobs.handOff?.stop();
      jobs.handOff = undefined;
      // No new jobs for these handlers, and those running finish (a sync half done would store after "stopped").
      for (const job of drained) await jobs.boss.offWork(job.name);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await Promise.all([...watchers.values()].map((stop) => stop()));
      watchers.clear();
    },
  };
}
