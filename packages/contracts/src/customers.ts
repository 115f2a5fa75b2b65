import { z } from "zod";
import type { CustomerImportPreviewSummary } from "./customer-import";
import { customerSubscriptionValues, paymentStatusValues } from "./enums";

/** A customer (active) or contact (inactive) as the API returns it (spec 001 §3 "Customer / contact"). */
export interface Customer {
  id: string;
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
  subscription: (typeof customerSubscriptionValues)[number] | null;
  accountValue: number | null;
  paymentStatus: (typeof paymentStatusValues)[number] | null;
  dateAdded: string;
  createdAt: string;
}

/** An address with something before the @, and a dot in the domain after it. */
export const EMAIL_PATTERN = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** Add Customer / Add Contact and the edit dialog (spec 001 §5): a new customer is active, its language empty. */
export const customerInputSchema = z
  .object({
    internalCustomerId: optionalText(64),
    companyName: optionalText(200),
    firstName: optionalText(100),
    lastName: optionalText(100),
    email: z
      .string()
      .trim()
      .max(254)
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || EMAIL_PATTERN.test(v), "Invalid email address"),
    phone: optionalText(50),
    phoneNumber: optionalText(50),
    whatsapp: optionalText(50),
    domainName: optionalText(253),
    isActiveCustomer: z.boolean().default(true),
    language: z.string().trim().max(50).default(""),
    subscription: z.enum(customerSubscriptionValues).nullish().default(null),
    accountValue: z.number().finite("Account value must be a number").nullish().default(null),
    paymentStatus: z.enum(paymentStatusValues).nullish().default(null),
  })
  .refine((c) => c.email || c.firstName || c.lastName || c.companyName, {
    message: "Enter at least an email, a name or a company name",
    path: ["email"],
  });
export type CustomerInput = z.input<typeof customerInputSchema>;

/** The columns a customer CSV may have (spec 001 §5), in any order; other columns are ignored with a warning. */
export const customerCsvColumns = [
  "internal_customer_id",
  "company_name",
  "phone_number",
  "first_name",
  "last_name",
  "email",
  "phone",
  "whatsapp",
  "domain_name",
  "is_active_customer",
  "language",
  "subscription",
  "account_value",
  "payment_status",
] as const;
export type CustomerCsvColumn = (typeof customerCsvColumns)[number];

/** An import keeps this many row errors to show; the count says how many there were in all. */
export const MAX_IMPORT_ERRORS_KEPT = 1000;

/**
 * uploading → queued → previewing → previewed (the owner reviews; nothing written) → processing → completed | failed,
 * or cancelled from the preview.
 */
export const customerImportStatusValues = [
  "uploading",
  "queued",
  "previewing",
  "previewed",
  "processing",
  "completed",
  "failed",
  "cancelled",
] as const;
export type CustomerImportStatus = (typeof customerImportStatusValues)[number];

/** A CSV import as the page follows it (spec 001 §4, §7 process-customer-csv: processed, created, updated, total, errors). */
export interface CustomerImport {
  id: string;
  fileName: string;
  status: CustomerImportStatus;
  /** Rows in the file, once counted. */
  total: number | null;
  /** Rows read so far, good or bad. */
  rowsDone: number;
  /** Rows that created or updated a customer. */
  processed: number;
  created: number;
  updated: number;
  /** Conflicting rows the owner chose to skip: nothing of them was written. */
  skipped: number;
  errorCount: number;
  errors: { line: number; reason: string }[];
  warnings: string[];
  failureReason: string | null;
  /** What the file would do, once checked (status previewed and after); its rows come from the preview endpoint. */
  preview: CustomerImportPreviewSummary | null;
  createdAt: string;
  finishedAt: string | null;
}

/** A file the upload accepts (spec 001 §5): of type text/csv, or named *.csv (Windows calls CSV files Excel files). */
export function isCsvFile(file: { name: string; type: string }) {
  return file.type === "text/csv" || file.name.toLowerCase().endsWith(".csv");
}
