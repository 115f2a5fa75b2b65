import { Readable } from "node:stream";
import {
  type CustomerCsvColumn,
  customerCsvColumns,
  customerSubscriptionValues,
  EMAIL_PATTERN,
  languageCodeOf,
  paymentStatusValues,
} from "@inbox/contracts";
import type { ImportedCustomer } from "@inbox/db";
import { type InfoRecord, type Options, parse } from "csv-parse";

/**
 * Reading a customer CSV as spreadsheets and CRMs really export it (spec 001 §5): a byte-order mark, commas or
 * semicolons (European exports) or tabs, quoted values with commas and line breaks, columns in any order, unknown
 * columns ignored, UTF-8 or Windows-1252. Streams: nothing holds more than a row and a chunk of the file.
 */

export type CsvEvent =
  /** A row to write; `warnings` name the values left empty because they were not valid (the rest is kept). */
  | { kind: "row"; line: number; customer: ImportedCustomer; warnings?: string[] }
  | { kind: "error"; line: number; reason: string };

export type OpenedCsv =
  | {
      ok: true;
      columns: (CustomerCsvColumn | null)[];
      /** The header's other columns, as the file names them: not read. */
      ignored: string[];
      warnings: string[];
      /** The rows and unreadable records in file order, a group at a time (as many as the parser had ready). */
      events: AsyncGenerator<CsvEvent[]>;
    }
  | { ok: false; reason: string };

const DELIMITERS = [",", ";", "\t", "|"] as const;
const TEXT_LIMIT = 500;

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

/** A phone number as people write one: digits, +, parentheses, dashes, dots and spaces, with at least 5 digits. */
const PHONE = /^[\d+().\- ]+$/;
const isPhone = (text: string) => PHONE.test(text) && (text.match(/\d/g)?.length ?? 0) >= 5;

/**
 * One row's values, by column, checked: the customer to write, or the reason the row is refused. A value that is not
 * valid (a word as a phone, "Gold" as a subscription, a negative account value) leaves that one field empty with a
 * warning; the rest of the row is kept. Only a row with neither a usable email nor an internal id is refused.
 */
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
  const warnings: string[] = [];
  const blank = (why: string) => warnings.push(`${why}; left empty`);
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    const text = values[i]?.trim() ?? "";
    if (!column || text === "") continue;
    if (text.length > TEXT_LIMIT) {
      blank(`${column} is longer than ${TEXT_LIMIT} characters`);
      continue;
    }
    switch (column) {
      case "email":
        if (EMAIL_PATTERN.test(text)) set.email = text;
        else blank(`Invalid email address "${text}"`);
        break;
      case "phone":
      case "phone_number":
      case "whatsapp":
        if (isPhone(text)) set[FIELD_OF[column]] = text;
        else blank(`${column} "${text}" is not a phone number (digits and + ( ) - . spaces)`);
        break;
      case "is_active_customer": {
        const word = text.toLowerCase();
        if (TRUE_WORDS.has(word)) set.isActiveCustomer = true;
        else if (FALSE_WORDS.has(word)) set.isActiveCustomer = false;
        else blank(`is_active_customer must be true, false, yes, no, 1 or 0, not "${text}"`);
        break;
      }
      case "subscription": {
        const value = oneOf(customerSubscriptionValues, text);
        if (value) set.subscription = value;
        else blank(`subscription must be ${listWords(customerSubscriptionValues)}, not "${text}"`);
        break;
      }
      case "payment_status": {
        const value = oneOf(paymentStatusValues, text);
        if (value) set.paymentStatus = value;
        else blank(`payment_status must be ${listWords(paymentStatusValues)}, not "${text}"`);
        break;
      }
      case "account_value": {
        const value = parseAccountValue(text);
        if (value === null) blank(`account_value must be a number, not "${text}"`);
        else if (value < 0) blank(`account_value cannot be negative ("${text}")`);
        else set.accountValue = value;
        break;
      }
      case "language": {
        const code = languageCodeOf(text);
        if (code) set.language = code;
        else
          blank(`language "${text}" is not a language we know (a code such as fr, or a name such as French)`);
        break;
      }
      default:
        set[FIELD_OF[column]] = text;
    }
  }
  if (!customer.email && !customer.internalCustomerId)
    return {
      kind: "error",
      line,
      reason: warnings.length
        ? `Needs an email or an internal_customer_id (${warnings.join("; ")})`
        : "Needs an email or an internal_customer_id",
    };
  return warnings.length ? { kind: "row", line, customer, warnings } : { kind: "row", line, customer };
}

/**
 * About how many rows a CSV has (header excluded), from its bytes alone: lines with something on them, outside
 * quoted values. Cheap (no parsing) and exact for well-formed files; the progress bar's total until the import ends.
 */
export async function countCsvRows(source: AsyncIterable<Buffer>): Promise<number> {
  let lines = 0;
  let quoted = false;
  let content = false;
  let previous = 0;
  for await (const chunk of source) {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte === 0x22) {
        quoted = !quoted;
        content = true;
      } else if (!quoted && (byte === 0x0a || byte === 0x0d)) {
        // \r\n ends one line, not two.
        if (!(byte === 0x0a && previous === 0x0d) && content) lines += 1;
        content = false;
      } else if (
        byte !== 0x20 &&
        byte !== 0x09 &&
        byte !== 0x0a &&
        byte !== 0x0d &&
        byte !== 0xef &&
        byte !== 0xbb &&
        byte !== 0xbf
      ) {
        content = true;
      }
      previous = byte;
    }
  }
  if (content) lines += 1;
  return Math.max(0, lines - 1);
}

const HEAD_BYTES = 64 * 1024;
const PARSE_SLICE_BYTES = 8 * 1024;

/** UTF-8 unless the start of the file is not valid UTF-8: then Windows-1252, what Excel's plain "CSV" writes. */
function looksLikeUtf8(head: Buffer) {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Line breaks inside a record's (quoted) values: \r\n, \n and \r each count once. */
function lineBreaks(values: string[]) {
  let n = 0;
  for (const v of values) if (v.includes("\n") || v.includes("\r")) n += v.match(/\r\n|\n|\r/g)?.length ?? 0;
  return n;
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

  // The parser gets the file in small slices (views, not copies): it turns each slice into records at once, and
  // the records of a 64 KB piece (some 450 rows) waiting for their turn lived long enough for the garbage
  // collector to move them to the heap's old generation, where they stayed until a full collection.
  async function* bytes() {
    const pieces = async function* () {
      if (head.length) yield decode(head);
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield decode(next.value);
      }
    };
    for await (const piece of pieces()) {
      for (let at = 0; at < piece.length; at += PARSE_SLICE_BYTES)
        yield piece.subarray(at, at + PARSE_SLICE_BYTES);
    }
  }
  const skipped: { line: number; reason: string }[] = [];
  // Where each record starts, from the line it ends on less the line breaks inside its quoted values; an unreadable
  // one starts after the last record read (and any empty lines since).
  let lastEnd = 0;
  let emptyAtLastEnd = 0;
  const parser = Readable.from(bytes()).pipe(
    parse({
      bom: true,
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      // Records come out as { line, values } (csv-parse's types only know string arrays).
      on_record: ((record: string[], context: InfoRecord) => {
        const end = Number(context.lines);
        lastEnd = end;
        emptyAtLastEnd = Number(context.empty_lines);
        // A row of empty cells (",,,,") is skipped like an empty line.
        if (record.every((v) => v.trim() === "")) return null;
        return { line: end - lineBreaks(record), values: record };
      }) as unknown as Options["on_record"],
      on_skip: (error) => {
        const reason =
          error?.code === "CSV_QUOTE_NOT_CLOSED"
            ? "A quoted value is never closed, so the rest of the file could not be read"
            : `Could not be read: ${error?.message.replace(/ at line \d+.*$/, "") ?? "malformed CSV"}`;
        const empties = Number(
          (error as { empty_lines?: number } | undefined)?.empty_lines ?? emptyAtLastEnd,
        );
        skipped.push({ line: lastEnd + 1 + Math.max(0, empties - emptyAtLastEnd), reason });
        lastEnd = Math.max(lastEnd, Number(error?.lines ?? lastEnd));
        emptyAtLastEnd = empties;
        return undefined;
      },
    }),
  );
  type ParsedRecord = { line: number; values: string[] };
  /**
   * The records the parser has ready (waiting for some when it has none), or null once the file is read. Records are
   * taken a group at a time, not one promise per row: an import of 100,000 rows made some half a million promises.
   */
  const nextRecords = async (): Promise<ParsedRecord[] | null> => {
    for (;;) {
      const ready: ParsedRecord[] = [];
      for (let record = parser.read(); record !== null; record = parser.read()) ready.push(record);
      if (ready.length) return ready;
      if (parser.readableEnded || parser.destroyed) return null;
      await new Promise<void>((resolve, reject) => {
        const done = () => {
          parser.off("readable", done);
          parser.off("end", done);
          parser.off("error", failed);
          resolve();
        };
        const failed = (error: Error) => {
          done();
          reject(error);
        };
        parser.on("readable", done);
        parser.on("end", done);
        parser.on("error", failed);
      });
    }
  };
  let pending = (await nextRecords()) ?? [];
  const first = pending.shift();
  if (!first) {
    parser.destroy();
    const problem = skipped[0];
    return { ok: false, reason: problem ? `Line ${problem.line}: ${problem.reason}` : "The file is empty" };
  }
  const header = first.values;
  const headers = header.map(normaliseHeader);
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
      if (!known) unknown.push(header[i]?.trim() || `(column ${i + 1} has no name)`);
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

  async function* events(): AsyncGenerator<CsvEvent[]> {
    try {
      for (let records: ParsedRecord[] | null = pending; records; records = await nextRecords()) {
        const group: CsvEvent[] = [];
        for (const record of records) {
          // Unreadable records come back in file order with the rows, whatever the parser had buffered: a job that
          // resumes skips exactly the events it had written.
          while (skipped.length && skipped[0]!.line < record.line)
            group.push({ kind: "error", ...skipped.shift()! });
          group.push(readCustomerRow(columns, record.values, record.line));
        }
        pending = [];
        if (group.length) yield group;
      }
      if (skipped.length) yield skipped.splice(0).map((problem) => ({ kind: "error" as const, ...problem }));
    } finally {
      parser.destroy();
    }
  }
  return { ok: true, columns, ignored: unknown, warnings, events: events() };
}
