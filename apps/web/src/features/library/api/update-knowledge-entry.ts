import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { KnowledgeEntry } from "../types";
import { knowledgeQueryKey } from "./get-knowledge";

export interface KnowledgeEntryInput {
  question: string;
  answer: string;
  intentId: string | null;
  language: string;
}

export const updateKnowledgeEntry = ({ id, ...input }: KnowledgeEntryInput & { id: string }) =>
  api.patch<KnowledgeEntry>(`/library/knowledge/${id}`, { ...input });

/** An edited entry counts as reviewed: the agent answers from it again. */
export function useUpdateKnowledgeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKnowledgeEntry,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: knowledgeQueryKey }),
  });
}
