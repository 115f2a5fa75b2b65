import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
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
