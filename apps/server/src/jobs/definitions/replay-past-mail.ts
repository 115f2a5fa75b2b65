import { getMailReplayForJob, updateMailReplay } from "@inbox/db";
import { z } from "zod";
import { replayPastMail } from "../../agent/replay";
import { defineJob } from "../definition";

/** One per "Test on past mail": the company's last N received messages decided again, nothing written but rows. */
export const replayPastMailJob = defineJob({
  name: "replay-past-mail",
  schema: z.object({ replayId: z.string().min(1) }),
  queue: {
    policy: "standard",
    retryLimit: 2,
    retryDelay: 5,
    // 500 messages take seconds with the local brain, but minutes with an LLM brain (a call or two a message): a
    // job expired while still running would be run twice at once.
    expireInSeconds: 30 * 60,
  },
  singletonKey: ({ replayId }) => replayId,
  async handle(ctx, job) {
    try {
      await replayPastMail(ctx, job.data);
    } catch (error) {
      const reason = (error as Error).message ?? String(error);
      ctx.logger.warn({ replayId: job.data.replayId, err: reason }, "replay of past mail failed");
      if (job.final) {
        const replay = await getMailReplayForJob(ctx.db, job.data);
        if (replay)
          await updateMailReplay(ctx.db, {
            companyId: replay.companyId,
            id: replay.id,
            values: { status: "failed", failureReason: reason, finishedAt: new Date() },
            onlyIfRunning: true,
          });
      }
      throw error;
    }
  },
});
