import {
  type ReplyRatingView,
  replyRatingInput,
  replyRatingLanguage,
  replyRatingPhrases,
} from "@inbox/contracts";
import { getRatedReply, saveReplyRating } from "@inbox/db";
import { Hono } from "hono";
import type { AppBindings, AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { readToken } from "../../lib/signed-token";
import { validate } from "../../lib/validate";
import { REPLY_RATING_PURPOSE } from "../../mail/reply-rating-line";

/**
 * The public side of guest satisfaction (decision 0014): the page a guest opens from "Was this helpful? Yes · No"
 * reads and records their answer with the link's token alone. No session, no cookie: the token names one reply, and
 * the reply's ticket gives the company.
 */
export function replyRatingRoutes(ctx: AppContext) {
  /** The reply the token names; refused in the reader's language (the browser's) when it names none. */
  const replyOf = async (token: string, acceptLanguage: string | undefined) => {
    const words = replyRatingPhrases(replyRatingLanguage(acceptLanguage?.split(/[,;]/)[0]));
    const responseId = readToken(ctx.authSecret, REPLY_RATING_PURPOSE, token);
    if (!responseId) throw new AppError("NOT_FOUND", words.notOurs, { reason: "invalid" });
    const reply = await getRatedReply(ctx.db, { responseId });
    if (!reply) throw new AppError("NOT_FOUND", words.gone, { reason: "gone" });
    return reply;
  };
  const viewOf = (
    reply: { companyName: string; language: string | null },
    helpful: boolean | null,
  ): ReplyRatingView => ({
    language: replyRatingLanguage(reply.language),
    companyName: reply.companyName,
    answer: helpful === null ? null : helpful ? "yes" : "no",
  });

  return new Hono<AppBindings>()
    .get("/:token", async (c) => {
      const reply = await replyOf(c.req.param("token"), c.req.header("accept-language"));
      c.header("cache-control", "no-store");
      return c.json(viewOf(reply, reply.helpful));
    })
    .put("/:token", validate("json", replyRatingInput), async (c) => {
      const reply = await replyOf(c.req.param("token"), c.req.header("accept-language"));
      const saved = await saveReplyRating(ctx.db, {
        responseId: reply.responseId,
        helpful: c.req.valid("json").answer === "yes",
      });
      // Deleted between the two reads.
      if (!saved)
        throw new AppError("NOT_FOUND", replyRatingPhrases(reply.language).gone, { reason: "gone" });
      return c.json(viewOf(reply, saved.helpful));
    });
}
