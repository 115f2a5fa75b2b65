import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { IntentGroups } from "../types";

export const intentGroupsQueryKey = ["library", "intents"] as const;

export const getIntentGroups = () => api.get<IntentGroups>("/library/intents");

export const intentGroupsQueryOptions = () =>
  queryOptions({ queryKey: intentGroupsQueryKey, queryFn: getIntentGroups });

/** Every intent with the group the agent uses it in. */
export function useIntentGroups() {
  return useQuery(intentGroupsQueryOptions());
}
