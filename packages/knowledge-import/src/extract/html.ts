import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { languageFromPath, normaliseUrl } from "../crawl/urls";
import { isLegalText } from "../lexicon";
import type { ProposedEntry, ReadPage } from "../types";
import { detectLanguage } from "./language";
import { type Passage, passagesToEntries } from "./passages";
import { cleanText, stripTags } from "./text";

type Doc = ReturnType<typeof parseHTML>["document"];
type El = ReturnType<Doc["querySelector"]> & {};

/** Parts of a page that are never its content: chrome, scripts, forms, banners. */
const CHROME =
  "script, style, noscript, template, svg, iframe, object, embed, form, button, select, input, textarea, nav, header, footer, aside, [role=navigation], [role=banner], [role=contentinfo], [aria-hidden=true], [hidden]";
/** Cookie, consent and newsletter boxes, by the names sites give them. */
const BANNERS = /cookie|consent|gdpr|newsletter|subscribe|popup|modal|breadcrumb|share|social/i;

const normaliseLanguage = (value: string | null | undefined) => {
  const code = value?.trim().toLowerCase().slice(0, 2) ?? "";
  return /^[a-z]{2}$/.test(code) ? code : null;
};

const textOf = (el: { textContent: string | null } | null | undefined) => cleanText(el?.textContent ?? "");

/** Every JSON-LD FAQPage question on the page, in order (also inside @graph and arrays). */
function jsonLdFaq(document: Doc): Passage[] {
  const found: Passage[] = [];
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== "object" || depth > 8) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    const type = ([] as unknown[]).concat(record["@type"] ?? []);
    if (type.includes("Question") && typeof record.name === "string") {
      const answer = ([] as unknown[]).concat(record.acceptedAnswer ?? record.suggestedAnswer ?? [])[0] as
        | Record<string, unknown>
        | undefined;
      if (answer && typeof answer.text === "string")
        found.push({ title: stripTags(record.name), paragraphs: [stripTags(answer.text)], kind: "faq" });
      return;
    }
    for (const key of ["@graph", "mainEntity", "hasPart", "itemListElement"]) visit(record[key], depth + 1);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ""), 0);
    } catch {
      // A broken JSON-LD block is the site's problem: the visible text is still read.
    }
  }
  return found;
}

/** `<details><summary>` blocks and `<dl>` pairs: questions and answers the page shows. Taken out of the page. */
function visibleFaqBlocks(root: El): Passage[] {
  const found: Passage[] = [];
  for (const details of root.querySelectorAll("details")) {
    const summary = details.querySelector("summary");
    const title = textOf(summary);
    summary?.remove();
    const body = textOf(details);
    if (title && body) found.push({ title, paragraphs: [body], kind: "faq" });
    details.remove();
  }
  for (const list of root.querySelectorAll("dl")) {
    let title = "";
    for (const child of list.children) {
      if (child.tagName === "DT") title = textOf(child);
      else if (child.tagName === "DD" && title)
        found.push({ title, paragraphs: [textOf(child)], kind: "faq" });
    }
    list.remove();
  }
  return found;
}

const HEADING = /^H[1-6]$/;

/** A heading that asks ("Can I bring my dog?") with the paragraphs under it. Taken out of the page. */
function questionHeadings(root: El): Passage[] {
  const found: Passage[] = [];
  for (const heading of root.querySelectorAll("h2, h3, h4, h5")) {
    const title = textOf(heading);
    if (!title.endsWith("?") || title.length > 200) continue;
    const paragraphs: string[] = [];
    let next = heading.nextElementSibling;
    while (next && !HEADING.test(next.tagName)) {
      const after = next.nextElementSibling;
      const text = textOf(next);
      if (text) paragraphs.push(text);
      next.remove();
      next = after;
    }
    heading.remove();
    if (paragraphs.length) found.push({ title, paragraphs, kind: "faq" });
  }
  return found;
}

/** A paragraph that is a row of links ("Rooms · Breakfast · Parking") is navigation, not content. */
function isMostlyLinks(block: El, text: string): boolean {
  let linked = 0;
  for (const a of block.querySelectorAll("a")) linked += textOf(a).length;
  return linked > 0 && linked >= text.length * 0.6;
}

const BLOCKS = "h1, h2, h3, h4, h5, h6, p, li, td, blockquote, pre, address";

/** The main content's passages: each heading with the paragraphs, list items and cells under it. */
function contentPassages(root: El, pageTitle: string): Passage[] {
  const passages: Passage[] = [];
  let current: Passage = { title: pageTitle, paragraphs: [], kind: "fact" };
  for (const block of root.querySelectorAll(BLOCKS)) {
    // A paragraph inside a list item is read with its item.
    if (block.parentElement?.closest("li, td, blockquote, address")) continue;
    if (HEADING.test(block.tagName)) {
      if (current.paragraphs.length) passages.push(current);
      current = { title: textOf(block) || pageTitle, paragraphs: [], kind: "fact" };
      continue;
    }
    const text = textOf(block);
    if (text && !isMostlyLinks(block, text)) current.paragraphs.push(text);
  }
  if (current.paragraphs.length) passages.push(current);
  return passages;
}

/** The page's main content: Readability's article when it finds one, else `<main>`, else the body. */
function mainContent(document: Doc, url: string): El | null {
  const fallback = (document.querySelector("main, article, [role=main]") ?? document.body) as El | null;
  try {
    const clone = document.cloneNode(true) as unknown as Doc;
    Object.defineProperty(clone, "documentURI", { value: url });
    const article = new Readability(clone as unknown as ConstructorParameters<typeof Readability>[0], {
      charThreshold: 200,
      keepClasses: false,
    }).parse();
    const fallbackLength = textOf(fallback).length;
    if (article?.content && (article.textContent?.length ?? 0) >= fallbackLength * 0.6) {
      const { document: read } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
      return read.body as unknown as El;
    }
  } catch {
    // Readability gives up on some pages: the page's own main element is used instead.
  }
  return fallback;
}

/** The passages of a document converted to HTML (a Word file): its FAQ blocks, question headings and sections. */
export function htmlDocumentPassages(html: string): Passage[] {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const body = document.body as unknown as El;
  return [...visibleFaqBlocks(body), ...questionHeadings(body), ...contentPassages(body, "")];
}

/**
 * Reads one HTML page (issue 25): its language, links and language versions, and the entries it proposes. No script
 * runs: the text is read from the markup as served, and kept as plain text. A legal page proposes nothing.
 */
export function readHtmlPage(html: string, url: string): ReadPage {
  const { document } = parseHTML(html);
  const base = normaliseUrl(document.querySelector("base[href]")?.getAttribute("href") ?? url, url) ?? url;
  const title = textOf(document.querySelector("title"));
  const h1 = textOf(document.querySelector("h1"));
  const links = [
    ...new Set(
      [...document.querySelectorAll("a[href], area[href]")]
        .filter((a) => !/\bnofollow\b/i.test(a.getAttribute("rel") ?? ""))
        .map((a) => normaliseUrl(a.getAttribute("href") ?? "", base))
        .filter((u): u is string => Boolean(u)),
    ),
  ];
  const alternates: Record<string, string> = {};
  for (const link of document.querySelectorAll("link[rel~=alternate][hreflang]")) {
    const lang = normaliseLanguage(link.getAttribute("hreflang"));
    const href = normaliseUrl(link.getAttribute("href") ?? "", base);
    if (lang && href) alternates[lang] = href;
  }
  const pathWords = decodeURIComponent(new URL(url).pathname).replace(/[-_/.]+/g, " ");
  const isLegal = isLegalText(`${pathWords} ${title} ${h1}`, "*");
  const declared = normaliseLanguage(document.documentElement?.getAttribute("lang"));
  const body = document.body as El | null;
  const language =
    declared ?? languageFromPath(url) ?? (body ? detectLanguage(textOf(body).slice(0, 2000)) : null) ?? "en";
  const read: ReadPage = { url, language, title: h1 || title, links, alternates, isLegal, entries: [] };
  if (isLegal || !body) return read;

  const passages = jsonLdFaq(document);
  for (const el of document.querySelectorAll(CHROME)) el.remove();
  for (const el of document.querySelectorAll("[class], [id]")) {
    const names = `${el.getAttribute("class") ?? ""} ${el.getAttribute("id") ?? ""}`;
    if (BANNERS.test(names) && el.tagName !== "BODY" && el.tagName !== "MAIN") el.remove();
  }
  passages.push(...visibleFaqBlocks(body), ...questionHeadings(body));
  const content = mainContent(document, url);
  if (content) passages.push(...contentPassages(content, h1 || title));
  read.entries = passagesToEntries(passages, { url, language });
  return read;
}

export type { ProposedEntry };
