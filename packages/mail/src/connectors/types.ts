/**
 * One interface for every kind of mailbox: fetch new mail since a cursor, send a reply in a thread, check health.
 * The server stores the cursor (support_mailboxes.sync_cursor) between runs; connectors hold no state that matters
 * across restarts.
 */

/** A message as the provider gave it: its id there and the raw RFC 822 bytes. */
export interface FetchedMessage {
  /** The provider's id (IMAP `<uidvalidity>:<uid>`, Gmail message id, Graph message id). */
  providerId: string;
  raw: Buffer;
}

export interface FetchResult<Cursor = unknown> {
  messages: FetchedMessage[];
  /** Where the next fetch starts. Store it only after every message of this batch is stored. */
  cursor: Cursor;
  /** True when the provider could not continue from the old cursor and started again from the beginning. */
  resynced: boolean;
  /** True when more is waiting (the batch hit the limit): fetch again at once. */
  more: boolean;
}

export interface BatchOptions {
  /** Messages per batch (default 200). */
  limit?: number;
  /** Bytes of sources per batch (default 16 MB): what one batch holds in memory at most, a larger single message aside. */
  maxBytes?: number;
}

/**
 * A connector's new mail, batch after batch: its own one-pass `fetchBatches` when it has one, else pages of
 * `fetchSince` until nothing more is waiting.
 */
export async function* fetchInBatches<Cursor>(
  connector: MailConnector<Cursor>,
  cursor: Cursor | null,
  options: BatchOptions = {},
): AsyncGenerator<FetchResult<Cursor>> {
  if (connector.fetchBatches) {
    yield* connector.fetchBatches(cursor, options);
    return;
  }
  let from = cursor;
  for (;;) {
    const batch = await connector.fetchSince(from, { limit: options.limit });
    yield batch;
    if (!batch.more) return;
    from = batch.cursor;
  }
}

/** A reply to send. `raw` is the full MIME message (built by `buildReplyMime`) whose Message-ID is stable. */
export interface OutgoingMail {
  from: string;
  to: string[];
  cc?: string[];
  subject: string;
  messageId: string;
  inReplyTo?: string | null;
  references?: string[];
  raw: Buffer;
  /** The provider's thread id when known (Gmail threadId, Graph conversation / message id to reply to). */
  providerThreadId?: string | null;
}

export interface MailConnector<Cursor = unknown> {
  readonly provider: "imap" | "google" | "microsoft" | "forwarding";
  /** New mail since `cursor` (null: start now / from the beginning, the connector decides), at most `limit`. */
  fetchSince(cursor: Cursor | null, options?: { limit?: number }): Promise<FetchResult<Cursor>>;
  /**
   * Everything new since `cursor`, batch after batch, in one pass: each message crosses the network once. A batch
   * holds at most `limit` messages and about `maxBytes` of sources (a larger message comes alone). Store each batch
   * with its cursor before asking for the next. Connectors without it are paged through `fetchSince`.
   */
  fetchBatches?(cursor: Cursor | null, options?: BatchOptions): AsyncIterable<FetchResult<Cursor>>;
  /** Sends one message. Throws on failure; the caller retries. */
  send(mail: OutgoingMail): Promise<{ providerId?: string }>;
  /**
   * Whether a message with this Message-ID was already sent (the mailbox's Sent folder or the provider's record).
   * Used after a crash between "sent" and "recorded" so that a retry never sends a second copy.
   */
  alreadySent(messageId: string): Promise<boolean>;
  /** Logs in / calls the provider once; throws a ConnectorError when the mailbox cannot be used. */
  health(): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

export type ConnectorErrorKind =
  /** The credentials were refused (password changed, token revoked, refresh token expired): a person must reconnect. */
  | "reconnect"
  /** The server could not be reached or timed out: retry later with backoff. */
  | "unavailable"
  /** Anything else: retry, and show the message. */
  | "other";

export class ConnectorError extends Error {
  constructor(
    readonly kind: ConnectorErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ConnectorError";
  }
}

/** OAuth tokens of a Gmail or Outlook mailbox; `onTokens` persists renewed ones (encrypted) at once. */
export interface OAuthTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds; null when unknown. */
  expiresAt: number | null;
}

export interface OAuthClientConfig {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface OAuthConnectorOptions {
  /** API base, e.g. https://gmail.googleapis.com or https://graph.microsoft.com; a local fake in tests. */
  apiBase: string;
  oauth: OAuthClientConfig;
  tokens: OAuthTokens;
  onTokens: (tokens: OAuthTokens) => Promise<void>;
  fetch?: typeof fetch;
}
