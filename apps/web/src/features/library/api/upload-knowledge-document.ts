import type { KnowledgeImport } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { knowledgeImportQueryKey } from "./get-knowledge-import";

export const uploadKnowledgeDocument = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return api.post<KnowledgeImport>("/knowledge-import/documents", form);
};

/** A PDF, Word, text or Markdown file whose entries are proposed like the website's. */
export function useUploadKnowledgeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKnowledgeDocument,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: knowledgeImportQueryKey }),
  });
}
