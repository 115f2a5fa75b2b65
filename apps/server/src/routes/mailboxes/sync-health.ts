/** Reconcile periods without a finished sync after which a mailbox counts as stalled (issue 11 item 4). */
export const STALLED_AFTER_PERIODS = 3;

export interface SyncStall {
  /** The last finished sync, or when the mailbox was connected if none ever finished. */
  since: Date;
  /** The last error, or a sentence saying none was recorded. */
  reason: string;
}

/**
 * Whether an active IMAP, Gmail or Outlook mailbox has gone more than three reconcile periods without a finished sync.
 * The clock starts at the later of its last sync and its last change (switched on, reconnected), so a mailbox just
 * switched on again is not called stalled before its first sync has had time to run. Forwarding mailboxes receive
 * mail instead of fetching it, and a mailbox that needs reconnecting says so on its own.
 */
export function syncStallOf(
  mailbox: {
    provider: string;
    isActive: boolean;
    needsReconnect: boolean;
    lastSyncedAt: Date | null;
    lastError: string | null;
    createdAt: Date;
    updatedAt: Date;
  },
  { now, intervalSeconds }: { now: Date; intervalSeconds: number },
): SyncStall | null {
  if (mailbox.provider === "forwarding" || !mailbox.isActive || mailbox.needsReconnect) return null;
  const since = mailbox.lastSyncedAt ?? mailbox.createdAt;
  const clockStart = Math.max(since.getTime(), mailbox.updatedAt.getTime());
  if (now.getTime() - clockStart <= STALLED_AFTER_PERIODS * intervalSeconds * 1000) return null;
  // The page adds that we keep retrying: the connector's own "We will retry" would say it twice.
  const reason = mailbox.lastError?.replace(/\s*We will (retry|try again)[^.]*\.?\s*$/i, "").trim();
  return { since, reason: reason || "no error was recorded, but no sync has finished" };
}
