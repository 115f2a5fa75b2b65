import { plans } from "@inbox/contracts";
import { countSeatsTaken, getCompanyPlanFacts } from "@inbox/db";
import type { AppContext } from "../../context";

/**
 * Users the company's plan allows (Free 1, Standard 3, Professional unlimited = null). The trial counts as the plan
 * chosen; after it, a company that has not paid has Free's seat, as for its other limits.
 */
export async function seatsOf(ctx: AppContext, companyId: string, now = new Date()) {
  const company = await getCompanyPlanFacts(ctx.db, { companyId });
  const chosen = plans.find((p) => p.id === company?.subscription) ?? plans[0]!;
  const trialOver = company?.trialEndsAt ? company.trialEndsAt.getTime() < now.getTime() : false;
  const plan = trialOver ? plans[0]! : chosen;
  const taken = await countSeatsTaken(ctx.db, { companyId, now });
  return { plan: plan.name, limit: plan.limits.users, taken };
}
