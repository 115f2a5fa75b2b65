import { getProfileWithCompany, listCompanyMailboxes, setMailboxActive } from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { syncMailboxJob } from "../../jobs/definitions/sync-mailbox";
import { sendJob } from "../../jobs/send";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { syncStallOf } from "./sync-health";

/**
 * /support-mailboxes (spec 001 §2): the company's mailboxes (whoever connected them) with their health (last sync, a
 * stalled sync, a needed reconnect), and the active toggle. No secrets.
 */
export function mailboxRoutes(ctx: AppContext) {
  return new Hono<AppBindings>()
    .get("/", async (c) => {
      // A user who has not set up a company yet has no mailboxes (the page says so), not an error.
      const profile = await getProfileWithCompany(ctx.db, { userId: c.get("user").id });
      if (!profile?.companyId) return c.json([]);
      const rows = await listCompanyMailboxes(ctx.db, { companyId: profile.companyId });
      const now = new Date();
      const intervalSeconds = ctx.env.MAIL_SYNC_INTERVAL_SECONDS;
      return c.json(rows.map((m) => ({ ...m, syncStalled: syncStallOf(m, { now, intervalSeconds }) })));
    })
    .patch(
      "/:id",
      validate("param", z.object({ id: z.string().uuid() })),
      validate("json", z.object({ isActive: z.boolean() })),
      async (c) => {
        const row = await setMailboxActive(ctx.db, {
          companyId: await companyIdOf(ctx, c.get("user").id),
          mailboxId: c.req.valid("param").id,
          isActive: c.req.valid("json").isActive,
        });
        if (!row) throw new AppError("NOT_FOUND", "Mailbox not found");
        // Switched on: fetch at once. Switched off: the next reconcile stops syncing it.
        if (row.isActive && ctx.jobs)
          await sendJob(ctx, syncMailboxJob, { mailboxId: row.id }).catch(() => {});
        return c.json(row);
      },
    );
}
