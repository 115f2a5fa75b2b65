import { z } from "zod";
import type { CustomerCsvColumn } from "./customers";

/**
 * The preview of a customer CSV (issue 23): what the file would do, read before anything is written, and the owner's
 * answer to its conflicts.
 */

/** A preview lists this many update rows and this many conflicts; its counts cover every row. */
export const MAX_PREVIEW_ROWS_KEPT = 1000;

/** The fields whose change makes a row a conflict: who the customer is, not what they bought. */
export const conflictColumns = [
  "first_name",
  "last_name",
  "email",
] as const satisfies readonly CustomerCsvColumn[];

/** One value a row changes; values as the page shows them ("yes", "1234.5"), null for empty. */
export interface CustomerFieldChange {
  field: CustomerCsvColumn;
  from: string | null;
  to: string | null;
}

/** A row that updates a customer: who it names, and what it changes. */
export interface CustomerImportPreviewRow {
  line: number;
  /** The existing customer, as the list names them (name, else email, else ID). */
  customer: string;
  /** Set when the customer is one an earlier line of the file adds: their old values are not in the database. */
  addedByLine?: number;
  changes: CustomerFieldChange[];
}

/** The preview's counts and columns: small, carried by the import itself. */
export interface CustomerImportPreviewSummary {
  /** The file's columns the import reads, in file order. */
  columns: CustomerCsvColumn[];
  /** The file's other columns, which are not read. */
  ignored: string[];
  /** Rows that would add a customer. */
  create: number;
  /** Rows that would change an existing customer (conflicts not included). */
  update: number;
  /** Rows that name an existing customer and change nothing. */
  unchanged: number;
  /** Rows that would change an existing customer's name or email: the owner updates or skips each. */
  conflicts: number;
}

/** The whole preview (GET /customers/imports/:id/preview): the counts and the first rows of each kind. */
export interface CustomerImportPreview extends CustomerImportPreviewSummary {
  importId: string;
  /** The first update rows with their changes. */
  updates: CustomerImportPreviewRow[];
  /** The first conflicts with their changes. */
  conflictRows: CustomerImportPreviewRow[];
}

export const conflictChoiceValues = ["update", "skip"] as const;
export type ConflictChoice = (typeof conflictChoiceValues)[number];

const lines = z
  .array(z.number().int().positive())
  .max(MAX_PREVIEW_ROWS_KEPT, `At most ${MAX_PREVIEW_ROWS_KEPT} rows can be chosen one by one`)
  .default([]);

/**
 * The owner's answer to the preview (POST /customers/imports/:id/confirm): each conflict listed in `update` or `skip`
 * by its line, every other conflict as `conflicts` says ("Update all" / "Skip all").
 */
export const confirmCustomerImportInput = z.object({
  conflicts: z
    .enum(conflictChoiceValues, { error: "Choose update or skip for the conflicts" })
    .default("skip"),
  update: lines,
  skip: lines,
});
export type ConfirmCustomerImportInput = z.input<typeof confirmCustomerImportInput>;
export type CustomerImportChoices = z.output<typeof confirmCustomerImportInput>;
