import type { MembershipRole, OnboardingFacts, OnboardingStep, PlanId, ProfileMode } from "@inbox/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";

export interface Me {
  user: { id: string; email: string; name: string };
  profile: {
    id: string;
    companyId: string | null;
    /** The user's role in their company (issue 24); null before a company exists. */
    role: MembershipRole | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    mode: ProfileMode;
    company: {
      id: string;
      name: string;
      subscription: PlanId | null;
      email: string;
      url: string;
      trialEndsAt: string | null;
    } | null;
  } | null;
  /** Signs in with a password (the profile dialog offers to change it); false for a Google-only account. */
  hasPassword: boolean;
  onboarding: OnboardingFacts & { nextStep: OnboardingStep | null };
}

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export async function getMe(): Promise<Me | null> {
  try {
    return await api.get<Me>("/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryKey = ["me"] as const;
export const getMeQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(getMeQueryOptions());
}
