import type { Responsable } from "@inbox/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const responsablesQueryKey = ["responsables"] as const;

export const getResponsables = () => api.get<Responsable[]>("/escalation-responsables");

export const responsablesQueryOptions = () =>
  queryOptions({ queryKey: responsablesQueryKey, queryFn: getResponsables });

export function useResponsables() {
  return useQuery(responsablesQueryOptions());
}
