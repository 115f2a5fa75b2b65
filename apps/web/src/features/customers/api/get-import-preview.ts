import type { CustomerImportPreview } from "@inbox/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const importPreviewQueryKey = (importId: string) => ["customer-imports", importId, "preview"] as const;

export const getImportPreview = (importId: string) =>
  api.get<CustomerImportPreview>(`/customers/imports/${importId}/preview`);

export const importPreviewQueryOptions = (importId: string) =>
  queryOptions({
    queryKey: importPreviewQueryKey(importId),
    queryFn: () => getImportPreview(importId),
    // A preview does not change once made: read it once.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** What a checked CSV would do: its rows to update and its conflicts, with their changes. */
export function useImportPreview(importId: string | null) {
  return useQuery({ ...importPreviewQueryOptions(importId ?? ""), enabled: importId !== null });
}
