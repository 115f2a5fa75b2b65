import type { KnowledgeSuggestionList } from "@inbox/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const suggestionsQueryKey = ["knowledge-import", "suggestions"] as const;

export const getSuggestions = () =>
  api.get<KnowledgeSuggestionList>("/knowledge-import/suggestions?limit=200");

export const suggestionsQueryOptions = (polling: boolean) =>
  queryOptions({
    queryKey: suggestionsQueryKey,
    queryFn: getSuggestions,
    // New suggestions arrive while an import runs.
    refetchInterval: polling ? 2000 : false,
  });

/** The entries proposed from the website and documents, waiting for the owner. */
export function useSuggestions({ polling }: { polling: boolean }) {
  return useQuery(suggestionsQueryOptions(polling));
}
