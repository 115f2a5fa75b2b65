import type { Customer, CustomerInput } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { customersQueryKey } from "./get-customers";

export const updateCustomer = ({ id, input }: { id: string; input: CustomerInput }) =>
  api.put<Customer>(`/customers/${id}`, input as Record<string, unknown>);

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
