import { OAuth2Server } from "oauth2-mock-server";
import { freePort } from "./app-server";

export interface OidcUser {
  sub: string;
  email: string;
  name: string;
}

/**
 * A local OpenID Connect provider standing in for Google: discovery, authorize (consents at once), token with a
 * signed ID token, userinfo. setUser() chooses who the next sign-in is.
 */
export async function startOidcServer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const port = await freePort();
  await server.start(port, "127.0.0.1");
  const issuer = `http://127.0.0.1:${port}`;
  let user: OidcUser = { sub: "google-user-1", email: "guest@example.com", name: "Guest Example" };
  const requests: { path: string; query: Record<string, string> }[] = [];

  server.service.on("beforeAuthorizeRedirect", (_authorizeRedirectUri, req) => {
    requests.push({
      path: "/authorize",
      query: Object.fromEntries(new URL(req.url ?? "", issuer).searchParams),
    });
  });
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { sub: user.sub, email: user.email, email_verified: true, name: user.name });
  });
  server.service.on("beforeUserinfo", (userInfoResponse) => {
    userInfoResponse.body = { sub: user.sub, email: user.email, email_verified: true, name: user.name };
  });

  return {
    issuer,
    setUser(next: OidcUser) {
      user = next;
    },
    /** The query of each authorize request the browser made (to check scopes, access_type, prompt). */
    authorizeRequests: () => requests,
    stop: () => server.stop(),
  };
}
