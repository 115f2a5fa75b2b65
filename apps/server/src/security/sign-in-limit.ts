import { readRateLimits, recordFailures } from "@inbox/db";
import { createMiddleware } from "hono/factory";
import type { AppBindings, AppContext } from "../context";
import { peekJson } from "./auth-guards";
import { rememberAddressOfAccount, signInKeys } from "./sign-in-keys";

/**
 * Wrong passwords per account, beside the per-address limit Better Auth keeps. Two counts, each with a wait that grows
 * (doubling from `firstWaitSeconds` up to `maxWaitSeconds`) once `free` failures are spent:
 * - per account and address: one guesser is slowed at once, and only that guesser;
 * - per account from everywhere: a slower ceiling for guessers spread over many addresses. It does not apply to an
 *   address that signed in to the account before (or reset its password from there), so an attacker cannot lock the
 *   owner out by failing on purpose.
 * Failures are forgotten after a quiet day; a successful sign-in clears its address's count.
 */
export const SIGN_IN_FAILURES = {
  pair: { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60 },
  account: { free: 20, firstWaitSeconds: 60, maxWaitSeconds: 60 * 60 },
  forgetAfterSeconds: 24 * 60 * 60,
  knownAddressSeconds: 90 * 24 * 60 * 60,
} as const;

export const TOO_MANY_FAILED_SIGN_INS = "TOO_MANY_FAILED_SIGN_INS";

type Rule = { free: number; firstWaitSeconds: number; maxWaitSeconds: number };

/** How long after the last failure the next attempt waits, for this many failures. */
export function waitAfterFailures(failures: number, rule: Rule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** (failures - rule.free));
}

const inWords = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

export function limitSignInFailures(ctx: AppContext) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const body = await peekJson(c);
    const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
    if (!email) return next();
    const address = c.var.clientIp ?? "unknown";
    const keys = signInKeys(email, address);
    const now = Date.now();
    const rows = await readRateLimits(ctx.db, [keys.pair, keys.account, keys.known]);
    const known = rows.get(keys.known);
    const isKnownAddress = !!known && now - known.lastRequest < SIGN_IN_FAILURES.knownAddressSeconds * 1000;
    const remaining = (key: string, rule: Rule) => {
      const row = rows.get(key);
      if (!row || now - row.lastRequest > SIGN_IN_FAILURES.forgetAfterSeconds * 1000) return 0;
      return Math.ceil((row.lastRequest + waitAfterFailures(row.count, rule) * 1000 - now) / 1000);
    };
    const pairWait = remaining(keys.pair, SIGN_IN_FAILURES.pair);
    const accountWait = isKnownAddress ? 0 : remaining(keys.account, SIGN_IN_FAILURES.account);
    const wait = Math.max(pairWait, accountWait);
    if (wait > 0) {
      ctx.logger.warn({ address, pairWait, accountWait }, "sign-in refused: too many wrong passwords");
      const message =
        pairWait >= accountWait
          ? `Too many wrong passwords for this account. Please wait ${inWords(wait)} before trying again, or reset your password.`
          : `This account has had too many wrong passwords from several places. Please wait ${inWords(wait)} before trying again, or reset your password.`;
      return c.json({ code: TOO_MANY_FAILED_SIGN_INS, message }, 429, { "Retry-After": String(wait) });
    }
    await next();
    if (c.res.status === 401) {
      await recordFailures(ctx.db, {
        keys: [keys.pair, keys.account],
        now,
        forgetAfterSeconds: SIGN_IN_FAILURES.forgetAfterSeconds,
      });
    } else if (c.res.ok) {
      await rememberAddressOfAccount(ctx.db, email, address);
    }
  });
}
