import { createServer, type IncomingMessage, type Server } from "node:http";

/**
 * Local stand-ins for Google's Gmail API and Microsoft Graph, following their published request and response shapes
 * (users.history.list, users.messages.list/get/send, users.getProfile; mailFolders/inbox/messages/delta,
 * messages/{id}/$value, sendMail with a MIME body, sentitems filter), plus an OAuth 2 token endpoint. In memory.
 */
export interface FakeProvider {
  url: string;
  tokenUrl: string;
  /** Delivers a raw message to the inbox. */
  deliver(raw: string): string;
  /** Raw messages the connector sent. */
  sent: Buffer[];
  /** Makes the current access token fail with 401 (as when it expires). */
  expireAccessToken(): void;
  /** Makes the refresh token fail with invalid_grant (revoked). */
  revokeRefreshToken(): void;
  /** Gmail: forgets history before now, so an old history id answers 404. Graph: makes old delta links answer 410. */
  expireHistory(): void;
  pageSize: number;
  requests: string[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => {
      data += c;
    });
    req.on("end", () => resolve(data));
  });

export async function startFakeProvider(kind: "gmail" | "graph"): Promise<FakeProvider> {
  let accessToken = "access-1";
  let refreshToken = "refresh-1";
  let tokenCounter = 1;
  let revoked = false;
  let historyFloor = 0;
  const inbox: { id: string; raw: string; historyId: number }[] = [];
  let historyId = 100;
  const sent: Buffer[] = [];
  const requests: string[] = [];
  let server: Server;
  const fake: FakeProvider = {
    url: "",
    tokenUrl: "",
    sent,
    requests,
    pageSize: 50,
    deliver(raw) {
      historyId += 1;
      const id = `m${historyId}`;
      inbox.push({ id, raw, historyId });
      return id;
    },
    expireAccessToken() {
      accessToken = "nobody-has-this";
    },
    revokeRefreshToken() {
      revoked = true;
      accessToken = "nobody-has-this";
    },
    expireHistory() {
      historyFloor = historyId;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };

  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/token") {
      const form = new URLSearchParams(await readBody(req));
      if (
        form.get("grant_type") !== "refresh_token" ||
        revoked ||
        form.get("refresh_token") !== refreshToken
      ) {
        return json(400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      }
      tokenCounter += 1;
      accessToken = `access-${tokenCounter}`;
      refreshToken = `refresh-${tokenCounter}`;
      return json(200, {
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: 3599,
        token_type: "Bearer",
      });
    }
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return kind === "gmail"
        ? json(401, {
            error: {
              code: 401,
              message: "Request had invalid authentication credentials.",
              status: "UNAUTHENTICATED",
            },
          })
        : json(401, {
            error: {
              code: "InvalidAuthenticationToken",
              message: "Access token has expired or is not yet valid.",
            },
          });
    }
    if (kind === "gmail") {
      const p = url.pathname.replace("/gmail/v1/users/me", "");
      if (p === "/profile")
        return json(200, {
          emailAddress: "desk@gmail.test",
          messagesTotal: inbox.length,
          historyId: String(historyId),
        });
      if (p === "/history") {
        const start = Number(url.searchParams.get("startHistoryId"));
        if (start < historyFloor)
          return json(404, {
            error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" },
          });
        const added = inbox.filter((m) => m.historyId > start);
        const offset = Number(url.searchParams.get("pageToken") ?? 0);
        const page = added.slice(offset, offset + fake.pageSize);
        return json(200, {
          history: page.map((m) => ({
            id: String(m.historyId),
            messagesAdded: [{ message: { id: m.id, threadId: `t-${m.id}`, labelIds: ["INBOX"] } }],
          })),
          historyId: String(historyId),
          ...(offset + fake.pageSize < added.length ? { nextPageToken: String(offset + fake.pageSize) } : {}),
        });
      }
      if (p === "/messages" && req.method === "GET") {
        const q = url.searchParams.get("q");
        if (q?.startsWith("rfc822msgid:")) {
          const wanted = q.slice("rfc822msgid:".length);
          const found = sent
            .map((raw, i) => ({ raw: raw.toString(), id: `s${i}` }))
            .filter((s) => s.raw.includes(`<${wanted}>`));
          return json(
            200,
            found.length
              ? {
                  messages: found.map((s) => ({ id: s.id, threadId: s.id })),
                  resultSizeEstimate: found.length,
                }
              : { resultSizeEstimate: 0 },
          );
        }
        const offset = Number(url.searchParams.get("pageToken") ?? 0);
        const newestFirst = [...inbox].reverse();
        const page = newestFirst.slice(offset, offset + fake.pageSize);
        return json(200, {
          messages: page.map((m) => ({ id: m.id, threadId: `t-${m.id}` })),
          resultSizeEstimate: inbox.length,
          ...(offset + fake.pageSize < newestFirst.length
            ? { nextPageToken: String(offset + fake.pageSize) }
            : {}),
        });
      }
      const get = /^\/messages\/([^/]+)$/.exec(p);
      if (get && req.method === "GET") {
        const m = inbox.find((x) => x.id === get[1]);
        if (!m) return json(404, { error: { code: 404, message: "Requested entity was not found." } });
        return json(200, {
          id: m.id,
          threadId: `t-${m.id}`,
          historyId: String(m.historyId),
          raw: Buffer.from(m.raw).toString("base64url"),
        });
      }
      if (p === "/messages/send" && req.method === "POST") {
        const body = JSON.parse(await readBody(req)) as { raw: string; threadId?: string };
        sent.push(Buffer.from(body.raw, "base64url"));
        return json(200, {
          id: `s${sent.length - 1}`,
          threadId: body.threadId ?? `s${sent.length - 1}`,
          labelIds: ["SENT"],
        });
      }
      return json(404, { error: { code: 404, message: "Not found" } });
    }
    // Microsoft Graph
    const p = url.pathname.replace("/v1.0", "");
    if (p === "/me")
      return json(200, { id: "u1", mail: "desk@outlook.test", userPrincipalName: "desk@outlook.test" });
    if (p === "/me/mailFolders/inbox/messages/delta") {
      const since = Number(url.searchParams.get("since") ?? -1);
      if (since >= 0 && since < historyFloor)
        return json(410, {
          error: { code: "SyncStateNotFound", message: "The sync state generation is invalid." },
        });
      const offset = Number(url.searchParams.get("skip") ?? 0);
      const items = since < 0 ? inbox : inbox.filter((m) => m.historyId > since);
      const page = items.slice(offset, offset + fake.pageSize);
      const more = offset + fake.pageSize < items.length;
      const self = `${fake.url}/v1.0/me/mailFolders/inbox/messages/delta`;
      return json(200, {
        "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(message)",
        value: page.map((m) => ({ "@odata.type": "#microsoft.graph.message", id: m.id })),
        ...(more
          ? {
              "@odata.nextLink": `${self}?${new URLSearchParams({ ...(since >= 0 ? { since: String(since) } : {}), skip: String(offset + fake.pageSize) })}`,
            }
          : { "@odata.deltaLink": `${self}?since=${historyId}` }),
      });
    }
    const value = /^\/me\/messages\/([^/]+)\/\$value$/.exec(p);
    if (value) {
      const m = inbox.find((x) => x.id === value[1]);
      if (!m)
        return json(404, {
          error: { code: "ErrorItemNotFound", message: "The specified object was not found in the store." },
        });
      res.writeHead(200, { "content-type": "text/plain" });
      return res.end(m.raw);
    }
    if (p === "/me/sendMail" && req.method === "POST") {
      sent.push(Buffer.from(await readBody(req), "base64"));
      res.writeHead(202);
      return res.end();
    }
    if (p === "/me/mailFolders/sentitems/messages") {
      const filter = url.searchParams.get("$filter") ?? "";
      const wanted = /internetMessageId eq '(.+)'/.exec(filter)?.[1];
      const found = wanted ? sent.filter((raw) => raw.toString().includes(wanted)) : [];
      return json(200, { value: found.map((_, i) => ({ id: `s${i}` })) });
    }
    return json(404, { error: { code: "NotFound", message: "Not found" } });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  fake.url = `http://127.0.0.1:${port}`;
  fake.tokenUrl = `${fake.url}/token`;
  return fake;
}
