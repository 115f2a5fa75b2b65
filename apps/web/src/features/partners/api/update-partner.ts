import type { Partner, PartnerInput } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { partnersQueryKey } from "./get-partners";

export const updatePartner = ({ id, input }: { id: string; input: PartnerInput }) =>
  api.put<Partner>(`/partners/${id}`, input as Record<string, unknown>);

export function useUpdatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersQueryKey }),
  });
}
