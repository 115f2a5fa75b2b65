import {
  editSuggestionInput,
  KNOWLEDGE_DOCUMENT_MAX_BYTES,
  type KnowledgeImportKind,
  knowledgeImportSettingsInput,
  startWebsiteImportInput,
} from "@inbox/contracts";
import {
  acceptKnowledgeSuggestion,
  findRunningKnowledgeImport,
  getKnowledgeImport,
  getKnowledgeImportSettings,
  getLatestKnowledgeImport,
  getProfileWithCompany,
  listKnowledgeImportProblems,
  listKnowledgeSuggestions,
  listProposedSuggestionIds,
  rejectKnowledgeSuggestion,
  requestKnowledgeImportCancel,
  setKnowledgeImportSettings,
} from "@inbox/db";
import { documentTypeOf, startUrlOf } from "@inbox/knowledge-import";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { lastWebsiteAddress } from "../../jobs/import-knowledge";
import { queueKnowledgeImport } from "../../jobs/queue-knowledge-import";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";

const idParam = z.object({ id: z.string().uuid({ message: "This item does not exist" }) });
/** The list shrinks as the owner decides, so it is read from the top: no pages, a limit. */
const listQuery = z.object({
  limit: z.coerce
    .number({ message: "The limit must be a number" })
    .int()
    .min(1, "The limit must be between 1 and 500")
    .max(500, "The limit must be between 1 and 500")
    .default(200),
});
const acceptInput = editSuggestionInput.partial();

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Knowledge from the hotel's own website and documents (issue 25): imports run as jobs, their progress and the pages
 * they could not read; the suggestions they propose, accepted (then the agent answers from them), edited or rejected.
 * Every call is scoped to the signed-in user's company.
 */
export function knowledgeImportRoutes(ctx: AppContext) {
  /** Queues an import for the company unless one is running; the job reads it off the request path. */
  const startImport = async (
    companyId: string,
    userId: string,
    values: { kind: KnowledgeImportKind; source: string; document?: Uint8Array; documentType?: string },
  ) => {
    if (await findRunningKnowledgeImport(ctx.db, { companyId }))
      throw new AppError(
        "CONFLICT",
        "An import is already running for your company. Wait for it to finish or cancel it first.",
      );
    return queueKnowledgeImport(ctx, { companyId, userId, ...values });
  };

  return (
    new Hono<AppBindings>()
      // The latest website import (or re-check) and the latest document, with the pages that were not read and why.
      .get("/", async (c) => {
        const profile = await getProfileWithCompany(ctx.db, { userId: c.get("user").id });
        if (!profile?.companyId || !profile.company)
          throw new AppError("NOT_FOUND", "Unable to find user company");
        const companyId = profile.companyId;
        const website = await getLatestKnowledgeImport(ctx.db, { companyId, kinds: ["website", "recheck"] });
        const document = await getLatestKnowledgeImport(ctx.db, { companyId, kinds: ["document"] });
        const problems = website
          ? await listKnowledgeImportProblems(ctx.db, { companyId, importId: website.id })
          : [];
        const { weeklyRecheck } = await getKnowledgeImportSettings(ctx.db, { companyId });
        // The address the import dialog starts from: the last one read, else the company's own.
        return c.json({
          website,
          document,
          problems,
          websiteUrl: website?.source ?? profile.company.url ?? "",
          weeklyRecheck,
        });
      })
      // "Check the website again every week" (off by default): the daily job reads the site when a week has passed.
      .put("/settings", validate("json", knowledgeImportSettingsInput), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        return c.json(
          await setKnowledgeImportSettings(ctx.db, {
            companyId,
            weeklyRecheck: c.req.valid("json").weeklyRecheck,
          }),
        );
      })
      .post("/website", validate("json", startWebsiteImportInput), async (c) => {
        const userId = c.get("user").id;
        const companyId = await companyIdOf(ctx, userId);
        const source = startUrlOf(c.req.valid("json").url);
        if (!source) throw new AppError("BAD_REQUEST", "Enter a web address such as www.your-hotel.com");
        return c.json(await startImport(companyId, userId, { kind: "website", source }), 202);
      })
      // "Check the website again": the last address read, compared with what was accepted from it.
      .post("/website/recheck", async (c) => {
        const userId = c.get("user").id;
        const companyId = await companyIdOf(ctx, userId);
        const source = await lastWebsiteAddress(ctx, companyId);
        if (!source) throw new AppError("BAD_REQUEST", "Import your website first, then check it again.");
        return c.json(await startImport(companyId, userId, { kind: "recheck", source }), 202);
      })
      .post("/documents", async (c) => {
        const userId = c.get("user").id;
        const companyId = await companyIdOf(ctx, userId);
        const form = await c.req.parseBody().catch(() => {
          throw new AppError("BAD_REQUEST", "Choose a file to upload");
        });
        const file = form.file;
        if (!(file instanceof File)) throw new AppError("BAD_REQUEST", "Choose a file to upload");
        const documentType = documentTypeOf({ name: file.name, type: file.type });
        if (!documentType)
          throw new AppError(
            "UNSUPPORTED_MEDIA_TYPE",
            "This file type is not supported: upload a PDF, a Word (.docx), a text (.txt) or a Markdown (.md) file",
          );
        if (file.size > KNOWLEDGE_DOCUMENT_MAX_BYTES)
          throw new AppError(
            "PAYLOAD_TOO_LARGE",
            `This file is larger than ${megabytes(KNOWLEDGE_DOCUMENT_MAX_BYTES)}: upload a smaller one`,
          );
        if (file.size === 0) throw new AppError("BAD_REQUEST", "This file is empty");
        const document = new Uint8Array(await file.arrayBuffer());
        const name = file.name.replace(/[\\/]/g, "_").slice(0, 200) || "document";
        return c.json(
          await startImport(companyId, userId, { kind: "document", source: name, document, documentType }),
          202,
        );
      })
      .get("/imports/:id", validate("param", idParam), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const { id } = c.req.valid("param");
        const found = await getKnowledgeImport(ctx.db, { companyId, id });
        if (!found) throw new AppError("NOT_FOUND", "This import does not exist");
        return c.json({
          ...found,
          problems: await listKnowledgeImportProblems(ctx.db, { companyId, importId: id }),
        });
      })
      .post("/imports/:id/cancel", validate("param", idParam), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const found = await requestKnowledgeImportCancel(ctx.db, { companyId, id: c.req.valid("param").id });
        if (!found) throw new AppError("NOT_FOUND", "This import does not exist");
        return c.json(found);
      })
      .get("/suggestions", validate("query", listQuery), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        return c.json(await listKnowledgeSuggestions(ctx.db, { companyId, ...c.req.valid("query") }));
      })
      .post("/suggestions/accept-all", async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const accepted = await ctx.db.transaction(async (tx) => {
          let n = 0;
          for (const id of await listProposedSuggestionIds(tx, { companyId }))
            if (await acceptKnowledgeSuggestion(tx, { companyId, id })) n += 1;
          return n;
        });
        return c.json({ accepted });
      })
      // Accepted as proposed, or as the owner edited it.
      .post(
        "/suggestions/:id/accept",
        validate("param", idParam),
        validate("json", acceptInput),
        async (c) => {
          const companyId = await companyIdOf(ctx, c.get("user").id);
          const { title, text } = c.req.valid("json");
          const edit = title || text ? { title: title ?? "", text: text ?? "" } : undefined;
          if (edit && (!edit.title || !edit.text))
            throw new AppError("BAD_REQUEST", "Write both the title and the text");
          const accepted = await ctx.db.transaction((tx) =>
            acceptKnowledgeSuggestion(tx, { companyId, id: c.req.valid("param").id, edit }),
          );
          if (!accepted)
            throw new AppError("NOT_FOUND", "This suggestion does not exist or was already decided");
          return c.json(accepted);
        },
      )
      .post("/suggestions/:id/reject", validate("param", idParam), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        if (!(await rejectKnowledgeSuggestion(ctx.db, { companyId, id: c.req.valid("param").id })))
          throw new AppError("NOT_FOUND", "This suggestion does not exist or was already decided");
        return c.body(null, 204);
      })
  );
}
