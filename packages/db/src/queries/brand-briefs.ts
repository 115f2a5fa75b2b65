import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { brandBriefs } from "../schema";

/** The user's latest brand brief (spec 001 §5: only the latest is used), or null. */
export async function getLatestBrandBrief(db: DbOrTx, { userId }: { userId: string }) {
  const [row] = await db
    .select({ id: brandBriefs.id, content: brandBriefs.content, updatedAt: brandBriefs.updatedAt })
    .from(brandBriefs)
    .where(eq(brandBriefs.userId, userId))
    .orderBy(desc(brandBriefs.updatedAt))
    .limit(1);
  return row ?? null;
}

/** Update the latest brief's content and updated_at, or insert one (spec 000 §7). */
export async function saveBrandBrief(db: DbOrTx, { userId, content }: { userId: string; content: string }) {
  const latest = await getLatestBrandBrief(db, { userId });
  if (latest)
    await db
      .update(brandBriefs)
      .set({ content, updatedAt: new Date() })
      .where(and(eq(brandBriefs.id, latest.id), eq(brandBriefs.userId, userId)));
  else await db.insert(brandBriefs).values({ userId, content });
  return (await getLatestBrandBrief(db, { userId }))!;
}
