import { z } from "zod";
import { defineJob } from "../definition";
import { failImport, importCustomers, previewCustomerImport } from "../import-customers";

/**
 * Two per uploaded CSV (issue 23): "preview" reads the file against the customers and writes only what it would do;
 * "import", once the owner confirms, writes its rows in batches. Both with progress the page can follow.
 */
export const importCustomersJob = defineJob({
  name: "import-customers",
  schema: z.object({
    importId: z.string().min(1),
    // A job queued before previews existed has no phase: it imports.
    phase: z.enum(["preview", "import"]).default("import"),
  }),
  queue: {
    policy: "standard",
    retryLimit: 2,
    retryDelay: 10,
    // A million rows on the embedded database take minutes; a job silent for this long had a worker die under it.
    expireInSeconds: 30 * 60,
  },
  singletonKey: ({ importId, phase }) => `${importId}:${phase}`,
  async handle(ctx, job) {
    try {
      if (job.data.phase === "preview") await previewCustomerImport(ctx, job.data);
      else await importCustomers(ctx, job.data);
    } catch (error) {
      const cause = (error as Error).message ?? String(error);
      ctx.logger.warn({ importId: job.data.importId, err: cause }, "customer import failed");
      const reason =
        job.data.phase === "preview"
          ? `The file could not be checked (${cause}). Nothing was written: please upload it again.`
          : `The import stopped on an error (${cause}). The rows before it are saved: upload the file again to finish, rows already imported are updated, not added twice.`;
      if (job.final) await failImport(ctx, job.data.importId, reason);
      throw error;
    }
  },
});
