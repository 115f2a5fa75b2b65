import type { Passage } from "../extract/passages";

const MD_HEADING = /^#{1,6}\s+(.+?)\s*#*$/;
const LIST_ITEM = /^(?:[-*•·]|\d+[.)])\s+/;
const QA_QUESTION = /^(?:q|question|frage)\s*[:.)-]\s*/i;
const QA_ANSWER = /^(?:a|answer|r|réponse|antwort)\s*[:.)-]\s*/i;

/** Markdown's emphasis and links, as the words they show. */
const plain = (line: string) =>
  line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|`)/g, "")
    .replace(/(^|\s)[*_](\S[^*_]*\S|\S)[*_](?=\s|$|[.,;:!?])/g, "$1$2")
    .trim();

/** A short line that starts with a capital and ends without a sentence's punctuation: a title in a PDF or a text. */
const looksLikeTitle = (line: string) =>
  line.length >= 3 &&
  line.length <= 60 &&
  /^\p{Lu}/u.test(line) &&
  !/[.,;:!]$/.test(line) &&
  !/\d{2,}/.test(line);

/**
 * Plain text, Markdown or a PDF's text as passages: a Markdown heading, a title-like line or a question line starts
 * one ("Q:"/"A:" pairs too); the lines under it are its paragraphs (a blank line or a list item starts a new one).
 */
export function textPassages(text: string, documentTitle: string): Passage[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const passages: Passage[] = [];
  let current: Passage = { title: documentTitle, paragraphs: [], kind: "fact" };
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) current.paragraphs.push(paragraph.join(" "));
    paragraph = [];
  };
  const start = (title: string, kind: Passage["kind"]) => {
    endParagraph();
    if (current.paragraphs.length) passages.push(current);
    current = { title, paragraphs: [], kind };
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (!raw) {
      endParagraph();
      continue;
    }
    const heading = MD_HEADING.exec(raw);
    if (heading) {
      start(plain(heading[1]!), "fact");
      continue;
    }
    const line = plain(raw);
    if (QA_QUESTION.test(line)) {
      start(line.replace(QA_QUESTION, ""), "faq");
      continue;
    }
    if (line.endsWith("?") && line.length <= 200) {
      start(line, "faq");
      continue;
    }
    const next =
      lines
        .slice(i + 1)
        .find((l) => l.trim())
        ?.trim() ?? "";
    if (looksLikeTitle(line) && !LIST_ITEM.test(raw) && next && !looksLikeTitle(plain(next))) {
      start(line, "fact");
      continue;
    }
    if (LIST_ITEM.test(raw)) {
      endParagraph();
      paragraph.push(line.replace(LIST_ITEM, ""));
      endParagraph();
      continue;
    }
    paragraph.push(line.replace(QA_ANSWER, ""));
  }
  start("", "fact");
  return passages;
}
