import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { isReplayRunning, type MailReplayPage } from "../types";
import { REPLAY_PROGRESS_MS } from "./get-latest-replay";

export const REPLAY_PAGE_SIZE = 50;

export interface ReplayPageQuery {
  id: string;
  page: number;
  changedOnly: boolean;
}

export const replayQueryKey = (q?: ReplayPageQuery) =>
  q
    ? (["agent-tests", "replays", q.id, q.page, q.changedOnly] as const)
    : (["agent-tests", "replays"] as const);

export const getReplay = ({ id, page, changedOnly }: ReplayPageQuery) =>
  api.get<MailReplayPage>(
    `/agent-tests/replays/${encodeURIComponent(id)}?page=${page}&pageSize=${REPLAY_PAGE_SIZE}${changedOnly ? "&changed=true" : ""}`,
  );

export const replayQueryOptions = (q: ReplayPageQuery) =>
  queryOptions({
    queryKey: replayQueryKey(q),
    queryFn: () => getReplay(q),
    placeholderData: keepPreviousData,
    // Rows come in while it runs.
    refetchInterval: (query) => (isReplayRunning(query.state.data?.replay) ? REPLAY_PROGRESS_MS : false),
  });

/** A page of a replay's rows (changed ones first), with its counts per action. */
export function useReplay(q: ReplayPageQuery | null) {
  return useQuery({
    ...replayQueryOptions(q ?? { id: "", page: 1, changedOnly: false }),
    enabled: q !== null,
  });
}
