import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { libraryQueryKey } from "./get-library";

export const updateFaq = (faqContent: string) => api.put("/library/faq", { faqContent });

/** The agent reads the saved FAQ for the very next message. */
export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: libraryQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["shell"] });
    },
  });
}
