import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { IntentGroup, IntentGroups } from "../types";
import { intentGroupsQueryKey } from "./get-intents";

export const updateIntentGroup = (input: { group: IntentGroup; intentIds: string[] }) =>
  api.put<IntentGroups>("/library/intents", input);

/** Saves one group; the answer is every intent's new group. Setup Required is read again. */
export function useUpdateIntentGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntentGroup,
    onSuccess: (data) => {
      queryClient.setQueryData(intentGroupsQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: ["shell"] });
    },
  });
}
