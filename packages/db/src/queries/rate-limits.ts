import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { rateLimit } from "../schema";

/**
 * Counts one attempt under `key` in a fixed window and says whether it is allowed. Stored in the same table as Better
 * Auth's limits, so it holds across several servers; `last_request` is the window's start for these keys.
 */
export async function takeRateLimit(
  db: DbOrTx,
  {
    key,
    max,
    windowSeconds,
    now = Date.now(),
  }: { key: string; max: number; windowSeconds: number; now?: number },
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const windowStart = now - windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const started = row?.lastRequest ?? now;
  return {
    allowed: count <= max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((started + windowSeconds * 1000 - now) / 1000)),
  };
}

/** Rows of the limit table by key (`lastRequest` in ms), for limits that decide from their own counts. */
export async function readRateLimits(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return new Map<string, { count: number; lastRequest: number }>();
  const rows = await db
    .select({ key: rateLimit.key, count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(inArray(rateLimit.key, keys));
  return new Map(rows.map((r) => [r.key, { count: r.count, lastRequest: r.lastRequest }]));
}

/**
 * One more failure under each key, at `now`; a key whose last failure is older than `forgetAfterSeconds` starts again
 * at one (failures are forgotten after a quiet spell).
 */
export async function recordFailures(
  db: DbOrTx,
  {
    keys,
    now = Date.now(),
    forgetAfterSeconds,
  }: { keys: string[]; now?: number; forgetAfterSeconds: number },
) {
  const forgetBefore = now - forgetAfterSeconds * 1000;
  for (const key of keys)
    await db
      .insert(rateLimit)
      .values({ id: randomUUID(), key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${rateLimit.lastRequest} <= ${forgetBefore} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`${now}`,
        },
      });
}

/** Sets a key to one at `now` (a remembered event, such as an address that signed in to an account). */
export async function markRateLimitKey(db: DbOrTx, { key, now = Date.now() }: { key: string; now?: number }) {
  await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({ target: rateLimit.key, set: { count: 1, lastRequest: sql`${now}` } });
}

export async function clearRateLimitKeys(db: DbOrTx, keys: string[]) {
  if (keys.length > 0) await db.delete(rateLimit).where(inArray(rateLimit.key, keys));
}
