import MailComposer from "nodemailer/lib/mail-composer/index.js";

export interface ReplyInput {
  from: { address: string; name?: string };
  to: { address: string; name?: string }[];
  cc?: { address: string; name?: string }[];
  /** The subject of the message answered; "Re: " is added once. */
  originalSubject: string | null;
  /** Stable per reply (e.g. `<response-id@domain>`): a retry sends the same id, which is how a double send is found. */
  messageId: string;
  /** Message-ID of the message answered, and its References: the reply threads in Gmail, Outlook and Apple Mail. */
  inReplyTo?: string | null;
  references?: string[];
  text: string;
  html?: string;
  date?: Date;
}

export function replySubject(original: string | null): string {
  const subject = (original ?? "").trim();
  if (!subject) return "Re: your message";
  return /^(re|aw|sv|antw|r|rif)\s*:/i.test(subject) ? subject : `Re: ${subject}`;
}

/** The References header of a reply: the parent's References, then the parent's own id (RFC 5322 §3.6.4). */
export function replyReferences(parentReferences: string[] = [], parentMessageId?: string | null): string[] {
  const refs = [...parentReferences];
  if (parentMessageId && !refs.includes(parentMessageId)) refs.push(parentMessageId);
  return refs;
}

const format = (a: { address: string; name?: string }) =>
  a.name ? { name: a.name, address: a.address } : a.address;

/** Builds the raw MIME of a reply (text and HTML alternatives) with threading headers. */
export async function buildReplyMime(input: ReplyInput): Promise<Buffer> {
  const references = replyReferences(input.references, input.inReplyTo);
  const composer = new MailComposer({
    from: format(input.from),
    to: input.to.map(format),
    cc: input.cc?.map(format),
    subject: replySubject(input.originalSubject),
    messageId: input.messageId,
    inReplyTo: input.inReplyTo ?? undefined,
    references: references.length ? references.join(" ") : undefined,
    date: input.date ?? new Date(),
    text: input.text,
    html: input.html,
    headers: { "Auto-Submitted": "auto-replied" },
  });
  return composer.compile().build();
}
