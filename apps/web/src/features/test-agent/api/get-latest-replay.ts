import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { isReplayRunning, type MailReplay } from "../types";

export const latestReplayQueryKey = ["agent-tests", "replays", "latest"] as const;

export interface LatestReplay {
  replay: MailReplay | null;
  /** The most messages one test on past mail reads. */
  maxCount: number;
}

export const getLatestReplay = () => api.get<LatestReplay>("/agent-tests/replays/latest");

/** How often a running replay's progress is read. */
export const REPLAY_PROGRESS_MS = 1000;

export const latestReplayQueryOptions = () =>
  queryOptions({
    queryKey: latestReplayQueryKey,
    queryFn: getLatestReplay,
    refetchInterval: (query) => (isReplayRunning(query.state.data?.replay) ? REPLAY_PROGRESS_MS : false),
  });

/** The user's running or last test on past mail, followed while it runs: a reload finds it again. */
export function useLatestReplay() {
  return useQuery(latestReplayQueryOptions());
}
