import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { partnersQueryKey } from "./get-partners";

export const deletePartner = (id: string) => api.delete<void>(`/partners/${id}`);

export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersQueryKey }),
  });
}
