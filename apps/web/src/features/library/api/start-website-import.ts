import type { KnowledgeImport } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { knowledgeImportQueryKey } from "./get-knowledge-import";

export const startWebsiteImport = (url: string) =>
  api.post<KnowledgeImport>("/knowledge-import/website", { url });
export const recheckWebsite = () => api.post<KnowledgeImport>("/knowledge-import/website/recheck");

/** Starts reading the website (or reading it again): the job runs on the server, the page follows its progress. */
export function useStartWebsiteImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url, recheck }: { url?: string; recheck?: boolean }) =>
      recheck ? recheckWebsite() : startWebsiteImport(url ?? ""),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: knowledgeImportQueryKey }),
  });
}
