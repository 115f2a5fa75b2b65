import {
  getReplyForJob,
  markReplyAttempted,
  markReplyFailed as markReplyFailedRow,
  markReplyRetrying,
  markReplySent,
} from "@inbox/db";
import { buildReplyMime, replySubject } from "@inbox/mail";
import type { AppContext } from "../context";
import { connectorFor } from "./connectors";
import { withReplyRatingLine } from "./reply-rating-line";

/** Why a reply of this ticket cannot be sent, in words the owner can act on; null when it can. */
export const unsendableReasons = {
  noSender:
    "This ticket has no sender address, so the reply cannot be sent. If you know the guest's address, write to them from your own mail program.",
  noMailbox:
    "The mailbox this ticket came in through is no longer connected, so the reply cannot be sent. Connect it again on Support Mailboxes, then send the reply again.",
} as const;

export function whyReplyCannotBeSent(
  ticket: { requesterEmail: string | null; mailboxId: string | null },
  mailbox: object | null,
): string | null {
  if (!ticket.requesterEmail?.includes("@")) return unsendableReasons.noSender;
  if (!ticket.mailboxId || !mailbox) return unsendableReasons.noMailbox;
  return null;
}

export interface SendReplyHooks {
  /** Runs after the provider accepted the mail and before it is recorded as sent (a crash point in tests). */
  afterSend?: () => Promise<void> | void;
}

export type SendOutcome = "sent" | "already-sent" | "found-in-sent" | "not-sendable";

/**
 * Sends one reply exactly once. Before handing it over it records the attempt; a retry that finds an attempt without
 * a "sent" mark asks the mailbox (Sent folder / provider) whether the stable Message-ID already went, and only sends
 * when it did not. So a crash between "sent" and "recorded" never sends a second copy. A live reply that can never be
 * sent (no sender address, no mailbox) is marked failed with why, instead of showing "Sending" forever.
 */
export async function sendReply(
  ctx: AppContext,
  { responseId }: { responseId: string },
  hooks: SendReplyHooks = {},
): Promise<SendOutcome> {
  const row = await getReplyForJob(ctx.db, { responseId });
  if (!row) return "not-sendable";
  const { response, ticket, mailbox, parent } = row;
  if (response.sentAt) return "already-sent";
  if (response.mode !== "live") return "not-sendable";
  const problem = whyReplyCannotBeSent(ticket, mailbox);
  if (problem || !mailbox || !ticket.requesterEmail) {
    await markReplyFailedRow(ctx.db, { responseId, error: problem ?? unsendableReasons.noSender });
    return "not-sendable";
  }

  const domain = mailbox.email.split("@")[1] ?? "inbox-autopilot.local";
  const messageId = response.messageIdHeader ?? `<reply-${response.id}@${domain}>`;

  const connector = connectorFor(ctx, mailbox);
  try {
    if (response.sendAttemptedAt && (await connector.alreadySent(messageId))) {
      await markReplySent(ctx.db, { responseId: response.id });
      return "found-in-sent";
    }
    const subject = replySubject(parent?.subject ?? ticket.subject);
    const raw = await buildReplyMime({
      from: { address: mailbox.email, name: row.companyName },
      to: [{ address: ticket.requesterEmail }],
      originalSubject: parent?.subject ?? ticket.subject,
      messageId,
      inReplyTo: parent?.messageIdHeader ?? null,
      references: parent?.references ? parent.references.split(/\s+/).filter(Boolean) : [],
      // Every reply to a guest, the agent's and a person's alike, asks "Was this helpful?" (decision 0014).
      text: withReplyRatingLine(ctx, {
        responseId: response.id,
        text: response.messageContent,
        language: ticket.language,
        askGuestRating: row.askGuestRating,
      }),
    });
    await markReplyAttempted(ctx.db, { responseId: response.id, messageIdHeader: messageId });
    try {
      await connector.send({ from: mailbox.email, to: [ticket.requesterEmail], subject, messageId, raw });
    } catch (error) {
      await markReplyRetrying(ctx.db, { responseId: response.id, error: (error as Error).message });
      throw error;
    }
    await hooks.afterSend?.();
    await markReplySent(ctx.db, { responseId: response.id });
    return "sent";
  } finally {
    await connector.close().catch(() => {});
  }
}

/** Every retry failed: the reply is shown as not sent, with why, on its ticket and in the inbox. */
export async function markReplyFailed(ctx: AppContext, responseId: string, error: Error) {
  await markReplyFailedRow(ctx.db, { responseId, error: error.message });
}
