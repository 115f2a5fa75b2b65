import {
  type DbOrTx,
  insertInboundMessage,
  insertInboundMessages,
  markMailboxSynced,
  type messages,
  saveUnreadableMailTicket,
} from "@inbox/db";
import {
  MalformedEmailError,
  type ParsedEmail,
  parseEmail,
  readHeaderSummary,
  withoutNul,
} from "@inbox/mail";
import type { AppContext } from "../context";
import { queueMessagesToDecide, queueMessageToDecide } from "../jobs/definitions/process-message";
import type { MessageToDecide } from "../jobs/types";
import { crashPoint } from "../lib/crash-points";

export interface InboundMail {
  companyId: string;
  mailboxId: string;
  provider: string;
  /** The provider's id of the message (IMAP uidvalidity:uid, Gmail id, Graph id, forwarding hash). */
  providerId: string;
  raw: Buffer;
}

const MAX_STORED_BODY = 1_000_000;
const MAX_STORED_SUBJECT = 1_000;

const formatAddress = (a: { address: string; name: string } | null) =>
  a ? (a.name ? `${a.name} <${a.address}>` : a.address) : null;

/** The key that stores a message once per mailbox: its Message-ID, else the provider's id. */
export function dedupeKeyOf(parsed: Pick<ParsedEmail, "messageId"> | null, providerId: string) {
  return parsed?.messageId ? `mid:${parsed.messageId}` : `pid:${providerId}`;
}

/** A mail read for storing: the row to insert, and for an unreadable one why and what its header told. */
export interface ReadMail {
  values: typeof messages.$inferInsert;
  parsed: ParsedEmail | null;
  failure: string | null;
  head: Awaited<ReturnType<typeof readHeaderSummary>>;
}

/** Reads a mail into its row (agent.md §2 step 1): parsed when it can be, else kept as it arrived with the reason. */
export async function readInbound(mail: InboundMail): Promise<ReadMail> {
  let parsed: ParsedEmail | null = null;
  let failure: string | null = null;
  try {
    parsed = await parseEmail(mail.raw);
  } catch (error) {
    if (!(error instanceof MalformedEmailError)) throw error;
    failure = error.message;
  }
  const head = parsed ? null : await readHeaderSummary(mail.raw);
  const values: typeof messages.$inferInsert = parsed
    ? {
        companyId: mail.companyId,
        mailboxId: mail.mailboxId,
        dedupeKey: dedupeKeyOf(parsed, mail.providerId),
        emailFrom: formatAddress(parsed.from),
        emailTo: parsed.to.map(formatAddress).join(", ") || null,
        emailCc: parsed.cc.map(formatAddress).join(", ") || null,
        emailSubject: parsed.subject?.slice(0, MAX_STORED_SUBJECT) ?? null,
        emailBody: parsed.text.slice(0, MAX_STORED_BODY),
        emailHtml: parsed.html ? parsed.html.slice(0, MAX_STORED_BODY) : null,
        emailDate: parsed.date ?? new Date(),
        emailProvider: mail.provider,
        messageIdHeader: parsed.messageId,
        inReplyTo: parsed.inReplyTo,
        references: parsed.references.join(" ") || null,
        attachments: parsed.attachments,
        trace: {
          steps: [],
          ingest: { automated: parsed.automated, newContent: parsed.newContent.slice(0, 20_000) },
        },
      }
    : {
        companyId: mail.companyId,
        mailboxId: mail.mailboxId,
        dedupeKey: `pid:${mail.providerId}`,
        emailFrom: formatAddress(head?.from ?? null),
        emailSubject: head?.subject?.slice(0, MAX_STORED_SUBJECT) ?? null,
        emailBody: withoutNul(mail.raw.subarray(0, MAX_STORED_BODY).toString("utf8")),
        rawMessage: mail.raw,
        emailProvider: mail.provider,
        emailDate: new Date(),
        processed: true,
        processedResult: `failed: ${failure}`,
        agentOutcome: "failed",
        failedAt: new Date(),
        failureReason: failure,
      };
  return { values, parsed, failure, head };
}

/** An unreadable mail's ticket for a person (issue 23), in the transaction that stores it. */
function saveUnreadableTicket(tx: DbOrTx, read: ReadMail, messageId: string) {
  return saveUnreadableMailTicket(tx, {
    companyId: read.values.companyId,
    mailboxId: read.values.mailboxId ?? null,
    messageId,
    content: unreadableTicketText(read.failure!, read.values),
    requesterEmail: read.head?.from?.address ?? null,
    now: new Date(),
  });
}

/**
 * Stores one inbound message once (agent.md §2 step 1) and queues it for the agent. A message that cannot be read
 * (malformed, over the reading budgets) is still kept as it arrived, marked failed with the reason, and gets a ticket
 * for a person in the same transaction (issue 23), from which the original can be downloaded: nothing that came in is
 * lost or left unseen. Returns the stored row's id and whether it is new.
 */
export async function storeInboundMessage(
  ctx: AppContext,
  mail: InboundMail,
  options: {
    enqueue?: boolean;
    /** Runs inside the storing transaction, after the insert (a crash point in tests). */
    beforeCommit?: () => Promise<void> | void;
  } = {},
): Promise<{ id: string | null; created: boolean }> {
  return storeRead(ctx, await readInbound(mail), options);
}

/** `storeInboundMessage` for a mail read already. */
async function storeRead(
  ctx: AppContext,
  read: ReadMail,
  options: { enqueue?: boolean; beforeCommit?: () => Promise<void> | void } = {},
): Promise<{ id: string | null; created: boolean }> {
  // The message and its job are stored together: a crash leaves both or neither (issue 11). Without a running
  // queue (a process still starting) the message is stored alone, and the start-up sweep queues it.
  const enqueue = read.parsed && options.enqueue !== false && !!ctx.jobs;
  let afterCommit: (() => void) | null = null;
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertInboundMessage(tx, read.values);
    if (inserted && enqueue)
      afterCommit = await queueMessageToDecide(ctx, tx, {
        companyId: read.values.companyId,
        messageId: inserted.id,
      });
    if (inserted && !read.parsed) await saveUnreadableTicket(tx, read, inserted.id);
    await options.beforeCommit?.();
    crashPoint("store");
    return inserted;
  });
  if (!row) return { id: null, created: false };
  (afterCommit as (() => void) | null)?.();
  return { id: row.id, created: true };
}

/**
 * Stores a batch of one mailbox's mail as `storeInboundMessage` stores one, in one transaction: the messages in one
 * multi-row insert, their jobs in one more, the unreadable ones' tickets, and the mailbox's sync cursor. A crash
 * leaves the whole batch with its cursor or none of it, so a sync resumes after the last stored batch and stores
 * nothing twice (issue 26). Returns how many were new.
 */
export async function storeInboundBatch(
  ctx: AppContext,
  batch: {
    companyId: string;
    mailboxId: string;
    provider: string;
    mails: { providerId: string; raw: Buffer }[];
    /** Where the mailbox's sync stands once this batch is stored. */
    cursor: object | null;
  },
  options: { beforeCommit?: () => Promise<void> | void } = {},
): Promise<{ stored: number }> {
  const reads: ReadMail[] = [];
  for (const mail of batch.mails) reads.push(await readInbound({ ...batch, ...mail }));
  let afterCommit: (() => void) | null = null;
  const stored = await ctx.db.transaction(async (tx) => {
    const written = await writeReads(ctx, tx, reads);
    afterCommit = written.afterCommit;
    await markMailboxSynced(tx, { mailboxId: batch.mailboxId, cursor: batch.cursor });
    await options.beforeCommit?.();
    crashPoint("store");
    return written.ids.filter((row) => row.created).length;
  });
  (afterCommit as (() => void) | null)?.();
  return { stored };
}

/**
 * Stores mail read already (`readInbound`), of any mailboxes and companies, in one transaction, as
 * `storeInboundMessage` stores one: the forwarding listener stores the mail that arrived while the last batch was
 * being stored together (one commit for many). When the batch cannot be stored, each mail is stored on its own, so one
 * mail that cannot be stored does not refuse the others. Each mail's row id and whether it is new, in the order given.
 */
export async function storeReadMails(
  ctx: AppContext,
  reads: ReadMail[],
): Promise<PromiseSettledResult<{ id: string | null; created: boolean }>[]> {
  if (reads.length === 1) return Promise.allSettled([storeRead(ctx, reads[0]!)]);
  try {
    let afterCommit: (() => void) | null = null;
    const { ids } = await ctx.db.transaction(async (tx) => {
      const written = await writeReads(ctx, tx, reads);
      afterCommit = written.afterCommit;
      crashPoint("store");
      return written;
    });
    (afterCommit as (() => void) | null)?.();
    return ids.map((value) => ({ status: "fulfilled", value }));
  } catch {
    const results: PromiseSettledResult<{ id: string | null; created: boolean }>[] = [];
    for (const read of reads) results.push(...(await Promise.allSettled([storeRead(ctx, read)])));
    return results;
  }
}

const keyOf = (values: typeof messages.$inferInsert) =>
  `${values.companyId}/${values.mailboxId}/${values.dedupeKey}`;

/**
 * The writes of stored mail, in the caller's transaction: the messages in one multi-row insert, their jobs in one
 * more, the unreadable ones' tickets. The same mail twice (one Message-ID under two UIDs) is stored once, as it would
 * be across batches; it is new for the first only.
 */
async function writeReads(ctx: AppContext, tx: DbOrTx, reads: ReadMail[]) {
  const byKey = new Map<string, ReadMail>();
  for (const read of reads) if (!byKey.has(keyOf(read.values))) byKey.set(keyOf(read.values), read);
  const inserted = await insertInboundMessages(
    tx,
    [...byKey.values()].map((read) => read.values),
  );
  const toDecide: MessageToDecide[] = [];
  const idOf = new Map<string, string>();
  for (const row of inserted) {
    const key = `${row.companyId}/${row.mailboxId}/${row.dedupeKey}`;
    const read = byKey.get(key)!;
    idOf.set(key, row.id);
    if (read.parsed) toDecide.push({ companyId: row.companyId, messageId: row.id });
    else await saveUnreadableTicket(tx, read, row.id);
  }
  const afterCommit = ctx.jobs && toDecide.length > 0 ? await queueMessagesToDecide(ctx, tx, toDecide) : null;
  const firsts = new Set<string>();
  const ids = reads.map((read) => {
    const key = keyOf(read.values);
    const id = idOf.get(key) ?? null;
    const created = !!id && !firsts.has(key);
    firsts.add(key);
    return { id: created ? id : null, created };
  });
  return { ids, afterCommit };
}

/** What the ticket of an unreadable mail says: why, what its header tells, and where the original is. */
function unreadableTicketText(
  failure: string,
  stored: Pick<typeof messages.$inferInsert, "emailFrom" | "emailSubject">,
) {
  return [
    failure,
    "",
    `From: ${stored.emailFrom ?? "(not readable)"}`,
    `Subject: ${stored.emailSubject ?? "(not readable)"}`,
    "",
    "Download the original email from this ticket to open it in your mail program.",
  ].join("\n");
}
