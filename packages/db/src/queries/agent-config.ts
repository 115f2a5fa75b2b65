import type { ActionIfTeammate } from "@inbox/contracts";
import { and, asc, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../client";
import {
  agentConfigFeatures,
  agentConfigIntents,
  agentConfigs,
  aiAgentIntents,
  customFeatures,
  pmsFeatures,
} from "../schema";

/** The three groups of spec 001 §3, and "none": an intent in no group is not in the agent configuration. */
export type IntentGroup = "reply" | "never" | "skip";
export type IntentGroupOrNone = IntentGroup | "none";

/** The flags of each group (spec 001 §3): included both false, excluded exclude only, skip both true. */
export const intentGroupFlags: Record<IntentGroup, { excludeIntent: boolean; skipIntent: boolean }> = {
  reply: { excludeIntent: false, skipIntent: false },
  never: { excludeIntent: true, skipIntent: false },
  skip: { excludeIntent: true, skipIntent: true },
};

const groupOfFlags = (row: { excludeIntent: boolean; skipIntent: boolean }): IntentGroup =>
  row.skipIntent ? "skip" : row.excludeIntent ? "never" : "reply";

/** The default group of an intent by its catalogue key (agent.md §4); the caller knows the catalogue. */
export type DefaultGroupOf = (key: string) => IntentGroup;

/** The company's latest agent config (spec 001 §5: only the latest is used), or null: every teammate's and the agent's. */
export async function getLatestAgentConfig(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select({
      id: agentConfigs.id,
      faqContent: agentConfigs.faqContent,
      actionIfTeammate: agentConfigs.actionIfTeammate,
      bookingUrl: agentConfigs.bookingUrl,
      createdAt: agentConfigs.createdAt,
      updatedAt: agentConfigs.updatedAt,
    })
    .from(agentConfigs)
    .where(eq(agentConfigs.companyId, companyId))
    .orderBy(desc(agentConfigs.createdAt))
    .limit(1);
  return row ?? null;
}
export type AgentConfigRow = NonNullable<Awaited<ReturnType<typeof getLatestAgentConfig>>>;

/** PMS features ticked and custom features added on the company's latest config. */
export async function getAgentConfigFeatures(db: DbOrTx, { companyId }: { companyId: string }) {
  const config = await getLatestAgentConfig(db, { companyId });
  if (!config) return { features: [] as string[], customFeatures: [] as string[] };
  const features = await db
    .select({ name: pmsFeatures.name })
    .from(agentConfigFeatures)
    .innerJoin(pmsFeatures, eq(pmsFeatures.id, agentConfigFeatures.pmsFeatureId))
    .innerJoin(agentConfigs, eq(agentConfigs.id, agentConfigFeatures.agentConfigId))
    .where(and(eq(agentConfigFeatures.agentConfigId, config.id), eq(agentConfigs.companyId, companyId)))
    .orderBy(asc(pmsFeatures.name));
  const custom = await db
    .select({ name: customFeatures.name })
    .from(customFeatures)
    .innerJoin(agentConfigs, eq(agentConfigs.id, customFeatures.agentConfigId))
    .where(and(eq(customFeatures.agentConfigId, config.id), eq(agentConfigs.companyId, companyId)))
    .orderBy(asc(customFeatures.name));
  return { features: features.map((f) => f.name), customFeatures: custom.map((f) => f.name) };
}

/** Intents a company may use: the seeded catalogue (company_id null) and its own, sorted by name. */
export async function listCompanyIntents(db: DbOrTx, { companyId }: { companyId: string }) {
  return db
    .select({
      id: aiAgentIntents.id,
      key: aiAgentIntents.key,
      name: aiAgentIntents.name,
      language: aiAgentIntents.language,
    })
    .from(aiAgentIntents)
    .where(or(isNull(aiAgentIntents.companyId), eq(aiAgentIntents.companyId, companyId)))
    .orderBy(asc(aiAgentIntents.name));
}

/**
 * Each intent with the group the agent uses it in, exactly as the pipeline reads it (packages/agent/src/decide/setup.ts):
 * without a config nothing is configured; a config that never chose groups runs on the catalogue defaults; once it
 * has rows, an intent without one is in no group.
 */
export async function listIntentGroups(
  db: DbOrTx,
  { companyId, defaultGroupOf }: { companyId: string; defaultGroupOf: DefaultGroupOf },
) {
  const config = await getLatestAgentConfig(db, { companyId });
  const intents = await listCompanyIntents(db, { companyId });
  const rows = config
    ? await db
        .select({
          intentId: agentConfigIntents.aiAgentIntentId,
          excludeIntent: agentConfigIntents.excludeIntent,
          skipIntent: agentConfigIntents.skipIntent,
        })
        .from(agentConfigIntents)
        .where(eq(agentConfigIntents.agentConfigId, config.id))
    : [];
  const groupOf = new Map(rows.map((r) => [r.intentId, groupOfFlags(r)]));
  const usesDefaults = Boolean(config) && rows.length === 0;
  return {
    hasConfig: Boolean(config),
    usesDefaults,
    intents: intents.map((intent) => ({
      ...intent,
      group: (!config
        ? "none"
        : usesDefaults
          ? defaultGroupOf(intent.key)
          : (groupOf.get(intent.id) ?? "none")) as IntentGroupOrNone,
    })),
  };
}

/** Whose setup it is (the company) and who is changing it (the signed-in teammate, kept as its maker). */
export type SetupWriter = { companyId: string; userId: string };

/** A new, empty agent config for the company (features and FAQ empty, default action): the insert of spec 001 §7. */
async function createAgentConfig(
  db: DbOrTx,
  { companyId, userId, faqContent }: SetupWriter & { faqContent?: string },
) {
  const [row] = await db
    .insert(agentConfigs)
    .values({ companyId, userId, faqContent: faqContent ?? null })
    .returning({ id: agentConfigs.id });
  return row!;
}

/** The company's latest config, made when there is none (a test or a Library save needs one). */
export async function ensureAgentConfig(db: DbOrTx, writer: SetupWriter) {
  const config = await getLatestAgentConfig(db, writer);
  return config ? { id: config.id } : createAgentConfig(db, writer);
}

/**
 * Saving a group (spec 001 §4): the chosen intents are removed from the config and re-inserted with the group's flags;
 * intents this group had and no longer has leave it (an intent is in one group at a time). A config still on the
 * catalogue defaults first gets those defaults written down, so the other groups stay as the user saw them.
 * Returns null when an id is not one of the company's intents, "empty" when nothing would be left in any group.
 */
export async function setIntentGroup(
  db: DbOrTx,
  {
    userId,
    companyId,
    group,
    intentIds,
    defaultGroupOf,
  }: {
    userId: string;
    companyId: string;
    group: IntentGroup;
    intentIds: string[];
    defaultGroupOf: DefaultGroupOf;
  },
) {
  const chosen = [...new Set(intentIds)];
  const current = await listIntentGroups(db, { companyId, defaultGroupOf });
  const known = new Set(current.intents.map((i) => i.id));
  if (chosen.some((id) => !known.has(id))) return null;
  const next = new Map(current.intents.map((i) => [i.id, i.group]));
  for (const intent of current.intents) if (intent.group === group) next.set(intent.id, "none");
  for (const id of chosen) next.set(id, group);
  if ([...next.values()].every((g) => g === "none")) return "empty" as const;

  const config = await ensureAgentConfig(db, { companyId, userId });
  if (current.usesDefaults) {
    const defaults = current.intents.filter((i) => i.group !== "none");
    if (defaults.length)
      await db.insert(agentConfigIntents).values(
        defaults.map((i) => ({
          agentConfigId: config.id,
          aiAgentIntentId: i.id,
          ...intentGroupFlags[i.group as IntentGroup],
        })),
      );
  }
  const leaving = current.intents.filter((i) => i.group === group).map((i) => i.id);
  const touched = [...new Set([...chosen, ...leaving])];
  if (touched.length)
    await db
      .delete(agentConfigIntents)
      .where(
        and(
          eq(agentConfigIntents.agentConfigId, config.id),
          inArray(agentConfigIntents.aiAgentIntentId, touched),
        ),
      );
  if (chosen.length)
    await db
      .insert(agentConfigIntents)
      .values(
        chosen.map((id) => ({ agentConfigId: config.id, aiAgentIntentId: id, ...intentGroupFlags[group] })),
      );
  return listIntentGroups(db, { companyId, defaultGroupOf });
}

/** FAQ content (spec 001 §7): update the latest config, or insert one with it when there is none. */
export async function saveFaqContent(
  db: DbOrTx,
  { companyId, userId, faqContent }: SetupWriter & { faqContent: string },
) {
  const config = await getLatestAgentConfig(db, { companyId });
  const value = faqContent.trim() ? faqContent : null;
  if (!config) await createAgentConfig(db, { companyId, userId, faqContent: value ?? undefined });
  else
    await db
      .update(agentConfigs)
      .set({ faqContent: value, updatedAt: new Date() })
      .where(and(eq(agentConfigs.id, config.id), eq(agentConfigs.companyId, companyId)));
  return (await getLatestAgentConfig(db, { companyId }))!;
}

/** Action if teammate on the latest config; null when the company has no config ("No agent configuration found"). */
export async function setActionIfTeammate(
  db: DbOrTx,
  { companyId, actionIfTeammate }: { companyId: string; actionIfTeammate: ActionIfTeammate },
) {
  const config = await getLatestAgentConfig(db, { companyId });
  if (!config) return null;
  await db
    .update(agentConfigs)
    .set({ actionIfTeammate, updatedAt: new Date() })
    .where(and(eq(agentConfigs.id, config.id), eq(agentConfigs.companyId, companyId)));
  return (await getLatestAgentConfig(db, { companyId }))!;
}

/**
 * The onboarding save (/agent-config): features, custom features and FAQ. The first save makes the config with the
 * default intent groups of agent.md §4; saving again updates the latest config in place, so intent groups and the
 * action if teammate chosen in the Library are kept.
 */
export async function saveOnboardingAgentConfig(
  db: DbOrTx,
  {
    companyId,
    userId,
    features,
    customFeatures: custom,
    faqContent,
    catalogue,
  }: SetupWriter & {
    features: string[];
    customFeatures: string[];
    faqContent: string;
    /** The seeded intents with their default group: written on a new config. */
    catalogue: { id: string; group: IntentGroup }[];
  },
) {
  const existing = await getLatestAgentConfig(db, { companyId });
  let configId: string;
  if (existing) {
    configId = existing.id;
    await db
      .update(agentConfigs)
      .set({ faqContent, updatedAt: new Date() })
      .where(and(eq(agentConfigs.id, configId), eq(agentConfigs.companyId, companyId)));
    await db.delete(agentConfigFeatures).where(eq(agentConfigFeatures.agentConfigId, configId));
    await db.delete(customFeatures).where(eq(customFeatures.agentConfigId, configId));
  } else {
    const [row] = await db
      .insert(agentConfigs)
      .values({ companyId, userId, faqContent })
      .returning({ id: agentConfigs.id });
    configId = row!.id;
    if (catalogue.length)
      await db.insert(agentConfigIntents).values(
        catalogue.map((i) => ({
          agentConfigId: configId,
          aiAgentIntentId: i.id,
          ...intentGroupFlags[i.group],
        })),
      );
  }
  const featureRows = features.length
    ? await db.select({ id: pmsFeatures.id }).from(pmsFeatures).where(inArray(pmsFeatures.name, features))
    : [];
  if (featureRows.length)
    await db
      .insert(agentConfigFeatures)
      .values(featureRows.map((f) => ({ agentConfigId: configId, pmsFeatureId: f.id })));
  if (custom.length)
    await db.insert(customFeatures).values(custom.map((name) => ({ agentConfigId: configId, name })));
  return { id: configId };
}
