import { intentCatalogue } from "@inbox/agent";
import type { DefaultGroupOf } from "@inbox/db";

const catalogueGroups = new Map(intentCatalogue.map((i) => [i.key, i.group]));

/** The hotel defaults of agent.md §4, as the pipeline applies them (a company's own intents default to Reply to). */
export const defaultGroupOf: DefaultGroupOf = (key) => catalogueGroups.get(key) ?? "reply";
