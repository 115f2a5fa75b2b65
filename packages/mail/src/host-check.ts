import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

// Addresses a user's mail server must not resolve to unless the operator allows it: this machine, its private and
// link-local networks, and ranges that are not ordinary unicast on the internet.
const notPublic = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  notPublic.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  notPublic.addSubnet(net, prefix, "ipv6");

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const prefix = ["::ffff:", "64:ff9b::", "0:0:0:0:0:ffff:"].find((p) => lower.startsWith(p));
  if (!prefix) return null;
  const rest = lower.slice(prefix.length);
  if (isIP(rest) === 4) return rest;
  const hex = rest.match(/^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** True for loopback, private, link-local, CGNAT, multicast, documentation and other non-public addresses. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return notPublic.check(address, "ipv4");
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return notPublic.check(v4, "ipv4");
    return notPublic.check(address.split("%")[0]!, "ipv6");
  }
  return true;
}

export type HostCheck =
  | { ok: true; address: string }
  | { ok: false; reason: "not-found" | "private"; address?: string };

/**
 * Resolves a mail server's host name once and checks every address it has. The caller connects to the returned address
 * (not the name again), so a name that changes its answer between the check and the connection cannot lead inside.
 */
export async function resolveMailHost(
  host: string,
  { allowPrivate = false, resolve = lookup }: { allowPrivate?: boolean; resolve?: typeof lookup } = {},
): Promise<HostCheck> {
  const literal = host.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  if (isIP(literal)) addresses = [literal];
  else {
    try {
      addresses = (await resolve(literal, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      return { ok: false, reason: "not-found" };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: "not-found" };
  if (!allowPrivate) {
    const inside = addresses.find(isNonPublicAddress);
    if (inside) return { ok: false, reason: "private", address: inside };
  }
  return { ok: true, address: addresses[0]! };
}
