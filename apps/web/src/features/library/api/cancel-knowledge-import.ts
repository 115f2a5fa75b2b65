import type { KnowledgeImport } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { knowledgeImportQueryKey } from "./get-knowledge-import";

export const cancelKnowledgeImport = (id: string) =>
  api.post<KnowledgeImport>(`/knowledge-import/imports/${id}/cancel`);

/** Stops a running import at its next page; what it proposed so far stays. */
export function useCancelKnowledgeImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelKnowledgeImport,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: knowledgeImportQueryKey }),
  });
}
