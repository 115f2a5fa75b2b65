import type { MailboxProvider, MailboxType } from "@inbox/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";

export interface SupportMailbox {
  id: string;
  email: string;
  provider: MailboxProvider;
  type: MailboxType | null;
  isActive: boolean;
  forwardingAddress: string | null;
  lastSyncedAt: string | null;
  lastError: string | null;
  needsReconnect: boolean;
  createdAt: string;
}

const key = ["support-mailboxes"] as const;

export function useMailboxes() {
  return useQuery({ queryKey: key, queryFn: () => api.get<SupportMailbox[]>("/support-mailboxes") });
}

/** The active toggle: optimistic, rolled back on failure, with the toasts of spec 001 §8. */
export function useSetMailboxActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.patch(`/support-mailboxes/${id}`, { isActive }),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SupportMailbox[]>(key);
      queryClient.setQueryData<SupportMailbox[]>(key, (rows) =>
        rows?.map((m) => (m.id === id ? { ...m, isActive } : m)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error("Update failed", "Failed to update mailbox status. Please try again.");
    },
    onSuccess: () => toast.success("Status updated", "Mailbox activated or deactivated successfully."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
