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

/**
 * The stored pieces travel as base64 text, encoded and decoded natively by PostgreSQL and Node. PGlite's own bytea
 * conversion goes through a JavaScript number and a two-letter string per byte: some 5 MB of short-lived garbage per
 * 64 KB piece, which made the server's memory grow by over a hundred megabytes during an import of 100,000 rows.
 */
export async function appendCustomerImportChunk(
  db: DbOrTx,
  { importId, seq, data }: { importId: string; seq: number; data: Uint8Array },
) {
  const base64 = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("base64");
  await db.insert(customerImportChunks).values({ importId, seq, data: sql`decode(${base64}, 'base64')` });
}

/** The uploaded file back, one stored piece at a time. */
export async function* readCustomerImportChunks(db: DbOrTx, { importId }: { importId: string }) {
  for (let seq = 0; ; seq++) {
    const [chunk] = await db
      .select({ data: sql<string>`encode(${customerImportChunks.data}, 'base64')` })
      .from(customerImportChunks)
      .where(and(eq(customerImportChunks.importId, importId), eq(customerImportChunks.seq, seq)));
    if (!chunk) return;
    yield Buffer.from(chunk.data, "base64");
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

/** One element of a PostgreSQL array literal: NULL, or the text in double quotes with `"` and `\` escaped. */
const arrayElement = (value: string | null) =>
  value === null ? "NULL" : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * A list as one text[] parameter (not one parameter per item), cast where it is used: a batch is a statement with a
 * handful of parameters whatever its size. The array literal is written here in one join: the drivers' own array
 * serialisers build it a character at a time, hundreds of megabytes of garbage over an import of 100,000 rows.
 */
const textArray = (values: (string | null)[]) =>
  sql`${sql.param(`{${values.map(arrayElement).join(",")}}`)}::text[]`;

/**
 * A batch of rows as one JSON parameter, read by json_to_recordset with each column's type: one string written by
 * JSON.stringify (native, a single allocation) rather than an array per column built value by value, which made
 * hundreds of megabytes of short-lived strings over an import of 100,000 rows. The rows' own keys name the columns.
 */
const recordColumns = sql.raw(FIELDS.map((key) => `"${key}" ${SQL_TYPES[key]}`).join(", "));
const recordNames = sql.raw(FIELDS.map((key) => `"${key}"`).join(", "));

/** What a new customer gets for a column its row leaves empty. */
const newCustomerValues = sql.raw(
  FIELDS.map((key) =>
    key === "isActiveCustomer"
      ? `coalesce(v."${key}", true)`
      : key === "language"
        ? `coalesce(v."${key}", '')`
        : `v."${key}"`,
  ).join(", "),
);

/** The fields `from` has, over those of `into`, as a new object (`into` may be a row of the caller's batch). */
function merged(into: Fields, from: Fields): Fields {
  const result: Fields = { ...into };
  for (const key of FIELDS) {
    if (from[key] !== undefined) (result as Record<string, unknown>)[key] = from[key];
  }
  return result;
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
    errors: rejected,
    warnings = [],
  }: {
    companyId: string;
    importId: string;
    /** The good rows of the batch. */
    rows: ImportedCustomer[];
    /** Values of the good rows left empty because they were not valid, each with its line. */
    warnings?: { line: number; warning: string }[];
    /** Rows of the file this batch covers, good and bad: the progress. */
    rowsRead: number;
    /** The batch's bad rows. */
    errors: { line: number; reason: string }[];
  },
) {
  let errors = rejected;
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

    // Targets are existing customers (by id) or rows to insert (by their position in `inserts`), with their email.
    type Target = ({ kind: "existing"; id: string } | { kind: "new"; index: number }) & {
      email: string | null;
    };
    const byInternalId = new Map<string, Target>();
    const byEmail = new Map<string, Target>();
    // The oldest customer with an email wins, as everywhere else: keep the first one seen.
    for (const c of existing) {
      const email = c.email?.toLowerCase() ?? null;
      const target: Target = { kind: "existing", id: c.id, email };
      if (c.internalCustomerId) byInternalId.set(c.internalCustomerId, target);
      if (email && emails.includes(email) && !byEmail.has(email)) byEmail.set(email, target);
    }
    const sameTarget = (a: Target, b: Target) =>
      a.kind === "existing"
        ? b.kind === "existing" && a.id === b.id
        : b.kind === "new" && a.index === b.index;
    const updates = new Map<string, Fields>();
    // The batch's own row objects, not copies (a row merged with a later one of the batch becomes a new object).
    const inserts: Fields[] = [];
    const refused: { line: number; reason: string }[] = [];
    let created = 0;
    let updated = 0;
    for (const fields of rows) {
      const email = fields.email?.toLowerCase();
      const id = fields.internalCustomerId;
      // The email decides first; an internal id only names the customer when the emails agree or one is empty, so a
      // row never overwrites a different guest who happens to hold that number.
      const byId = id ? byInternalId.get(id) : undefined;
      const byMail = email ? byEmail.get(email) : undefined;
      if (
        byId &&
        ((byMail && !sameTarget(byId, byMail)) || (!byMail && email && byId.email && byId.email !== email))
      ) {
        refused.push({
          line: fields.line,
          reason: `internal_customer_id ${id} belongs to another customer${byId.email ? ` (${byId.email})` : ""}; row skipped`,
        });
        continue;
      }
      const target = byMail ?? byId;
      let resolved: Target;
      if (!target) {
        inserts.push(fields);
        resolved = { kind: "new", index: inserts.length - 1, email: email ?? null };
        created += 1;
      } else if (target.kind === "existing") {
        updates.set(target.id, merged(updates.get(target.id) ?? {}, fields));
        resolved = email && !target.email ? { ...target, email } : target;
        updated += 1;
      } else {
        inserts[target.index] = merged(inserts[target.index]!, fields);
        resolved = email && !target.email ? { ...target, email } : target;
        updated += 1;
      }
      if (id) byInternalId.set(id, resolved);
      if (email) byEmail.set(email, resolved);
    }
    errors = [...errors, ...refused].sort((a, b) => a.line - b.line);

    if (inserts.length) {
      // Each row a microsecond after the previous one: "newest first" lists the file from its end.
      await tx.execute(sql`
        insert into customers (company_id, ${columnList}, created_at, date_added)
        select ${companyId}::uuid, ${newCustomerValues}, now() + v.ord * interval '1 microsecond', now()
        from rows from (json_to_recordset(${JSON.stringify(inserts)}::json) as (${recordColumns}))
          with ordinality as v(${recordNames}, ord)`);
    }

    if (updates.size) {
      // An empty cell (null) keeps what the customer has.
      const assignments = FIELDS.map((key) => {
        const column = COLUMN_NAMES[key];
        return `"${column}" = coalesce(v."${key}", c."${column}")`;
      }).join(", ");
      const rows = [...updates].map(([id, fields]) => ({ ...fields, id }));
      await tx.execute(sql`
        update customers c set ${sql.raw(assignments)}
        from json_to_recordset(${JSON.stringify(rows)}::json) as v(id uuid, ${recordColumns})
        where c.id = v.id and c.company_id = ${companyId}`);
    }

    // Progress and counts in the same transaction: a job that resumes after a crash knows exactly where it was.
    const [progress] = await tx
      .select({
        errorCount: customerImports.errorCount,
        warningCount: sql<number>`jsonb_array_length(${customerImports.warnings})`,
      })
      .from(customerImports)
      .where(eq(customerImports.id, importId));
    const room = Math.max(0, MAX_IMPORT_ERRORS_KEPT - (progress?.errorCount ?? 0));
    const kept = errors.slice(0, room);
    // A value left empty is said with its line, beside the file's own warnings, up to the same bound.
    const warningRoom = Math.max(0, MAX_IMPORT_ERRORS_KEPT - Number(progress?.warningCount ?? 0));
    const keptWarnings = warnings.slice(0, warningRoom).map((w) => `Line ${w.line}: ${w.warning}`);
    await tx
      .update(customerImports)
      .set({
        rowsDone: sql`${customerImports.rowsDone} + ${rowsRead}`,
        created: sql`${customerImports.created} + ${created}`,
        updated: sql`${customerImports.updated} + ${updated}`,
        errorCount: sql`${customerImports.errorCount} + ${errors.length}`,
        ...(kept.length ? { errors: sql`${customerImports.errors} || ${JSON.stringify(kept)}::jsonb` } : {}),
        ...(keptWarnings.length
          ? { warnings: sql`${customerImports.warnings} || ${JSON.stringify(keptWarnings)}::jsonb` }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(customerImports.companyId, companyId), eq(customerImports.id, importId)));
    return { created, updated };
  });
}

/**
 * Fresh statistics and a vacuum after a bulk change. Without statistics the planner still sees the table as it was
 * (a few rows) and reads every customer for a search the trigram index answers in a millisecond. Without the vacuum
 * the trigram indexes keep the new rows in their pending list, which every search reads through (45 ms for 100,000
 * rows on PostgreSQL), and the list's count cannot read the index alone until autovacuum comes by (PGlite has none).
 * Outside a transaction: VACUUM cannot run in one.
 */
export async function vacuumAnalyzeCustomers(db: DbOrTx) {
  await db.execute(sql`vacuum (analyze) customers`);
}

/**
 * The customers an import created without an internal id get the next numbers of the company, in file order, once
 * every row is in: numbers above every one the file itself brought.
 */
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
