import type { ConfirmCustomerImportInput, CustomerImport } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showAsLatestImport } from "./get-latest-import";

export const confirmImport = ({
  importId,
  choices,
}: {
  importId: string;
  choices: ConfirmCustomerImportInput;
}) => api.post<CustomerImport>(`/customers/imports/${importId}/confirm`, choices);

/** The owner's go-ahead for a previewed CSV, with their answer to each conflict: the import starts writing. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: (job) => showAsLatestImport(queryClient, job),
  });
}
