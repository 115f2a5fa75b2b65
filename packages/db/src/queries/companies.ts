import type { PlanId } from "@inbox/contracts";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { companies, profiles } from "../schema";
import { addMembership } from "./team";

/** Create Your Company: the company, and the user's profile linked to it, in one transaction. */
export async function createCompanyForUser(
  db: DbOrTx,
  {
    userId,
    email,
    name,
    url,
    trialEndsAt,
  }: { userId: string; email: string; name: string; url: string; trialEndsAt: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(companies).values({ name, url, email, trialEndsAt }).returning();
    await tx
      .update(profiles)
      .set({ companyId: row!.id, email, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    await addMembership(tx, { companyId: row!.id, userId, role: "owner" });
    return row!;
  });
}

export async function setCompanyPlan(db: DbOrTx, { companyId, plan }: { companyId: string; plan: PlanId }) {
  const [row] = await db
    .update(companies)
    .set({ subscription: plan, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id, subscription: companies.subscription });
  return row ?? null;
}
