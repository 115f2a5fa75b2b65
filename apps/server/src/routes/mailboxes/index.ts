import { listUserMailboxes, setMailboxActive } from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { enqueueMailboxSync } from "../../jobs/queue";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";

/** /support-mailboxes (spec 001 §2): the caller's mailboxes with their health, and the active toggle. No secrets. */
export function mailboxRoutes(ctx: AppContext) {
  return new Hono<AppBindings>()
    .get("/", async (c) => c.json(await listUserMailboxes(ctx.db, { userId: c.get("user").id })))
    .patch(
      "/:id",
      validate("param", z.object({ id: z.string().uuid() })),
      validate("json", z.object({ isActive: z.boolean() })),
      async (c) => {
        const row = await setMailboxActive(ctx.db, {
          userId: c.get("user").id,
          mailboxId: c.req.valid("param").id,
          isActive: c.req.valid("json").isActive,
        });
        if (!row) throw new AppError("NOT_FOUND", "Mailbox not found");
        // Switched on: fetch at once. Switched off: the next reconcile stops syncing it.
        if (row.isActive && ctx.jobs) await enqueueMailboxSync(ctx, { mailboxId: row.id }).catch(() => {});
        return c.json(row);
      },
    );
}
