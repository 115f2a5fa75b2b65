import EmailReplyParser from "email-reply-parser";

/**
 * The part of a reply the sender wrote now: quoted history ("On … wrote:", "> …", forwarded blocks, Outlook's
 * "From: … Sent: …" header) and the signature removed. The whole body is still kept for display; this is what the
 * agent reads to understand the message.
 */
export function extractNewContent(text: string): string {
  const normalised = text.replace(/\r\n/g, "\n");
  const cutAtOutlookHeader = cutOutlookQuote(normalised);
  let visible: string;
  try {
    visible = new EmailReplyParser().parseReply(cutAtOutlookHeader);
  } catch {
    visible = cutAtOutlookHeader;
  }
  visible = visible.trim();
  // A message that is only a quote (a bare forward) keeps its text: there is nothing newer to read.
  return visible.length > 0 ? visible : normalised.trim();
}

const OUTLOOK_HEADER =
  /^\s*(-{2,}\s*Original Message\s*-{2,}|_{5,}|From:\s.+\n\s*(Sent|Date):\s.+\n\s*To:\s.+)/im;

function cutOutlookQuote(text: string): string {
  const match = OUTLOOK_HEADER.exec(text);
  if (!match || match.index === 0) return text;
  return text.slice(0, match.index);
}
