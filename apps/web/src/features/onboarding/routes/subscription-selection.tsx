import type { PlanId } from "@inbox/contracts";
import { plans } from "@inbox/contracts/plans";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Check, X } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { meQueryKey } from "@/features/auth/api/get-me";
import { usePublicConfig } from "@/features/marketing/api/public-config";
import { ApiError, api } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { OnboardingLayout } from "../components/onboarding-layout";

/** Spec 000 §9: wait one second after a successful choice. */
const REDIRECT_DELAY_MS = 1000;

/** /subscription-selection: the three plans from the one catalogue, each with the 15-day trial. */
export function Component() {
  const [busy, setBusy] = useState<PlanId | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePublicConfig();

  async function choose(plan: PlanId) {
    setBusy(plan);
    try {
      await api.put("/company/plan", { plan });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success(
        "Plan Selected",
        `Your 15-day free trial of ${plans.find((p) => p.id === plan)?.name} has started.`,
      );
      setTimeout(() => navigate(paths.agentConfig.getHref()), REDIRECT_DELAY_MS);
    } catch (error) {
      setBusy(null);
      // An ended session: the sign-in guard says "Authentication required" and takes the user to /signin.
      if (error instanceof ApiError && error.status === 401) return;
      const message =
        error instanceof ApiError && error.status === 404
          ? "Unable to find user company"
          : "Failed to select plan. Please try again.";
      toast.error("Error", message);
      setBusy(null);
    }
  }

  return (
    <OnboardingLayout
      step={1}
      title="Choose your plan"
      subtitle="Every plan starts with a 15-day free trial. No credit card required."
      wide
    >
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to={paths.userSignup.getHref()}>
          <ArrowLeft aria-hidden className="size-4" /> Back to user signup
        </Link>
      </Button>
      <div className="grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <article
            key={plan.id}
            className={cn(
              "flex flex-col rounded-xl border p-6",
              plan.badge === "Most Popular" ? "border-brand-600 shadow-md" : "border-slate-200",
            )}
          >
            <div className="flex flex-wrap gap-2">
              <Badge variant="success">15-day free trial</Badge>
              {plan.badge && <Badge>{plan.badge}</Badge>}
            </div>
            <h2 className="mt-3 text-xl font-semibold">{plan.name}</h2>
            <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
            <p className="mt-4">
              <span className="text-3xl font-bold">${plan.price}</span>{" "}
              <span className="text-sm text-slate-500">{plan.period}</span>
            </p>
            <div className="mt-4 flex-1 space-y-2 text-sm">
              <ul className="space-y-2" aria-label={`${plan.name} plan includes`}>
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden className="size-4 shrink-0 text-green-600" />
                    {f}
                  </li>
                ))}
              </ul>
              {plan.limitations.length > 0 && (
                <ul className="space-y-2 text-slate-500" aria-label={`${plan.name} plan limitations`}>
                  {plan.limitations.map((l) => (
                    <li key={l} className="flex gap-2">
                      <X aria-hidden className="size-4 shrink-0 text-slate-400" />
                      {l}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {plan.id === "professional" ? (
              <Button asChild variant="outline" className="mt-6">
                <a
                  href={`mailto:${config.data?.salesEmail ?? "sales@inbox-autopilot.com"}?subject=${encodeURIComponent("Inbox Autopilot Professional")}`}
                >
                  Contact Sales
                </a>
              </Button>
            ) : (
              <Button
                className="mt-6"
                disabled={busy !== null}
                onClick={() => void choose(plan.id)}
                aria-label={`Choose ${plan.name}`}
              >
                {busy === plan.id ? "Selecting..." : plan.cta}
              </Button>
            )}
          </article>
        ))}
      </div>
    </OnboardingLayout>
  );
}
