import { createHash } from "node:crypto";
import { languageFromPath, pathWithoutLanguage } from "./crawl/urls";
import type { ProposedEntry, ReadPage } from "./types";

/** Pages that are versions of one another: joined by their hreflang alternates and by "/fr/x" ↔ "/x" addresses. */
export function pageFamilies(pages: Pick<ReadPage, "url" | "alternates">[]): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  const union = (a: string, b: string) => {
    const [x, y] = [find(a), find(b)].sort();
    if (x !== y) parent.set(y!, x!);
  };
  const byPath = new Map<string, string>();
  for (const page of pages) {
    find(page.url);
    for (const alternate of Object.values(page.alternates)) union(page.url, alternate);
    const url = new URL(page.url);
    const key = `${url.host}${pathWithoutLanguage(page.url)}${url.search}`;
    if (languageFromPath(page.url) !== null || byPath.has(key)) {
      const other = byPath.get(key);
      if (other) union(page.url, other);
    }
    if (!byPath.has(key)) byPath.set(key, page.url);
  }
  return new Map(pages.map((p) => [p.url, find(p.url)]));
}

const groupId = (parts: string[]) =>
  createHash("sha1").update(parts.join("\u0000")).digest("hex").slice(0, 20);

/**
 * Links the entries that say one fact in several languages (issue 25), so the agent answers a French guest from the
 * French page: within a family of pages, entries of the same kind are matched by topic when each language has one
 * entry of that topic, else by their place on the page when each language has as many.
 */
export function linkLanguages(entries: ProposedEntry[], families: Map<string, string>): ProposedEntry[] {
  const groups = new Map<string, ProposedEntry[]>();
  for (const entry of entries) {
    entry.family = families.get(entry.sourceUrl) ?? entry.sourceUrl;
    const key = `${entry.family}\u0000${entry.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const [key, group] of groups) {
    const languages = [...new Set(group.map((e) => e.language))];
    if (languages.length < 2) continue;
    const perLanguage = languages.map((l) => group.filter((e) => e.language === l));
    const sameCount = perLanguage.every((list) => list.length === perLanguage[0]!.length);
    if (sameCount) {
      // The same page in each language, passage by passage.
      for (const list of perLanguage)
        list.forEach((entry, i) => {
          entry.linkGroup = groupId([key, String(i)]);
        });
      continue;
    }
    for (const topic of new Set(group.map((e) => e.topic).filter((t): t is string => Boolean(t)))) {
      const withTopic = perLanguage.map((list) => list.filter((e) => e.topic === topic));
      const present = withTopic.filter((list) => list.length > 0);
      if (present.length < 2 || present.some((list) => list.length !== 1)) continue;
      for (const [entry] of present) entry!.linkGroup = groupId([key, topic]);
    }
  }
  return entries;
}
