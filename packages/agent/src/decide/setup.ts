import { createHash } from "node:crypto";
import type { BrainContext, KnowledgeItem } from "../brains/types";
import { intentCatalogue } from "../catalogue/intents";
import { splitFaq } from "../knowledge/faq";
import { detectLanguage } from "../understand/language";

export type IntentGroup = "reply" | "never" | "skip" | "none";
export type AgentMode = "sandbox" | "live";
export type TeammateAction = "Do nothing" | "Reply the message";

export interface AgentIntent {
  id: string;
  key: string;
  name: string;
  group: IntentGroup;
  examples: string[];
}

export interface Responsable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isDefault: boolean;
  intentIds: string[];
}

/** Everything the agent knows about a company and the mailbox owner's agent, as plain data. */
export interface AgentSetup {
  companyId: string;
  companyName: string;
  companyDomain: string | null;
  ownerUserId: string | null;
  mode: AgentMode;
  /** False until the owner saved an agent config: everything is escalated then. */
  configured: boolean;
  agentConfigId: string | null;
  actionIfTeammate: TeammateAction;
  bookingUrl: string | null;
  /**
   * A software vendor: the company described its product's features at setup. Only a vendor has buyers; to a hotel,
   * "book a demo" comes from someone selling to it.
   */
  sellsSoftware: boolean;
  brandBrief: string | null;
  /** Null: unlimited. */
  aiRepliesPerDay: number | null;
  /** "Answer in English when no translation exists" (off: such a reply is drafted and handed to a person). */
  answerInEnglishWithoutTranslation: boolean;
  intents: AgentIntent[];
  responsables: Responsable[];
  brainContext: BrainContext;
}

/** The rows a company's setup is made of, as the database gives them. */
export interface AgentSetupRows {
  company: { id: string; name: string; url: string | null; email: string };
  owner: { id: string; mode: AgentMode } | null;
  config: {
    id: string;
    faqContent: string | null;
    actionIfTeammate: TeammateAction;
    bookingUrl: string | null;
    answerInEnglishWithoutTranslation?: boolean | null;
  } | null;
  brandBrief: string | null;
  aiRepliesPerDay: number | null;
  intents: { id: string; key: string; name: string }[];
  examples: { intentId: string; text: string }[];
  groups: { aiAgentIntentId: string; excludeIntent: boolean; skipIntent: boolean }[];
  responsables: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    isDefaultResponsable: boolean;
  }[];
  responsableIntents: { escalationResponsableId: string; aiAgentIntentId: string }[];
  learned: {
    id: string;
    question: string;
    answer: string;
    intentKey: string | null;
    language: string;
    /** The same fact in other languages (entries accepted from the website's language versions). */
    linkGroup?: string | null;
  }[];
  features: string[];
  /** Whether the company sells software (default: it named features at setup). */
  sellsSoftware?: boolean;
}

const defaultGroup = new Map(intentCatalogue.map((i) => [i.key, i.group]));

export function hostOf(url: string | null | undefined) {
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).hostname
      .replace(/^www\./, "")
      .toLowerCase();
  } catch {
    return null;
  }
}

/** The company's free-text FAQ as knowledge entries (agent.md §4), each with its language. */
export function faqKnowledge(faqContent: string | null | undefined): KnowledgeItem[] {
  return splitFaq(faqContent ?? "").map((entry, n) => ({
    id: `faq-${n}`,
    kind: "faq" as const,
    question: entry.question ?? null,
    answer: entry.answer,
    intentKey: null,
    language: detectLanguage(`${entry.question ?? ""} ${entry.answer}`),
  }));
}

/** Builds the setup from its rows: intent groups (with the hotel defaults), knowledge, responsables. */
export function buildAgentSetup(rows: AgentSetupRows): AgentSetup {
  const { company, config } = rows;
  const groupOf = new Map(
    rows.groups.map(
      (g) => [g.aiAgentIntentId, g.skipIntent ? "skip" : g.excludeIntent ? "never" : "reply"] as const,
    ),
  );
  const examplesOf = new Map<string, string[]>();
  for (const e of rows.examples) examplesOf.set(e.intentId, [...(examplesOf.get(e.intentId) ?? []), e.text]);
  const intents: AgentIntent[] = rows.intents.map((row) => ({
    ...row,
    // A config that never chose groups gets the sensible hotel defaults (agent.md §4); once it has, an intent in no
    // group is "not in the agent configuration".
    group: rows.groups.length > 0 ? (groupOf.get(row.id) ?? "none") : (defaultGroup.get(row.key) ?? "reply"),
    examples: examplesOf.get(row.id) ?? [],
  }));

  const knowledge: KnowledgeItem[] = faqKnowledge(config?.faqContent);
  for (const entry of rows.learned) knowledge.push({ ...entry, kind: "learned" });
  if (config) {
    for (const name of rows.features) {
      knowledge.push({
        id: `feature-${name}`,
        kind: "feature",
        question: `Do you support ${name}?`,
        answer: `Yes, ${company.name} supports ${name}.`,
        intentKey: null,
        language: "en",
      });
    }
  }
  // What the classifier is trained on, every intent and example (in an order the database does not choose): a stored
  // classifier is found by it (decision 0021), so an edit to any example trains a new one.
  const modelVersion = createHash("sha256")
    .update(JSON.stringify(intents.map((i) => [i.id, i.key, [...i.examples].sort()])))
    .digest("hex");
  return {
    companyId: company.id,
    companyName: company.name,
    companyDomain: hostOf(company.url) ?? company.email.split("@")[1]?.toLowerCase() ?? null,
    ownerUserId: rows.owner?.id ?? null,
    mode: rows.owner?.mode ?? "sandbox",
    configured: !!config,
    agentConfigId: config?.id ?? null,
    actionIfTeammate: config?.actionIfTeammate ?? "Do nothing",
    bookingUrl: config?.bookingUrl ?? null,
    sellsSoftware: rows.sellsSoftware ?? rows.features.length > 0,
    brandBrief: rows.brandBrief,
    aiRepliesPerDay: rows.aiRepliesPerDay,
    answerInEnglishWithoutTranslation: config?.answerInEnglishWithoutTranslation ?? false,
    intents,
    responsables: rows.responsables.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      isDefault: r.isDefaultResponsable,
      intentIds: rows.responsableIntents
        .filter((l) => l.escalationResponsableId === r.id)
        .map((l) => l.aiAgentIntentId),
    })),
    brainContext: {
      companyId: company.id,
      modelVersion,
      intents: intents.map(({ key, name, examples }) => ({ key, name, examples })),
      knowledge,
      companyName: company.name,
      brandBrief: rows.brandBrief,
    },
  };
}

/** The responsable for an intent: the one assigned to it, else the default one, else nobody (agent.md §2 step 7). */
export function responsableFor(setup: Pick<AgentSetup, "responsables">, intentId: string | null) {
  return (
    (intentId ? setup.responsables.find((r) => r.intentIds.includes(intentId)) : undefined) ??
    setup.responsables.find((r) => r.isDefault) ??
    null
  );
}
