import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { brandBriefs } from "../schema";
import type { SetupWriter } from "./agent-config";

/** The company's latest brand brief (spec 001 §5: only the latest is used), or null. */
export async function getLatestBrandBrief(db: DbOrTx, { companyId }: { companyId: string }) {
  const [row] = await db
    .select({ id: brandBriefs.id, content: brandBriefs.content, updatedAt: brandBriefs.updatedAt })
    .from(brandBriefs)
    .where(eq(brandBriefs.companyId, companyId))
    .orderBy(desc(brandBriefs.updatedAt))
    .limit(1);
  return row ?? null;
}

/** Update the latest brief's content and updated_at, or insert one (spec 000 §7); the writer is kept as its author. */
export async function saveBrandBrief(
  db: DbOrTx,
  { companyId, userId, content }: SetupWriter & { content: string },
) {
  const latest = await getLatestBrandBrief(db, { companyId });
  if (latest)
    await db
      .update(brandBriefs)
      .set({ content, userId, updatedAt: new Date() })
      .where(and(eq(brandBriefs.id, latest.id), eq(brandBriefs.companyId, companyId)));
  else await db.insert(brandBriefs).values({ companyId, userId, content });
  return (await getLatestBrandBrief(db, { companyId }))!;
}
