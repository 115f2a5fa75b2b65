import type { EditSuggestionInput, KnowledgeSuggestion } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { knowledgeQueryKey } from "./get-knowledge";
import { suggestionsQueryKey } from "./get-suggestions";

export const acceptSuggestion = ({ id, edit }: { id: string; edit?: EditSuggestionInput }) =>
  api.post<KnowledgeSuggestion>(`/knowledge-import/suggestions/${id}/accept`, edit ?? {});
export const rejectSuggestion = (id: string) => api.post<void>(`/knowledge-import/suggestions/${id}/reject`);
export const acceptAllSuggestions = () =>
  api.post<{ accepted: number }>("/knowledge-import/suggestions/accept-all");

/** Accepting (as proposed or edited), rejecting, or accepting all: the list and the agent's knowledge change. */
function useDecision<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: suggestionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: knowledgeQueryKey });
    },
  });
}

export const useAcceptSuggestion = () => useDecision(acceptSuggestion);
export const useRejectSuggestion = () => useDecision(rejectSuggestion);
export const useAcceptAllSuggestions = () => useDecision(acceptAllSuggestions);
