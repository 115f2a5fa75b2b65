import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AgentTest } from "../types";

export const testsQueryKey = ["agent-tests"] as const;

export const getTests = () => api.get<AgentTest[]>("/agent-tests");

export const testsQueryOptions = () => queryOptions({ queryKey: testsQueryKey, queryFn: getTests });

/** The user's test sessions, newest first, each with its customer. */
export function useTests() {
  return useQuery(testsQueryOptions());
}
