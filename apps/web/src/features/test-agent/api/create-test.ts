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
    onSuccess: (test) => {
      // Shown at once (newest first), so the new test opens without waiting for the list.
      queryClient.setQueryData<AgentTest[]>(testsQueryKey, (old) => [test, ...(old ?? [])]);
      void queryClient.invalidateQueries({ queryKey: testsQueryKey, exact: true });
    },
  });
}
