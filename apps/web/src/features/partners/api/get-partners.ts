import type { Partner, PartnerStatusFilter } from "@inbox/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const partnersQueryKey = ["partners"] as const;
export const PARTNERS_PAGE_SIZE = 50;

export interface PartnerFilters {
  name?: string;
  email?: string;
  domain?: string;
  status: PartnerStatusFilter;
  page: number;
}

export const getPartners = (filters: PartnerFilters) => {
  const params = new URLSearchParams({
    status: filters.status,
    page: String(filters.page),
    pageSize: String(PARTNERS_PAGE_SIZE),
  });
  for (const key of ["name", "email", "domain"] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return api.get<{ rows: Partner[]; total: number }>(`/partners?${params}`);
};

export const partnersQueryOptions = (filters: PartnerFilters) =>
  queryOptions({
    queryKey: [...partnersQueryKey, filters],
    queryFn: () => getPartners(filters),
    placeholderData: keepPreviousData,
  });

/** The company's partners, newest first, filtered by the server (spec 001 §2). */
export function usePartners(filters: PartnerFilters) {
  return useQuery(partnersQueryOptions(filters));
}
