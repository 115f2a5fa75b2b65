import { plans, TRIAL_DAYS } from "@inbox/contracts";
import { Hono } from "hono";
import { isGoogleConfigured } from "../auth";
import type { AppBindings, AppContext } from "../context";

/** What the public pages need from configuration: no secrets. */
export function publicConfigRoutes(ctx: AppContext) {
  const { env } = ctx;
  return new Hono<AppBindings>().get("/", (c) =>
    c.json({
      googleEnabled: isGoogleConfigured(env),
      demoBookingUrl: env.DEMO_BOOKING_URL ?? null,
      landingVideoUrl: env.LANDING_VIDEO_URL ?? null,
      governingLaw: env.LEGAL_GOVERNING_LAW ?? null,
      salesEmail: env.SALES_EMAIL,
      supportEmail: env.SUPPORT_EMAIL,
      privacyEmail: env.PRIVACY_EMAIL,
      trialDays: TRIAL_DAYS,
      plans,
    }),
  );
}
