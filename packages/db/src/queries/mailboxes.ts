import type { MailboxType } from "@inbox/contracts";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { supportMailboxes } from "../schema";

/** A mailbox with its company: what the sync and send jobs need. */
export async function getMailboxForJob(db: DbOrTx, { mailboxId }: { mailboxId: string }) {
  const [row] = await db
    .select({ mailbox: supportMailboxes, companyId: supportMailboxes.companyId })
    .from(supportMailboxes)
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
 * The mailbox a forwarding address belongs to, and its company (the listener stores the mail for it), switched on or
 * off: mail to a switched-off mailbox is kept (and not processed) rather than bounced back to the guest.
 */
export async function findMailboxByForwardingAddress(db: DbOrTx, { address }: { address: string }) {
  const [row] = await db
    .select({ id: supportMailboxes.id, companyId: supportMailboxes.companyId })
    .from(supportMailboxes)
    .where(eq(sql`lower(${supportMailboxes.forwardingAddress})`, address.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The company's mailboxes, newest first, without secrets: for /support-mailboxes (every teammate sees them). */
export async function listCompanyMailboxes(db: DbOrTx, { companyId }: { companyId: string }) {
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
    .where(eq(supportMailboxes.companyId, companyId))
    .orderBy(sql`${supportMailboxes.createdAt} desc`);
}

export async function setMailboxActive(
  db: DbOrTx,
  { companyId, mailboxId, isActive }: { companyId: string; mailboxId: string; isActive: boolean },
) {
  const rows = await db
    .update(supportMailboxes)
    .set({ isActive, updatedAt: new Date() })
    .where(and(eq(supportMailboxes.id, mailboxId), eq(supportMailboxes.companyId, companyId)))
    .returning({ id: supportMailboxes.id, isActive: supportMailboxes.isActive });
  return rows[0] ?? null;
}

/** The company's own addresses (its mailboxes and forwarding addresses): mail from them is a loop. */
export async function listCompanyMailboxAddresses(db: DbOrTx, { companyId }: { companyId: string }) {
  const rows = await db
    .select({ email: supportMailboxes.email, forwardingAddress: supportMailboxes.forwardingAddress })
    .from(supportMailboxes)
    .where(eq(supportMailboxes.companyId, companyId));
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

/** A mailbox of the company, without secrets: the ticket page's sending state. */
export async function getCompanyMailbox(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select({
      id: supportMailboxes.id,
      email: supportMailboxes.email,
      provider: supportMailboxes.provider,
      isActive: supportMailboxes.isActive,
      needsReconnect: supportMailboxes.needsReconnect,
    })
    .from(supportMailboxes)
    .where(and(eq(supportMailboxes.id, id), eq(supportMailboxes.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/**
 * The company's switched-on mailboxes, whoever connected them: live is the company's (issue 24), so going live starts
 * the agent sending replies to guests through every one of these (the Go Live dialog lists them).
 */
export async function listActiveCompanyMailboxes(db: DbOrTx, { companyId }: { companyId: string }) {
  return db
    .select({ id: supportMailboxes.id, email: supportMailboxes.email, provider: supportMailboxes.provider })
    .from(supportMailboxes)
    .where(and(eq(supportMailboxes.companyId, companyId), eq(supportMailboxes.isActive, true)))
    .orderBy(asc(supportMailboxes.email));
}

/** The usecases the company's mailboxes are set to (the shell's account types). */
export async function listCompanyMailboxTypes(db: DbOrTx, { companyId }: { companyId: string }) {
  const rows = await db
    .selectDistinct({ type: supportMailboxes.type })
    .from(supportMailboxes)
    .where(and(eq(supportMailboxes.companyId, companyId), isNotNull(supportMailboxes.type)));
  return rows.map((r) => r.type!);
}

/**
 * Spec 000 §4: the same company, email and provider again refreshes the mailbox's credentials and switches it on (and
 * clears a reconnect state); otherwise a new mailbox, the company's, connected by `userId`.
 */
export async function upsertCompanyMailbox(
  db: DbOrTx,
  values: {
    companyId: string;
    userId: string;
    email: string;
    provider: "google" | "microsoft" | "imap";
    settings: string | null;
    accessToken: string | null;
    refreshToken: string | null;
    tokenExpiresAt: Date | null;
  },
) {
  const { companyId, userId, email, provider, ...secrets } = values;
  const returning = { id: supportMailboxes.id, email: supportMailboxes.email };
  const [existing] = await db
    .select({ id: supportMailboxes.id })
    .from(supportMailboxes)
    .where(
      and(
        eq(supportMailboxes.companyId, companyId),
        eq(supportMailboxes.email, email),
        eq(supportMailboxes.provider, provider),
      ),
    );
  const [row] = existing
    ? await db
        .update(supportMailboxes)
        .set({
          ...secrets,
          isActive: true,
          needsReconnect: false,
          lastError: null,
          reconnectNotifiedAt: null,
          updatedAt: new Date(),
        })
        .where(and(eq(supportMailboxes.id, existing.id), eq(supportMailboxes.companyId, companyId)))
        .returning(returning)
    : await db
        .insert(supportMailboxes)
        .values({ companyId, userId, email, provider, ...secrets })
        .returning(returning);
  return row!;
}

const forwardingColumns = {
  id: supportMailboxes.id,
  email: supportMailboxes.email,
  forwardingAddress: supportMailboxes.forwardingAddress,
};

/** The company's forwarding mailbox (one per company: every teammate sees the same address). */
export async function findForwardingMailbox(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select(forwardingColumns)
    .from(supportMailboxes)
    .where(and(eq(supportMailboxes.companyId, companyId), eq(supportMailboxes.provider, "forwarding")))
    .limit(1);
  return row ?? null;
}

export async function createForwardingMailbox(
  db: DbOrTx,
  {
    companyId,
    userId,
    email,
    address,
  }: { companyId: string; userId: string; email: string; address: string },
) {
  const [row] = await db
    .insert(supportMailboxes)
    .values({ companyId, userId, email, provider: "forwarding", forwardingAddress: address, isActive: true })
    .returning(forwardingColumns);
  return row!;
}

/** The usecase step: only the company's mailboxes whose type is still unset. Returns how many. */
export async function setUnsetMailboxTypes(
  db: DbOrTx,
  { companyId, type }: { companyId: string; type: MailboxType },
) {
  const rows = await db
    .update(supportMailboxes)
    .set({ type, updatedAt: new Date() })
    .where(and(eq(supportMailboxes.companyId, companyId), isNull(supportMailboxes.type)))
    .returning({ id: supportMailboxes.id });
  return rows.length;
}

/** A batch is stored: the cursor moves, the mailbox counts as synced now and any broken state is cleared. */
export async function markMailboxSynced(
  db: DbOrTx,
  { mailboxId, cursor }: { mailboxId: string; cursor: object | null },
) {
  await db
    .update(supportMailboxes)
    .set({
      syncCursor: cursor,
      lastSyncedAt: new Date(),
      lastError: null,
      needsReconnect: false,
      reconnectNotifiedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(supportMailboxes.id, mailboxId));
}

/** A sync failed: why, and whether only the owner can fix it (a refused password or revoked token). */
export async function markMailboxSyncFailed(
  db: DbOrTx,
  { mailboxId, error, needsReconnect }: { mailboxId: string; error: string; needsReconnect: boolean },
) {
  await db
    .update(supportMailboxes)
    .set({ lastError: error, needsReconnect })
    .where(eq(supportMailboxes.id, mailboxId));
}

/**
 * Claims the one "reconnect your mailbox" email of a broken period: true for the single caller that finds it unclaimed,
 * however many retries run at once.
 */
export async function claimReconnectNotice(db: DbOrTx, { mailboxId }: { mailboxId: string }) {
  const claimed = await db
    .update(supportMailboxes)
    .set({ reconnectNotifiedAt: new Date() })
    .where(and(eq(supportMailboxes.id, mailboxId), isNull(supportMailboxes.reconnectNotifiedAt)))
    .returning({ id: supportMailboxes.id });
  return claimed.length > 0;
}

/** Renewed OAuth tokens of a mailbox, stored sealed (the caller seals them). */
export async function saveMailboxTokens(
  db: DbOrTx,
  {
    mailboxId,
    accessToken,
    refreshToken,
    expiresAt,
  }: { mailboxId: string; accessToken: string | null; refreshToken: string | null; expiresAt: Date | null },
) {
  await db
    .update(supportMailboxes)
    .set({ accessToken, refreshToken, tokenExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(supportMailboxes.id, mailboxId));
}
