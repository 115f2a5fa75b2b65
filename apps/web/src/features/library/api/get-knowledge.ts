import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { KnowledgePage } from "../types";

export const knowledgeQueryKey = ["library", "knowledge"] as const;

export interface KnowledgeQuery {
  q: string;
  page: number;
  pageSize: number;
}

export const getKnowledge = ({ q, page, pageSize }: KnowledgeQuery) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set("q", q.trim());
  return api.get<KnowledgePage>(`/library/knowledge?${params}`);
};

export const knowledgeQueryOptions = (query: KnowledgeQuery) =>
  queryOptions({
    queryKey: [...knowledgeQueryKey, query],
    queryFn: () => getKnowledge(query),
    placeholderData: keepPreviousData,
  });

/** One page of learned knowledge, entries to review first, searched on the server. */
export function useKnowledge(query: KnowledgeQuery) {
  return useQuery(knowledgeQueryOptions(query));
}
