import type { Rating } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AgentTestMessage } from "../types";
import { testMessagesQueryKey } from "./get-test-messages";

export const rateTestMessage = ({
  messageId,
  rating,
}: {
  messageId: string;
  testId: string;
  rating: Rating;
}) => api.put<AgentTestMessage>(`/agent-tests/messages/${messageId}/rating`, { rating });

/** Rates a reply; it can be changed at any time. A double thumbs up teaches the agent, a thumbs down flags it. */
export function useRateTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateTestMessage,
    onSuccess: (row, { testId }) => {
      queryClient.setQueryData<AgentTestMessage[]>(testMessagesQueryKey(testId), (old) =>
        (old ?? []).map((m) => (m.id === row.id ? row : m)),
      );
      void queryClient.invalidateQueries({ queryKey: ["library", "knowledge"] });
    },
  });
}
