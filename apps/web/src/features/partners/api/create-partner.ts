import type { Partner, PartnerInput } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { partnersQueryKey } from "./get-partners";

export const createPartner = (input: PartnerInput) =>
  api.post<Partner>("/partners", input as Record<string, unknown>);

/** The agent routes the partner's next email as Partner. */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersQueryKey }),
  });
}
