import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface PublicConfig {
  googleEnabled: boolean;
  demoBookingUrl: string | null;
  landingVideoUrl: string | null;
  governingLaw: string | null;
  salesEmail: string;
  supportEmail: string;
  privacyEmail: string;
  trialDays: number;
}

/** GET /api/config: what the public pages read from the server's configuration. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: () => api.get<PublicConfig>("/config"),
    staleTime: 5 * 60_000,
  });
}
