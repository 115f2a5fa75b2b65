import { domainOfEmail, doNotReplyInputSchema } from "@inbox/contracts";
import { addDoNotReply, deleteDoNotReply, findDoNotReplyByEmail, listDoNotReply } from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";

const idParam = z.object({ id: z.string().uuid("This entry link is not valid") });

/**
 * The do-not-reply list of the caller's company (spec 001 §3 do_not_reply_to, §5): senders the agent never answers.
 * An entry is one address, or every address at its domain when the owner chose so. The agent reads the table for every
 * message, so an entry added or removed here applies to the next one.
 */
export function doNotReplyRoutes(ctx: AppContext) {
  const companyOf = (userId: string) => companyIdOf(ctx, userId, "User company not found");
  return new Hono<AppBindings>()
    .get("/", async (c) => {
      const companyId = await companyOf(c.get("user").id);
      return c.json(await listDoNotReply(ctx.db, { companyId }));
    })
    .post("/", validate("json", doNotReplyInputSchema), async (c) => {
      const companyId = await companyOf(c.get("user").id);
      const { email, name, wholeDomain } = c.req.valid("json");
      if (await findDoNotReplyByEmail(ctx.db, { companyId, email }))
        throw new AppError("CONFLICT", `Email ${email} is already in the do not reply list`);
      const entry = await addDoNotReply(ctx.db, {
        companyId,
        // The address alone unless the owner chose the whole domain (the schema refuses a public provider's).
        values: { email, name, domain: wholeDomain ? domainOfEmail(email) : null },
      });
      return c.json(entry, 201);
    })
    .delete("/:id", validate("param", idParam), async (c) => {
      const companyId = await companyOf(c.get("user").id);
      if (!(await deleteDoNotReply(ctx.db, { companyId, id: c.req.valid("param").id })))
        throw new AppError("NOT_FOUND", "This sender is no longer on the do not reply list");
      return c.body(null, 204);
    });
}
