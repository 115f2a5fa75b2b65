import type { ImapSmtpSettings } from "@inbox/contracts";
import { getMailboxForJob, listActiveMailboxIds, messages } from "@inbox/db";
import { watchImapInbox } from "@inbox/mail";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { autoSolvePendingTickets } from "../agent/auto-solve";
import { processMessage } from "../agent/process";
import type { AppContext } from "../context";
import { createSecretBox } from "../lib/secret-box";
import { sendReply } from "../mail/outbox";
import { syncMailbox } from "../mail/sync";
import { enqueueMailboxSync, queues } from "./queue";

type Job<T> = PgBoss.JobWithMetadata<T>;

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

  await jobs.boss.work<{ mailboxId: string }>(
    queues.mailboxSync,
    polling,
    async ([job]: Job<{ mailboxId: string }>[]) => {
      if (job) await syncMailbox(ctx, job.data);
    },
  );

  await jobs.boss.work<{ companyId: string; messageId: string }>(
    queues.processMessage,
    { ...polling, batchSize: 1 },
    async ([job]: Job<{ companyId: string; messageId: string }>[]) => {
      if (!job) return;
      try {
        await processMessage(ctx, job.data);
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
          .where(eq(messages.id, job.data.messageId));
        ctx.logger.warn({ messageId: job.data.messageId, err: reason, final }, "processing failed");
        throw error;
      }
    },
  );

  await jobs.boss.work<{ responseId: string }>(
    queues.sendReply,
    polling,
    async ([job]: Job<{ responseId: string }>[]) => {
      if (job) await sendReply(ctx, job.data);
    },
  );

  await jobs.boss.work(queues.autoSolve, polling, async () => {
    await autoSolvePendingTickets(ctx, { now: new Date() });
  });
  await jobs.boss.schedule(queues.autoSolve, "*/15 * * * *");

  const watchers = new Map<string, () => Promise<void>>();
  const box = createSecretBox(ctx.encryptionKey);

  const reconcile = async () => {
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
