import { z } from "zod";
import { defineJob } from "../definition";
import { failImport, importCustomers } from "../import-customers";

/** One per uploaded CSV: its rows into the company's customers, in batches, with progress the page can follow. */
export const importCustomersJob = defineJob({
  name: "import-customers",
  schema: z.object({ importId: z.string().min(1) }),
  queue: {
    policy: "standard",
    retryLimit: 2,
    retryDelay: 10,
    // A million rows on the embedded database take minutes; a job silent for this long had a worker die under it.
    expireInSeconds: 30 * 60,
  },
  singletonKey: ({ importId }) => importId,
  async handle(ctx, job) {
    try {
      await importCustomers(ctx, job.data);
    } catch (error) {
      const reason = (error as Error).message ?? String(error);
      ctx.logger.warn({ importId: job.data.importId, err: reason }, "customer import failed");
      if (job.final) await failImport(ctx, job.data.importId, reason);
      throw error;
    }
  },
});
