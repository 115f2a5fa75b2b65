import { Hono } from "hono";
import type { AppBindings, AppContext } from "../../context";

/** Onboarding endpoints (companies, plan, agent config, brand brief, mailboxes, usecase). Signed-in only. */
export function onboardingRoutes(_ctx: AppContext) {
  return new Hono<AppBindings>();
}
