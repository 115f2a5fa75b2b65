import { replyRatingPhrases } from "@inbox/contracts";
import type { AppContext } from "../context";
import { signToken } from "../lib/signed-token";

/** What a reply-rating token is for: signed with this purpose, it opens nothing else (and no other token opens it). */
export const REPLY_RATING_PURPOSE = "reply-rating";

/** The public page a guest rates a reply on (apps/web `/rate/:token`). */
export function replyRatingUrl(ctx: Pick<AppContext, "baseUrl" | "authSecret">, responseId: string) {
  return `${ctx.baseUrl}/rate/${signToken(ctx.authSecret, REPLY_RATING_PURPOSE, responseId)}`;
}

/**
 * The line under a reply to a guest, in the guest's language: "Was this helpful? Yes: <link> · No: <link>". Plain
 * text (our replies are), no image and nothing that reports the mail was opened: only the guest's click counts.
 */
export function replyRatingLine(
  ctx: Pick<AppContext, "baseUrl" | "authSecret">,
  { responseId, language }: { responseId: string; language: string | null },
) {
  const words = replyRatingPhrases(language);
  const url = replyRatingUrl(ctx, responseId);
  return `${words.question} ${words.yes}: ${url}?answer=yes · ${words.no}: ${url}?answer=no`;
}

/** The reply's text as it leaves for the guest: the line below it unless the company turned it off. */
export function withReplyRatingLine(
  ctx: Pick<AppContext, "baseUrl" | "authSecret">,
  reply: { responseId: string; text: string; language: string | null; askGuestRating: boolean },
) {
  if (!reply.askGuestRating) return reply.text;
  return `${reply.text.trimEnd()}\n\n${replyRatingLine(ctx, reply)}\n`;
}
