import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { responsablesQueryKey } from "./get-responsables";

type Assignment = { id: string; intentId: string };

export const assignIntent = ({ id, intentId }: Assignment) =>
  api.post(`/escalation-responsables/${id}/intents`, { intentId });
export const unassignIntent = ({ id, intentId }: Assignment) =>
  api.delete(`/escalation-responsables/${id}/intents/${intentId}`);

export function useAssignIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignIntent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsablesQueryKey }),
  });
}

export function useUnassignIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignIntent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsablesQueryKey }),
  });
}
