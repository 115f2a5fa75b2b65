import { z } from "zod";
import { crashPoint } from "../../lib/crash-points";
import { markReplyFailed, sendReply } from "../../mail/outbox";
import { defineJob } from "../definition";

/** Sends retried with backoff from 30 s: twelve tries span more than a day (issue 16). */
export const SEND_RETRIES = { retryLimit: 12, retryDelay: 30, retryBackoff: true } as const;

/**
 * One per reply: send it exactly once (the reply's own state and the provider's `alreadySent` make a repeat send
 * nothing; see mail/outbox.ts). `standard` as it has run so far: see sync-mailbox.ts on `stately`.
 */
export const sendReplyJob = defineJob({
  name: "send-reply",
  schema: z.object({ responseId: z.string().min(1) }),
  queue: { policy: "standard", ...SEND_RETRIES, expireInSeconds: 2 * 60 },
  singletonKey: ({ responseId }) => responseId,
  // Four at a time: a send waits on the provider (a network round trip, seconds when it is slow), not on this process.
  workers: { batchSize: 4, eager: true },
  async handle(ctx, job) {
    try {
      await sendReply(ctx, job.data, { afterSend: () => crashPoint("reply-sent") });
    } catch (error) {
      if (job.final) await markReplyFailed(ctx, job.data.responseId, error as Error);
      throw error;
    }
  },
});
