import { htmlDocumentPassages } from "../extract/html";
import { detectLanguage } from "../extract/language";
import { type Passage, passagesToEntries } from "../extract/passages";
import type { ProposedEntry } from "../types";
import { textPassages } from "./text-passages";

export type DocumentType = "pdf" | "docx" | "text" | "markdown";

/** The type of an uploaded file, by its name and the type the browser gave; null when we do not read it. */
export function documentTypeOf({ name, type }: { name: string; type?: string }): DocumentType | null {
  const lower = name.toLowerCase();
  if (lower.endsWith(".pdf") || type === "application/pdf") return "pdf";
  if (
    lower.endsWith(".docx") ||
    type === "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
  )
    return "docx";
  if (/\.(md|markdown)$/.test(lower) || type === "text/markdown") return "markdown";
  if (lower.endsWith(".txt") || type === "text/plain") return "text";
  return null;
}

/** A document that cannot be read, with why in words the Library shows. */
export class UnreadableDocumentError extends Error {
  override name = "UnreadableDocumentError";
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import("unpdf");
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join("\n\n");
  } catch (error) {
    throw new UnreadableDocumentError(`This PDF could not be read (${(error as Error).message})`);
  }
}

async function docxHtml(bytes: Uint8Array): Promise<string> {
  const mammoth = await import("mammoth");
  try {
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    return value;
  } catch {
    throw new UnreadableDocumentError("This Word file could not be read: save it again as .docx and retry");
  }
}

/**
 * A document's proposed entries (issue 25): PDF text (unpdf), Word through its HTML (mammoth), plain text and
 * Markdown; split into passages as a page is, each entry in the language its text is written in, with the file (or
 * the address it was found at) as its source.
 */
export async function readDocument(
  bytes: Uint8Array,
  { type, source, title }: { type: DocumentType; source: string; title: string },
): Promise<ProposedEntry[]> {
  let passages: Passage[];
  let fullText: string;
  if (type === "docx") {
    const html = await docxHtml(bytes);
    passages = htmlDocumentPassages(html);
    fullText = passages.map((p) => `${p.title} ${p.paragraphs.join(" ")}`).join("\n");
  } else {
    fullText = type === "pdf" ? await pdfText(bytes) : new TextDecoder("utf-8").decode(bytes);
    passages = textPassages(fullText, title);
  }
  const language = detectLanguage(fullText.slice(0, 5000)) ?? "en";
  return passages.flatMap((passage) => {
    const own = passage.paragraphs.join(" ");
    const passageLanguage =
      own.length >= 80 ? (detectLanguage(`${passage.title} ${own}`) ?? language) : language;
    return passagesToEntries([passage], { url: source, language: passageLanguage });
  });
}
