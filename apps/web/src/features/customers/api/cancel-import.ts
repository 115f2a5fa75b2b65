import type { CustomerImport } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showAsLatestImport } from "./get-latest-import";

export const cancelImport = (importId: string) =>
  api.post<CustomerImport>(`/customers/imports/${importId}/cancel`);

/** Drops a previewed CSV: nothing of it is written. */
export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelImport,
    onSuccess: (job) => showAsLatestImport(queryClient, job),
  });
}
