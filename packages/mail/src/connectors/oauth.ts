import { ConnectorError, type OAuthConnectorOptions, type OAuthTokens } from "./types";

/**
 * Calls a provider's REST API with the mailbox's access token: renewed with the refresh token when it has expired or
 * a call answers 401 (the new tokens are persisted at once), retried once. A refresh refused with invalid_grant, or a
 * second 401, means a person must reconnect; network failures, 429 and 5xx mean "try again later".
 */
export function createOAuthClient(options: OAuthConnectorOptions & { label: string }) {
  const fetcher = options.fetch ?? fetch;
  let tokens: OAuthTokens = { ...options.tokens };

  const refresh = async () => {
    if (!tokens.refreshToken)
      throw new ConnectorError("reconnect", `${options.label}: no refresh token. Reconnect the mailbox.`);
    let res: Response;
    try {
      res = await fetcher(options.oauth.tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: tokens.refreshToken,
          client_id: options.oauth.clientId,
          client_secret: options.oauth.clientSecret,
        }),
      });
    } catch (error) {
      throw new ConnectorError("unavailable", `${options.label}: the sign-in service could not be reached.`, {
        cause: error,
      });
    }
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
      error?: string;
    };
    if (!res.ok || !body.access_token) {
      if (body.error === "invalid_grant" || res.status === 400 || res.status === 401) {
        throw new ConnectorError(
          "reconnect",
          `${options.label}: access was revoked or expired. Reconnect the mailbox.`,
        );
      }
      throw new ConnectorError("unavailable", `${options.label}: token refresh failed (${res.status}).`);
    }
    tokens = {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? tokens.refreshToken,
      expiresAt: body.expires_in ? Date.now() + body.expires_in * 1000 : null,
    };
    await options.onTokens(tokens);
  };

  const call = async (
    path: string,
    init: RequestInit = {},
    parse: "json" | "text" | "none" = "json",
  ): Promise<{ status: number; body: any }> => {
    if (!tokens.accessToken || (tokens.expiresAt !== null && tokens.expiresAt < Date.now() + 30_000))
      await refresh();
    for (let attempt = 0; attempt < 2; attempt++) {
      let res: Response;
      try {
        res = await fetcher(`${options.apiBase}${path}`, {
          ...init,
          headers: {
            ...(init.headers as Record<string, string>),
            authorization: `Bearer ${tokens.accessToken}`,
          },
        });
      } catch (error) {
        throw new ConnectorError("unavailable", `${options.label}: the API could not be reached.`, {
          cause: error,
        });
      }
      if (res.status === 401 && attempt === 0) {
        await refresh();
        continue;
      }
      if (res.status === 401 || res.status === 403)
        throw new ConnectorError("reconnect", `${options.label}: access was refused. Reconnect the mailbox.`);
      if (res.status === 429 || res.status >= 500)
        throw new ConnectorError(
          "unavailable",
          `${options.label}: the API is busy (${res.status}). We will retry.`,
        );
      const body =
        parse === "json" ? await res.json().catch(() => null) : parse === "text" ? await res.text() : null;
      return { status: res.status, body };
    }
    throw new ConnectorError("reconnect", `${options.label}: access was refused. Reconnect the mailbox.`);
  };

  return { call, tokens: () => tokens };
}
