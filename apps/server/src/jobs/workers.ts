import type { ImapSmtpSettings } from "@inbox/contracts";
import { getMailboxForJob, listActiveMailboxIds, messages } from "@inbox/db";
import { watchImapInbox } from "@inbox/mail";
import { eq } from "drizzle-orm";
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

  const recovered = await recoverInterruptedWork(ctx);
  if (recovered.failed + recovered.requeued > 0)
    ctx.logger.info(recovered, "picked up work a stop interrupted");

  await jobs.boss.work<{ mailboxId: string }>(
    queues.mailboxSync,
    polling,
    async ([job]: Job<{ mailboxId: string }>[]) => {
      if (job) await syncMailbox(ctx, job.data);
    },
  );

  // The agent, several messages at a time; a worker that found work looks again at once instead of at its next poll.
  const processOne = async (job: Job<{ companyId: string; messageId: string }>) => {
    try {
      await processMessage(ctx, job.data, { beforeCommit: () => crashPoint("apply") });
    } catch (error) {
      const reason = (error as Error).message ?? String(error);
      const final = job.retryCount >= job.retryLimit;
      // Kept, never dropped: the message shows why it failed and can be processed again.
      await ctx.db
        .update(messages)
        .set({
          failedAt: new Date(),
          failureReason: reason,
          ...(final ? { processed: true, processedResult: `failed: ${reason}` } : {}),
        })
        .where(eq(messages.id, job.data.messageId))
        .catch(() => {});
      ctx.logger.warn({ messageId: job.data.messageId, err: reason, final }, "processing failed");
      await jobs.boss.fail(queues.processMessage, job.id, { message: reason }).catch(() => {});
    }
  };
  for (let n = 0; n < MESSAGE_WORKERS; n++) {
    const id: string = await jobs.boss.work<{ companyId: string; messageId: string }>(
      queues.processMessage,
      { ...polling, batchSize: MESSAGE_BATCH },
      async (batch: Job<{ companyId: string; messageId: string }>[]) => {
        // Each job fails on its own (pg-boss completes only those still active after the batch).
        await Promise.all(batch.map(processOne));
        if (batch.length > 0) jobs.boss.notifyWorker(id);
      },
    );
    jobs.register(queues.processMessage, id);
  }

  // Sends: one at a time per worker, each worker looking again at once while there is work.
  const replyWorker: string = await jobs.boss.work<{ responseId: string }>(
    queues.sendReply,
    polling,
    async ([job]: Job<{ responseId: string }>[]) => {
      if (!job) return;
      jobs.boss.notifyWorker(replyWorker);
      try {
        await sendReply(ctx, job.data, { afterSend: () => crashPoint("reply-sent") });
      } catch (error) {
        if (job.retryCount >= job.retryLimit) await markReplyFailed(ctx, job.data.responseId, error as Error);
        throw error;
      }
    },
  );
  jobs.register(queues.sendReply, replyWorker);

  const emailWorker: string = await jobs.boss.work<{ emailId: string }>(
    queues.sendEmail,
    polling,
    async ([job]: Job<{ emailId: string }>[]) => {
      if (!job) return;
      jobs.boss.notifyWorker(emailWorker);
      await sendOutboundEmail(ctx, job.data, { final: job.retryCount >= job.retryLimit });
    },
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
      await Promise.all([...watchers.values()].map((stop) => stop()));
      watchers.clear();
    },
  };
}
