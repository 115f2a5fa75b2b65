import { z } from "zod";
import { autoSolvePendingTickets } from "../../agent/auto-solve";
import { defineJob } from "../definition";

/** Every 15 minutes: Pending tickets with no answer for 3 days become Solved. */
export const autoSolveJob = defineJob({
  name: "auto-solve",
  // A scheduled job carries no data.
  schema: z.object({}).nullish(),
  queue: { policy: "stately" },
  cron: "*/15 * * * *",
  async handle(ctx) {
    await autoSolvePendingTickets(ctx, { now: new Date() });
  },
});
