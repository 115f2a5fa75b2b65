import { z } from "zod";
import { syncMailbox } from "../../mail/sync";
import { defineJob } from "../definition";

/**
 * A mailbox's sync: fetch what is new and store it (a message is stored once, the cursor with each batch, so two
 * syncs of one mailbox store nothing twice). The queue has run as `standard` since the policy update at start-up
 * reset it (pg-boss's updateQueue without a policy); made `stately` again, a sync cut off by a killed worker on
 * PostgreSQL keeps its mailbox waiting for the 5-minute expiry (recovery.crash.test.ts stores half the mail).
 */
export const syncMailboxJob = defineJob({
  name: "mailbox-sync",
  schema: z.object({ mailboxId: z.string().min(1) }),
  queue: { policy: "standard", retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60 },
  singletonKey: ({ mailboxId }) => mailboxId,
  async handle(ctx, job) {
    await syncMailbox(ctx, job.data);
  },
});
