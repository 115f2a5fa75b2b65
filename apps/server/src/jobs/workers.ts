import type { ImapSmtpSettings } from "@inbox/contracts";
import { getMailboxForJob, listActiveMailboxIds, markMessageFailed } from "@inbox/db";
import { watchImapInbox } from "@inbox/mail";
import type PgBoss from "pg-boss";
import { autoSolvePendingTickets } from "../agent/auto-solve";
import { processMessage } from "../agent/process-message";
import { startReplayPastMailWorker } from "../agent/replay";
import type { AppContext } from "../context";
import { crashPoint } from "../lib/crash-points";
import { createSecretBox } from "../lib/secret-box";
import { sendOutboundEmail } from "../mail/outbound-emails";
import { markReplyFailed, sendReply } from "../mail/outbox";
import { syncMailbox } from "../mail/sync";
import { createMessageHandOff } from "./hand-off";
import { startImportCustomersWorker } from "./import-customers";
import { enqueueMailboxSync, queues } from "./queue";
import { recoverInterruptedWork, requeueOrphanMessages } from "./recovery";

type Job<T> = PgBoss.JobWithMetadata<T>;

/** Messages decided at once: the agent is milliseconds of CPU a message; the rest is waiting on the database. */
const MESSAGE_WORKERS = 2;
const MESSAGE_BATCH = 8;

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
  const polling = {
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
    includeMetadata: true as const,
  };

  // What the handlers below are doing now, so that `stop` returns only once they are done.
  const inFlight = new Set<Promise<unknown>>();
  const tracked =
    <T>(handler: (batch: Job<T>[]) => Promise<unknown>) =>
    (batch: Job<T>[]) => {
      const run = handler(batch);
      inFlight.add(run);
      run.then(
        () => inFlight.delete(run),
        () => inFlight.delete(run),
      );
      return run;
    };

  const recovered = await recoverInterruptedWork(ctx);
  if (recovered.failed + recovered.requeued > 0)
    ctx.logger.info(recovered, "picked up work a stop interrupted");

  await jobs.boss.work<{ mailboxId: string }>(
    queues.mailboxSync,
    polling,
    tracked(async ([job]: Job<{ mailboxId: string }>[]) => {
      if (job) await syncMailbox(ctx, job.data);
    }),
  );

  // The agent, several messages at a time; a worker that found work looks again at once instead of at its next poll.
  const processOne = async (job: Job<{ companyId: string; messageId: string }>) => {
    try {
      await processMessage(ctx, job.data, { beforeCommit: () => crashPoint("apply") });
    } catch (error) {
      const reason = (error as Error).message ?? String(error);
      const final = job.retryCount >= job.retryLimit;
      // Kept, never dropped: the message shows why it failed and can be processed again.
      await markMessageFailed(ctx.db, { messageId: job.data.messageId, reason, final }).catch(() => {});
      ctx.logger.warn({ messageId: job.data.messageId, err: reason, final }, "processing failed");
      await jobs.boss.fail(queues.processMessage, job.id, { message: reason }).catch(() => {});
    }
  };
  // Messages stored by this process are decided here at once; the queue's workers take the rest (a job released
  // after a failure, a message stored by another process, a safety net that came due).
  jobs.handOff = createMessageHandOff(ctx, {
    queue: queues.processMessage,
    concurrency: ctx.handle.kind === "pglite" ? 4 : 6,
    decide: async (message, job) => {
      await processMessage(ctx, message, {
        beforeCommit: () => crashPoint("apply"),
        alongside: job,
      });
    },
    wake: () => jobs.wake(queues.processMessage),
  });
  for (let n = 0; n < MESSAGE_WORKERS; n++) {
    const id: string = await jobs.boss.work<{ companyId: string; messageId: string }>(
      queues.processMessage,
      { ...polling, batchSize: MESSAGE_BATCH },
      tracked(async (batch: Job<{ companyId: string; messageId: string }>[]) => {
        // Each job fails on its own (pg-boss completes only those still active after the batch).
        await Promise.all(batch.map(processOne));
        if (batch.length > 0) jobs.boss.notifyWorker(id);
      }),
    );
    jobs.register(queues.processMessage, id);
  }

  // Sends: one at a time per worker, each worker looking again at once while there is work.
  const replyWorker: string = await jobs.boss.work<{ responseId: string }>(
    queues.sendReply,
    polling,
    tracked(async ([job]: Job<{ responseId: string }>[]) => {
      if (!job) return;
      jobs.boss.notifyWorker(replyWorker);
      try {
        await sendReply(ctx, job.data, { afterSend: () => crashPoint("reply-sent") });
      } catch (error) {
        if (job.retryCount >= job.retryLimit) await markReplyFailed(ctx, job.data.responseId, error as Error);
        throw error;
      }
    }),
  );
  jobs.register(queues.sendReply, replyWorker);

  const emailWorker: string = await jobs.boss.work<{ emailId: string }>(
    queues.sendEmail,
    polling,
    tracked(async ([job]: Job<{ emailId: string }>[]) => {
      if (!job) return;
      jobs.boss.notifyWorker(emailWorker);
      await sendOutboundEmail(ctx, job.data, { final: job.retryCount >= job.retryLimit });
    }),
  );
  jobs.register(queues.sendEmail, emailWorker);

  await jobs.boss.work(queues.autoSolve, polling, async () => {
    await autoSolvePendingTickets(ctx, { now: new Date() });
  });
  await jobs.boss.schedule(queues.autoSolve, "*/15 * * * *");
  await startImportCustomersWorker(ctx, polling);
  await startReplayPastMailWorker(ctx, polling);

  const watchers = new Map<string, () => Promise<void>>();
  const box = createSecretBox(ctx.encryptionKey);

  const reconcile = async () => {
    await requeueOrphanMessages(ctx);
    const active = await listActiveMailboxIds(ctx.db);
    for (const mailbox of active) {
      if (mailbox.provider !== "forwarding") await enqueueMailboxSync(ctx, { mailboxId: mailbox.id });
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
          onMail: () => void enqueueMailboxSync(ctx, { mailboxId: id }).catch(() => {}),
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
      for (const queue of [queues.mailboxSync, queues.processMessage, queues.sendReply, queues.sendEmail])
        await jobs.boss.offWork(queue);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await Promise.all([...watchers.values()].map((stop) => stop()));
      watchers.clear();
    },
  };
}
