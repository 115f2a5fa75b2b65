// The onboarding chain of product-decisions.md. The server computes the facts; screens and redirects share the order.
export interface OnboardingFacts {
  hasCompany: boolean;
  hasPlan: boolean;
  hasAgentConfig: boolean;
  hasBrandBrief: boolean;
  isOnboardingComplete: boolean;
}

export type OnboardingStep =
  | "/user-signup"
  | "/subscription-selection"
  | "/agent-config"
  | "/brand-brief"
  | "/email-connection";

/** The first unfinished step, or null when the user is done and belongs on /dashboard. */
export function nextOnboardingStep(facts: OnboardingFacts): OnboardingStep | null {
  if (!facts.hasCompany) return "/user-signup";
  if (!facts.hasPlan) return "/subscription-selection";
  if (!facts.hasAgentConfig) return "/agent-config";
  if (!facts.hasBrandBrief) return "/brand-brief";
  if (!facts.isOnboardingComplete) return "/email-connection";
  return null;
}
