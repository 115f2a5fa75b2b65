import type { Responsable, ResponsableInput } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { responsablesQueryKey } from "./get-responsables";

/** Creates a responsable (no id) or updates one; the server refuses an email another responsable has. */
export const saveResponsable = ({ id, input }: { id: string | null; input: ResponsableInput }) =>
  id
    ? api.patch<Responsable>(`/escalation-responsables/${id}`, input)
    : api.post<Responsable>("/escalation-responsables", input);

/** The list and the shell's Setup Required check (it asks whether any responsable exists) refresh. */
export function useSaveResponsable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResponsable,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: responsablesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["shell"] });
    },
  });
}
