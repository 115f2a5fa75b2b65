import type { DoNotReplyEntry } from "@inbox/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const doNotReplyQueryKey = ["do-not-reply"] as const;

export const getDoNotReply = () => api.get<DoNotReplyEntry[]>("/do-not-reply");

export const doNotReplyQueryOptions = () =>
  queryOptions({ queryKey: doNotReplyQueryKey, queryFn: getDoNotReply });

/** The senders the agent never answers, newest first. */
export function useDoNotReply() {
  return useQuery(doNotReplyQueryOptions());
}
