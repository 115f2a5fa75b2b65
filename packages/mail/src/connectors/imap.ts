import type { ImapSmtpSettings } from "@inbox/contracts";
import { ImapFlow } from "imapflow";
import nodemailer from "nodemailer";
import {
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

  return {
    provider: "imap",
    async fetchSince(cursor, { limit = 500 } = {}): Promise<FetchResult<ImapCursor>> {
      const imap = await connect();
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
          const messages: FetchedMessage[] = [];
          let lastUid = resynced || !cursor ? 0 : cursor.lastUid;
          let more = false;
          if (mailbox.exists > 0) {
            // The UIDs first (a few bytes each), then the sources of this batch's range only: each message's source
            // crosses the network once, however large the mailbox (asking `n:*` for sources and keeping the first
            // `limit` transferred about N²/2·limit of them over a first sync).
            const found = (await imap.search({ uid: `${from}:*` }, { uid: true })) || [];
            // `n:*` always includes the highest UID, even when it is below n.
            const uids = found.filter((uid) => uid >= from).sort((a, b) => a - b);
            const batch = uids.slice(0, limit);
            more = uids.length > batch.length;
            if (batch.length > 0) {
              const [first, last] = [batch[0]!, batch.at(-1)!];
              for await (const item of imap.fetch(
                `${first}:${last}`,
                { uid: true, source: true },
                { uid: true },
              )) {
                if (item.uid < first || item.uid > last || !item.source) continue;
                messages.push({ providerId: `${uidValidity}:${item.uid}`, raw: item.source });
              }
              // The cursor passes the whole range, also a message deleted between the search and the fetch.
              lastUid = last;
            }
          }
          messages.sort((a, b) => Number(a.providerId.split(":")[1]) - Number(b.providerId.split(":")[1]));
          return { messages, cursor: { uidValidity, lastUid }, resynced, more };
        } finally {
          lock.release();
        }
      } catch (error) {
        await this.close();
        throw imapError(error, `IMAP ${settings.imap.host}`);
      }
    },

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

    async close() {
      const open = client;
      client = null;
      if (open?.usable) await open.logout().catch(() => open.close());
      else open?.close();
    },
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
