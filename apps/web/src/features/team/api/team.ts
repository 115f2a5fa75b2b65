import type { MembershipRole } from "@inbox/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { ApiError, api } from "@/lib/api-client";

export interface Teammate {
  userId: string;
  role: MembershipRole;
  name: string;
  email: string;
  joinedAt: string;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: MembershipRole;
  expiresAt: string;
  sentAt: string;
  invitedBy: string | null;
}

export interface Team {
  me: { userId: string; role: MembershipRole };
  members: Teammate[];
  invitations: PendingInvitation[];
  /** limit null: unlimited (Professional). */
  seats: { plan: string; limit: number | null; taken: number };
}

export const teamQueryKey = ["team"] as const;

export function useTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: () => api.get<Team>("/team") });
}

/** A team change: the toast says what happened, or the server's sentence when it was refused. */
function useTeamMutation<TVars>(
  mutationFn: (vars: TVars) => Promise<unknown>,
  done: { title: string; description: (vars: TVars) => string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, vars) => toast.success(done.title, done.description(vars)),
    onError: (error) =>
      toast.error("Not done", error instanceof ApiError ? error.message : "Please try again."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

/** The invite form shows a refusal beside the form (with the plan link for seats), so its error is not toasted. */
export function useInviteTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { email: string; role: "admin" | "member" }) => api.post("/team/invitations", vars),
    onSuccess: (_data, vars) =>
      toast.success("Invitation sent", `${vars.email} has a link valid for 7 days.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

export const useResendInvitation = () =>
  useTeamMutation((i: PendingInvitation) => api.post(`/team/invitations/${i.id}/resend`, {}), {
    title: "Invitation sent again",
    description: (i) => `${i.email} has a new link valid for 7 days; the old one no longer works.`,
  });

export const useRevokeInvitation = () =>
  useTeamMutation((i: PendingInvitation) => api.delete(`/team/invitations/${i.id}`), {
    title: "Invitation withdrawn",
    description: (i) => `The link sent to ${i.email} no longer works.`,
  });

export const useChangeRole = () =>
  useTeamMutation(
    (v: { member: Teammate; role: "admin" | "member" }) =>
      api.patch(`/team/members/${encodeURIComponent(v.member.userId)}`, { role: v.role }),
    {
      title: "Role changed",
      description: (v) => `${v.member.name} is now ${v.role === "admin" ? "an admin" : "a member"}.`,
    },
  );

export const useTransferOwnership = () =>
  useTeamMutation((m: Teammate) => api.post("/team/transfer-ownership", { userId: m.userId }), {
    title: "Ownership transferred",
    description: (m) => `${m.name} now owns the company; you stay on as an admin.`,
  });

export const useRemoveTeammate = () =>
  useTeamMutation((m: Teammate) => api.delete(`/team/members/${encodeURIComponent(m.userId)}`), {
    title: "Teammate removed",
    description: (m) => `${m.name} is signed out and their tickets are Unassigned again.`,
  });
