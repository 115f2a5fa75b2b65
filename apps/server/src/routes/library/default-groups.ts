import { intentCatalogue } from "@inbox/agent";
import type { DefaultGroupOf } from "@inbox/db";

const catalogueGroups = new Map(intentCatalogue.map((i) => [i.key, i.group]));

/** The hotel defaults of agent.md §4, as the pipeline applies them (a company's own intents default to Reply to). */
export const defaultGroupOf: DefaultGroupOf = (key) => catalogueGroups.get(key) ?? "reply";

const softwareKeys = new Set(intentCatalogue.filter((i) => i.audience === "software").map((i) => i.key));

/**
 * A software vendor is a company that described its product's features at setup (the PMS features of /agent-config);
 * a hotel chose none. Only a vendor sees the intents its buyers have (integrations, feature requests, demos, logins).
 */
export const isSoftwareCompany = (features: { features: string[]; customFeatures: string[] }) =>
  features.features.length + features.customFeatures.length > 0;

/** The catalogue's software-vendor intents are not a hotel's: they leave a hotel's lists. */
export const isIntentFor = (isSoftware: boolean, key: string) => isSoftware || !softwareKeys.has(key);
