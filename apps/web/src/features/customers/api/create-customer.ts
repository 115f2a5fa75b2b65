import type { Customer, CustomerInput } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { customersQueryKey } from "./get-customers";

export const createCustomer = (input: CustomerInput) =>
  api.post<Customer>("/customers", input as Record<string, unknown>);

/** The agent recognises the new customer on the next email from them. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
