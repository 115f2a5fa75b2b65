import { takeRateLimit } from "@inbox/db";
import { createMiddleware } from "hono/factory";
import type { AppBindings, AppContext } from "../context";
import { AppError } from "../lib/errors";

/** How many IMAP/SMTP connection checks ("Test connection", and connecting the mailbox) one user may run per window. */
export const MAIL_TESTS_PER_USER = { max: 10, windowSeconds: 10 * 60 };

/**
 * Each check opens connections from this server to an address the user chose: a few are what a person needs to get
 * the settings right, a stream of them is a scan.
 */
export function limitMailConnectionTests(ctx: AppContext) {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (c.req.method !== "POST") return next();
    const quota = await takeRateLimit(ctx.db, {
      key: `mail-test:${c.get("user").id}`,
      max: MAIL_TESTS_PER_USER.max,
      windowSeconds: MAIL_TESTS_PER_USER.windowSeconds,
    });
    if (!quota.allowed) {
      c.header("Retry-After", String(quota.retryAfterSeconds));
      const minutes = Math.ceil(quota.retryAfterSeconds / 60);
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `Too many connection tests in a short time. Please check the settings and try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    }
    await next();
  });
}
