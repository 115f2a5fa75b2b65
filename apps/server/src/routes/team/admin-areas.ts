import type { Hono } from "hono";
import type { AppBindings, AppContext } from "../../context";
import { ADMIN_AREAS, requireRole } from "../../lib/roles";

/** The methods that change something: reading stays open to every teammate. */
export const CHANGING_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * The Owner/Admin areas under /api (issue 24): knowledge and intent groups, responsables, mailboxes, the plan, the
 * team, the sandbox/live mode. A Member changing any of them gets 403 with the area's sentence.
 */
export const ADMIN_PATHS: { area: keyof typeof ADMIN_AREAS; paths: string[] }[] = [
  { area: "library", paths: ["/library", "/library/*", "/agent-config", "/brand-brief", "/brand-brief/*"] },
  { area: "knowledgeImport", paths: ["/knowledge-import", "/knowledge-import/*"] },
  { area: "responsables", paths: ["/escalation-responsables", "/escalation-responsables/*"] },
  { area: "mailboxes", paths: ["/support-mailboxes", "/support-mailboxes/*", "/mailboxes/*"] },
  { area: "plan", paths: ["/company/plan"] },
  { area: "team", paths: ["/team", "/team/*"] },
  { area: "mode", paths: ["/profile/mode", "/company/mode"] },
  { area: "reportSettings", paths: ["/reports/settings"] },
];

export function protectAdminAreas(api: Hono<AppBindings>, ctx: AppContext) {
  for (const { area, paths } of ADMIN_PATHS)
    api.on(CHANGING_METHODS, paths, requireRole(ctx, "admin", ADMIN_AREAS[area]));
}
