/** True for 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopback(ip: string | null | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Headers a proxy adds to say whom it forwards for. Their presence means the socket's address is the proxy's. */
export const PROXY_HEADERS = [
  "x-forwarded-for",
  "x-real-ip",
  "forwarded",
  "x-forwarded-host",
  "x-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "via",
] as const;

/** True when a request carries any proxy header. */
export function hasProxyHeaders(headers: { get(name: string): string | null }): boolean {
  return PROXY_HEADERS.some((name) => headers.get(name) !== null);
}

/**
 * The caller's address: the socket's, or with a trusted proxy the address that proxy appended to X-Forwarded-For.
 * Each proxy appends the address it was reached from, so with `hops` proxies of ours in front the client is the
 * `hops`-th entry from the right; entries further left were written by the client and prove nothing.
 */
export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
  hops = 1,
) {
  if (trustProxy && forwardedFor) {
    const entries = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0) return entries[Math.max(0, entries.length - hops)]!;
  }
  return socketAddress ?? null;
}
