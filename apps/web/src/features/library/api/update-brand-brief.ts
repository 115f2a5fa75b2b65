import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { libraryQueryKey } from "./get-library";

export const updateBrandBrief = (content: string) => api.put("/library/brand-brief", { content });

export function useUpdateBrandBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandBrief,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: libraryQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["shell"] });
      void queryClient.invalidateQueries({ queryKey: ["brand-brief"] });
    },
  });
}
