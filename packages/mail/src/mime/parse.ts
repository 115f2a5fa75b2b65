import { type AddressObject, type HeaderValue, simpleParser } from "mailparser";
import { type AutomatedReason, detectAutomated } from "./automated";
import { ParsePool } from "./parse-pool";
import { extractNewContent } from "./quotes";
import { htmlToText, sanitizeEmailHtml } from "./sanitize";

export interface EmailAddress {
  address: string;
  name: string;
}

export interface ParsedEmail {
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  subject: string | null;
  from: EmailAddress | null;
  to: EmailAddress[];
  cc: EmailAddress[];
  replyTo: EmailAddress | null;
  date: Date | null;
  /** The whole plain-text body, for display (from the HTML part when there is no text part). */
  text: string;
  /** The HTML part, sanitised; null when there is none. */
  html: string | null;
  /** What the sender wrote now: quoted history and signature removed. What the agent reads. */
  newContent: string;
  attachments: { filename: string; contentType: string; size: number }[];
  /** Lower-cased header names to their raw values (first occurrence). */
  headers: Map<string, string>;
  automated: AutomatedReason | null;
}

export class MalformedEmailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MalformedEmailError";
  }
}

/**
 * The text without U+0000. A NUL means nothing in mail text, and PostgreSQL refuses it in text and JSON columns: left
 * in, one such mail would be refused with 451 on every retry of its sender.
 */
export function withoutNul(text: string): string {
  return text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
}

/** From this size a message is read on a parsing thread rather than the caller's (see ParsePool). */
export const PARSE_OFF_THREAD_FROM = 256 * 1024;
/** The largest message read at all; a larger one is kept as it arrived, unread (the forwarding limit is 25 MB). */
export const MAX_READ_BYTES = 40 * 1024 * 1024;
/** The largest HTML part read: real mail's HTML stays under 1 MB; megabytes of markup are built to be slow. */
export const MAX_HTML_CHARS = 8 * 1024 * 1024;

let pool: ParsePool | null = null;

/**
 * Parses any real-world RFC 822 message (charsets, multipart, HTML-only, attachments listed but not kept). A large one
 * is read on a thread of the parsing pool, within its time budget: decoding a 25 MB mail takes around a second, and
 * the server's thread must keep answering meanwhile. `inline` parses on the caller's thread whatever the size.
 * Throws MalformedEmailError for a message that cannot be read, is over a size budget, or takes longer than the
 * pool's time budget: the caller keeps it as it arrived.
 */
export async function parseEmail(
  raw: Buffer | string,
  options: { inline?: boolean } = {},
): Promise<ParsedEmail> {
  const size = typeof raw === "string" ? raw.length : raw.byteLength;
  if (size > MAX_READ_BYTES)
    throw new MalformedEmailError(
      `This email is larger than ${MAX_READ_BYTES / 1024 / 1024} MB, too large to read; it is kept as it arrived.`,
    );
  if (!options.inline && size >= PARSE_OFF_THREAD_FROM) {
    pool ??= new ParsePool();
    return pool.parse(typeof raw === "string" ? Buffer.from(raw) : raw);
  }
  return cleanParsed(await parseRaw(raw));
}

/**
 * What the header of a mail that could not be read says of it (sender, subject), read from its header block alone
 * (at most 64 KB), on the caller's thread: null when even that is unreadable.
 */
export async function readHeaderSummary(
  raw: Buffer,
): Promise<{ from: EmailAddress | null; subject: string | null } | null> {
  const head = raw.subarray(0, 64 * 1024);
  let end = head.indexOf("\r\n\r\n");
  if (end < 0) end = head.indexOf("\n\n");
  if (end < 0) return null;
  try {
    const parsed = await parseEmail(Buffer.concat([head.subarray(0, end), Buffer.from("\r\n\r\n")]), {
      inline: true,
    });
    return { from: parsed.from, subject: parsed.subject };
  } catch {
    return null;
  }
}

function cleanAddress(address: EmailAddress | null): EmailAddress | null {
  return address ? { address: withoutNul(address.address), name: withoutNul(address.name) } : null;
}

function cleanParsed(mail: ParsedEmail): ParsedEmail {
  const clean = (value: string | null) => (value === null ? null : withoutNul(value));
  return {
    ...mail,
    messageId: clean(mail.messageId),
    inReplyTo: clean(mail.inReplyTo),
    references: mail.references.map(withoutNul),
    subject: clean(mail.subject),
    from: cleanAddress(mail.from),
    to: mail.to.map((a) => cleanAddress(a)!),
    cc: mail.cc.map((a) => cleanAddress(a)!),
    replyTo: cleanAddress(mail.replyTo),
    text: withoutNul(mail.text),
    html: clean(mail.html),
    newContent: withoutNul(mail.newContent),
    attachments: mail.attachments.map((a) => ({
      ...a,
      filename: withoutNul(a.filename),
      contentType: withoutNul(a.contentType),
    })),
    headers: new Map([...mail.headers].map(([key, value]) => [withoutNul(key), withoutNul(value)])),
  };
}

/** The most one header field keeps: a real Subject is a line; a hostile one is megabytes. */
const MAX_HEADER_FIELD_CHARS = 16 * 1024;

/**
 * Cuts header fields longer than MAX_HEADER_FIELD_CHARS, so a mail with a 10 MB subject is read (subject cut) rather
 * than refused by the parser. Mail with an ordinary header block is passed through untouched.
 */
export function capHeaderFields(raw: Buffer | string): Buffer | string {
  const buf = typeof raw === "string" ? Buffer.from(raw) : raw;
  let end = buf.indexOf("\r\n\r\n");
  if (end < 0) end = buf.indexOf("\n\n");
  if (end < 64 * 1024) return raw;
  const fields = buf
    .subarray(0, end)
    .toString("latin1")
    .split(/\r?\n(?=[^ \t])/);
  const capped = fields
    .map((f) =>
      f.length > MAX_HEADER_FIELD_CHARS ? f.slice(0, MAX_HEADER_FIELD_CHARS).replace(/\s+$/, "") : f,
    )
    .join("\r\n");
  return Buffer.concat([Buffer.from(capped, "latin1"), buf.subarray(end)]);
}

async function parseRaw(raw: Buffer | string): Promise<ParsedEmail> {
  let mail: Awaited<ReturnType<typeof simpleParser>>;
  try {
    mail = await simpleParser(capHeaderFields(raw), {
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      keepCidLinks: false,
      // Past the budget the mail is refused below: its HTML is not first turned into text.
      maxHtmlLengthToParse: MAX_HTML_CHARS,
    });
  } catch (error) {
    throw new MalformedEmailError(
      `The message could not be read as an email (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const headers = new Map<string, string>();
  for (const line of mail.headerLines ?? []) {
    const key = line.key.toLowerCase();
    if (!headers.has(key)) headers.set(key, line.line.slice(line.line.indexOf(":") + 1).trim());
  }
  if (typeof mail.html === "string" && mail.html.length > MAX_HTML_CHARS)
    throw new MalformedEmailError(
      `Its HTML is larger than ${MAX_HTML_CHARS / 1024 / 1024} MB, too large to read; it is kept as it arrived.`,
    );
  const html = typeof mail.html === "string" && mail.html.trim() ? sanitizeEmailHtml(mail.html) : null;
  const text = (mail.text?.trim() ? mail.text : html ? htmlToText(html) : "").replace(/\r\n/g, "\n").trim();
  const from = firstAddress(mail.from) ?? fallbackSender(headers, raw);
  const contentType = headerString(mail.headers.get("content-type"));
  return {
    messageId: normaliseId(mail.messageId),
    inReplyTo: normaliseId(mail.inReplyTo),
    references: (Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : [])
      .flatMap((r) => r.split(/\s+/))
      .map(normaliseId)
      .filter((r): r is string => Boolean(r)),
    subject: mail.subject?.trim() || null,
    from,
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    replyTo: firstAddress(mail.replyTo),
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    text,
    html,
    newContent: extractNewContent(text.slice(0, 64_000)),
    attachments: (mail.attachments ?? [])
      .filter((a) => a.contentDisposition !== "inline" || a.filename)
      .map((a) => ({
        filename: a.filename ?? "attachment",
        contentType: a.contentType,
        size: a.size,
      })),
    headers,
    automated: detectAutomated({ from: from?.address ?? null, headers, contentType }),
  };
}

/**
 * Mail with an empty or broken From still came from somewhere: the Sender or Return-Path header, or the mbox
 * "From " envelope line some exports start with.
 */
function fallbackSender(headers: Map<string, string>, raw: Buffer | string): EmailAddress | null {
  const envelope = (typeof raw === "string" ? raw : raw.subarray(0, 512).toString("latin1")).match(
    /^From (\S+@\S+)\s/,
  );
  const candidates = [headers.get("sender"), headers.get("return-path"), envelope?.[1]];
  for (const value of candidates) {
    const address = value?.match(/[^\s<>"]+@[^\s<>"]+\.[^\s<>"]+/)?.[0];
    if (address) return { address: address.toLowerCase(), name: "" };
  }
  return null;
}

function normaliseId(id: string | undefined | null): string | null {
  const trimmed = id?.trim();
  if (!trimmed) return null;
  return trimmed.startsWith("<") ? trimmed : `<${trimmed}>`;
}

function addresses(value: AddressObject | AddressObject[] | undefined): EmailAddress[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const out: EmailAddress[] = [];
  const walk = (entries: AddressObject["value"]) => {
    for (const entry of entries) {
      if (entry.group) walk(entry.group);
      else if (entry.address) out.push({ address: entry.address.toLowerCase(), name: entry.name ?? "" });
    }
  };
  for (const item of list) walk(item.value);
  return out;
}

function firstAddress(value: AddressObject | AddressObject[] | undefined): EmailAddress | null {
  return addresses(value)[0] ?? null;
}

function headerString(value: HeaderValue | undefined): string | null {
  if (!value) return null;
  if (typeof value === "string") return value;
  if (typeof value === "object" && "value" in value && typeof value.value === "string") return value.value;
  return null;
}

/** "Ana Lopez <ana@x.com>" for display and storage in email_from / email_to. */
export function formatAddress(address: EmailAddress): string {
  return address.name ? `${address.name} <${address.address}>` : address.address;
}
