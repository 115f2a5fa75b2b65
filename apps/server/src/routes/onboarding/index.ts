import { brandBriefTemplate } from "@inbox/agent";
import {
  companyInput,
  fieldLimits,
  imapSmtpSettingsSchema,
  mailboxTypeValues,
  planIdValues,
  plans,
  TRIAL_DAYS,
  tooLongMessage,
} from "@inbox/contracts";
import {
  completeOnboarding,
  createCompanyForUser,
  getAgentConfigFeatures,
  getLatestAgentConfig,
  getLatestBrandBrief,
  getLinkedAccount,
  getProfileWithCompany,
  listCatalogueIntents,
  listPmsFeatures,
  saveBrandBrief,
  saveOnboardingAgentConfig,
  setCompanyPlan,
  setUnsetMailboxTypes,
  upsertCompanyMailbox,
} from "@inbox/db";
import { verifyMailboxSettings } from "@inbox/mail";
import { symmetricDecrypt } from "better-auth/crypto";
import { Hono } from "hono";
import { z } from "zod";
import { improveBrief } from "../../agent/improve-brief";
import type { AppBindings, AppContext } from "../../context";
import { syncMailboxJob } from "../../jobs/definitions/sync-mailbox";
import { sendJob } from "../../jobs/send";
import { AppError } from "../../lib/errors";
import { createSecretBox } from "../../lib/secret-box";
import { validate } from "../../lib/validate";
import { defaultGroupOf } from "../library/default-groups";
import { createForwardingMailbox, findForwardingMailbox, forwardingSetup } from "./forwarding";

const featureName = z
  .string()
  .max(fieldLimits.featureName, tooLongMessage("A feature name", fieldLimits.featureName));
const agentConfigInput = z.object({
  features: z.array(featureName).max(100).default([]),
  customFeatures: z.array(featureName).max(100).default([]),
  // Required: a request without it must not empty the agent's FAQ.
  faqContent: z.string().max(fieldLimits.faq, tooLongMessage("The FAQ", fieldLimits.faq)),
});

/** The mailbox rule of spec 000 §4: same company, email and provider → refresh and activate; else create. */
async function upsertMailbox(
  ctx: AppContext,
  values: {
    companyId: string;
    userId: string;
    email: string;
    provider: "google" | "microsoft" | "imap";
    settings?: string | null;
    accessToken?: string | null;
    refreshToken?: string | null;
    tokenExpiresAt?: Date | null;
  },
) {
  const row = await upsertCompanyMailbox(ctx.db, {
    ...values,
    settings: values.settings ?? null,
    accessToken: values.accessToken ?? null,
    refreshToken: values.refreshToken ?? null,
    tokenExpiresAt: values.tokenExpiresAt ?? null,
  });
  await completeOnboarding(ctx.db, { userId: values.userId });
  if (ctx.jobs) await sendJob(ctx, syncMailboxJob, { mailboxId: row.id }).catch(() => {});
  return row;
}

async function requireCompany(ctx: AppContext, userId: string) {
  const profile = await getProfileWithCompany(ctx.db, { userId });
  if (!profile?.company) throw new AppError("NOT_FOUND", "Unable to find user company");
  return { profile, company: profile.company };
}

/** Onboarding endpoints (companies, plan, agent config, brand brief, mailboxes, usecase). Signed-in only. */
export function onboardingRoutes(ctx: AppContext) {
  const box = createSecretBox(ctx.encryptionKey);
  return (
    new Hono<AppBindings>()
      // Company: inserted, then the profile linked; the trial starts now.
      .post("/companies", validate("json", companyInput), async (c) => {
        const user = c.get("user");
        const existing = await getProfileWithCompany(ctx.db, { userId: user.id });
        if (existing?.company) throw new AppError("CONFLICT", "You already have a company.");
        const { name, url } = c.req.valid("json");
        const company = await createCompanyForUser(ctx.db, {
          userId: user.id,
          email: user.email,
          name,
          url,
          trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 864e5),
        });
        return c.json(company, 201);
      })
      .put("/company/plan", validate("json", z.object({ plan: z.enum(planIdValues) })), async (c) => {
        const { company } = await requireCompany(ctx, c.get("user").id);
        return c.json(
          await setCompanyPlan(ctx.db, { companyId: company.id, plan: c.req.valid("json").plan }),
        );
      })
      .get("/pms-features", async (c) => c.json(await listPmsFeatures(ctx.db)))
      // What the user saved, so /agent-config opens with it when visited again.
      .get("/agent-config", async (c) => {
        const { company } = await requireCompany(ctx, c.get("user").id);
        const config = await getLatestAgentConfig(ctx.db, { companyId: company.id });
        const features = await getAgentConfigFeatures(ctx.db, { companyId: company.id });
        return c.json({ saved: Boolean(config), faqContent: config?.faqContent ?? "", ...features });
      })
      // Agent config with its PMS features, custom features, and the default intent groups of agent.md §4. Saving
      // again updates it in place, keeping what the Knowledge Library set (intent groups, action if teammate).
      .post("/agent-config", validate("json", agentConfigInput), async (c) => {
        const userId = c.get("user").id;
        const { company } = await requireCompany(ctx, userId);
        const input = c.req.valid("json");
        const custom = [...new Set(input.customFeatures.map((f) => f.trim()).filter(Boolean))];
        const catalogue = await listCatalogueIntents(ctx.db);
        const config = await ctx.db.transaction((tx) =>
          saveOnboardingAgentConfig(tx, {
            companyId: company.id,
            userId,
            features: input.features,
            customFeatures: custom,
            faqContent: input.faqContent,
            catalogue: catalogue.map((i) => ({ id: i.id, group: defaultGroupOf(i.key) })),
          }),
        );
        return c.json({ id: config.id, features: input.features, customFeatures: custom }, 201);
      })
      .get("/brand-brief", async (c) => {
        const userId = c.get("user").id;
        const { company } = await requireCompany(ctx, userId);
        const brief = await getLatestBrandBrief(ctx.db, { companyId: company.id });
        return c.json({ content: brief?.content ?? brandBriefTemplate(company.name), saved: Boolean(brief) });
      })
      .put(
        "/brand-brief",
        validate(
          "json",
          z.object({
            content: z
              .string()
              .trim()
              .min(
                1,
                "The brand brief cannot be empty. Write how your company speaks to its guests, then save.",
              )
              .max(100_000),
          }),
        ),
        async (c) => {
          const userId = c.get("user").id;
          const { company } = await requireCompany(ctx, userId);
          await saveBrandBrief(ctx.db, {
            companyId: company.id,
            userId,
            content: c.req.valid("json").content,
          });
          return c.json({ ok: true });
        },
      )
      .post(
        "/brand-brief/improve",
        validate("json", z.object({ content: z.string().max(100_000) })),
        async (c) => {
          const userId = c.get("user").id;
          const { company } = await requireCompany(ctx, userId);
          const config = await getLatestAgentConfig(ctx.db, { companyId: company.id });
          const named = await getAgentConfigFeatures(ctx.db, { companyId: company.id });
          const features = [...named.features, ...named.customFeatures];
          const result = await improveBrief(ctx, c.req.valid("json").content, {
            companyName: company.name,
            website: company.url,
            plan: plans.find((p) => p.id === company.subscription)?.name ?? null,
            features,
            faq: config?.faqContent ?? null,
          });
          return c.json(result);
        },
      )
      // What /email-connection offers. Opening it creates nothing: the forwarding mailbox is made when chosen.
      .get("/email-connection", async (c) => {
        const { company } = await requireCompany(ctx, c.get("user").id);
        const forwarding = await findForwardingMailbox(ctx, company.id);
        return c.json({
          forwardingAddress: forwarding?.forwardingAddress ?? null,
          forwarding: forwardingSetup(ctx),
          googleEnabled: Boolean(ctx.env.GOOGLE_CLIENT_ID),
          microsoftEnabled: Boolean(ctx.env.MICROSOFT_CLIENT_ID),
        });
      })
      .post("/mailboxes/forwarding", async (c) => {
        const userId = c.get("user").id;
        const { company } = await requireCompany(ctx, userId);
        const { mailbox, created } = await createForwardingMailbox(ctx, { userId, company });
        return c.json({ ...mailbox, forwarding: forwardingSetup(ctx) }, created ? 201 : 200);
      })
      .post("/mailboxes/imap/test", validate("json", imapSmtpSettingsSchema), async (c) =>
        c.json(
          await verifyMailboxSettings(c.req.valid("json"), {
            allowPrivateHosts: ctx.env.ALLOW_PRIVATE_MAIL_HOSTS,
          }),
        ),
      )
      .post("/mailboxes/imap", validate("json", imapSmtpSettingsSchema), async (c) => {
        const settings = c.req.valid("json");
        const check = await verifyMailboxSettings(settings, {
          allowPrivateHosts: ctx.env.ALLOW_PRIVATE_MAIL_HOSTS,
        });
        if (!check.ok)
          throw new AppError("BAD_REQUEST", check.message, { server: check.server, reason: check.reason });
        const userId = c.get("user").id;
        const { company } = await requireCompany(ctx, userId);
        const row = await upsertMailbox(ctx, {
          companyId: company.id,
          userId,
          email: settings.email.toLowerCase(),
          provider: "imap",
          settings: box.sealJson(settings),
        });
        return c.json(row, 201);
      })
      // Back from Google / Microsoft with oauth_callback=true: the linked account's tokens become a mailbox.
      .post(
        "/mailboxes/oauth",
        validate("json", z.object({ provider: z.enum(["google", "microsoft"]) })),
        async (c) => {
          const user = c.get("user");
          const { company } = await requireCompany(ctx, user.id);
          const { provider } = c.req.valid("json");
          const linked = await getLinkedAccount(ctx.db, { userId: user.id, providerId: provider });
          if (!linked?.accessToken)
            throw new AppError("BAD_REQUEST", "Failed to retrieve email access. Please try again.");
          const open = async (value: string | null) =>
            value ? await symmetricDecrypt({ key: ctx.authSecret, data: value }).catch(() => value) : null;
          const info = await ctx.auth.api
            .accountInfo({ headers: c.req.raw.headers, query: { accountId: linked.accountId } })
            .catch(() => null);
          const email = (info?.user?.email ?? user.email).toLowerCase();
          const row = await upsertMailbox(ctx, {
            companyId: company.id,
            userId: user.id,
            email,
            provider,
            accessToken: box.seal((await open(linked.accessToken)) ?? ""),
            refreshToken: linked.refreshToken ? box.seal((await open(linked.refreshToken)) ?? "") : null,
            tokenExpiresAt: linked.accessTokenExpiresAt ?? null,
          });
          return c.json(row, 201);
        },
      )
      .post("/onboarding/skip", async (c) => {
        await completeOnboarding(ctx.db, { userId: c.get("user").id });
        return c.json({ ok: true });
      })
      // Usecase: only the company's mailboxes whose type is still unset.
      .put(
        "/mailboxes/usecase",
        validate("json", z.object({ type: z.enum(mailboxTypeValues) })),
        async (c) => {
          const { company } = await requireCompany(ctx, c.get("user").id);
          const updated = await setUnsetMailboxTypes(ctx.db, {
            companyId: company.id,
            type: c.req.valid("json").type,
          });
          return c.json({ updated });
        },
      )
  );
}
