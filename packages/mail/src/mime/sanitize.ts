import sanitizeHtml from "sanitize-html";

/**
 * HTML from a stranger's email, made safe to show in the app: no scripts, event handlers, forms, iframes, or remote
 * loads that would tell the sender the mail was opened (remote images become their alt text's link).
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
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
