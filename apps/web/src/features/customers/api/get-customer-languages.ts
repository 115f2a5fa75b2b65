import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { customersQueryKey } from "./get-customers";

export const getCustomerLanguages = (active: boolean) =>
  api.get<string[]>(`/customers/languages?active=${active}`);

export const customerLanguagesQueryOptions = (active: boolean) =>
  queryOptions({
    queryKey: [...customersQueryKey, "languages", active],
    queryFn: () => getCustomerLanguages(active),
    staleTime: 60_000,
  });

/** The languages the language filter offers: those the company's customers (or contacts) have. */
export function useCustomerLanguages(active: boolean) {
  return useQuery(customerLanguagesQueryOptions(active));
}
