import {
  type CustomerImport,
  type CustomerImportStatus,
  type CustomerSubscription,
  MAX_IMPORT_ERRORS_KEPT,
  type PaymentStatus,
} from "@inbox/contracts";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { customerImportChunks, customerImports, customers } from "../schema";
import { lockCompanyCustomers, nextInternalCustomerId } from "./customers";

const importColumns = {
  id: customerImports.id,
  fileName: customerImports.fileName,
  status: customerImports.status,
  total: customerImports.total,
  rowsDone: customerImports.rowsDone,
  created: customerImports.created,
  updated: customerImports.updated,
  errorCount: customerImports.errorCount,
  errors: customerImports.errors,
  warnings: customerImports.warnings,
  failureReason: customerImports.failureReason,
  createdAt: customerImports.createdAt,
  finishedAt: customerImports.finishedAt,
};

type ImportRow = { [K in keyof typeof importColumns]: (typeof customerImports.$inferSelect)[K] };

/** The import as the page shows it: "processed" counts the rows that created or updated a customer. */
export function toCustomerImport(row: ImportRow): CustomerImport {
  return {
    ...row,
    status: row.status as CustomerImportStatus,
    processed: row.created + row.updated,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function createCustomerImport(
  db: DbOrTx,
  { companyId, userId, fileName }: { companyId: string; userId: string; fileName: string },
) {
  const [row] = await db
    .insert(customerImports)
    .values({ companyId, userId, fileName, status: "uploading" })
    .returning(importColumns);
  return toCustomerImport(row!);
}

export async function getCustomerImport(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select(importColumns)
    .from(customerImports)
    .where(and(eq(customerImports.companyId, companyId), eq(customerImports.id, id)));
  return row ? toCustomerImport(row) : null;
}

/** The company's most recent import: after a reload the page finds a running one again. */
export async function getLatestCustomerImport(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select(importColumns)
    .from(customerImports)
    .where(eq(customerImports.companyId, companyId))
    .orderBy(desc(customerImports.createdAt))
    .limit(1);
  return row ? toCustomerImport(row) : null;
}

/** An import of this company still being uploaded or worked on (one at a time per company). */
export async function findRunningCustomerImport(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select({ id: customerImports.id, status: customerImports.status, updatedAt: customerImports.updatedAt })
    .from(customerImports)
    .where(
      and(
        eq(customerImports.companyId, companyId),
        inArray(customerImports.status, ["uploading", "queued", "processing"]),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function appendCustomerImportChunk(
  db: DbOrTx,
  { importId, seq, data }: { importId: string; seq: number; data: Uint8Array },
) {
  await db.insert(customerImportChunks).values({ importId, seq, data });
}

/** The uploaded file back, one stored piece at a time. */
export async function* readCustomerImportChunks(db: DbOrTx, { importId }: { importId: string }) {
  for (let seq = 0; ; seq++) {
    const [chunk] = await db
      .select({ data: customerImportChunks.data })
      .from(customerImportChunks)
      .where(and(eq(customerImportChunks.importId, importId), eq(customerImportChunks.seq, seq)));
    if (!chunk) return;
    yield Buffer.from(chunk.data);
  }
}

export async function deleteCustomerImportChunks(db: DbOrTx, { importId }: { importId: string }) {
  await db.delete(customerImportChunks).where(eq(customerImportChunks.importId, importId));
}

/** The job reads the import by id alone: the id came from the company's own upload. */
export async function getCustomerImportForJob(db: DbOrTx, { importId }: { importId: string }) {
  const [row] = await db
    .select({ ...importColumns, companyId: customerImports.companyId })
    .from(customerImports)
    .where(eq(customerImports.id, importId));
  return row ?? null;
}

export async function updateCustomerImport(
  db: DbOrTx,
  {
    companyId,
    id,
    values,
  }: {
    companyId: string;
    id: string;
    values: Partial<{
      status: CustomerImportStatus;
      byteSize: number;
      total: number;
      warnings: string[];
      failureReason: string | null;
      finishedAt: Date;
    }>;
  },
) {
  await db
    .update(customerImports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customerImports.companyId, companyId), eq(customerImports.id, id)));
}

/**
 * A row of the file, read and checked. A field left out (undefined) keeps what an existing customer has; an empty
 * cell is left out too, so a partial export never wipes data.
 */
export interface ImportedCustomer {
  line: number;
  internalCustomerId?: string;
  companyName?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  phoneNumber?: string;
  whatsapp?: string;
  domainName?: string;
  isActiveCustomer?: boolean;
  language?: string;
  subscription?: CustomerSubscription;
  accountValue?: number;
  paymentStatus?: PaymentStatus;
}

type Fields = Omit<ImportedCustomer, "line">;
const FIELDS = [
  "internalCustomerId",
  "companyName",
  "firstName",
  "lastName",
  "email",
  "phone",
  "phoneNumber",
  "whatsapp",
  "domainName",
  "isActiveCustomer",
  "language",
  "subscription",
  "accountValue",
  "paymentStatus",
] as const satisfies readonly (keyof Fields)[];
const SQL_TYPES: Record<(typeof FIELDS)[number], string> = {
  internalCustomerId: "text",
  companyName: "text",
  firstName: "text",
  lastName: "text",
  email: "text",
  phone: "text",
  phoneNumber: "text",
  whatsapp: "text",
  domainName: "text",
  isActiveCustomer: "boolean",
  language: "text",
  subscription: "customer_subscription",
  accountValue: "double precision",
  paymentStatus: "payment_status",
};
const COLUMN_NAMES: Record<(typeof FIELDS)[number], string> = {
  internalCustomerId: "internal_customer_id",
  companyName: "company_name",
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  phone: "phone",
  phoneNumber: "phone_number",
  whatsapp: "whatsapp",
  domainName: "domain_name",
  isActiveCustomer: "is_active_customer",
  language: "language",
  subscription: "subscription",
  accountValue: "account_value",
  paymentStatus: "payment_status",
};

const columnList = sql.raw(FIELDS.map((key) => `"${COLUMN_NAMES[key]}"`).join(", "));

/**
 * A list as one text[] parameter (not one parameter per item), cast where it is used: a batch is a statement with a
 * handful of parameters whatever its size. Both drivers send a text[] with proper quoting.
 */
const textArray = (values: (string | null)[]) => sql`${sql.param(values)}::text[]`;

/** One array per customer column, in FIELDS order, each cast to its column's type (for unnest). */
function columnArrays(rows: Fields[]) {
  return sql.join(
    FIELDS.map((key) => {
      const values = rows.map((row) => {
        const value = row[key];
        return value === undefined || value === null ? null : String(value);
      });
      return sql`${textArray(values)}::${sql.raw(SQL_TYPES[key])}[]`;
    }),
    sql`, `,
  );
}

function merge(into: Fields, from: Fields) {
  for (const key of FIELDS) {
    if (from[key] !== undefined) (into as Record<string, unknown>)[key] = from[key];
  }
}

/**
 * One batch of rows into the company's customers (spec 001 §5 CSV): a row updates the customer with its
 * internal_customer_id, else the one with its email (any case), else creates one (active; one without an internal
 * id gets its number when the import ends, numberImportedCustomers). Rows of one batch that name the same customer
 * are applied in file order.
 * Runs in one transaction with the import's progress, under the company's customer lock.
 */
export async function applyCustomerImportBatch(
  db: DbOrTx,
  {
    companyId,
    importId,
    rows,
    rowsRead,
    errors,
  }: {
    companyId: string;
    importId: string;
    /** The good rows of the batch. */
    rows: ImportedCustomer[];
    /** Rows of the file this batch covers, good and bad: the progress. */
    rowsRead: number;
    /** The batch's bad rows. */
    errors: { line: number; reason: string }[];
  },
) {
  return db.transaction(async (tx) => {
    await lockCompanyCustomers(tx, companyId);
    const internalIds = [
      ...new Set(rows.flatMap((r) => (r.internalCustomerId ? [r.internalCustomerId] : []))),
    ];
    const emails = [...new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])))];
    const matchers: SQL[] = [];
    if (internalIds.length)
      matchers.push(sql`${customers.internalCustomerId} = any(${textArray(internalIds)})`);
    if (emails.length) matchers.push(sql`lower(${customers.email}) = any(${textArray(emails)})`);
    const existing = matchers.length
      ? await tx
          .select({
            id: customers.id,
            internalCustomerId: customers.internalCustomerId,
            email: customers.email,
          })
          .from(customers)
          .where(and(eq(customers.companyId, companyId), or(...matchers)))
      : [];

    // Targets are existing customers (by id) or rows to insert (by their position in `inserts`).
    type Target = { kind: "existing"; id: string } | { kind: "new"; index: number };
    const byInternalId = new Map<string, Target>();
    const byEmail = new Map<string, Target>();
    // The oldest customer with an email wins, as everywhere else: keep the first one seen.
    for (const c of existing) {
      if (c.internalCustomerId) byInternalId.set(c.internalCustomerId, { kind: "existing", id: c.id });
      const email = c.email?.toLowerCase();
      if (email && emails.includes(email) && !byEmail.has(email))
        byEmail.set(email, { kind: "existing", id: c.id });
    }
    const updates = new Map<string, Fields>();
    const inserts: Fields[] = [];
    let created = 0;
    let updated = 0;
    for (const { line: _line, ...fields } of rows) {
      const email = fields.email?.toLowerCase();
      const target =
        (fields.internalCustomerId ? byInternalId.get(fields.internalCustomerId) : undefined) ??
        (email ? byEmail.get(email) : undefined);
      let resolved: Target;
      if (!target) {
        inserts.push({ ...fields });
        resolved = { kind: "new", index: inserts.length - 1 };
        created += 1;
      } else if (target.kind === "existing") {
        const pending = updates.get(target.id) ?? {};
        merge(pending, fields);
        updates.set(target.id, pending);
        resolved = target;
        updated += 1;
      } else {
        merge(inserts[target.index]!, fields);
        resolved = target;
        updated += 1;
      }
      if (fields.internalCustomerId) byInternalId.set(fields.internalCustomerId, resolved);
      if (email) byEmail.set(email, resolved);
    }

    if (inserts.length) {
      const values = inserts.map((fields) => ({
        ...fields,
        isActiveCustomer: fields.isActiveCustomer ?? true,
        language: fields.language ?? "",
      }));
      // Each row a microsecond after the previous one: "newest first" lists the file from its end.
      await tx.execute(sql`
        insert into customers (company_id, ${columnList}, created_at, date_added)
        select ${companyId}::uuid, ${columnList}, now() + u.ord * interval '1 microsecond', now()
        from unnest(${columnArrays(values)}) with ordinality as u(${columnList}, ord)`);
    }

    if (updates.size) {
      // An empty cell (null) keeps what the customer has.
      const assignments = FIELDS.map((key) => {
        const column = COLUMN_NAMES[key];
        return `"${column}" = coalesce(v."${column}", c."${column}")`;
      }).join(", ");
      await tx.execute(sql`
        update customers c set ${sql.raw(assignments)}
        from unnest(${textArray([...updates.keys()])}::uuid[], ${columnArrays([...updates.values()])})
          as v(id, ${columnList})
        where c.id = v.id and c.company_id = ${companyId}`);
    }

    // Progress and counts in the same transaction: a job that resumes after a crash knows exactly where it was.
    const [progress] = await tx
      .select({ errorCount: customerImports.errorCount })
      .from(customerImports)
      .where(eq(customerImports.id, importId));
    const room = Math.max(0, MAX_IMPORT_ERRORS_KEPT - (progress?.errorCount ?? 0));
    const kept = errors.slice(0, room);
    await tx
      .update(customerImports)
      .set({
        rowsDone: sql`${customerImports.rowsDone} + ${rowsRead}`,
        created: sql`${customerImports.created} + ${created}`,
        updated: sql`${customerImports.updated} + ${updated}`,
        errorCount: sql`${customerImports.errorCount} + ${errors.length}`,
        ...(kept.length ? { errors: sql`${customerImports.errors} || ${JSON.stringify(kept)}::jsonb` } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(customerImports.companyId, companyId), eq(customerImports.id, importId)));
    return { created, updated };
  });
}

/**
 * The customers an import created without an internal id get the next numbers of the company, in file order, once
 * every row is in: numbers above every one the file itself brought.
 */
/**
 * Fresh statistics after a bulk change: without them the planner still sees the table as it was (a few rows) and
 * reads every customer for a search the trigram index answers in a millisecond.
 */
export async function analyzeCustomers(db: DbOrTx) {
  await db.execute(sql`analyze customers`);
}

export async function numberImportedCustomers(
  db: DbOrTx,
  { companyId, since }: { companyId: string; since: Date },
) {
  await db.transaction(async (tx) => {
    await lockCompanyCustomers(tx, companyId);
    const next = await nextInternalCustomerId(tx, companyId);
    await tx.execute(sql`
      update customers c set internal_customer_id = (${String(next - 1n)}::numeric + n.rn)::text
      from (
        select id, row_number() over (order by created_at, id) as rn from customers
        where company_id = ${companyId} and internal_customer_id is null and created_at >= ${since}
      ) n
      where c.id = n.id`);
  });
}
