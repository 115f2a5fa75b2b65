import type { MembershipRole } from "@inbox/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface InvitationView {
  state: "pending" | "expired" | "accepted" | "revoked";
  email: string;
  role: MembershipRole;
  companyName: string;
  invitedBy: string | null;
  expiresAt: string;
}

/** What the invite page shows for its link (no session needed). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: () => api.get<InvitationView>(`/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function acceptInvitation(token: string) {
  return api.post<{ companyId: string; role: MembershipRole }>(
    `/invitations/${encodeURIComponent(token)}/accept`,
    {},
  );
}
