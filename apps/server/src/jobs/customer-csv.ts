import { Readable } from "node:stream";
import {
  type CustomerCsvColumn,
  customerCsvColumns,
  customerSubscriptionValues,
  EMAIL_PATTERN,
  paymentStatusValues,
} from "@inbox/contracts";
import type { ImportedCustomer } from "@inbox/db";
import { parse } from "csv-parse";

/**
 * Reading a customer CSV as spreadsheets and CRMs really export it (spec 001 §5): a byte-order mark, commas or
 * semicolons (European exports) or tabs, quoted values with commas and line breaks, columns in any order, unknown
 * columns ignored, UTF-8 or Windows-1252. Streams: nothing holds more than a row and a chunk of the file.
 */

export type CsvEvent =
  | { kind: "row"; line: number; customer: ImportedCustomer }
  | { kind: "error"; line: number; reason: string };

export type OpenedCsv =
  | { ok: true; columns: (CustomerCsvColumn | null)[]; warnings: string[]; events: AsyncGenerator<CsvEvent> }
  | { ok: false; reason: string };

const DELIMITERS = [",", ";", "\t", "|"] as const;
const TEXT_LIMIT = 500;
const NUMERIC_ID = /^[0-9]{1,30}$/;

/** The separator the header line uses most (outside quotes); a comma when there is none. */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(ch))
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ",";
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const n = counts.get(d) ?? 0;
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

const ALIASES: Record<string, string> = { e_mail: "email", email_address: "email" };

/** "First Name", "first-name" and "FIRST_NAME " all name first_name; "E-mail" names email. */
export function normaliseHeader(name: string) {
  const key = name
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return ALIASES[key] ?? key;
}

const TRUE_WORDS = new Set(["true", "yes", "1", "y"]);
const FALSE_WORDS = new Set(["false", "no", "0", "n"]);

/** "$1,234.50", "1.234,50 €", "1 234,5", "1'234.50" and "-12" are numbers; "abc" is not. */
export function parseAccountValue(text: string): number | null {
  let s = text
    .replace(/[\s\u00a0\u202f']/g, "")
    .replace(/^[A-Za-z$€£¥]+|[A-Za-z$€£¥]+$/g, "")
    .replace(/^[$€£¥]|[$€£¥]$/g, "");
  if (/^\(.*\)$/.test(s)) s = `-${s.slice(1, -1)}`;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the decimal separator.
    s = lastComma > lastDot ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  } else if (lastComma >= 0) {
    // Only commas: thousands when they group by three ("1,234,567"), else a decimal comma ("12,5").
    s = /^-?\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, "") : s.replace(",", ".");
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(s)) {
    s = s.replace(/\./g, "");
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const FIELD_OF: Record<CustomerCsvColumn, keyof Omit<ImportedCustomer, "line">> = {
  internal_customer_id: "internalCustomerId",
  company_name: "companyName",
  phone_number: "phoneNumber",
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  phone: "phone",
  whatsapp: "whatsapp",
  domain_name: "domainName",
  is_active_customer: "isActiveCustomer",
  language: "language",
  subscription: "subscription",
  account_value: "accountValue",
  payment_status: "paymentStatus",
};

const oneOf = <T extends string>(values: readonly T[], text: string) =>
  values.find((v) => v.toLowerCase() === text.toLowerCase());
const listWords = (values: readonly string[]) =>
  `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;

/** One row's values, by column, checked: the customer to write, or the reason the row is refused. */
export function readCustomerRow(
  columns: (CustomerCsvColumn | null)[],
  values: string[],
  line: number,
): CsvEvent {
  if (values.length < columns.length || values.slice(columns.length).some((v) => v.trim() !== "")) {
    return {
      kind: "error",
      line,
      reason: `Has ${values.length} values but the header has ${columns.length} columns`,
    };
  }
  const customer: ImportedCustomer = { line };
  const set = customer as unknown as Record<string, unknown>;
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    const text = values[i]?.trim() ?? "";
    if (!column || text === "") continue;
    if (text.length > TEXT_LIMIT)
      return { kind: "error", line, reason: `${column} is longer than ${TEXT_LIMIT} characters` };
    switch (column) {
      case "email":
        if (!EMAIL_PATTERN.test(text))
          return { kind: "error", line, reason: `Invalid email address "${text}"` };
        set.email = text;
        break;
      case "is_active_customer": {
        const word = text.toLowerCase();
        if (TRUE_WORDS.has(word)) set.isActiveCustomer = true;
        else if (FALSE_WORDS.has(word)) set.isActiveCustomer = false;
        else
          return {
            kind: "error",
            line,
            reason: `is_active_customer must be true, false, yes, no, 1 or 0, not "${text}"`,
          };
        break;
      }
      case "subscription": {
        const value = oneOf(customerSubscriptionValues, text);
        if (!value)
          return {
            kind: "error",
            line,
            reason: `subscription must be ${listWords(customerSubscriptionValues)}, not "${text}"`,
          };
        set.subscription = value;
        break;
      }
      case "payment_status": {
        const value = oneOf(paymentStatusValues, text);
        if (!value)
          return {
            kind: "error",
            line,
            reason: `payment_status must be ${listWords(paymentStatusValues)}, not "${text}"`,
          };
        set.paymentStatus = value;
        break;
      }
      case "account_value": {
        const value = parseAccountValue(text);
        if (value === null)
          return { kind: "error", line, reason: `account_value must be a number, not "${text}"` };
        set.accountValue = value;
        break;
      }
      case "language":
        if (text.length > 50) return { kind: "error", line, reason: "language is longer than 50 characters" };
        set.language = text;
        break;
      default:
        set[FIELD_OF[column]] = text;
    }
  }
  if (!customer.email && !customer.internalCustomerId)
    return { kind: "error", line, reason: "Needs an email or an internal_customer_id" };
  return { kind: "row", line, customer };
}

/** The largest numeric internal_customer_id among rows, so new numbers can be handed out above them. */
export function numericInternalId(customer: ImportedCustomer): bigint | null {
  return customer.internalCustomerId && NUMERIC_ID.test(customer.internalCustomerId)
    ? BigInt(customer.internalCustomerId)
    : null;
}

const HEAD_BYTES = 64 * 1024;

/** UTF-8 unless the start of the file is not valid UTF-8: then Windows-1252, what Excel's plain "CSV" writes. */
function looksLikeUtf8(head: Buffer) {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The physical line where a record starts, from the line where it ends and its raw text. */
function startLine(endLine: number, raw: string | undefined) {
  const body = (raw ?? "").replace(/^[\r\n]+/, "").replace(/\r?\n$|\r$/, "");
  const breaks = body.match(/\r\n|\n|\r/g)?.length ?? 0;
  return endLine - breaks;
}

/**
 * Opens a customer CSV from its bytes: reads the header (columns, warnings about unknown ones), then yields each
 * row as a customer or an error with its line. A broken row is reported and the next one read.
 */
export async function openCustomerCsv(source: AsyncIterable<Buffer>): Promise<OpenedCsv> {
  const iterator = source[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let ended = false;
  // The first 64 KB tell the encoding and hold the header line.
  while (!ended && head.length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) ended = true;
    else head = Buffer.concat([head, next.value]);
  }
  const utf8 = looksLikeUtf8(head.subarray(0, HEAD_BYTES));
  const latin = new TextDecoder("windows-1252");
  const decode = (chunk: Buffer) => (utf8 ? chunk : Buffer.from(latin.decode(chunk), "utf8"));
  const firstLine =
    decode(head)
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split(/\r\n|\n|\r/)[0] ?? "";
  if (firstLine.trim() === "")
    return { ok: false, reason: "The file is empty: its first line must name the columns" };
  const delimiter = detectDelimiter(firstLine);

  async function* bytes() {
    if (head.length) yield decode(head);
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield decode(next.value);
    }
  }
  const skipped: { line: number; reason: string }[] = [];
  const parser = Readable.from(bytes()).pipe(
    parse({
      bom: true,
      delimiter,
      info: true,
      raw: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      skip_records_with_error: true,
      on_skip: (error, raw) => {
        const reason =
          error?.code === "CSV_QUOTE_NOT_CLOSED"
            ? "A quoted value is never closed, so the rest of the file could not be read"
            : `Could not be read: ${error?.message.replace(/ at line \d+.*$/, "") ?? "malformed CSV"}`;
        skipped.push({ line: startLine(Number(error?.lines ?? 0), raw), reason });
        return undefined;
      },
    }),
  );
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{
    record: string[];
    info: { lines: number };
    raw: string;
  }>;
  const first = await records.next();
  if (first.done) {
    const problem = skipped[0];
    return { ok: false, reason: problem ? `Line ${problem.line}: ${problem.reason}` : "The file is empty" };
  }
  const headers = first.value.record.map(normaliseHeader);
  const columns: (CustomerCsvColumn | null)[] = [];
  const unknown: string[] = [];
  const warnings: string[] = [];
  for (const [i, name] of headers.entries()) {
    const known = (customerCsvColumns as readonly string[]).includes(name)
      ? (name as CustomerCsvColumn)
      : null;
    if (known && columns.includes(known)) {
      warnings.push(`Column ${known} appears twice; the first one is used`);
      columns.push(null);
    } else {
      columns.push(known);
      if (!known) unknown.push(first.value.record[i]?.trim() || `(column ${i + 1} has no name)`);
    }
  }
  if (!columns.includes("email") && !columns.includes("internal_customer_id")) {
    parser.destroy();
    return {
      ok: false,
      reason: `The file has no email or internal_customer_id column. Its first line must name the columns, for example: ${customerCsvColumns.join(delimiter)}`,
    };
  }
  if (unknown.length) warnings.unshift(`Ignored unknown columns: ${unknown.join(", ")}`);

  async function* events(): AsyncGenerator<CsvEvent> {
    try {
      for (;;) {
        const next = await records.next();
        // Unreadable records come back in file order with the rows, whatever the parser had buffered: a job that
        // resumes skips exactly the events it had written.
        const line = next.done ? Number.POSITIVE_INFINITY : startLine(next.value.info.lines, next.value.raw);
        while (skipped.length && skipped[0]!.line < line) yield { kind: "error", ...skipped.shift()! };
        if (next.done) return;
        yield readCustomerRow(columns, next.value.record, line);
      }
    } finally {
      parser.destroy();
    }
  }
  return { ok: true, columns, warnings, events: events() };
}
