import { nextOnboardingStep } from "@inbox/contracts";
import { getOnboardingFacts, getProfileWithCompany, hasPasswordAccount } from "@inbox/db";
import { Hono } from "hono";
import type { AppBindings, AppContext } from "../context";

/** The signed-in user, their profile and company, whether they have a password, and where onboarding resumes. */
export function meRoutes(ctx: AppContext) {
  return new Hono<AppBindings>().get("/", async (c) => {
    const user = c.var.user;
    const [profile, onboarding, hasPassword] = await Promise.all([
      getProfileWithCompany(ctx.db, { userId: user.id }),
      getOnboardingFacts(ctx.db, { userId: user.id }),
      hasPasswordAccount(ctx.db, { userId: user.id }),
    ]);
    return c.json({
      user,
      profile,
      hasPassword,
      onboarding: { ...onboarding, nextStep: nextOnboardingStep(onboarding) },
    });
  });
}
