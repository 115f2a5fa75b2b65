import type { MailboxType, ProfileMode } from "@inbox/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { meQueryKey } from "@/features/auth/api/get-me";
import { api } from "@/lib/api-client";

export type SetupItem = "escalation_responsable" | "agent_intents" | "faq_content" | "brand_brief";

export interface ShellData {
  mode: ProfileMode;
  /** When the account went live (ISO), null in sandbox. */
  liveSince: string | null;
  /** The switched-on mailboxes: in live mode the agent sends replies through them. */
  mailboxes: { email: string; provider: string }[];
  accountTypes: MailboxType[];
  missing: SetupItem[];
}

export const shellQueryKey = ["shell"] as const;

export function useShell() {
  return useQuery({
    queryKey: shellQueryKey,
    queryFn: () => api.get<ShellData>("/shell"),
    staleTime: 30_000,
  });
}

/** Sandbox / live switch with the toasts of spec 001 §8. */
export function useSetMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: ProfileMode) =>
      api.patch<{ mode: ProfileMode; liveSince: string | null }>("/profile/mode", { mode }),
    onSuccess: ({ mode, liveSince }) => {
      queryClient.setQueryData<ShellData>(shellQueryKey, (old) => (old ? { ...old, mode, liveSince } : old));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success("Mode Updated", `Switched to ${mode} mode`);
    },
    onError: () => toast.error("Error", "Failed to update mode. Please try again."),
  });
}
