import { createOAuthClient } from "./oauth";
import { fetchListed, firstBatch, type ResumableCursor } from "./paging";
import {
  type BatchOptions,
  ConnectorError,
  type FetchedMessage,
  type FetchResult,
  type MailConnector,
  type OAuthConnectorOptions,
} from "./types";

/** Where a Gmail mailbox's sync stands: the history id of the last sync (Gmail API users.history). */
export interface GmailCursor {
  historyId: string;
}

const base = "/gmail/v1/users/me";
/** The most messages a full resync reads again, newest first (the rest is older than anything to answer). */
const RESYNC_LIMIT = 500;

/**
 * Gmail through its REST API: incremental sync from a history id (messageAdded in INBOX), a full resync when the
 * history id has expired (404), raw RFC 822 fetch, send in the thread, and "already sent" by the rfc822msgid search.
 */
export function createGmailConnector(
  options: OAuthConnectorOptions & { email: string },
): MailConnector<GmailCursor> {
  const api = createOAuthClient({ ...options, label: `Gmail ${options.email}` });

  const fetchRaw = async (ids: string[]): Promise<FetchedMessage[]> => {
    const out: FetchedMessage[] = [];
    for (const id of ids) {
      const { status, body } = await api.call(`${base}/messages/${id}?format=raw`);
      if (status === 404) continue; // deleted meanwhile
      if (status !== 200)
        throw new ConnectorError("other", `Gmail: message ${id} could not be read (${status}).`);
      out.push({ providerId: id, raw: Buffer.from(body.raw, "base64url") });
    }
    return out;
  };

  const profileHistoryId = async () => {
    const { status, body } = await api.call(`${base}/profile`);
    if (status !== 200) throw new ConnectorError("other", `Gmail: profile could not be read (${status}).`);
    return String(body.historyId);
  };

  /** The newest INBOX messages (at most RESYNC_LIMIT), oldest first: a sync whose history id Gmail forgot. */
  const listInbox = async () => {
    const historyId = await profileHistoryId();
    const ids: string[] = [];
    let pageToken: string | undefined;
    do {
      const q = new URLSearchParams({ labelIds: "INBOX", maxResults: "500" });
      if (pageToken) q.set("pageToken", pageToken);
      const { body } = await api.call(`${base}/messages?${q}`);
      for (const m of body?.messages ?? []) ids.push(m.id);
      pageToken = body?.nextPageToken;
    } while (pageToken && ids.length < RESYNC_LIMIT);
    // Oldest first, as they arrived.
    return { ids: ids.reverse(), next: { historyId }, resynced: true };
  };

  /** The ids added to INBOX since a history id, every page; null when Gmail no longer knows that id (404). */
  const listHistory = async (startHistoryId: string) => {
    const ids: string[] = [];
    let pageToken: string | undefined;
    let historyId = startHistoryId;
    do {
      const q = new URLSearchParams({ startHistoryId, historyTypes: "messageAdded", labelId: "INBOX" });
      if (pageToken) q.set("pageToken", pageToken);
      const { status, body } = await api.call(`${base}/history?${q}`);
      if (status === 404) return null;
      if (status !== 200) throw new ConnectorError("other", `Gmail: history could not be read (${status}).`);
      for (const h of body.history ?? [])
        for (const added of h.messagesAdded ?? [])
          if (!ids.includes(added.message.id)) ids.push(added.message.id);
      historyId = String(body.historyId ?? historyId);
      pageToken = body.nextPageToken;
    } while (pageToken);
    return { ids, next: { historyId }, resynced: false };
  };

  /** The ids first (history, or the inbox when the history id expired), then their sources in batches. */
  async function* fetchBatches(
    cursor: ResumableCursor<GmailCursor> | null,
    { limit = 200 }: BatchOptions = {},
  ): AsyncGenerator<FetchResult<ResumableCursor<GmailCursor>>> {
    if (!cursor) {
      yield { messages: [], cursor: { historyId: await profileHistoryId() }, resynced: false, more: false };
      return;
    }
    const start = { historyId: cursor.historyId };
    const listing = (await listHistory(cursor.historyId)) ?? (await listInbox());
    yield* fetchListed({ ...listing, start }, cursor.after, fetchRaw, limit);
  }

  return {
    provider: "google",
    fetchSince: (cursor, { limit = 500 } = {}) => firstBatch(fetchBatches(cursor, { limit })),
    fetchBatches,
    async send(mail) {
      const { status, body } = await api.call(`${base}/messages/send`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          raw: mail.raw.toString("base64url"),
          ...(mail.providerThreadId ? { threadId: mail.providerThreadId } : {}),
        }),
      });
      if (status !== 200)
        throw new ConnectorError("other", `Gmail: the reply could not be sent (${status}).`);
      return { providerId: body.id };
    },
    async alreadySent(messageId) {
      const q = new URLSearchParams({
        q: `rfc822msgid:${messageId.replace(/^<|>$/g, "")}`,
        includeSpamTrash: "true",
      });
      const { body } = await api.call(`${base}/messages?${q}`);
      return (body?.messages?.length ?? 0) > 0;
    },
    async health() {
      await profileHistoryId();
    },
    close: async () => {},
  };
}
