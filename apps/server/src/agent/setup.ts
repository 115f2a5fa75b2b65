import { createHash } from "node:crypto";
import { intentCatalogue } from "@inbox/agent";
import { type ActionIfTeammate, type ProfileMode, plans } from "@inbox/contracts";
import {
  agentConfigFeatures,
  agentConfigIntents,
  agentConfigs,
  aiAgentIntents,
  brandBriefs,
  companies,
  escalationResponsableIntents,
  escalationResponsables,
  intentExamples,
  knowledgeEntries,
  pmsFeatures,
  profiles,
} from "@inbox/db";
import { and, asc, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { AppContext } from "../context";
import type { BrainContext, KnowledgeItem } from "./brain";
import { splitFaqContent } from "./faq";

export type IntentGroup = "reply" | "never" | "skip" | "none";

export interface AgentIntent {
  id: string;
  key: string;
  name: string;
  group: IntentGroup;
  examples: string[];
}

export interface AgentSetup {
  companyId: string;
  companyName: string;
  companyDomain: string | null;
  ownerUserId: string | null;
  mode: ProfileMode;
  /** False until the owner saved an agent config: everything is escalated then. */
  configured: boolean;
  agentConfigId: string | null;
  actionIfTeammate: ActionIfTeammate;
  bookingUrl: string | null;
  brandBrief: string | null;
  aiRepliesPerDay: number | null;
  intents: AgentIntent[];
  responsables: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    isDefault: boolean;
    intentIds: string[];
  }[];
  brainContext: BrainContext;
}

const defaultGroup = new Map(intentCatalogue.map((i) => [i.key, i.group]));

function hostOf(url: string | null | undefined) {
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).hostname
      .replace(/^www\./, "")
      .toLowerCase();
  } catch {
    return null;
  }
}

/** Everything the pipeline needs to know about a company and the mailbox owner's agent, read in one place. */
export async function loadAgentSetup(
  ctx: AppContext,
  { companyId, ownerUserId }: { companyId: string; ownerUserId: string | null },
): Promise<AgentSetup> {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`Company ${companyId} not found`);
  const [owner] = await ctx.db
    .select({ id: profiles.id, mode: profiles.mode })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), ownerUserId ? eq(profiles.id, ownerUserId) : undefined))
    .orderBy(asc(profiles.createdAt))
    .limit(1);
  const userId = owner?.id ?? null;
  const [config] = userId
    ? await ctx.db
        .select()
        .from(agentConfigs)
        .where(eq(agentConfigs.userId, userId))
        .orderBy(desc(agentConfigs.createdAt))
        .limit(1)
    : [];
  const [brief] = userId
    ? await ctx.db
        .select({ content: brandBriefs.content })
        .from(brandBriefs)
        .where(eq(brandBriefs.userId, userId))
        .orderBy(desc(brandBriefs.updatedAt))
        .limit(1)
    : [];

  const plan = plans.find((p) => p.id === company.subscription) ?? plans[0]!;
  // After the trial, a company that has not paid falls back to Free limits (payment is out of scope for now).
  const trialOver = company.trialEndsAt ? company.trialEndsAt.getTime() < Date.now() : false;
  const limits = trialOver ? plans[0]!.limits : plan.limits;

  const intentRows = await ctx.db
    .select({ id: aiAgentIntents.id, key: aiAgentIntents.key, name: aiAgentIntents.name })
    .from(aiAgentIntents)
    .where(or(isNull(aiAgentIntents.companyId), eq(aiAgentIntents.companyId, companyId)))
    .orderBy(asc(aiAgentIntents.name));
  const exampleRows = await ctx.db
    .select({ intentId: intentExamples.intentId, text: intentExamples.text })
    .from(intentExamples)
    .where(or(isNull(intentExamples.companyId), eq(intentExamples.companyId, companyId)));
  const groupRows = config
    ? await ctx.db.select().from(agentConfigIntents).where(eq(agentConfigIntents.agentConfigId, config.id))
    : [];
  const groupOf = new Map(
    groupRows.map(
      (g) => [g.aiAgentIntentId, g.skipIntent ? "skip" : g.excludeIntent ? "never" : "reply"] as const,
    ),
  );
  const examplesOf = new Map<string, string[]>();
  for (const e of exampleRows) examplesOf.set(e.intentId, [...(examplesOf.get(e.intentId) ?? []), e.text]);
  const intents: AgentIntent[] = intentRows.map((row) => ({
    ...row,
    // A config that never chose groups gets the sensible hotel defaults (agent.md §4); once it has, an intent in no
    // group is "not in the agent configuration".
    group: groupRows.length > 0 ? (groupOf.get(row.id) ?? "none") : (defaultGroup.get(row.key) ?? "reply"),
    examples: examplesOf.get(row.id) ?? [],
  }));

  const responsableRows = await ctx.db
    .select()
    .from(escalationResponsables)
    .where(eq(escalationResponsables.companyId, companyId))
    .orderBy(asc(escalationResponsables.createdAt));
  const links = responsableRows.length
    ? await ctx.db
        .select()
        .from(escalationResponsableIntents)
        .where(
          inArray(
            escalationResponsableIntents.escalationResponsableId,
            responsableRows.map((r) => r.id),
          ),
        )
    : [];

  const knowledge: KnowledgeItem[] = [];
  for (const [n, entry] of splitFaqContent(config?.faqContent ?? "").entries()) {
    knowledge.push({
      id: `faq-${n}`,
      kind: "faq",
      question: entry.question,
      answer: entry.answer,
      intentKey: null,
      language: entry.language,
    });
  }
  const learned = await ctx.db
    .select({ entry: knowledgeEntries, intentKey: aiAgentIntents.key })
    .from(knowledgeEntries)
    .leftJoin(aiAgentIntents, eq(aiAgentIntents.id, knowledgeEntries.intentId))
    .where(and(eq(knowledgeEntries.companyId, companyId), eq(knowledgeEntries.needsReview, false)));
  for (const { entry, intentKey } of learned) {
    knowledge.push({
      id: entry.id,
      kind: "learned",
      question: entry.question,
      answer: entry.answer,
      intentKey,
      language: entry.language,
    });
  }
  if (config) {
    const features = await ctx.db
      .select({ name: pmsFeatures.name })
      .from(agentConfigFeatures)
      .innerJoin(pmsFeatures, eq(pmsFeatures.id, agentConfigFeatures.pmsFeatureId))
      .where(eq(agentConfigFeatures.agentConfigId, config.id));
    for (const f of features) {
      knowledge.push({
        id: `feature-${f.name}`,
        kind: "feature",
        question: `Do you support ${f.name}?`,
        answer: `Yes, ${company.name} supports ${f.name}.`,
        intentKey: null,
        language: "en",
      });
    }
  }

  const modelVersion = createHash("sha1")
    .update(intents.map((i) => `${i.id}:${i.examples.length}:${i.examples.at(-1) ?? ""}`).join("|"))
    .digest("hex");
  const brainContext: BrainContext = {
    companyId,
    modelVersion,
    intents: intents.map(({ key, name, examples }) => ({ key, name, examples })),
    knowledge,
    companyName: company.name,
    brandBrief: brief?.content ?? null,
  };
  return {
    companyId,
    companyName: company.name,
    companyDomain: hostOf(company.url) ?? company.email.split("@")[1]?.toLowerCase() ?? null,
    ownerUserId: userId,
    mode: owner?.mode ?? "sandbox",
    configured: !!config,
    agentConfigId: config?.id ?? null,
    actionIfTeammate: config?.actionIfTeammate ?? "Do nothing",
    bookingUrl: config?.bookingUrl ?? null,
    brandBrief: brief?.content ?? null,
    aiRepliesPerDay: limits.aiRepliesPerDay,
    intents,
    responsables: responsableRows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      isDefault: r.isDefaultResponsable,
      intentIds: links.filter((l) => l.escalationResponsableId === r.id).map((l) => l.aiAgentIntentId),
    })),
    brainContext,
  };
}
