import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TestCustomer } from "../types";

export const getTestCustomers = (q: string) =>
  api.get<TestCustomer[]>(`/agent-tests/customers${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ""}`);

export const testCustomersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["agent-tests", "customers", q.trim()],
    queryFn: () => getTestCustomers(q),
    placeholderData: keepPreviousData,
  });

/** The customer picker: the company's customers and contacts, searched by name or email. */
export function useTestCustomers(q: string) {
  return useQuery(testCustomersQueryOptions(q));
}
