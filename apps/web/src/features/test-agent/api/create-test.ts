import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AgentTest } from "../types";
import { testsQueryKey } from "./get-tests";

export const createTest = (customerId: string) => api.post<AgentTest>("/agent-tests", { customerId });

/** A new test session named "Test {n+1}" for the chosen customer. */
export function useCreateTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: testsQueryKey, exact: true }),
  });
}
