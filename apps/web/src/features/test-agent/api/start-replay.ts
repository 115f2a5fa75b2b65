import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MailReplay } from "../types";
import { type LatestReplay, latestReplayQueryKey } from "./get-latest-replay";

export const startReplay = (count: number) => api.post<MailReplay>("/agent-tests/replays", { count });

/** Starts a test on past mail over the last `count` received messages (a background job). */
export function useStartReplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startReplay,
    onSuccess: (replay) => {
      queryClient.setQueryData<LatestReplay>(latestReplayQueryKey, (old) => ({
        maxCount: old?.maxCount ?? 500,
        replay,
      }));
      void queryClient.invalidateQueries({ queryKey: latestReplayQueryKey });
    },
  });
}
