import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { aiAgentIntents, escalationResponsableIntents, escalationResponsables, tickets } from "../schema";

export interface ResponsableValues {
  firstName: string;
  lastName: string;
  email: string;
  isDefaultResponsable: boolean;
}

const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** The company's responsables by first name, each with the intents escalated to them. */
export async function listResponsables(db: DbOrTx, { companyId }: { companyId: string }) {
  const rows = await db
    .select()
    .from(escalationResponsables)
    .where(eq(escalationResponsables.companyId, companyId))
    .orderBy(asc(escalationResponsables.firstName));
  const links = rows.length
    ? await db
        .select({
          responsableId: escalationResponsableIntents.escalationResponsableId,
          intentId: aiAgentIntents.id,
          name: aiAgentIntents.name,
        })
        .from(escalationResponsableIntents)
        .innerJoin(aiAgentIntents, eq(aiAgentIntents.id, escalationResponsableIntents.aiAgentIntentId))
        .where(
          inArray(
            escalationResponsableIntents.escalationResponsableId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({
    ...r,
    intents: links
      .filter((l) => l.responsableId === r.id)
      .map(({ intentId, name }) => ({ id: intentId, name })),
  }));
}

/** Names for the ticket page's Assignee select. */
export async function listResponsableOptions(db: DbOrTx, { companyId }: { companyId: string }) {
  return db
    .select({
      id: escalationResponsables.id,
      firstName: escalationResponsables.firstName,
      lastName: escalationResponsables.lastName,
    })
    .from(escalationResponsables)
    .where(eq(escalationResponsables.companyId, companyId));
}

export async function getResponsable(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select()
    .from(escalationResponsables)
    .where(and(eq(escalationResponsables.id, id), eq(escalationResponsables.companyId, companyId)));
  return row ?? null;
}

/** Whether the company has any responsable (the Setup Required dialog). */
export async function hasResponsable(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select({ id: escalationResponsables.id })
    .from(escalationResponsables)
    .where(eq(escalationResponsables.companyId, companyId))
    .limit(1);
  return Boolean(row);
}

/** One default responsable per company: every other loses the flag. */
async function keepOnlyDefault(db: DbOrTx, companyId: string, id: string) {
  await db
    .update(escalationResponsables)
    .set({ isDefaultResponsable: false })
    .where(and(eq(escalationResponsables.companyId, companyId), ne(escalationResponsables.id, id)));
}

/** Whether another responsable of the company has this address (in any case). */
async function emailTaken(db: DbOrTx, companyId: string, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: escalationResponsables.id })
    .from(escalationResponsables)
    .where(
      and(
        eq(escalationResponsables.companyId, companyId),
        sql`lower(${escalationResponsables.email}) = lower(${email})`,
        exceptId ? ne(escalationResponsables.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A unique index refused the row (PostgreSQL and PGlite both say 23505; Drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === "23505") return true;
  return false;
}

/**
 * A responsable with the intents escalated to them (ids the caller checked), in one transaction; "duplicate" when
 * the company already has a responsable with this email (the unique index settles a race).
 */
export async function createResponsable(
  db: DbOrTx,
  { companyId, values, intentIds }: { companyId: string; values: ResponsableValues; intentIds: string[] },
) {
  if (await emailTaken(db, companyId, values.email)) return "duplicate" as const;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(escalationResponsables)
      .values({ ...values, companyId })
      .returning();
    if (values.isDefaultResponsable) await keepOnlyDefault(tx, companyId, created!.id);
    if (intentIds.length)
      await tx
        .insert(escalationResponsableIntents)
        .values(
          intentIds.map((aiAgentIntentId) => ({ escalationResponsableId: created!.id, aiAgentIntentId })),
        );
    return created!;
  });
}

/**
 * Edits a responsable; the tickets assigned to them carry the new name from the same transaction, so the inbox, the
 * ticket page and the agent read one name. "duplicate" when another responsable of the company has the new email.
 */
export async function updateResponsable(
  db: DbOrTx,
  { companyId, id, values }: { companyId: string; id: string; values: ResponsableValues },
) {
  if (await emailTaken(db, companyId, values.email, id)) return "duplicate" as const;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(escalationResponsables)
      .set(values)
      .where(and(eq(escalationResponsables.id, id), eq(escalationResponsables.companyId, companyId)))
      .returning();
    if (!updated) return null;
    if (values.isDefaultResponsable) await keepOnlyDefault(tx, companyId, updated.id);
    await tx
      .update(tickets)
      .set({ assignedTo: fullName(updated) })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.assignedResponsableId, updated.id)));
    return updated;
  });
}

/** Deletes a responsable; their tickets become "Unassigned" in the same transaction. False when there was none. */
export async function deleteResponsable(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  return db.transaction(async (tx) => {
    await tx
      .update(tickets)
      .set({ assignedTo: "Unassigned", assignedResponsableId: null, updatedAt: new Date() })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.assignedResponsableId, id)));
    const rows = await tx
      .delete(escalationResponsables)
      .where(and(eq(escalationResponsables.id, id), eq(escalationResponsables.companyId, companyId)))
      .returning({ id: escalationResponsables.id });
    return rows.length > 0;
  });
}

/** Escalates an intent (one the caller checked) to a responsable of the company; false when no such responsable. */
export async function addResponsableIntent(
  db: DbOrTx,
  { companyId, responsableId, intentId }: { companyId: string; responsableId: string; intentId: string },
) {
  const responsable = await getResponsable(db, { companyId, id: responsableId });
  if (!responsable) return false;
  await db
    .insert(escalationResponsableIntents)
    .values({ escalationResponsableId: responsable.id, aiAgentIntentId: intentId })
    .onConflictDoNothing();
  return true;
}

export async function removeResponsableIntent(
  db: DbOrTx,
  { companyId, responsableId, intentId }: { companyId: string; responsableId: string; intentId: string },
) {
  const responsable = await getResponsable(db, { companyId, id: responsableId });
  if (!responsable) return false;
  await db
    .delete(escalationResponsableIntents)
    .where(
      and(
        eq(escalationResponsableIntents.escalationResponsableId, responsable.id),
        eq(escalationResponsableIntents.aiAgentIntentId, intentId),
      ),
    );
  return true;
}
