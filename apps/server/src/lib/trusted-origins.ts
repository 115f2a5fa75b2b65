import { isIP } from "node:net";

/** localhost, *.localhost, and loopback, private-network or link-local IP addresses. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const version = isIP(host);
  if (version === 4) {
    const [a, b] = host.split(".").map(Number) as [number, number];
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (version === 6) {
    if (host === "::1") return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped) return isLocalHostname(mapped[1]!);
    // fc00::/7 (unique local) and fe80::/10 (link-local)
    return /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host);
  }
  return false;
}

/**
 * The origins of the address a browser reached this server at, when that address is this machine or the local
 * network (Host header `127.0.0.1:3000`, `[::1]:3000`, `192.168.1.20:3000`, `localhost:3000`). A public DNS name is
 * never trusted this way: a name can be pointed at us by someone else (DNS rebinding); an IP address cannot.
 */
export function originsReachedOn(request?: Request): string[] {
  if (!request) return [];
  let host = request.headers.get("host");
  if (!host) {
    try {
      host = new URL(request.url).host;
    } catch {
      return [];
    }
  }
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return [];
  }
  if (!isLocalHostname(hostname)) return [];
  return [`http://${host}`, `https://${host}`];
}

export function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The sentence a person reads when the page's address is not one this server accepts sign-ins from. */
export function untrustedOriginMessage(origin: string | null, baseUrl: string): string {
  const expected = originOf(baseUrl) ?? baseUrl;
  if (!origin || origin === "null") {
    return `This server only accepts sign-ins from pages at ${expected}. Open ${expected} in your browser, or set BASE_URL to the address you use and restart the server.`;
  }
  return `This server does not accept sign-ins from ${origin}: it is set up for ${expected}. Open ${expected} instead, or set BASE_URL=${origin} in the server's environment and restart it.`;
}
