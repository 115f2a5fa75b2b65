import { sealReportRollups } from "@inbox/db";
import { z } from "zod";
import { defineJob } from "../definition";

/**
 * Every hour: each company's reports' roll-ups take in the UTC days that have ended (decision 0014), so the report
 * reads at most today and the hour past midnight live. A company whose writers hold its lock is left for the next run.
 */
export const reportRollupsJob = defineJob({
  name: "report-rollups",
  // A scheduled job carries no data.
  schema: z.object({}).nullish(),
  queue: { policy: "stately" },
  cron: "7 * * * *",
  async handle(ctx) {
    const { sealed, busy } = await sealReportRollups(ctx.db, { until: new Date() });
    if (sealed || busy.length) ctx.logger.info({ sealed, busy: busy.length }, "report roll-ups sealed");
  },
});
