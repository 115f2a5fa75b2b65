import { actionIfTeammateValues } from "@inbox/contracts";
import {
  deleteKnowledgeEntry,
  getAgentConfigFeatures,
  getLatestAgentConfig,
  getLatestBrandBrief,
  isCompanyIntent,
  listIntentGroups,
  listKnowledgeEntries,
  saveBrandBrief,
  saveFaqContent,
  setActionIfTeammate,
  setIntentGroup,
  updateKnowledgeEntry,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { defaultGroupOf, isIntentFor, isSoftwareCompany } from "./default-groups";

const groupNames = { reply: "Reply to", never: "Never Reply to", skip: "Skip Intent" } as const;

const intentsInput = z.object({
  group: z.enum(["reply", "never", "skip"], { message: "Choose Reply to, Never Reply to or Skip Intent" }),
  intentIds: z
    .array(z.string().uuid({ message: "Choose intents from the list" }), {
      message: "Choose intents from the list",
    })
    .max(1000),
});
const faqInput = z.object({
  faqContent: z
    .string({ message: "Write your FAQ as text" })
    .max(200_000, "The FAQ is too long (over 200,000 characters)"),
});
const actionInput = z.object({
  actionIfTeammate: z.enum(actionIfTeammateValues, { message: "Choose Do nothing or Reply the message" }),
});
const briefInput = z.object({
  content: z
    .string({ message: "Write your brand brief as text" })
    .trim()
    .min(1, "The brand brief is empty: write how your company speaks before saving")
    .max(100_000, "The brand brief is too long (over 100,000 characters)"),
});
const knowledgeQuery = z.object({
  q: z.string().max(200, "Search with at most 200 characters").optional(),
  page: z.coerce
    .number({ message: "Page must be a number" })
    .int()
    .min(1, "Page must be 1 or more")
    .default(1),
  pageSize: z.coerce
    .number({ message: "Page size must be a number" })
    .int()
    .min(1, "Page size must be between 1 and 100")
    .max(100, "Page size must be between 1 and 100")
    .default(20),
});
const idParam = z.object({ id: z.string().uuid({ message: "This entry does not exist" }) });
const entryInput = z.object({
  question: z
    .string({ message: "Write the question" })
    .trim()
    .min(1, "Write the question")
    .max(5000, "The question is too long (over 5,000 characters)"),
  answer: z
    .string({ message: "Write the answer" })
    .trim()
    .min(1, "Write the answer")
    .max(20_000, "The answer is too long (over 20,000 characters)"),
  intentId: z.string().uuid({ message: "Choose an intent from the list" }).nullable(),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, "The language is a two-letter code such as en, de or fr"),
});

/** The Knowledge Library (spec 001 §2 /library, agent.md §4): what the agent knows and how it handles each intent. */
export function libraryRoutes(ctx: AppContext) {
  return (
    new Hono<AppBindings>()
      // Agent config (FAQ, action if teammate, PMS features) and the brand brief; a missing row is simply null.
      .get("/", async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const config = await getLatestAgentConfig(ctx.db, { companyId });
        const features = await getAgentConfigFeatures(ctx.db, { companyId });
        const brief = await getLatestBrandBrief(ctx.db, { companyId });
        return c.json({
          config: config
            ? {
                id: config.id,
                faqContent: config.faqContent ?? "",
                actionIfTeammate: config.actionIfTeammate,
              }
            : null,
          ...features,
          isSoftwareCompany: isSoftwareCompany(features),
          brandBrief: brief ? { content: brief.content, updatedAt: brief.updatedAt } : null,
        });
      })
      .get("/intents", async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const groups = await listIntentGroups(ctx.db, { companyId, defaultGroupOf });
        const isSoftware = isSoftwareCompany(await getAgentConfigFeatures(ctx.db, { companyId }));
        return c.json({ ...groups, intents: groups.intents.filter((i) => isIntentFor(isSoftware, i.key)) });
      })
      .put("/intents", validate("json", intentsInput), async (c) => {
        const userId = c.get("user").id;
        const companyId = await companyIdOf(ctx, userId);
        const { group, intentIds } = c.req.valid("json");
        const result = await ctx.db.transaction(async (tx) => {
          // A hotel does not see the software-vendor intents, so the list it sends leaves them out: they keep their
          // group (a hotel that later describes PMS features finds them where they were).
          const isSoftware = isSoftwareCompany(await getAgentConfigFeatures(tx, { companyId }));
          const { intents } = await listIntentGroups(tx, { companyId, defaultGroupOf });
          const hidden = intents.filter((i) => i.group === group && !isIntentFor(isSoftware, i.key));
          return setIntentGroup(tx, {
            userId,
            companyId,
            group,
            intentIds: [...intentIds, ...hidden.map((i) => i.id)],
            defaultGroupOf,
          });
        });
        if (result === null)
          throw new AppError(
            "NOT_FOUND",
            "One of the chosen intents was not found. Reload the page and try again.",
          );
        if (result === "empty")
          throw new AppError(
            "BAD_REQUEST",
            `${groupNames[group]} was the last group with intents. Keep at least one intent in Reply to, Never Reply to or Skip Intent.`,
          );
        return c.json(result);
      })
      // Saving the FAQ is all it takes: the pipeline reads the company's latest config for every message, whichever
      // teammate saved it and whichever mailbox the mail came to.
      .put("/faq", validate("json", faqInput), async (c) => {
        const userId = c.get("user").id;
        const row = await saveFaqContent(ctx.db, {
          companyId: await companyIdOf(ctx, userId),
          userId,
          faqContent: c.req.valid("json").faqContent,
        });
        return c.json({
          id: row.id,
          faqContent: row.faqContent ?? "",
          actionIfTeammate: row.actionIfTeammate,
        });
      })
      .put("/action-if-teammate", validate("json", actionInput), async (c) => {
        const row = await setActionIfTeammate(ctx.db, {
          companyId: await companyIdOf(ctx, c.get("user").id),
          actionIfTeammate: c.req.valid("json").actionIfTeammate,
        });
        if (!row) throw new AppError("NOT_FOUND", "No agent configuration found");
        return c.json({
          id: row.id,
          faqContent: row.faqContent ?? "",
          actionIfTeammate: row.actionIfTeammate,
        });
      })
      .put("/brand-brief", validate("json", briefInput), async (c) => {
        const userId = c.get("user").id;
        const row = await saveBrandBrief(ctx.db, {
          companyId: await companyIdOf(ctx, userId),
          userId,
          content: c.req.valid("json").content,
        });
        return c.json({ content: row.content, updatedAt: row.updatedAt });
      })
      // Learned knowledge: entries marked for review first, searched and paged in the database.
      .get("/knowledge", validate("query", knowledgeQuery), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        return c.json(await listKnowledgeEntries(ctx.db, { companyId, ...c.req.valid("query") }));
      })
      .patch("/knowledge/:id", validate("param", idParam), validate("json", entryInput), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const input = c.req.valid("json");
        if (input.intentId && !(await isCompanyIntent(ctx.db, { companyId, intentId: input.intentId })))
          throw new AppError("BAD_REQUEST", "Choose an intent from the list");
        const row = await updateKnowledgeEntry(ctx.db, { companyId, id: c.req.valid("param").id, ...input });
        if (!row) throw new AppError("NOT_FOUND", "This entry does not exist");
        return c.json(row);
      })
      .delete("/knowledge/:id", validate("param", idParam), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        if (!(await deleteKnowledgeEntry(ctx.db, { companyId, id: c.req.valid("param").id })))
          throw new AppError("NOT_FOUND", "This entry does not exist");
        return c.body(null, 204);
      })
  );
}
