import type { KnowledgeImportKind } from "@inbox/contracts";
import { createKnowledgeImport } from "@inbox/db";
import type { AppContext } from "../context";
import { importKnowledgeJob } from "./definitions/import-knowledge";
import { sendJob } from "./send";

/** An import row and its job, stored together: the job exists exactly when the import does. */
export function queueKnowledgeImport(
  ctx: AppContext,
  values: {
    companyId: string;
    userId: string | null;
    kind: KnowledgeImportKind;
    source: string;
    document?: Uint8Array;
    documentType?: string;
  },
) {
  return ctx.db.transaction(async (tx) => {
    const created = await createKnowledgeImport(tx, {
      maxPages: ctx.env.KNOWLEDGE_IMPORT_MAX_PAGES,
      ...values,
    });
    await sendJob(ctx, importKnowledgeJob, { importId: created.id }, { tx });
    return created;
  });
}
