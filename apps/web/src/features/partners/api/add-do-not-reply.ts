import type { DoNotReplyEntry } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { doNotReplyQueryKey } from "./get-do-not-reply";

export const addDoNotReply = (input: { email: string; name?: string; wholeDomain?: boolean }) =>
  api.post<DoNotReplyEntry>("/do-not-reply", input);

/** The agent stops answering the sender from the next message on. */
export function useAddDoNotReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDoNotReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doNotReplyQueryKey }),
  });
}
