import type { KnowledgeImportSettings } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type KnowledgeImportState, knowledgeImportQueryKey } from "./get-knowledge-import";

export const updateImportSettings = (settings: KnowledgeImportSettings) =>
  api.put<KnowledgeImportSettings>("/knowledge-import/settings", settings);

/** Turns the weekly re-check of the website on or off; the switch moves at once and goes back if the call fails. */
export function useUpdateImportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateImportSettings,
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: knowledgeImportQueryKey });
      const before = queryClient.getQueryData<KnowledgeImportState>(knowledgeImportQueryKey);
      if (before) queryClient.setQueryData(knowledgeImportQueryKey, { ...before, ...settings });
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(knowledgeImportQueryKey, context.before);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: knowledgeImportQueryKey }),
  });
}
