import type { MembershipRole } from "@inbox/contracts";
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { companies, invitations, memberships, profiles, session, tickets, user } from "../schema";

/** The signed-in user's company and role: the one place a user is tied to a company. */
export async function getMembership(db: DbOrTx, { userId }: { userId: string }) {
  const [row] = await db
    .select({ companyId: memberships.companyId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Ties a user to a company (company creation, an accepted invitation, fixtures). The profile keeps a copy of the
 * company id for the agent's joins; the membership is what the API reads.
 */
export async function addMembership(
  db: DbOrTx,
  { companyId, userId, role }: { companyId: string; userId: string; role: MembershipRole },
) {
  await db.insert(memberships).values({ companyId, userId, role });
  await db.update(profiles).set({ companyId, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

export async function listMembers(db: DbOrTx, { companyId }: { companyId: string }) {
  return db
    .select({
      userId: memberships.userId,
      role: memberships.role,
      name: user.name,
      email: user.email,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(
      sql`case ${memberships.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(user.name),
    );
}

export async function getMember(db: DbOrTx, { companyId, userId }: { companyId: string; userId: string }) {
  const [row] = await db
    .select({ userId: memberships.userId, role: memberships.role, name: user.name, email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  return row ?? null;
}

/** An invitation of this company still waiting: neither accepted nor revoked. */
function pendingOf(companyId: string) {
  return and(
    eq(invitations.companyId, companyId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
  );
}

/** Pending: neither accepted nor revoked (an expired one is shown as expired and can be resent). */
export async function listPendingInvitations(db: DbOrTx, { companyId }: { companyId: string }) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      sentAt: invitations.sentAt,
      invitedBy: user.name,
    })
    .from(invitations)
    .leftJoin(user, eq(user.id, invitations.invitedBy))
    .where(pendingOf(companyId))
    .orderBy(asc(invitations.createdAt));
}

/** Seats in use: teammates plus invitations still waiting and not expired. */
export async function countSeatsTaken(db: DbOrTx, { companyId, now }: { companyId: string; now: Date }) {
  const members = await db.$count(memberships, eq(memberships.companyId, companyId));
  const waiting = await db.$count(invitations, and(pendingOf(companyId), gt(invitations.expiresAt, now)));
  return members + waiting;
}

export async function getCompanyPlanFacts(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select({
      name: companies.name,
      subscription: companies.subscription,
      trialEndsAt: companies.trialEndsAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function findOpenInvitationByEmail(
  db: DbOrTx,
  { companyId, email }: { companyId: string; email: string },
) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(pendingOf(companyId), eq(invitations.email, email)));
  return row ?? null;
}

export async function isMemberEmail(db: DbOrTx, { companyId, email }: { companyId: string; email: string }) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), sql`lower(${user.email}) = ${email}`));
  return Boolean(row);
}

export async function createInvitation(
  db: DbOrTx,
  values: {
    companyId: string;
    email: string;
    role: MembershipRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(invitations)
    .values({ ...values, sentAt: new Date() })
    .returning({ id: invitations.id, email: invitations.email, role: invitations.role });
  return row!;
}

/** A new link for a pending invitation: the old token stops working and the 7 days start again. */
export async function renewInvitation(
  db: DbOrTx,
  {
    companyId,
    id,
    tokenHash,
    expiresAt,
  }: { companyId: string; id: string; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt, sentAt: new Date() })
    .where(and(eq(invitations.id, id), pendingOf(companyId)))
    .returning({ id: invitations.id, email: invitations.email, role: invitations.role });
  return row ?? null;
}

export async function revokeInvitation(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), pendingOf(companyId)))
    .returning({ id: invitations.id });
  return row ?? null;
}

/** What the invite page shows for a token (by its hash), whatever its state. */
export async function findInvitationByTokenHash(db: DbOrTx, { tokenHash }: { tokenHash: string }) {
  const [row] = await db
    .select({
      id: invitations.id,
      companyId: invitations.companyId,
      companyName: companies.name,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      invitedBy: user.name,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(user, eq(user.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Uses the invitation once: only a pending, unexpired one is taken (a second use finds it accepted). The user joins
 * the company with the invited role and skips onboarding: the company is already set up.
 */
export async function acceptInvitation(
  db: DbOrTx,
  { id, userId, now }: { id: string; userId: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(invitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(
        and(
          eq(invitations.id, id),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .returning({ companyId: invitations.companyId, role: invitations.role });
    if (!taken) return null;
    await addMembership(tx, { companyId: taken.companyId, userId, role: taken.role });
    await tx.update(profiles).set({ onboardingCompletedAt: now }).where(eq(profiles.id, userId));
    return taken;
  });
}

export async function setMemberRole(
  db: DbOrTx,
  { companyId, userId, role }: { companyId: string; userId: string; role: "admin" | "member" },
) {
  const [row] = await db
    .update(memberships)
    .set({ role })
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.userId, userId),
        ne(memberships.role, "owner"),
      ),
    )
    .returning({ userId: memberships.userId, role: memberships.role });
  return row ?? null;
}

/** The owner hands the company to a teammate and stays on as an admin. */
export async function transferOwnership(
  db: DbOrTx,
  { companyId, fromUserId, toUserId }: { companyId: string; fromUserId: string; toUserId: string },
) {
  return db.transaction(async (tx) => {
    const [was] = await tx
      .update(memberships)
      .set({ role: "admin" })
      .where(
        and(
          eq(memberships.companyId, companyId),
          eq(memberships.userId, fromUserId),
          eq(memberships.role, "owner"),
        ),
      )
      .returning({ userId: memberships.userId });
    if (!was) return null;
    const [now] = await tx
      .update(memberships)
      .set({ role: "owner" })
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, toUserId)))
      .returning({ userId: memberships.userId });
    if (!now) throw new Error("new owner is not a teammate");
    const [target] = await tx.select({ email: user.email }).from(user).where(eq(user.id, toUserId));
    // The company's address follows the owner (the reports and mails to the owner read it).
    await tx
      .update(companies)
      .set({ email: target!.email, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    return now;
  });
}

/**
 * Removes a teammate (never the owner): their membership goes, their sessions end at once, and the tickets assigned
 * to them return to Unassigned.
 */
export async function removeMember(db: DbOrTx, { companyId, userId }: { companyId: string; userId: string }) {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(memberships)
      .where(
        and(
          eq(memberships.companyId, companyId),
          eq(memberships.userId, userId),
          ne(memberships.role, "owner"),
        ),
      )
      .returning({ userId: memberships.userId });
    if (!gone) return null;
    await tx
      .update(profiles)
      .set({ companyId: null, updatedAt: new Date() })
      .where(and(eq(profiles.id, userId), eq(profiles.companyId, companyId)));
    await tx.delete(session).where(eq(session.userId, userId));
    const unassigned = await tx
      .update(tickets)
      .set({ assignedUserId: null, assignedTo: "Unassigned", updatedAt: new Date() })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.assignedUserId, userId)))
      .returning({ id: tickets.id });
    return { userId, ticketsUnassigned: unassigned.length };
  });
}

/** The company's owner, whose agent setup (config, brief, intents, mailboxes) the whole team works with. */
export async function getCompanyOwnerId(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, "owner")));
  return row?.userId ?? null;
}
