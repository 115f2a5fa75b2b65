import { profileModeValues } from "@inbox/contracts";
import {
  getCompanyOwnerId,
  getLatestAgentConfig,
  getLatestBrandBrief,
  getProfileWithCompany,
  hasResponsable,
  listActiveMailboxesOfUser,
  listIntentGroups,
  listUserMailboxTypes,
  setCompanyMode,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { validate } from "../../lib/validate";
import { defaultGroupOf } from "../library/default-groups";

/** What the Setup Required dialog lists (spec 000 §2), each with where to fix it. */
export type SetupItem = "escalation_responsable" | "agent_intents" | "faq_content" | "brand_brief";

/** Endpoints the application shell needs (profile mode, setup status). Signed-in only. */
export function shellRoutes(ctx: AppContext) {
  return new Hono<AppBindings>()
    .patch("/profile/mode", validate("json", z.object({ mode: z.enum(profileModeValues) })), async (c) => {
      const companyId = await companyIdOf(ctx, c.get("user").id);
      return c.json(await setCompanyMode(ctx.db, { companyId, mode: c.req.valid("json").mode }));
    })
    .get("/shell", async (c) => {
      const profile = await getProfileWithCompany(ctx.db, { userId: c.get("user").id });
      // A teammate works with the owner's setup (issue 24): the warning lists what the company lacks, not them.
      const userId =
        (profile?.companyId && profile.role !== "owner"
          ? await getCompanyOwnerId(ctx.db, { companyId: profile.companyId })
          : null) ?? c.get("user").id;
      // The same reads the Knowledge Library shows, so configuring it there clears the warning.
      const config = await getLatestAgentConfig(ctx.db, { userId });
      const brief = await getLatestBrandBrief(ctx.db, { userId });
      const groups = profile?.companyId
        ? await listIntentGroups(ctx.db, { userId, companyId: profile.companyId, defaultGroupOf })
        : null;
      const responsable = profile?.companyId
        ? await hasResponsable(ctx.db, { companyId: profile.companyId })
        : false;
      const accountTypes = await listUserMailboxTypes(ctx.db, { userId });
      const mailboxes = await listActiveMailboxesOfUser(ctx.db, { userId });
      const missing: SetupItem[] = [];
      if (!responsable) missing.push("escalation_responsable");
      // An intent counts when the agent uses it in a group: a config still on the catalogue defaults has them.
      if (!groups?.intents.some((i) => i.group !== "none")) missing.push("agent_intents");
      if (!config?.faqContent?.trim()) missing.push("faq_content");
      if (!brief?.content.trim()) missing.push("brand_brief");
      return c.json({
        // The company's mode (issue 24), the same for every teammate.
        mode: profile?.company?.mode ?? "sandbox",
        liveSince: profile?.company?.mode === "live" ? (profile.company.liveSince ?? null) : null,
        // What the Go Live dialog names: the mailboxes that start sending replies to guests.
        mailboxes: mailboxes.map(({ email, provider }) => ({ email, provider })),
        accountTypes,
        missing,
      });
    });
}
