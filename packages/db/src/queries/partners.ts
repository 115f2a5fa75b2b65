import type { PartnerStatusFilter } from "@inbox/contracts";
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { partners } from "../schema";
import { escapeLike } from "./customers";

const partnerColumns = {
  id: partners.id,
  name: partners.name,
  email: partners.email,
  domain: partners.domain,
  isActive: partners.isActive,
  createdAt: partners.createdAt,
};

export interface PartnerValues {
  name: string;
  email: string;
  domain: string | null;
  isActive: boolean;
}

export interface PartnerListFilter {
  companyId: string;
  name?: string;
  email?: string;
  domain?: string;
  status?: PartnerStatusFilter;
  page: number;
  pageSize: number;
}

/** Partners (spec 001 §2): name, email and domain contain the text (any case), active or not; newest first. */
export async function listPartners(db: DbOrTx, filter: PartnerListFilter) {
  const conditions: SQL[] = [eq(partners.companyId, filter.companyId)];
  for (const [value, column] of [
    [filter.name, partners.name],
    [filter.email, partners.email],
    [filter.domain, partners.domain],
  ] as const) {
    const term = value?.trim();
    if (term) conditions.push(sql`${column} ilike ${escapeLike(term)}`);
  }
  if (filter.status === "active") conditions.push(eq(partners.isActive, true));
  if (filter.status === "inactive") conditions.push(eq(partners.isActive, false));
  const where = and(...conditions)!;
  const [rows, [count]] = await Promise.all([
    db
      .select(partnerColumns)
      .from(partners)
      .where(where)
      .orderBy(desc(partners.createdAt), desc(partners.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(partners).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findPartnerByEmail(
  db: DbOrTx,
  { companyId, email, exceptId }: { companyId: string; email: string; exceptId?: string },
) {
  const [row] = await db
    .select(partnerColumns)
    .from(partners)
    .where(
      and(
        eq(partners.companyId, companyId),
        sql`lower(${partners.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(partners.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function createPartner(
  db: DbOrTx,
  { companyId, values }: { companyId: string; values: PartnerValues },
) {
  const [row] = await db
    .insert(partners)
    .values({ ...values, companyId })
    .returning(partnerColumns);
  return row!;
}

export async function updatePartner(
  db: DbOrTx,
  { companyId, id, values }: { companyId: string; id: string; values: PartnerValues },
) {
  const [row] = await db
    .update(partners)
    .set(values)
    .where(and(eq(partners.companyId, companyId), eq(partners.id, id)))
    .returning(partnerColumns);
  return row ?? null;
}

export async function deletePartner(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const deleted = await db
    .delete(partners)
    .where(and(eq(partners.companyId, companyId), eq(partners.id, id)))
    .returning({ id: partners.id });
  return deleted.length > 0;
}
