import type { CustomerImport } from "@inbox/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const latestImportQueryKey = ["customer-imports", "latest"] as const;

export interface LatestImport {
  import: CustomerImport | null;
  /** The largest file the server accepts. */
  maxUploadBytes: number;
}

/** Uploading, being checked or being written: its progress is followed. */
export const isImportRunning = (i: CustomerImport | null | undefined) =>
  i?.status === "uploading" ||
  i?.status === "queued" ||
  i?.status === "previewing" ||
  i?.status === "processing";

/** Checked, and waiting for the owner to import or cancel it: nothing of it is written yet. */
export const isImportAwaitingReview = (i: CustomerImport | null | undefined) => i?.status === "previewed";

/** Still before the owner's go-ahead: being checked, or waiting for them. */
export const isImportBeforeConfirm = (i: CustomerImport | null | undefined) =>
  i?.status === "uploading" ||
  i?.status === "queued" ||
  i?.status === "previewing" ||
  i?.status === "previewed";

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

/** The import the server just answered with (started, confirmed, cancelled) shown at once, then read again. */
export function showAsLatestImport(queryClient: QueryClient, job: CustomerImport) {
  queryClient.setQueryData<LatestImport>(latestImportQueryKey, (old) => ({
    maxUploadBytes: old?.maxUploadBytes ?? Number.POSITIVE_INFINITY,
    import: job,
  }));
  void queryClient.invalidateQueries({ queryKey: latestImportQueryKey });
}
