/** True for 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopback(ip: string | null | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The caller's address: the socket's, or with a trusted proxy the first X-Forwarded-For hop. */
export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
) {
  if (trustProxy && forwardedFor) return forwardedFor.split(",")[0].trim();
  return socketAddress ?? null;
}
