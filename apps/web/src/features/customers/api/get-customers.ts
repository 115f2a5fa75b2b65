import type { Customer, CustomerSubscription, PaymentStatus } from "@inbox/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const customersQueryKey = ["customers"] as const;
export const CUSTOMERS_PAGE_SIZE = 25;

export interface CustomerFilters {
  /** Customers (true) or contacts (false). */
  active: boolean;
  name?: string;
  email?: string;
  company?: string;
  subscription?: CustomerSubscription;
  paymentStatus?: PaymentStatus;
  language?: string;
  page: number;
}

export interface CustomerPage {
  rows: Customer[];
  /** Matches, counted up to a cap (10,000). */
  total: number;
  /** More matches than the cap: show "10,000+". */
  capped: boolean;
  page: number;
  pageSize: number;
}

export const getCustomers = (filters: CustomerFilters) => {
  const params = new URLSearchParams({
    active: String(filters.active),
    page: String(filters.page),
    pageSize: String(CUSTOMERS_PAGE_SIZE),
  });
  for (const key of ["name", "email", "company", "subscription", "paymentStatus", "language"] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return api.get<CustomerPage>(`/customers?${params}`);
};

export const customersQueryOptions = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: [...customersQueryKey, "list", filters],
    queryFn: () => getCustomers(filters),
    placeholderData: keepPreviousData,
  });

/** One page of customers or contacts, filtered and paged by the server. */
export function useCustomers(filters: CustomerFilters) {
  return useQuery(customersQueryOptions(filters));
}
