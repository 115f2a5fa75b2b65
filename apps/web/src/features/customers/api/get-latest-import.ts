import type { CustomerImport } from "@inbox/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const latestImportQueryKey = ["customer-imports", "latest"] as const;

export interface LatestImport {
  import: CustomerImport | null;
  /** The largest file the server accepts. */
  maxUploadBytes: number;
}

export const isImportRunning = (i: CustomerImport | null | undefined) =>
  i?.status === "uploading" || i?.status === "queued" || i?.status === "processing";

export const getLatestImport = () => api.get<LatestImport>("/customers/imports/latest");

/** How often a running import's progress is read. */
const PROGRESS_MS = 1000;

export const latestImportQueryOptions = () =>
  queryOptions({
    queryKey: latestImportQueryKey,
    queryFn: getLatestImport,
    refetchInterval: (query) => (isImportRunning(query.state.data?.import) ? PROGRESS_MS : false),
  });

/** The company's latest CSV import, followed while it runs: a reload finds a running import again. */
export function useLatestImport() {
  return useQuery(latestImportQueryOptions());
}
