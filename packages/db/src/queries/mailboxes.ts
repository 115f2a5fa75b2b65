import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { profiles, supportMailboxes } from "../schema";

/** A mailbox with the company of its owner: what the sync and send jobs need. */
export async function getMailboxForJob(db: DbOrTx, { mailboxId }: { mailboxId: string }) {
  const [row] = await db
    .select({ mailbox: supportMailboxes, companyId: profiles.companyId })
    .from(supportMailboxes)
    .innerJoin(profiles, eq(profiles.id, supportMailboxes.userId))
    .where(eq(supportMailboxes.id, mailboxId))
    .limit(1);
  return row ?? null;
}
export type MailboxForJob = NonNullable<Awaited<ReturnType<typeof getMailboxForJob>>>;

export async function listActiveMailboxIds(db: DbOrTx) {
  return db
    .select({ id: supportMailboxes.id, provider: supportMailboxes.provider })
    .from(supportMailboxes)
    .where(and(eq(supportMailboxes.isActive, true), eq(supportMailboxes.needsReconnect, false)))
    .orderBy(asc(supportMailboxes.createdAt));
}

/**
 * The mailbox of a forwarding address, switched on or off: mail to a switched-off mailbox is kept (and not
 * processed) rather than bounced back to the guest.
 */
export async function findMailboxByForwardingAddress(db: DbOrTx, { address }: { address: string }) {
  const [row] = await db
    .select({ id: supportMailboxes.id })
    .from(supportMailboxes)
    .where(eq(sql`lower(${supportMailboxes.forwardingAddress})`, address.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** The mailboxes of one user, newest first, without secrets: for /support-mailboxes. */
export async function listUserMailboxes(db: DbOrTx, { userId }: { userId: string }) {
  return db
    .select({
      id: supportMailboxes.id,
      email: supportMailboxes.email,
      provider: supportMailboxes.provider,
      type: supportMailboxes.type,
      isActive: supportMailboxes.isActive,
      forwardingAddress: supportMailboxes.forwardingAddress,
      lastSyncedAt: supportMailboxes.lastSyncedAt,
      lastError: supportMailboxes.lastError,
      needsReconnect: supportMailboxes.needsReconnect,
      tokenExpiresAt: supportMailboxes.tokenExpiresAt,
      createdAt: supportMailboxes.createdAt,
      updatedAt: supportMailboxes.updatedAt,
    })
    .from(supportMailboxes)
    .where(eq(supportMailboxes.userId, userId))
    .orderBy(sql`${supportMailboxes.createdAt} desc`);
}

export async function setMailboxActive(
  db: DbOrTx,
  { userId, mailboxId, isActive }: { userId: string; mailboxId: string; isActive: boolean },
) {
  const rows = await db
    .update(supportMailboxes)
    .set({ isActive, updatedAt: new Date() })
    .where(and(eq(supportMailboxes.id, mailboxId), eq(supportMailboxes.userId, userId)))
    .returning({ id: supportMailboxes.id, isActive: supportMailboxes.isActive });
  return rows[0] ?? null;
}

/** The company's own addresses (its mailboxes and forwarding addresses): mail from them is a loop. */
export async function listCompanyMailboxAddresses(db: DbOrTx, { companyId }: { companyId: string }) {
  const rows = await db
    .select({ email: supportMailboxes.email, forwardingAddress: supportMailboxes.forwardingAddress })
    .from(supportMailboxes)
    .innerJoin(profiles, eq(profiles.id, supportMailboxes.userId))
    .where(eq(profiles.companyId, companyId));
  return rows
    .flatMap((r) => [r.email, r.forwardingAddress])
    .filter((a): a is string => !!a)
    .map((a) => a.toLowerCase());
}

/** Public fields of some mailboxes (no secrets), by id. */
export async function mailboxesOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: supportMailboxes.id,
      userId: supportMailboxes.userId,
      email: supportMailboxes.email,
      forwardingAddress: supportMailboxes.forwardingAddress,
      provider: supportMailboxes.provider,
      type: supportMailboxes.type,
    })
    .from(supportMailboxes)
    .where(inArray(supportMailboxes.id, ids));
}
