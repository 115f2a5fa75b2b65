import { profileModeValues } from "@inbox/contracts";
import {
  getLatestAgentConfig,
  getLatestBrandBrief,
  getProfileWithCompany,
  hasResponsable,
  listActiveCompanyMailboxes,
  listCompanyMailboxTypes,
  listIntentGroups,
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
      // The setup is the company's (issue 24): every teammate's warning lists what the company lacks, and the same
      // reads the Knowledge Library shows, so configuring it there clears the warning for everyone.
      const companyId = profile?.companyId ?? null;
      const [config, brief, groups, responsable, accountTypes, mailboxes] = companyId
        ? await Promise.all([
            getLatestAgentConfig(ctx.db, { companyId }),
            getLatestBrandBrief(ctx.db, { companyId }),
            listIntentGroups(ctx.db, { companyId, defaultGroupOf }),
            hasResponsable(ctx.db, { companyId }),
            listCompanyMailboxTypes(ctx.db, { companyId }),
            listActiveCompanyMailboxes(ctx.db, { companyId }),
          ])
        : [null, null, null, false, [], []];
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
        // What the Go Live dialog names: every mailbox of the company that starts sending replies to guests.
        mailboxes: mailboxes.map(({ email, provider }) => ({ email, provider })),
        accountTypes,
        missing,
      });
    });
}
