import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AgentTestMessage } from "../types";

export const testMessagesQueryKey = (testId: string) => ["agent-tests", testId, "messages"] as const;

export const getTestMessages = (testId: string) =>
  api.get<AgentTestMessage[]>(`/agent-tests/${testId}/messages`);

export const testMessagesQueryOptions = (testId: string) =>
  queryOptions({ queryKey: testMessagesQueryKey(testId), queryFn: () => getTestMessages(testId) });

/** A test's messages, oldest first. */
export function useTestMessages(testId: string | null) {
  return useQuery({ ...testMessagesQueryOptions(testId ?? ""), enabled: Boolean(testId) });
}
