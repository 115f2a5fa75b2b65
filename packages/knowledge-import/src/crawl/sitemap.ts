import { decodeBody, type FetchLimits, SITEMAP_TYPES, safeFetch } from "../fetch/safe-fetch";

/** Sitemap files read at most (an index and its children). */
const MAX_SITEMAPS = 10;

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]]+?)\s*(?:\]\]>)?\s*<\/loc>/gi)].map((m) =>
    m[1]!.replace(/&amp;/g, "&"),
  );

/**
 * The page addresses the site's sitemaps list: those robots.txt names, else /sitemap.xml; a sitemap index is followed
 * to its sitemaps. At most `max` addresses; none when the site has no sitemap.
 */
export async function readSitemaps(
  origin: string,
  named: string[],
  { limits, max }: { limits: FetchLimits; max: number },
): Promise<string[]> {
  const queue = named.length ? [...named] : [new URL("/sitemap.xml", origin).href];
  const pages: string[] = [];
  let read = 0;
  while (queue.length && read < MAX_SITEMAPS && pages.length < max) {
    const address = queue.shift()!;
    read += 1;
    const fetched = await safeFetch(address, { limits, accept: SITEMAP_TYPES });
    if (!fetched.ok) continue;
    const xml = decodeBody(fetched);
    if (/<sitemapindex[\s>]/i.test(xml)) queue.push(...locsOf(xml));
    else pages.push(...locsOf(xml));
  }
  return pages.slice(0, max);
}
