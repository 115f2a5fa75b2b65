import { zValidator } from "@hono/zod-validator";
import { profileModeValues } from "@inbox/contracts";
import {
  agentConfigIntents,
  agentConfigs,
  brandBriefs,
  escalationResponsables,
  getProfileWithCompany,
  setProfileMode,
  supportMailboxes,
} from "@inbox/db";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";

/** What the Setup Required dialog lists (spec 000 §2), each with where to fix it. */
export type SetupItem = "escalation_responsable" | "agent_intents" | "faq_content" | "brand_brief";

/** Endpoints the application shell needs (profile mode, setup status). Signed-in only. */
export function shellRoutes(ctx: AppContext) {
  return new Hono<AppBindings>()
    .patch("/profile/mode", zValidator("json", z.object({ mode: z.enum(profileModeValues) })), async (c) => {
      const row = await setProfileMode(ctx.db, { userId: c.get("user").id, mode: c.req.valid("json").mode });
      if (!row) return c.json({ error: { code: "not_found", message: "Profile not found" } }, 404);
      return c.json(row);
    })
    .get("/shell", async (c) => {
      const userId = c.get("user").id;
      const profile = await getProfileWithCompany(ctx.db, { userId });
      const [config] = await ctx.db
        .select({ id: agentConfigs.id, faq: agentConfigs.faqContent })
        .from(agentConfigs)
        .where(eq(agentConfigs.userId, userId))
        .orderBy(desc(agentConfigs.createdAt))
        .limit(1);
      const [intents] = config
        ? await ctx.db
            .select({ n: sql<number>`count(*)::int` })
            .from(agentConfigIntents)
            .where(eq(agentConfigIntents.agentConfigId, config.id))
        : [{ n: 0 }];
      const [brief] = await ctx.db
        .select({ id: brandBriefs.id })
        .from(brandBriefs)
        .where(and(eq(brandBriefs.userId, userId), sql`length(trim(${brandBriefs.content})) > 0`))
        .limit(1);
      const [responsable] = profile?.companyId
        ? await ctx.db
            .select({ id: escalationResponsables.id })
            .from(escalationResponsables)
            .where(eq(escalationResponsables.companyId, profile.companyId))
            .limit(1)
        : [];
      const types = await ctx.db
        .selectDistinct({ type: supportMailboxes.type })
        .from(supportMailboxes)
        .where(and(eq(supportMailboxes.userId, userId), isNotNull(supportMailboxes.type)));
      const missing: SetupItem[] = [];
      if (!responsable) missing.push("escalation_responsable");
      // Until intent groups are chosen in the Library the agent runs on the catalogue defaults; the dialog asks for them.
      if (!config || (intents?.n ?? 0) === 0) missing.push("agent_intents");
      if (!config?.faq?.trim()) missing.push("faq_content");
      if (!brief) missing.push("brand_brief");
      return c.json({
        mode: profile?.mode ?? "sandbox",
        accountTypes: types.map((t) => t.type),
        missing,
      });
    });
}
