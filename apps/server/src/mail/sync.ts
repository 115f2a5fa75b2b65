import {
  claimReconnectNotice,
  getCompanyOwnerId,
  getMailboxForJob,
  getProfileEmail,
  markMailboxSyncFailed,
} from "@inbox/db";
import { ConnectorError, fetchInBatches } from "@inbox/mail";
import type { AppContext } from "../context";
import { connectorFor } from "./connectors";
import { storeInboundBatch } from "./ingest";

const BATCH = 200;

export interface SyncOutcome {
  stored: number;
  seen: number;
  resynced: boolean;
  skipped?: "inactive" | "missing" | "reconnect" | "no-company";
}

/**
 * Fetches what is new in one mailbox and stores each message once. The cursor moves with each stored batch, in its
 * transaction, so a crash mid-way fetches only the batch that was not stored, and the dedupe key drops anything
 * already kept. A refused password or
 * revoked token puts the mailbox in the reconnect state and emails its owner once; an unreachable server is retried
 * by the job queue with backoff.
 */
export async function syncMailbox(
  ctx: AppContext,
  { mailboxId }: { mailboxId: string },
  /** Crash points in tests: inside a batch's transaction before it commits, and after it committed. */
  hooks: { beforeCommit?: () => Promise<void> | void; afterBatch?: () => Promise<void> | void } = {},
): Promise<SyncOutcome> {
  const found = await getMailboxForJob(ctx.db, { mailboxId });
  if (!found) return { stored: 0, seen: 0, resynced: false, skipped: "missing" };
  const { mailbox, companyId } = found;
  if (!mailbox.isActive) return { stored: 0, seen: 0, resynced: false, skipped: "inactive" };
  if (!companyId) return { stored: 0, seen: 0, resynced: false, skipped: "no-company" };
  if (mailbox.provider === "forwarding") return { stored: 0, seen: 0, resynced: false };

  const outcome: SyncOutcome = { stored: 0, seen: 0, resynced: false };
  let connector: ReturnType<typeof connectorFor> | undefined;
  try {
    connector = connectorFor(ctx, mailbox);
    // One pass over what is new: each batch is stored with its cursor in one transaction before the next is asked
    // for, so a crash resumes after the last stored batch (issue 26).
    for await (const batch of fetchInBatches(connector, mailbox.syncCursor ?? null, { limit: BATCH })) {
      outcome.resynced ||= batch.resynced;
      const { stored } = await storeInboundBatch(
        ctx,
        {
          companyId,
          mailboxId: mailbox.id,
          provider: mailbox.provider,
          mails: batch.messages,
          cursor: batch.cursor as object | null,
        },
        { beforeCommit: hooks.beforeCommit },
      );
      outcome.seen += batch.messages.length;
      outcome.stored += stored;
      await hooks.afterBatch?.();
    }
    return outcome;
  } catch (error) {
    const problem =
      error instanceof ConnectorError
        ? error
        : new ConnectorError("other", (error as Error).message ?? String(error));
    await markMailboxSyncFailed(ctx.db, {
      mailboxId: mailbox.id,
      error: problem.message,
      needsReconnect: problem.kind === "reconnect",
    });
    if (problem.kind === "reconnect") {
      await notifyOwnerOnce(
        ctx,
        { mailboxId: mailbox.id, userId: mailbox.userId, companyId },
        mailbox.email,
        problem.message,
      );
      return { ...outcome, skipped: "reconnect" };
    }
    ctx.logger.warn({ mailboxId, err: problem.message }, "mailbox sync failed; will retry");
    throw problem;
  } finally {
    await connector?.close().catch(() => {});
  }
}

/** Tells the mailbox's owner it needs reconnecting: once per broken period, not on every retry. */
async function notifyOwnerOnce(
  ctx: AppContext,
  { mailboxId, userId, companyId }: { mailboxId: string; userId: string | null; companyId: string },
  email: string,
  reason: string,
) {
  // Claimed atomically: only the update that finds it unset sends, however many retries run.
  if (!(await claimReconnectNotice(ctx.db, { mailboxId }))) return;
  // Told: whoever connected the mailbox, or the company's owner once that teammate is gone.
  const to = userId ?? (await getCompanyOwnerId(ctx.db, { companyId }));
  const ownerEmail = to ? await getProfileEmail(ctx.db, { userId: to }) : null;
  if (!ownerEmail) return;
  await ctx.mailer.send({
    to: ownerEmail,
    subject: `Reconnect ${email} in Inbox Autopilot`,
    text: `Inbox Autopilot can no longer read ${email}.\n\n${reason}\n\nOpen ${ctx.baseUrl}/support-mailboxes and press Reconnect. Until then no new mail from this mailbox reaches the agent; nothing already received is lost.`,
  });
}
