import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MailReplay } from "../types";
import { latestReplayQueryKey } from "./get-latest-replay";
import { replayQueryKey } from "./get-replay";

export const cancelReplay = (id: string) =>
  api.post<MailReplay>(`/agent-tests/replays/${encodeURIComponent(id)}/cancel`);

/** Stops a running test on past mail; the messages already replayed stay in its table. */
export function useCancelReplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReplay,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: latestReplayQueryKey });
      void queryClient.invalidateQueries({ queryKey: replayQueryKey() });
    },
  });
}
