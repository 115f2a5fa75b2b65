import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AgentTestMessage, PROCESSING_TEXT } from "../types";
import { testMessagesQueryKey } from "./get-test-messages";

export const sendTestMessage = ({ testId, content }: { testId: string; content: string }) =>
  api.post<AgentTestMessage>(`/agent-tests/${testId}/messages`, { content });

/**
 * Sends a pasted email to the agent. The server stores it with "Processing..." and answers when the reply is ready;
 * the conversation shows the same "Processing..." bubble meanwhile.
 */
export function useSendTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMessage,
    onMutate: async ({ testId, content }) => {
      const key = testMessagesQueryKey(testId);
      await queryClient.cancelQueries({ queryKey: key });
      const pending: AgentTestMessage = {
        id: `pending-${Date.now()}`,
        agentTestId: testId,
        messageContent: content.trim(),
        aiResponse: PROCESSING_TEXT,
        intent: null,
        intentId: null,
        isSystemMessage: false,
        userQualification: null,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData<AgentTestMessage[]>(key, (old) => [...(old ?? []), pending]);
      return { pendingId: pending.id };
    },
    onSuccess: (row, { testId }, context) => {
      queryClient.setQueryData<AgentTestMessage[]>(testMessagesQueryKey(testId), (old) =>
        (old ?? []).map((m) => (m.id === context?.pendingId ? row : m)),
      );
    },
    onError: (_error, { testId }, context) => {
      queryClient.setQueryData<AgentTestMessage[]>(testMessagesQueryKey(testId), (old) =>
        (old ?? []).filter((m) => m.id !== context?.pendingId),
      );
    },
    onSettled: (_data, _error, { testId }) =>
      void queryClient.invalidateQueries({ queryKey: testMessagesQueryKey(testId) }),
  });
}
