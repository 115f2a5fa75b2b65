import { createOAuthClient } from "./oauth";
import { fetchListed, firstBatch, type ResumableCursor } from "./paging";
import type * as Types from "./types";
import { ConnectorError } from "./types";

/** Where an Outlook mailbox's sync stands: the delta link of the inbox (Microsoft Graph delta query). */
export interface GraphCursor {
  deltaLink: string;
}

const inboxDelta = "/v1.0/me/mailFolders/inbox/messages/delta?$select=id";

/**
 * Outlook through Microsoft Graph: delta sync of the inbox (paging by @odata.nextLink; the last @odata.deltaLink is
 * the cursor; 410 Gone starts a fresh delta), MIME fetch by $value, send as MIME so our Message-ID and threading
 * headers stay, and "already sent" by internetMessageId in Sent Items.
 */
export function createGraphConnector(
  options: Types.OAuthConnectorOptions & { email: string },
): Types.MailConnector<GraphCursor> {
  const api = createOAuthClient({ ...options, label: `Outlook ${options.email}` });
  const relative = (link: string) =>
    link.startsWith(options.apiBase)
      ? link.slice(options.apiBase.length)
      : link.replace(/^https:\/\/graph\.microsoft\.com/, "");

  const walk = async (start: string, collect: boolean) => {
    const ids: string[] = [];
    let link: string | undefined = start;
    let deltaLink = "";
    while (link) {
      const { status, body } = await api.call(relative(link));
      if (status === 410) return null;
      if (status !== 200)
        throw new ConnectorError("other", `Outlook: the inbox could not be read (${status}).`);
      if (collect)
        for (const m of body.value ?? []) if (!m["@removed"] && !ids.includes(m.id)) ids.push(m.id);
      link = body["@odata.nextLink"];
      deltaLink = body["@odata.deltaLink"] ?? deltaLink;
    }
    return { ids, deltaLink };
  };

  const fetchMime = async (ids: string[]): Promise<Types.FetchedMessage[]> => {
    const out: Types.FetchedMessage[] = [];
    for (const id of ids) {
      const { status, body } = await api.call(`/v1.0/me/messages/${id}/$value`, {}, "text");
      if (status === 404) continue;
      if (status !== 200)
        throw new ConnectorError("other", `Outlook: message ${id} could not be read (${status}).`);
      out.push({ providerId: id, raw: Buffer.from(body as string) });
    }
    return out;
  };

  /** The delta's ids first (a fresh delta when the link expired), then their sources in batches. */
  async function* fetchBatches(
    cursor: ResumableCursor<GraphCursor> | null,
    { limit = 200 }: Types.BatchOptions = {},
  ): AsyncGenerator<Types.FetchResult<ResumableCursor<GraphCursor>>> {
    if (!cursor) {
      // Start now: walk the initial delta without fetching, keep only the link.
      const first = await walk(inboxDelta, false);
      yield { messages: [], cursor: { deltaLink: first?.deltaLink ?? "" }, resynced: false, more: false };
      return;
    }
    const next = await walk(cursor.deltaLink, true);
    const fresh = next ? null : await walk(inboxDelta, true);
    const found = next ?? fresh;
    if (!found) throw new ConnectorError("other", "Outlook: the inbox could not be synced.");
    const listing = {
      ids: found.ids,
      start: { deltaLink: cursor.deltaLink },
      next: { deltaLink: found.deltaLink },
      resynced: !next,
    };
    yield* fetchListed(listing, cursor.after, fetchMime, limit);
  }

  return {
    provider: "microsoft",
    fetchSince: (cursor, { limit = 500 } = {}) => firstBatch(fetchBatches(cursor, { limit })),
    fetchBatches,
    async send(mail) {
      const { status } = await api.call(
        "/v1.0/me/sendMail",
        { method: "POST", headers: { "content-type": "text/plain" }, body: mail.raw.toString("base64") },
        "none",
      );
      if (status !== 202)
        throw new ConnectorError("other", `Outlook: the reply could not be sent (${status}).`);
      return {};
    },
    async alreadySent(messageId) {
      const filter = encodeURIComponent(`internetMessageId eq '${messageId.replace(/'/g, "''")}'`);
      const { body } = await api.call(`/v1.0/me/mailFolders/sentitems/messages?$filter=${filter}&$select=id`);
      return (body?.value?.length ?? 0) > 0;
    },
    async health() {
      const { status } = await api.call("/v1.0/me");
      if (status !== 200)
        throw new ConnectorError("other", `Outlook: the account could not be read (${status}).`);
    },
    close: async () => {},
  };
}
