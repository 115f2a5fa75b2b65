import type { CustomerSubscription, PaymentStatus } from "@inbox/contracts";
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "../client";
import { customerFullName, customers } from "../schema";

/** Every field of a customer the screens show (spec 001 §3), selected explicitly. */
export const customerColumns = {
  id: customers.id,
  internalCustomerId: customers.internalCustomerId,
  companyName: customers.companyName,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  phoneNumber: customers.phoneNumber,
  whatsapp: customers.whatsapp,
  domainName: customers.domainName,
  isActiveCustomer: customers.isActiveCustomer,
  language: customers.language,
  subscription: customers.subscription,
  accountValue: customers.accountValue,
  paymentStatus: customers.paymentStatus,
  dateAdded: customers.dateAdded,
  createdAt: customers.createdAt,
};
export type CustomerRecord = {
  [K in keyof typeof customerColumns]: (typeof customers.$inferSelect)[K];
};

/** What a customer is created or updated with: every field but the ids and dates. */
export interface CustomerValues {
  internalCustomerId: string | null;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  phoneNumber: string | null;
  whatsapp: string | null;
  domainName: string | null;
  isActiveCustomer: boolean;
  language: string;
  subscription: CustomerSubscription | null;
  accountValue: number | null;
  paymentStatus: PaymentStatus | null;
}

export interface CustomerListFilter {
  companyId: string;
  /** Customers (true) or contacts (false). */
  isActive: boolean;
  name?: string;
  email?: string;
  company?: string;
  subscription?: CustomerSubscription;
  paymentStatus?: PaymentStatus;
  language?: string;
  page: number;
  pageSize: number;
}

export const escapeLike = (term: string) => `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

function listWhere(filter: Omit<CustomerListFilter, "page" | "pageSize">) {
  const conditions: SQL[] = [
    eq(customers.companyId, filter.companyId),
    eq(customers.isActiveCustomer, filter.isActive),
  ];
  // Each test on the expression its trigram index covers (a term of 3 characters or more finds its candidates there).
  const contains: [string | undefined, SQL][] = [
    [filter.name, customerFullName(customers)],
    [filter.email, sql`${customers.email}`],
    [filter.company, sql`${customers.companyName}`],
  ];
  for (const [value, expression] of contains) {
    const term = value?.trim();
    if (!term) continue;
    conditions.push(sql`${expression} ilike ${escapeLike(term)}`);
  }
  if (filter.subscription) conditions.push(eq(customers.subscription, filter.subscription));
  if (filter.paymentStatus) conditions.push(eq(customers.paymentStatus, filter.paymentStatus));
  if (filter.language?.trim())
    conditions.push(sql`lower(${customers.language}) = ${filter.language.trim().toLowerCase()}`);
  return and(...conditions)!;
}

/** Matches are counted up to this many; past it the list says "10,000+" (counting 100,000 costs more than a page). */
export const CUSTOMER_COUNT_CAP = 10_000;

/**
 * One page of Customers or Contacts, newest first, filtered in the database, with the number of matches (exact up to
 * the cap). A first page that is not full is its own count.
 */
export async function listCustomers(db: DbOrTx, filter: CustomerListFilter) {
  const where = listWhere(filter);
  const page = db
    .select(customerColumns)
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const counted = db
    .select({ one: sql`1` })
    .from(customers)
    .where(where)
    .limit(CUSTOMER_COUNT_CAP + 1)
    .as("counted");
  const count = async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(counted);
    return row?.n ?? 0;
  };
  if (filter.page === 1) {
    const rows = await page;
    if (rows.length < filter.pageSize) return { rows, total: rows.length, capped: false };
    const n = await count();
    return { rows, total: Math.min(n, CUSTOMER_COUNT_CAP), capped: n > CUSTOMER_COUNT_CAP };
  }
  const [rows, n] = await Promise.all([page, count()]);
  return { rows, total: Math.min(n, CUSTOMER_COUNT_CAP), capped: n > CUSTOMER_COUNT_CAP };
}

/** The languages a company's customers (or contacts) speak, for the language filter. */
export async function listCustomerLanguages(
  db: DbOrTx,
  { companyId, isActive }: { companyId: string; isActive: boolean },
) {
  // One entry per language whatever its case ("DE" and "de"), as the filter matches it.
  const language = sql<string>`lower(${customers.language})`;
  const rows = await db
    .selectDistinct({ language })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        eq(customers.isActiveCustomer, isActive),
        ne(customers.language, ""),
      ),
    )
    .orderBy(asc(language))
    .limit(200);
  return rows.map((r) => r.language);
}

export async function getCustomerById(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return row ?? null;
}

export async function findCustomerByEmail(
  db: DbOrTx,
  { companyId, email }: { companyId: string; email: string },
) {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.companyId, companyId), sql`lower(${customers.email}) = ${email.toLowerCase()}`))
    .orderBy(asc(customers.createdAt))
    .limit(1);
  return row ?? null;
}

async function findByInternalId(tx: DbOrTx, companyId: string, internalCustomerId: string) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.internalCustomerId, internalCustomerId)));
  return row ?? null;
}

/**
 * Serialises whatever creates customers in one company (the add form, a message action, an import batch) until the
 * transaction ends, so "highest internal id + 1" is never handed out twice.
 */
export async function lockCompanyCustomers(tx: Transaction, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`customers:${companyId}`}, 0))`);
}

/** Spec 001 §5, §9: the highest numeric internal_customer_id of the company + 1 (1 for the first). Call under the lock. */
export async function nextInternalCustomerId(tx: DbOrTx, companyId: string): Promise<bigint> {
  // The regex is written out (not a parameter) so the partial index customers_company_id_internal_number_idx applies.
  const [row] = await tx
    .select({ max: sql<string | null>`max(${customers.internalCustomerId}::numeric)::text` })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        sql.raw(`"customers"."internal_customer_id" ~ '^[0-9]{1,30}$'`),
      ),
    );
  return row?.max ? BigInt(row.max) + 1n : 1n;
}

export type CustomerWriteResult =
  | { ok: true; customer: CustomerRecord }
  | { ok: false; reason: "email_taken"; existing: CustomerRecord }
  | { ok: false; reason: "internal_id_taken"; internalCustomerId: string }
  | { ok: false; reason: "not_found" };

/** Add Customer / Add Contact: one customer per email and per internal id; the internal id is assigned when blank. */
export async function createCustomer(
  db: DbOrTx,
  { companyId, values }: { companyId: string; values: CustomerValues },
): Promise<CustomerWriteResult> {
  return db.transaction(async (tx) => {
    await lockCompanyCustomers(tx, companyId);
    if (values.email) {
      const existing = await findCustomerByEmail(tx, { companyId, email: values.email });
      if (existing) return { ok: false, reason: "email_taken", existing };
    }
    let internalCustomerId = values.internalCustomerId;
    if (internalCustomerId) {
      if (await findByInternalId(tx, companyId, internalCustomerId))
        return { ok: false, reason: "internal_id_taken", internalCustomerId };
    } else {
      internalCustomerId = String(await nextInternalCustomerId(tx, companyId));
    }
    const [customer] = await tx
      .insert(customers)
      .values({ ...values, internalCustomerId, companyId })
      .returning(customerColumns);
    return { ok: true, customer: customer! };
  });
}

/** The edit dialog: every field; the email and internal id stay unique in the company. */
export async function updateCustomer(
  db: DbOrTx,
  { companyId, id, values }: { companyId: string; id: string; values: CustomerValues },
): Promise<CustomerWriteResult> {
  return db.transaction(async (tx) => {
    await lockCompanyCustomers(tx, companyId);
    if (!(await getCustomerById(tx, { companyId, id }))) return { ok: false, reason: "not_found" };
    if (values.email) {
      const [other] = await tx
        .select(customerColumns)
        .from(customers)
        .where(
          and(
            eq(customers.companyId, companyId),
            ne(customers.id, id),
            sql`lower(${customers.email}) = ${values.email.toLowerCase()}`,
          ),
        )
        .limit(1);
      if (other) return { ok: false, reason: "email_taken", existing: other };
    }
    if (values.internalCustomerId) {
      const owner = await findByInternalId(tx, companyId, values.internalCustomerId);
      if (owner && owner.id !== id)
        return { ok: false, reason: "internal_id_taken", internalCustomerId: values.internalCustomerId };
    }
    const [customer] = await tx
      .update(customers)
      .set(values)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
      .returning(customerColumns);
    return { ok: true, customer: customer! };
  });
}

export async function deleteCustomer(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const deleted = await db
    .delete(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return deleted.length > 0;
}

/**
 * "Message from a Customer, create it and reprocess" (spec 001 §5): the sender becomes an active customer with the
 * next internal id, unless one with that email exists; an existing contact is made an active customer, since the
 * user has just said so.
 */
export async function createCustomerFromSender(
  db: DbOrTx,
  {
    companyId,
    values,
  }: {
    companyId: string;
    values: Pick<CustomerValues, "email" | "firstName" | "lastName" | "companyName" | "domainName"> & {
      email: string;
    };
  },
): Promise<{ customer: CustomerRecord; created: boolean; activated: boolean }> {
  return db.transaction(async (tx) => {
    await lockCompanyCustomers(tx, companyId);
    const existing = await findCustomerByEmail(tx, { companyId, email: values.email });
    if (existing) {
      if (existing.isActiveCustomer) return { customer: existing, created: false, activated: false };
      const [customer] = await tx
        .update(customers)
        .set({
          isActiveCustomer: true,
          internalCustomerId:
            existing.internalCustomerId ?? String(await nextInternalCustomerId(tx, companyId)),
        })
        .where(and(eq(customers.companyId, companyId), eq(customers.id, existing.id)))
        .returning(customerColumns);
      return { customer: customer!, created: false, activated: true };
    }
    const internalCustomerId = String(await nextInternalCustomerId(tx, companyId));
    const [customer] = await tx
      .insert(customers)
      .values({ ...values, companyId, internalCustomerId, isActiveCustomer: true, language: "" })
      .returning(customerColumns);
    return { customer: customer!, created: true, activated: false };
  });
}
