/** Query parameters that only track a visit: the same page with or without them is one page. */
const TRACKING = /^(utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref|sessionid|sid|phpsessid)$/i;

/** An address as the crawler keys it: no fragment, no tracking parameters, the default port dropped. */
export function normaliseUrl(address: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  url.username = "";
  url.password = "";
  for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key);
  url.searchParams.sort();
  return url.href;
}

/** The address the owner typed, made whole: "hotel.example" is "https://hotel.example/". */
export function startUrlOf(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  return normaliseUrl(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
}

const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** Same site: the same host, with or without "www.", on the same port. */
export function isSameSite(a: string, b: string): boolean {
  const x = new URL(a);
  const y = new URL(b);
  return siteOf(x.hostname) === siteOf(y.hostname) && x.port === y.port;
}

/** "/fr/chambres" is French: a two-letter first path segment (or a "lang" parameter) names the page's language. */
export function languageFromPath(address: string): string | null {
  const url = new URL(address);
  const first = url.pathname.split("/")[1]?.toLowerCase() ?? "";
  const match = /^([a-z]{2})(?:[-_][a-z]{2})?$/.exec(first);
  if (match) return match[1]!;
  const param = url.searchParams.get("lang") ?? url.searchParams.get("language");
  return param && /^[a-z]{2}/i.test(param) ? param.slice(0, 2).toLowerCase() : null;
}

/** The page's address without its language segment: "/fr/parking" and "/parking" are versions of one page. */
export function pathWithoutLanguage(address: string): string {
  const url = new URL(address);
  return url.pathname.replace(/^\/[a-z]{2}(?:[-_][a-z]{2})?(?=\/|$)/i, "") || "/";
}

/**
 * The shape of an address with its numbers and query values taken out: a calendar's next month, a filter's next page
 * and a session id in the path all have one shape, so many addresses of one shape are a link trap.
 */
export function urlShape(address: string): string {
  const url = new URL(address);
  const path = url.pathname.replace(/\d+/g, "#").replace(/[0-9a-f]{16,}/gi, "*");
  const params = [...url.searchParams.keys()].sort().join("&");
  return `${path}?${params}`;
}

/** Addresses no site needs for its content: very long, very deep, or a path that repeats itself. */
export function looksGenerated(address: string): boolean {
  const url = new URL(address);
  const segments = url.pathname.split("/").filter(Boolean);
  if (address.length > 300 || segments.length > 8) return true;
  const counts = new Map<string, number>();
  for (const s of segments) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.values()].some((n) => n >= 3);
}
