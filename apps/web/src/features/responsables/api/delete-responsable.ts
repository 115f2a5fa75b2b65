import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { responsablesQueryKey } from "./get-responsables";

export const deleteResponsable = (id: string) => api.delete(`/escalation-responsables/${id}`);

/** Their tickets become Unassigned on the server; the list and the Setup Required check refresh. */
export function useDeleteResponsable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponsable,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: responsablesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["shell"] });
    },
  });
}
