import {
  cancelMailReplay,
  countMailReplayActions,
  countReplayableMessages,
  createMailReplay,
  findRunningMailReplay,
  getLatestMailReplay,
  getMailReplay,
  listMailReplayRows,
  pruneMailReplays,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import { MAX_REPLAY_MESSAGES } from "../../agent/replay";
import type { AppBindings, AppContext } from "../../context";
import { replayPastMailJob } from "../../jobs/definitions/replay-past-mail";
import { jobsOf, sendJob } from "../../jobs/send";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";

const COUNT_MESSAGE = `Choose how many past messages to test: a whole number from 1 to ${MAX_REPLAY_MESSAGES}.`;
const startInput = z.object({
  count: z
    .number({ message: COUNT_MESSAGE })
    .int({ message: COUNT_MESSAGE })
    .min(1, { message: COUNT_MESSAGE })
    .max(MAX_REPLAY_MESSAGES, { message: COUNT_MESSAGE }),
});
const replayParam = z.object({ id: z.string().uuid({ message: "Test on past mail not found" }) });
const pageNumber = (field: string, max: number) =>
  z.coerce
    .number({ message: `The ${field} should be a whole number.` })
    .int({ message: `The ${field} should be a whole number.` })
    .min(1, { message: `The ${field} must be 1 or more.` })
    .max(max, { message: `The ${field} must be ${max.toLocaleString("en-US")} or less.` });
const rowsQuery = z.object({
  page: pageNumber("page", 10_000).default(1),
  pageSize: pageNumber("page size", 100).default(50),
  changed: z
    .enum(["true", "false"], { message: "Show changed rows only with changed=true" })
    .optional()
    .transform((v) => v === "true"),
});

const alreadyRunning = () =>
  new AppError(
    "CONFLICT",
    "A test on past mail is already running. Wait for it to finish or stop it before starting another.",
  );
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * "Test on past mail" (issue 12): replays of the company's last N received messages with today's knowledge, started
 * by the signed-in user, run by the replay-past-mail job, read back with their rows (changed ones first).
 */
export function replayRoutes(ctx: AppContext) {
  const replayOf = async (companyId: string, id: string) => {
    const replay = await getMailReplay(ctx.db, { companyId, id });
    if (!replay) throw new AppError("NOT_FOUND", "Test on past mail not found");
    return replay;
  };
  return (
    new Hono<AppBindings>()
      .post("/", validate("json", startInput), async (c) => {
        const userId = c.get("user").id;
        const companyId = await companyIdOf(ctx, userId);
        const { count } = c.req.valid("json");
        if (await findRunningMailReplay(ctx.db, { companyId, userId })) throw alreadyRunning();
        const total = await countReplayableMessages(ctx.db, { companyId, limit: count });
        if (total === 0)
          throw new AppError(
            "BAD_REQUEST",
            "There is no received mail to test on yet. Connect a mailbox: its messages appear here once they arrive.",
          );
        jobsOf(ctx); // the queue is up, or the user hears so before anything is stored
        const replay = await ctx.db
          .transaction(async (tx) => {
            const created = await createMailReplay(tx, { companyId, userId, requested: count, total });
            await sendJob(ctx, replayPastMailJob, { replayId: created.id }, { tx });
            return created;
          })
          .catch((error) => {
            // Two starts at the same moment: the one-running-per-user index keeps the second out.
            if (isUniqueViolation(error)) throw alreadyRunning();
            throw error;
          });
        await pruneMailReplays(ctx.db, { companyId, userId });
        return c.json(replay, 202);
      })
      // After a reload the page finds the user's running or last replay here.
      .get("/latest", async (c) => {
        const userId = c.get("user").id;
        const companyId = await companyIdOf(ctx, userId);
        return c.json({
          replay: await getLatestMailReplay(ctx.db, { companyId, userId }),
          maxCount: MAX_REPLAY_MESSAGES,
        });
      })
      .get("/:id", validate("param", replayParam), validate("query", rowsQuery), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const replay = await replayOf(companyId, c.req.valid("param").id);
        const { page, pageSize, changed } = c.req.valid("query");
        const [rows, counts] = await Promise.all([
          listMailReplayRows(ctx.db, {
            companyId,
            replayId: replay.id,
            changedOnly: changed,
            page,
            pageSize,
          }),
          countMailReplayActions(ctx.db, { companyId, replayId: replay.id }),
        ]);
        return c.json({ replay, counts, ...rows, page, pageSize });
      })
      .post("/:id/cancel", validate("param", replayParam), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        await replayOf(companyId, c.req.valid("param").id);
        const replay = await cancelMailReplay(ctx.db, { companyId, id: c.req.valid("param").id });
        return c.json(replay);
      })
  );
}
