import type { KnowledgeImport, KnowledgeImportPage } from "@inbox/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface KnowledgeImportState {
  website: KnowledgeImport | null;
  document: KnowledgeImport | null;
  /** The pages the latest website import did not read, and why. */
  problems: KnowledgeImportPage[];
  /** Where "Import from website" starts: the last address read, else the company's. */
  websiteUrl: string;
  /** "Check the website again every week" (off by default). */
  weeklyRecheck: boolean;
}

export const knowledgeImportQueryKey = ["knowledge-import"] as const;

export const getKnowledgeImport = () => api.get<KnowledgeImportState>("/knowledge-import");

const isRunning = (i: KnowledgeImport | null | undefined) =>
  i?.status === "queued" || i?.status === "running";

export const knowledgeImportQueryOptions = () =>
  queryOptions({
    queryKey: knowledgeImportQueryKey,
    queryFn: getKnowledgeImport,
    // The progress bar follows a running import; nothing is polled once it ended.
    refetchInterval: (query) =>
      isRunning(query.state.data?.website) || isRunning(query.state.data?.document) ? 1000 : false,
  });

/** The latest website and document imports, polled while one runs. */
export function useKnowledgeImport() {
  return useQuery(knowledgeImportQueryOptions());
}

export { isRunning as isImportRunning };
