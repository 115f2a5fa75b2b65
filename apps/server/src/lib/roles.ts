import type { MembershipRole } from "@inbox/contracts";
import { getMembership } from "@inbox/db";
import { createMiddleware } from "hono/factory";
import type { AppBindings, AppContext } from "../context";
import { AppError } from "./errors";

const RANK: Record<MembershipRole, number> = { member: 0, admin: 1, owner: 2 };

/** What each Owner/Admin area says to a Member who tries to change it (a sentence, not a code). */
export const ADMIN_AREAS = {
  library: "Only the owner or an admin can change the knowledge library.",
  knowledgeImport: "Only the owner or an admin can import knowledge.",
  responsables: "Only the owner or an admin can change escalation responsables.",
  mailboxes: "Only the owner or an admin can change support mailboxes.",
  plan: "Only the owner or an admin can change the plan.",
  team: "Only the owner or an admin can manage the team.",
  mode: "Only the owner or an admin can switch between sandbox and live.",
  reportSettings: "Only the owner or an admin can change the report settings.",
} as const;

/**
 * Lets the request through only when the signed-in user's role in their company is at least `least`; otherwise 403
 * with `message`. A user with no company yet (part way through onboarding) has nothing to protect: the route's own
 * check answers them.
 */
export function requireRole(ctx: AppContext, least: MembershipRole, message: string) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const membership = await getMembership(ctx.db, { userId: c.get("user").id });
    if (membership && RANK[membership.role] < RANK[least]) throw new AppError("FORBIDDEN", message);
    await next();
  });
}

export function hasRole(role: MembershipRole | null | undefined, least: MembershipRole) {
  return role ? RANK[role] >= RANK[least] : false;
}
