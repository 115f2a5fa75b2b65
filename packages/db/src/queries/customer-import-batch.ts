import {
  type ConflictChoice,
  type CustomerCsvColumn,
  type CustomerFieldChange,
  type CustomerImportPreviewRow,
  type CustomerSubscription,
  conflictColumns,
  type PaymentStatus,
} from "@inbox/contracts";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { customers } from "../schema";
import { recordCustomerImportProgress } from "./customer-imports";
import { lockCompanyCustomers } from "./customers";

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
type FieldKey = (typeof FIELDS)[number];
const SQL_TYPES: Record<FieldKey, string> = {
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
const COLUMN_NAMES: Record<FieldKey, CustomerCsvColumn> = {
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
const CONFLICT_COLUMNS: ReadonlySet<CustomerCsvColumn> = new Set(conflictColumns);

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

/** An existing customer a row names, with the values its changes are shown against. */
type ExistingCustomer = { id: string; createdAt: Date } & {
  [K in FieldKey]: NonNullable<Fields[K]> | null;
};

const existingColumns = {
  id: customers.id,
  createdAt: customers.createdAt,
  ...Object.fromEntries(FIELDS.map((key) => [key, customers[key]])),
} as { id: typeof customers.id; createdAt: typeof customers.createdAt } & {
  [K in FieldKey]: (typeof customers)[K];
};

/** The company's customers the batch's rows may name, by internal id or by email (any case). */
async function readNamedCustomers(db: DbOrTx, companyId: string, rows: ImportedCustomer[]) {
  const internalIds = [...new Set(rows.flatMap((r) => (r.internalCustomerId ? [r.internalCustomerId] : [])))];
  const emails = [...new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])))];
  const matchers: SQL[] = [];
  if (internalIds.length)
    matchers.push(sql`${customers.internalCustomerId} = any(${textArray(internalIds)})`);
  if (emails.length) matchers.push(sql`lower(${customers.email}) = any(${textArray(emails)})`);
  if (!matchers.length) return [];
  return (await db
    .select(existingColumns)
    .from(customers)
    .where(and(eq(customers.companyId, companyId), or(...matchers)))) as ExistingCustomer[];
}

/**
 * The customers a file adds, remembered across batches by the preview (which writes nothing, so a later row that
 * names one of them finds it here rather than in the database): the line that adds each, by email and by internal id.
 */
export interface FileCustomers {
  byEmail: Map<string, number>;
  byInternalId: Map<string, { line: number; email: string | null }>;
}
export const newFileCustomers = (): FileCustomers => ({ byEmail: new Map(), byInternalId: new Map() });

/** A value as the preview shows it. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** What the row would change on the customer; an email that differs only in case is no change (nor written). */
function changesOf(customer: ExistingCustomer, fields: Fields): CustomerFieldChange[] {
  const changes: CustomerFieldChange[] = [];
  for (const key of FIELDS) {
    const to = fields[key];
    if (to === undefined) continue;
    const from = customer[key];
    const same =
      key === "email" ? String(from ?? "").toLowerCase() === String(to).toLowerCase() : (from ?? "") === to;
    if (!same) changes.push({ field: COLUMN_NAMES[key], from: shown(from), to: shown(to) });
  }
  return changes;
}

/** A change of who the customer is: a name or email they have replaced by another. */
const isConflict = (changes: CustomerFieldChange[]) =>
  changes.some((c) => CONFLICT_COLUMNS.has(c.field) && c.from !== null);

/** How a list names the customer: their name, else their email, else their number. */
const customerLabel = (c: ExistingCustomer) =>
  [c.firstName, c.lastName].filter(Boolean).join(" ") ||
  c.email ||
  (c.internalCustomerId ? `ID ${c.internalCustomerId}` : "a customer without name");

const showFields = (fields: Fields): CustomerFieldChange[] =>
  FIELDS.filter((key) => fields[key] !== undefined).map((key) => ({
    field: COLUMN_NAMES[key],
    from: null,
    to: shown(fields[key]),
  }));

interface PlanOptions {
  /** The preview: the customers earlier batches of the file add, read and extended here. */
  fileCustomers?: FileCustomers;
  /** The import: whether a conflict's row is written (the owner's choice for its line). */
  settle?: (line: number) => ConflictChoice;
  /** The import: customers created from this time on came from this import, so changing them is no conflict. */
  addedSince?: Date;
  /** Describe each update and conflict (the preview). */
  describe?: boolean;
}

interface BatchPlan {
  /** The batch's own row objects, not copies (a row merged with a later one of the batch becomes a new object). */
  inserts: Fields[];
  updates: Map<string, Fields>;
  refused: { line: number; reason: string }[];
  created: number;
  /** Rows that change an existing customer or one the file adds (conflicts not included). */
  updated: number;
  /** Rows that name an existing customer and change nothing. */
  unchanged: number;
  conflicts: number;
  skipped: number;
  updateRows: CustomerImportPreviewRow[];
  conflictRows: CustomerImportPreviewRow[];
}

/**
 * What a batch of rows does (spec 001 §5 CSV, issue 23), before any write: the email decides first; an internal id
 * only names the customer when the emails agree or one is empty, so a row never overwrites a different guest who
 * happens to hold that number. A row that would replace an existing customer's name or email is a conflict: the
 * preview lists it, the import writes it only when the owner chose to.
 */
function planBatch(existing: ExistingCustomer[], rows: ImportedCustomer[], options: PlanOptions): BatchPlan {
  const { fileCustomers, settle, addedSince, describe = false } = options;
  // Targets are existing customers, rows of this batch to insert (by position), or customers an earlier batch of
  // the file adds (the preview), each with its email.
  type Target = (
    | { kind: "existing"; customer: ExistingCustomer }
    | { kind: "new"; index: number }
    | { kind: "file"; line: number }
  ) & { email: string | null };
  const byInternalId = new Map<string, Target>();
  const byEmail = new Map<string, Target>();
  const emails = new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])));
  // The oldest customer with an email wins, as everywhere else: keep the first one seen.
  for (const customer of existing) {
    const email = customer.email?.toLowerCase() ?? null;
    const target: Target = { kind: "existing", customer, email };
    if (customer.internalCustomerId) byInternalId.set(customer.internalCustomerId, target);
    if (email && emails.has(email) && !byEmail.has(email)) byEmail.set(email, target);
  }
  if (fileCustomers) {
    for (const row of rows) {
      const id = row.internalCustomerId;
      const added = id ? fileCustomers.byInternalId.get(id) : undefined;
      if (id && added && !byInternalId.has(id)) byInternalId.set(id, { kind: "file", ...added });
      const email = row.email?.toLowerCase();
      const line = email ? fileCustomers.byEmail.get(email) : undefined;
      if (email && line !== undefined && !byEmail.has(email))
        byEmail.set(email, { kind: "file", line, email });
    }
  }
  const sameTarget = (a: Target, b: Target) =>
    a.kind === "existing"
      ? b.kind === "existing" && a.customer.id === b.customer.id
      : a.kind === "new"
        ? b.kind === "new" && a.index === b.index
        : b.kind === "file" && a.line === b.line;

  const plan: BatchPlan = {
    inserts: [],
    updates: new Map(),
    refused: [],
    created: 0,
    updated: 0,
    unchanged: 0,
    conflicts: 0,
    skipped: 0,
    updateRows: [],
    conflictRows: [],
  };
  const lineOf = (target: Target) =>
    target.kind === "file"
      ? target.line
      : target.kind === "new"
        ? (plan.inserts[target.index] as ImportedCustomer).line
        : 0;

  for (const fields of rows) {
    const email = fields.email?.toLowerCase();
    const id = fields.internalCustomerId;
    const byId = id ? byInternalId.get(id) : undefined;
    const byMail = email ? byEmail.get(email) : undefined;
    if (
      byId &&
      ((byMail && !sameTarget(byId, byMail)) || (!byMail && email && byId.email && byId.email !== email))
    ) {
      plan.refused.push({
        line: fields.line,
        reason: `internal_customer_id ${id} already belongs to another customer${byId.email ? ` (${byId.email})` : ""}; row not imported: correct the ID or the email in the file`,
      });
      continue;
    }
    const target = byMail ?? byId;
    let resolved: Target;
    if (!target) {
      plan.inserts.push(fields);
      resolved = { kind: "new", index: plan.inserts.length - 1, email: email ?? null };
      plan.created += 1;
    } else if (target.kind === "existing") {
      const { customer } = target;
      const changes = changesOf(customer, fields);
      const ours = addedSince !== undefined && customer.createdAt >= addedSince;
      if (!ours && isConflict(changes)) {
        plan.conflicts += 1;
        if (describe)
          plan.conflictRows.push({ line: fields.line, customer: customerLabel(customer), changes });
        if (!settle || settle(fields.line) === "skip") {
          plan.skipped += 1;
          continue;
        }
      } else if (changes.length === 0) {
        plan.unchanged += 1;
      } else {
        plan.updated += 1;
        if (describe) plan.updateRows.push({ line: fields.line, customer: customerLabel(customer), changes });
      }
      // The customer keeps their email's spelling when the file's differs only in case.
      const write =
        email && customer.email?.toLowerCase() === email ? { ...fields, email: undefined } : fields;
      plan.updates.set(customer.id, merged(plan.updates.get(customer.id) ?? {}, write));
      resolved = email && !target.email ? { ...target, email } : target;
    } else {
      if (target.kind === "new") plan.inserts[target.index] = merged(plan.inserts[target.index]!, fields);
      plan.updated += 1;
      if (describe)
        plan.updateRows.push({
          line: fields.line,
          customer: `The customer line ${lineOf(target)} adds`,
          addedByLine: lineOf(target),
          changes: showFields(fields),
        });
      resolved = email && !target.email ? { ...target, email } : target;
    }
    if (id) byInternalId.set(id, resolved);
    if (email) byEmail.set(email, resolved);
    if (fileCustomers && resolved.kind !== "existing") {
      const line = resolved.kind === "new" ? lineOf(resolved) : resolved.line;
      if (id) fileCustomers.byInternalId.set(id, { line, email: resolved.email });
      if (resolved.email && !fileCustomers.byEmail.has(resolved.email))
        fileCustomers.byEmail.set(resolved.email, line);
    }
  }
  plan.refused.sort((a, b) => a.line - b.line);
  return plan;
}

/** What one batch would do, for the preview: nothing is written but the preview's progress and problems. */
export interface PreviewedBatch {
  /** False when the preview was cancelled meanwhile: the caller stops. */
  previewing: boolean;
  create: number;
  update: number;
  unchanged: number;
  conflicts: number;
  updateRows: CustomerImportPreviewRow[];
  conflictRows: CustomerImportPreviewRow[];
}

/**
 * One batch of the file read against the company's customers without writing any (issue 23): the counts and the
 * described updates and conflicts, while the import's progress, refused rows and warnings are recorded.
 */
export async function previewCustomerImportBatch(
  db: DbOrTx,
  {
    companyId,
    importId,
    rows,
    rowsRead,
    errors,
    warnings,
    fileCustomers,
  }: {
    companyId: string;
    importId: string;
    rows: ImportedCustomer[];
    rowsRead: number;
    errors: { line: number; reason: string }[];
    warnings: { line: number; warning: string }[];
    fileCustomers: FileCustomers;
  },
): Promise<PreviewedBatch> {
  const plan = planBatch(await readNamedCustomers(db, companyId, rows), rows, {
    fileCustomers,
    describe: true,
  });
  const previewing = await recordCustomerImportProgress(db, {
    companyId,
    importId,
    rowsRead,
    errors: [...errors, ...plan.refused].sort((a, b) => a.line - b.line),
    warnings,
    whileStatus: ["previewing"],
  });
  return {
    previewing,
    create: plan.created,
    update: plan.updated,
    unchanged: plan.unchanged,
    conflicts: plan.conflicts,
    updateRows: plan.updateRows,
    conflictRows: plan.conflictRows,
  };
}

/**
 * One batch of rows into the company's customers (spec 001 §5 CSV): a row updates the customer it names (see
 * planBatch), else creates one (active; one without an internal id gets its number when the import ends,
 * numberImportedCustomers). Rows of one batch that name the same customer are applied in file order; a conflict is
 * written only when `settle` says so for its line. Runs in one transaction with the import's progress, under the
 * company's customer lock.
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
    settle = () => "skip",
    addedSince,
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
    /** Whether the conflict on a line is written (the owner's choice); skipped unless said. */
    settle?: (line: number) => ConflictChoice;
    /** Customers created from this time on came from this import: changing them is no conflict. */
    addedSince?: Date;
  },
) {
  return db.transaction(async (tx) => {
    await lockCompanyCustomers(tx, companyId);
    const plan = planBatch(await readNamedCustomers(tx, companyId, rows), rows, { settle, addedSince });
    if (plan.inserts.length) {
      // Each row a microsecond after the previous one: "newest first" lists the file from its end.
      await tx.execute(sql`
        insert into customers (company_id, ${columnList}, created_at, date_added)
        select ${companyId}::uuid, ${newCustomerValues}, now() + v.ord * interval '1 microsecond', now()
        from rows from (json_to_recordset(${JSON.stringify(plan.inserts)}::json) as (${recordColumns}))
          with ordinality as v(${recordNames}, ord)`);
    }
    if (plan.updates.size) {
      // An empty cell (null) keeps what the customer has.
      const assignments = FIELDS.map((key) => {
        const column = COLUMN_NAMES[key];
        return `"${column}" = coalesce(v."${key}", c."${column}")`;
      }).join(", ");
      const updates = [...plan.updates].map(([id, fields]) => ({ ...fields, id }));
      await tx.execute(sql`
        update customers c set ${sql.raw(assignments)}
        from json_to_recordset(${JSON.stringify(updates)}::json) as v(id uuid, ${recordColumns})
        where c.id = v.id and c.company_id = ${companyId}`);
    }
    const created = plan.created;
    // A row that names a customer and is written counts as updated, whether or not it changed a value.
    const updated = plan.updated + plan.unchanged + plan.conflicts - plan.skipped;
    // Progress and counts in the same transaction: a job that resumes after a crash knows exactly where it was.
    await recordCustomerImportProgress(tx, {
      companyId,
      importId,
      rowsRead,
      errors: [...rejected, ...plan.refused].sort((a, b) => a.line - b.line),
      warnings,
      created,
      updated,
      skipped: plan.skipped,
    });
    return { created, updated, skipped: plan.skipped };
  });
}
