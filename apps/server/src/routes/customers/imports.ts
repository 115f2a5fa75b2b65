import { type CustomerImportStatus, confirmCustomerImportInput } from "@inbox/contracts";
import {
  cancelCustomerImport,
  confirmCustomerImport,
  getCustomerImport,
  getCustomerImportPreview,
  getLatestCustomerImport,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { importCustomersJob } from "../../jobs/definitions/import-customers";
import { sendJob } from "../../jobs/send";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { receiveCustomerCsv } from "./upload";

const idParam = z.object({
  id: z.string().uuid("This import link is not valid: open the import from the Customers page"),
});

const NOT_FOUND =
  "This import was not found: it may have been replaced by a newer upload. Please upload the file again.";

/** Why an import in this state cannot be confirmed, in the owner's words. */
const notConfirmable: Record<Exclude<CustomerImportStatus, "previewed">, string> = {
  uploading: "The file is still uploading. Wait for its preview, then import it.",
  queued: "The file is still being checked. Wait for its preview, then import it.",
  previewing: "The file is still being checked. Wait for its preview, then import it.",
  processing: "This file is already being imported: follow its progress on the Customers page.",
  completed: "This file has already been imported. Upload it again to import it once more.",
  failed: "This import failed, so it cannot be imported. Please upload the file again.",
  cancelled:
    "This preview was cancelled or replaced by a newer upload, so nothing of it will be written. Upload the file again to import it.",
};

/** Why an import in this state cannot be cancelled (the others can, or already are). */
const notCancellable: Partial<Record<CustomerImportStatus, string>> = {
  uploading: "The file is still uploading. Wait for its preview, then cancel it.",
  processing:
    "The import has already started writing customers, so it cannot be cancelled. Wait for it to finish.",
  completed: "This import has already finished: there is nothing to cancel.",
};

/**
 * CSV imports (spec 001 §4, §5, §7; issue 23): the upload streams into storage and a job checks it; the owner reads
 * the preview, answers its conflicts and confirms (or cancels); a job then writes it.
 */
export function customerImportRoutes(ctx: AppContext, companyOf: (userId: string) => Promise<string>) {
  const importOf = async (companyId: string, id: string) => {
    const found = await getCustomerImport(ctx.db, { companyId, id });
    if (!found) throw new AppError("NOT_FOUND", NOT_FOUND);
    return found;
  };
  return (
    new Hono<AppBindings>()
      .post("/", async (c) => {
        const user = c.get("user");
        const companyId = await companyOf(user.id);
        const started = await receiveCustomerCsv(ctx, {
          companyId,
          userId: user.id,
          request: c.req.raw,
          maxBytes: ctx.env.UPLOAD_LIMIT_MB * 1024 * 1024,
        });
        return c.json(started, 202);
      })
      .get("/latest", async (c) => {
        const companyId = await companyOf(c.get("user").id);
        return c.json({
          import: await getLatestCustomerImport(ctx.db, { companyId }),
          maxUploadBytes: ctx.env.UPLOAD_LIMIT_MB * 1024 * 1024,
        });
      })
      .get("/:id", validate("param", idParam), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        return c.json(await importOf(companyId, c.req.valid("param").id));
      })
      .get("/:id/preview", validate("param", idParam), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const { id } = c.req.valid("param");
        const preview = await getCustomerImportPreview(ctx.db, { companyId, id });
        if (preview) return c.json(preview);
        const found = await importOf(companyId, id);
        throw new AppError(
          "CONFLICT",
          found.status === "failed"
            ? "This file could not be checked, so it has no preview. Please upload it again."
            : "The file is still being checked: its preview is not ready yet. Try again in a moment.",
        );
      })
      // Nothing is written before this: the owner's go-ahead, with their answer to each conflict.
      .post(
        "/:id/confirm",
        validate("param", idParam),
        validate("json", confirmCustomerImportInput),
        async (c) => {
          const companyId = await companyOf(c.get("user").id);
          const { id } = c.req.valid("param");
          await ctx.db.transaction(async (tx) => {
            const before = await confirmCustomerImport(tx, { companyId, id, choices: c.req.valid("json") });
            if (!before) throw new AppError("NOT_FOUND", NOT_FOUND);
            if (before !== "previewed") throw new AppError("CONFLICT", notConfirmable[before]);
            await sendJob(ctx, importCustomersJob, { importId: id, phase: "import" as const }, { tx });
          });
          return c.json(await importOf(companyId, id), 202);
        },
      )
      .post("/:id/cancel", validate("param", idParam), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const { id } = c.req.valid("param");
        const before = await cancelCustomerImport(ctx.db, { companyId, id });
        if (!before) throw new AppError("NOT_FOUND", NOT_FOUND);
        const refusal = notCancellable[before];
        if (refusal) throw new AppError("CONFLICT", refusal);
        return c.json(await importOf(companyId, id));
      })
  );
}
