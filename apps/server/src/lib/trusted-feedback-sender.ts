/** "Ana Lopez <Ana@Hotel.test>" or "ana@hotel.test" → "ana@hotel.test"; null for anything that is not one address. */
export function plainAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  const angle = text.match(/<([^<>]*)>\s*$/);
  const address = (angle ? angle[1]! : text).trim().toLowerCase();
  // One mailbox only: a list, a group or stray brackets are not a sender we can vouch for.
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(address)) return null;
  return address;
}

/**
 * Whether a mail answering a feedback-loop question (agent.md §2 step 8) may teach the agent: only when it comes from
 * the responsable who was asked, or from a user of the mailbox the ticket came in on. An answer from anyone else, a
 * customer replying to a forwarded question for instance, is treated as an ordinary message, never as knowledge.
 * (A From header can be forged; this rule keeps honest mistakes and casual abuse out, not a spoofing sender.)
 */
export function isTrustedFeedbackSender(input: {
  /** The answer's sender: its From address (parsed or raw header value). */
  from: string | null | undefined;
  /** The responsable(s) the question went to. */
  responsableEmails: readonly (string | null | undefined)[];
  /** The users of the mailbox the ticket belongs to (its owner, and any teammates it is shared with). */
  mailboxUserEmails: readonly (string | null | undefined)[];
}): boolean {
  const sender = plainAddress(input.from);
  if (!sender) return false;
  return [...input.responsableEmails, ...input.mailboxUserEmails].some(
    (email) => plainAddress(email) === sender,
  );
}
