import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { knowledgeQueryKey } from "./get-knowledge";

export const deleteKnowledgeEntry = (id: string) => api.delete(`/library/knowledge/${id}`);

export function useDeleteKnowledgeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKnowledgeEntry,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: knowledgeQueryKey }),
  });
}
