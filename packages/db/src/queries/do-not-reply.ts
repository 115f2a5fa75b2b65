import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { doNotReplyTo } from "../schema";

const entryColumns = {
  id: doNotReplyTo.id,
  name: doNotReplyTo.name,
  email: doNotReplyTo.email,
  domain: doNotReplyTo.domain,
  createdAt: doNotReplyTo.createdAt,
};

/** The senders the agent never answers, newest first (the Partners page's "Do not reply" card). */
export async function listDoNotReply(db: DbOrTx, { companyId }: { companyId: string }) {
  return db
    .select(entryColumns)
    .from(doNotReplyTo)
    .where(eq(doNotReplyTo.companyId, companyId))
    .orderBy(desc(doNotReplyTo.createdAt), desc(doNotReplyTo.id))
    .limit(1000);
}

export async function findDoNotReplyByEmail(
  db: DbOrTx,
  { companyId, email }: { companyId: string; email: string },
) {
  const [row] = await db
    .select(entryColumns)
    .from(doNotReplyTo)
    .where(
      and(eq(doNotReplyTo.companyId, companyId), sql`lower(${doNotReplyTo.email}) = ${email.toLowerCase()}`),
    )
    .limit(1);
  return row ?? null;
}

export async function addDoNotReply(
  db: DbOrTx,
  {
    companyId,
    values,
  }: { companyId: string; values: { email: string; name: string | null; domain: string | null } },
) {
  const [row] = await db
    .insert(doNotReplyTo)
    .values({ ...values, companyId })
    .returning(entryColumns);
  return row!;
}

export async function deleteDoNotReply(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const deleted = await db
    .delete(doNotReplyTo)
    .where(and(eq(doNotReplyTo.companyId, companyId), eq(doNotReplyTo.id, id)))
    .returning({ id: doNotReplyTo.id });
  return deleted.length > 0;
}
