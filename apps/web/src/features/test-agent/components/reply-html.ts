import DOMPurify from "dompurify";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * The agent's reply as HTML (spec 001 §2 "rendered as HTML"), sanitised: a plain-text reply becomes paragraphs and
 * line breaks; an HTML reply keeps its markup minus anything that could run.
 */
export function replyHtml(reply: string) {
  const isHtml = /<\/?[a-z][^>]*>/i.test(reply);
  const html = isHtml
    ? reply
    : reply
        .split(/\n\s*\n/)
        .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`)
        .join("");
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form", "input"] });
}
