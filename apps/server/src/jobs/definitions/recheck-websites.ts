import { z } from "zod";
import { defineJob } from "../definition";
import { queueWeeklyRechecks } from "../recheck-websites";

/** Daily: the websites of companies that asked for a weekly re-check and were last read a week ago are read again. */
export const recheckWebsitesJob = defineJob({
  name: "recheck-websites",
  // A scheduled job carries no data.
  schema: z.object({}).nullish(),
  queue: { policy: "stately" },
  cron: "23 3 * * *",
  async handle(ctx) {
    await queueWeeklyRechecks(ctx);
  },
});
