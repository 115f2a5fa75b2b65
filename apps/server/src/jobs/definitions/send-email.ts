import { z } from "zod";
import { sendOutboundEmail } from "../../mail/outbound-emails";
import { defineJob } from "../definition";
import { SEND_RETRIES } from "./send-reply";

/** One per outbox mail to a person (a responsable's notification or question): send it once. */
export const sendEmailJob = defineJob({
  name: "send-email",
  schema: z.object({ emailId: z.string().min(1) }),
  queue: { policy: "standard", ...SEND_RETRIES, expireInSeconds: 2 * 60 },
  singletonKey: ({ emailId }) => emailId,
  workers: { batchSize: 4, eager: true },
  async handle(ctx, job) {
    await sendOutboundEmail(ctx, job.data, { final: job.final });
  },
});
