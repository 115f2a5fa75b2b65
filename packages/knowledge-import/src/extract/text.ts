/** Characters that show nothing: control characters and zero-width marks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\ufeff]/g;

/** Text as it is shown: runs of white space made one, invisible characters dropped. */
export function cleanText(text: string): string {
  return text
    .replace(CONTROL, "")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Splits a paragraph into sentences (good enough to drop a marketing sentence from a paragraph of facts). */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+(?=[\p{Lu}\d"«„])/u).filter((s) => s.trim());
}

/** HTML inside JSON-LD answers, as text. */
export function stripTags(html: string): string {
  return cleanText(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, "\n")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'"),
  );
}
