import { z } from "zod";
import { defineJob } from "../definition";
import { failKnowledgeImport, importKnowledge } from "../import-knowledge";

/**
 * One per website import, re-check or uploaded document (issue 25): read off the request path, two at a time per
 * process, so one hotel's large site never holds the API or another hotel's import for long.
 */
export const importKnowledgeJob = defineJob({
  name: "import-knowledge",
  schema: z.object({ importId: z.string().uuid() }),
  queue: {
    policy: "standard",
    retryLimit: 2,
    retryDelay: 10,
    // 200 pages at two at a time, each within 10 s, take at most about 17 minutes.
    expireInSeconds: 30 * 60,
  },
  singletonKey: ({ importId }) => importId,
  workers: { count: 2 },
  async handle(ctx, job) {
    try {
      await importKnowledge(ctx, job.data);
    } catch (error) {
      const reason = (error as Error).message ?? String(error);
      ctx.logger.warn({ importId: job.data.importId, err: reason }, "knowledge import failed");
      if (job.final) await failKnowledgeImport(ctx, job.data.importId, `The import stopped: ${reason}`);
      throw error;
    }
  },
});
