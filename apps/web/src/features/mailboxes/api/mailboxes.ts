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
  /** Set when an active IMAP, Gmail or Outlook mailbox has gone more than three sync periods without a finished sync. */
  syncStalled: { since: string; reason: string } | null;
  createdAt: string;
}

const key = ["support-mailboxes"] as const;

export function useMailboxes() {
  // Refreshed while open: a sync that stalls or recovers shows without a reload.
  return useQuery({
    queryKey: key,
    queryFn: () => api.get<SupportMailbox[]>("/support-mailboxes"),
    refetchInterval: 30_000,
  });
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
