import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { doNotReplyQueryKey } from "./get-do-not-reply";

export const removeDoNotReply = (id: string) => api.delete<void>(`/do-not-reply/${id}`);

/** The agent answers the sender again from the next message on. */
export function useRemoveDoNotReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDoNotReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doNotReplyQueryKey }),
  });
}
