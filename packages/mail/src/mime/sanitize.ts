import sanitizeHtml from "sanitize-html";

/**
 * HTML from a stranger's email, made safe to show in the app: no scripts, event handlers, forms, iframes, or remote
 * loads that would tell the sender the mail was opened (remote images become their alt text's link).
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(boundHtmlNesting(html), {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== "img"),
      "font",
      "center",
      "span",
      "u",
      "s",
      "small",
      "big",
    ],
    allowedAttributes: {
      a: ["href", "title"],
      td: ["colspan", "rowspan", "align", "valign"],
      th: ["colspan", "rowspan", "align", "valign"],
      table: ["cellpadding", "cellspacing", "border", "width"],
      font: ["color"],
      "*": ["dir", "lang"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
      }),
    },
    // Drop the content of these, not only the tags.
    nonTextTags: ["style", "script", "textarea", "option", "noscript", "title", "head"],
  });
}

/** Plain text from HTML, for mail that has no text part. */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6])[^>]*>/gi, "\n")
    .replace(/<li[^>]*>/gi, "• ");
  const text = sanitizeHtml(withBreaks, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ["style", "script", "head", "title"],
  });
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)));
}

/** How deep elements may nest before the deeper tags are dropped (their text kept). Real mail stays under 60. */
export const MAX_HTML_NESTING = 256;

/** Elements that a new one of the same name closes (`<p>a<p>b` is two paragraphs, not one inside the other). */
const CLOSED_BY_SAME = new Set(["p", "li", "dt", "dd", "tr", "td", "th", "option", "rb", "rt", "rp"]);
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/**
 * The HTML with tags nested deeper than `maxDepth` dropped, their text kept. htmlparser2, under sanitize-html, keeps
 * its open elements with `Array.unshift`, so each tag costs the current depth: two million nested `<div>` (a 22 MB
 * mail) held the thread for more than 14 minutes (100,000 took 11 s, 300,000 took 144 s). This pass is linear: it
 * keeps its own stack (push and pop) and a count per open name, and only copies the HTML when it drops something.
 * It is approximate by design (attributes holding `>`, comments): the sanitizer still reads what it returns.
 */
export function boundHtmlNesting(html: string, maxDepth = MAX_HTML_NESTING): string {
  const stack: string[] = [];
  const open = new Map<string, number>();
  const dropped = new Map<string, number>();
  const pieces: string[] = [];
  let copiedTo = 0;
  const drop = (from: number, to: number) => {
    pieces.push(html.slice(copiedTo, from));
    copiedTo = to;
  };
  const pop = () => {
    const name = stack.pop()!;
    open.set(name, open.get(name)! - 1);
  };
  const tag = /<(\/?)([a-zA-Z][\w:-]*)[^>]*>/g;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const name = m[2]!.toLowerCase();
    if (m[1]) {
      const extra = dropped.get(name) ?? 0;
      if (extra > 0) {
        dropped.set(name, extra - 1);
        drop(m.index, tag.lastIndex);
      } else if (open.get(name)) {
        while (stack.at(-1) !== name) pop();
        pop();
      }
      continue;
    }
    if (VOID.has(name) || m[0].endsWith("/>")) continue;
    if (CLOSED_BY_SAME.has(name) && stack.at(-1) === name) pop();
    if (stack.length >= maxDepth) {
      dropped.set(name, (dropped.get(name) ?? 0) + 1);
      drop(m.index, tag.lastIndex);
      continue;
    }
    stack.push(name);
    open.set(name, (open.get(name) ?? 0) + 1);
  }
  if (copiedTo === 0) return html;
  pieces.push(html.slice(copiedTo));
  return pieces.join("");
}
