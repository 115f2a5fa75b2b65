import type { ImapSmtpSettings } from "@inbox/contracts";
import { ImapFlow } from "imapflow";
import nodemailer from "nodemailer";
import {
  type BatchOptions,
  ConnectorError,
  type FetchedMessage,
  type FetchResult,
  type MailConnector,
  type OutgoingMail,
} from "./types";

/** Where an IMAP mailbox's sync stands: the folder's UIDVALIDITY and the highest UID already stored. */
export interface ImapCursor {
  uidValidity: string;
  lastUid: number;
}

export interface ImapConnectorOptions {
  settings: ImapSmtpSettings;
  /** Seconds to wait for a server before giving up (default 15). */
  timeoutSeconds?: number;
}

const INBOX = "INBOX";

interface Entry {
  uid: number;
  size: number;
}

/** UID and size of every message from `from` on, oldest first. */
async function listSizes(imap: ImapFlow, from: number): Promise<Entry[]> {
  const found: Entry[] = [];
  // `n:*` always includes the highest UID, even when it is below n.
  for await (const item of imap.fetch(`${from}:*`, { uid: true, size: true }, { uid: true }))
    if (item.uid >= from) found.push({ uid: item.uid, size: item.size ?? 0 });
  return found.sort((a, b) => a.uid - b.uid);
}

/**
 * Consecutive runs of at most `limit` messages and about `maxBytes` of sources: what one batch holds in memory. A
 * message larger than `maxBytes` makes a batch of its own.
 */
export function planBatches<T extends Entry>(found: T[], limit: number, maxBytes: number): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const entry of found) {
    if (batch.length > 0 && (batch.length >= limit || bytes + entry.size > maxBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(entry);
    bytes += entry.size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** The sources of one planned batch, by its UID range (UIDs only grow, so the range holds exactly this batch). */
async function fetchSources(imap: ImapFlow, uidValidity: string, batch: Entry[]): Promise<FetchedMessage[]> {
  const [first, last] = [batch[0]!.uid, batch.at(-1)!.uid];
  const messages: { uid: number; message: FetchedMessage }[] = [];
  for await (const item of imap.fetch(`${first}:${last}`, { uid: true, source: true }, { uid: true })) {
    if (item.uid < first || item.uid > last || !item.source) continue;
    messages.push({ uid: item.uid, message: { providerId: `${uidValidity}:${item.uid}`, raw: item.source } });
  }
  return messages.sort((a, b) => a.uid - b.uid).map((m) => m.message);
}

/** `address`: connect to this already-checked IP instead of resolving the host name again (TLS still checks the name). */
export function imapClient(settings: ImapSmtpSettings, timeoutSeconds = 15, address?: string) {
  return new ImapFlow({
    host: address ?? settings.imap.host,
    ...(address && address !== settings.imap.host ? { servername: settings.imap.host } : {}),
    port: settings.imap.port,
    secure: settings.imap.security === "tls",
    doSTARTTLS:
      settings.imap.security === "starttls" ? true : settings.imap.security === "none" ? false : undefined,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    connectionTimeout: timeoutSeconds * 1000,
    greetingTimeout: timeoutSeconds * 1000,
    socketTimeout: 5 * 60 * 1000,
    disableAutoIdle: true,
  });
}

export function smtpTransport(settings: ImapSmtpSettings, timeoutSeconds = 15, address?: string) {
  return nodemailer.createTransport({
    host: address ?? settings.smtp.host,
    ...(address && address !== settings.smtp.host ? { servername: settings.smtp.host } : {}),
    port: settings.smtp.port,
    secure: settings.smtp.security === "tls",
    requireTLS: settings.smtp.security === "starttls",
    ignoreTLS: settings.smtp.security === "none",
    auth: { user: settings.user, pass: settings.password },
    connectionTimeout: timeoutSeconds * 1000,
    greetingTimeout: timeoutSeconds * 1000,
  });
}

/** Turns an ImapFlow / socket failure into what the server must do about it. */
export function imapError(error: unknown, what: string): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const e = error as {
    authenticationFailed?: boolean;
    code?: string;
    responseText?: string;
    message?: string;
  };
  if (e?.authenticationFailed || e?.code === "EAUTH") {
    return new ConnectorError(
      "reconnect",
      `${what}: the server refused the user name or password. Update the password and reconnect the mailbox.`,
      { cause: error },
    );
  }
  // ImapFlow's own wording for a server that accepted the connection and then said nothing is "Failed to receive
  // greeting from server in required time. Maybe should use TLS?", which sends an owner hunting for a setting.
  const timeouts = ["GREETING_TIMEOUT", "CONNECT_TIMEOUT", "UPGRADE_TIMEOUT", "ETIMEOUT", "ETIMEDOUT"];
  if (e?.code && timeouts.includes(e.code)) {
    return new ConnectorError(
      "unavailable",
      `${what}: the mail server stopped answering (it did not reply in time). It may be down or overloaded. We will retry.`,
      { cause: error },
    );
  }
  const network = [
    "ECONNREFUSED",
    "ECONNRESET",
    "ENOTFOUND",
    "EAI_AGAIN",
    "EHOSTUNREACH",
    "NoConnection",
    "ClosedAfterConnectText",
    "ESOCKET",
    "ECONNECTION",
  ];
  if (e?.code && network.includes(e.code)) {
    return new ConnectorError(
      "unavailable",
      `${what}: the server could not be reached (${e.code}). We will retry.`,
      { cause: error },
    );
  }
  return new ConnectorError("other", `${what}: ${e?.responseText ?? e?.message ?? String(error)}`, {
    cause: error,
  });
}

/**
 * Any IMAP/SMTP mailbox. Fetches INBOX by UID from the cursor; a changed UIDVALIDITY means the server renumbered the
 * folder, so it fetches the folder again from the start (stored messages are recognised by their Message-ID, so a
 * resync stores nothing twice). Replies go out over SMTP and are appended to the Sent folder, which is also where
 * `alreadySent` looks.
 */
export function createImapConnector({
  settings,
  timeoutSeconds = 15,
}: ImapConnectorOptions): MailConnector<ImapCursor> {
  let client: ImapFlow | null = null;

  const connect = async () => {
    if (client?.usable) return client;
    client = imapClient(settings, timeoutSeconds);
    client.on("error", () => {
      // A dropped connection surfaces on the next command; the next call opens a new one.
    });
    try {
      await client.connect();
    } catch (error) {
      client = null;
      throw imapError(error, `IMAP ${settings.imap.host}:${settings.imap.port}`);
    }
    return client;
  };

  const sentFolder = async (imap: ImapFlow) => {
    const folders = await imap.list();
    return (
      folders.find((f) => f.specialUse === "\\Sent")?.path ??
      folders.find((f) => /^sent/i.test(f.name))?.path ??
      null
    );
  };

  async function* fetchBatches(
    cursor: ImapCursor | null,
    { limit = 200, maxBytes = 16 * 1024 * 1024, prefetch = true }: BatchOptions & { prefetch?: boolean } = {},
  ): AsyncGenerator<FetchResult<ImapCursor>> {
    const imap = await connect();
    let next: Promise<FetchedMessage[]> | null = null;
    try {
      const lock = await imap.getMailboxLock(INBOX, { readOnly: true });
      try {
        // A reused connection keeps the folder selected: NOOP brings its counts up to date.
        await imap.noop();
        const mailbox = imap.mailbox;
        if (!mailbox) throw new ConnectorError("other", "INBOX could not be opened.");
        const uidValidity = String(mailbox.uidValidity);
        const resynced = cursor !== null && cursor.uidValidity !== uidValidity;
        const from = resynced || !cursor ? 1 : cursor.lastUid + 1;
        const start = { uidValidity, lastUid: resynced || !cursor ? 0 : cursor.lastUid };
        // The UIDs and sizes of everything new first (a few bytes each), once; then each batch's sources, once:
        // transfer grows with the mailbox, not with its square (issue 26).
        const found = mailbox.exists > 0 ? await listSizes(imap, from) : [];
        const batches = planBatches(found, limit, maxBytes);
        if (batches.length === 0) {
          yield { messages: [], cursor: start, resynced, more: false };
          return;
        }
        const sources = (batch: Entry[]) => fetchSources(imap, uidValidity, batch);
        for (let i = 0; i < batches.length; i++) {
          const messages = await (next ?? sources(batches[i]!));
          // The next batch crosses the network while the caller stores this one.
          next = prefetch && i + 1 < batches.length ? sources(batches[i + 1]!) : null;
          // The cursor passes the whole batch, also a message deleted between the listing and the fetch.
          const lastUid = batches[i]!.at(-1)!.uid;
          yield { messages, cursor: { uidValidity, lastUid }, resynced, more: i + 1 < batches.length };
        }
      } finally {
        // A caller that stopped early (a crash, a failed batch) leaves no command running on the connection.
        await next?.catch(() => {});
        lock.release();
      }
    } catch (error) {
      await close();
      throw imapError(error, `IMAP ${settings.imap.host}`);
    }
  }

  const close = async () => {
    const open = client;
    client = null;
    if (open?.usable) await open.logout().catch(() => open.close());
    else open?.close();
  };

  return {
    provider: "imap",
    async fetchSince(cursor, { limit = 500 } = {}): Promise<FetchResult<ImapCursor>> {
      // The first batch of the one-pass fetch; the rest is left on the server (the generator's finally runs on return).
      for await (const batch of fetchBatches(cursor, { limit, prefetch: false })) return batch;
      throw new ConnectorError("other", "INBOX could not be read.");
    },

    fetchBatches,

    async send(mail: OutgoingMail) {
      const transport = smtpTransport(settings, timeoutSeconds);
      // The Sent folder is opened before the mail goes, so that after SMTP's "accepted" only the copy remains to
      // write: the moment in which a crash could leave a sent reply without its record is a single command.
      const sent = await connect()
        .then(async (imap) => ({ imap, folder: await sentFolder(imap) }))
        .catch(() => null);
      try {
        const info = await transport.sendMail({
          envelope: { from: mail.from, to: [...mail.to, ...(mail.cc ?? [])] },
          raw: mail.raw,
        });
        // Keep a copy in Sent, as a mail client would: the record `alreadySent` checks after a crash.
        try {
          if (!sent?.folder) throw new Error("no Sent folder");
          await sent.imap.append(sent.folder, mail.raw, ["\\Seen"]);
        } catch (error) {
          // The reply went out; a missing copy in Sent only weakens the crash check, which the outbox row covers.
          process.emitWarning(
            `The copy of ${mail.messageId} was not kept in Sent: ${(error as Error).message}`,
          );
        }
        return { providerId: info.messageId };
      } catch (error) {
        throw imapError(error, `SMTP ${settings.smtp.host}:${settings.smtp.port}`);
      } finally {
        transport.close();
      }
    },

    async alreadySent(messageId) {
      const imap = await connect();
      try {
        const folder = await sentFolder(imap);
        if (!folder) return false;
        const lock = await imap.getMailboxLock(folder, { readOnly: true });
        try {
          const found = await imap.search({ header: { "message-id": messageId } }, { uid: true });
          return Array.isArray(found) && found.length > 0;
        } finally {
          lock.release();
        }
      } catch (error) {
        throw imapError(error, `IMAP ${settings.imap.host}`);
      }
    },

    async health() {
      const imap = await connect();
      try {
        await imap.noop();
      } catch (error) {
        throw imapError(error, `IMAP ${settings.imap.host}`);
      }
      const transport = smtpTransport(settings, timeoutSeconds);
      try {
        await transport.verify();
      } catch (error) {
        throw imapError(error, `SMTP ${settings.smtp.host}:${settings.smtp.port}`);
      } finally {
        transport.close();
      }
    },

    close,
  };
}

/**
 * Push for an IMAP mailbox: a separate connection that IDLEs on INBOX and calls `onMail` when something arrives. It
 * reconnects with backoff (1 s doubling to 60 s) when the server goes away, and calls `onMail` after each reconnect so
 * the caller reconciles what arrived meanwhile. Returns a function that stops watching.
 */
export function watchImapInbox(
  settings: ImapSmtpSettings,
  handlers: { onMail: () => void; onError?: (error: ConnectorError) => void },
): () => Promise<void> {
  let stopped = false;
  let client: ImapFlow | null = null;
  let delay = 1000;
  let timer: NodeJS.Timeout | null = null;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, delay);
    delay = Math.min(delay * 2, 60_000);
  };

  const run = async () => {
    if (stopped) return;
    const imap = imapClient(settings);
    client = imap;
    imap.on("exists", () => handlers.onMail());
    imap.on("error", () => {});
    imap.once("close", retry);
    try {
      await imap.connect();
      await imap.mailboxOpen(INBOX, { readOnly: true });
      delay = 1000;
      handlers.onMail();
      while (!stopped && imap.usable) await imap.idle();
    } catch (error) {
      if (stopped) return;
      handlers.onError?.(imapError(error, `IMAP ${settings.imap.host}`));
      imap.close();
      retry();
    }
  };
  void run();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const open = client;
    client = null;
    if (open?.usable) await open.logout().catch(() => open.close());
  };
}
