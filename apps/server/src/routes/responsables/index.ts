import { responsableInput } from "@inbox/contracts";
import {
  addResponsableIntent,
  createResponsable,
  deleteResponsable,
  filterCompanyIntentIds,
  getResponsable,
  isUniqueViolation,
  listCompanyIntents,
  listResponsables,
  removeResponsableIntent,
  updateResponsable,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";

// The form's rules (shared with the dialog), and the intents to escalate to the new responsable.
const createInput = responsableInput.extend({ intentIds: z.array(z.string().uuid()).default([]) });

const duplicateEmail = (email: string) =>
  new AppError(
    "CONFLICT",
    `${email} is already a responsable in your company. Edit that responsable instead.`,
  );

/** The write, or the sentence saying the address is taken (checked first; the unique index settles a race). */
async function unlessDuplicate<T>(email: string, write: () => Promise<T | "duplicate">): Promise<T> {
  try {
    const row = await write();
    if (row === "duplicate") throw duplicateEmail(email);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail(email);
    throw error;
  }
}

/** Escalation responsables of the caller's company (spec 001 §2 /escalation-by-intent), with their intents. */
export function responsableRoutes(ctx: AppContext) {
  const companyOf = (userId: string) => companyIdOf(ctx, userId, "User must be associated with a company");
  const idParam = z.object({ id: z.string().uuid() });
  return (
    new Hono<AppBindings>()
      .get("/", async (c) =>
        c.json(await listResponsables(ctx.db, { companyId: await companyOf(c.get("user").id) })),
      )
      .post("/", validate("json", createInput), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const { intentIds, ...values } = c.req.valid("json");
        const intents = await filterCompanyIntentIds(ctx.db, { companyId, ids: intentIds });
        const created = await unlessDuplicate(values.email, () =>
          createResponsable(ctx.db, { companyId, values, intentIds: intents }),
        );
        return c.json(created, 201);
      })
      .get("/intents", async (c) => {
        const intents = await listCompanyIntents(ctx.db, { companyId: await companyOf(c.get("user").id) });
        return c.json(intents.map(({ id, name, language }) => ({ id, name, language })));
      })
      // The tickets assigned to them carry the new name from the same transaction.
      .patch("/:id", validate("param", idParam), validate("json", responsableInput), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const values = c.req.valid("json");
        const row = await unlessDuplicate(values.email, () =>
          updateResponsable(ctx.db, { companyId, id: c.req.valid("param").id, values }),
        );
        if (!row) throw new AppError("NOT_FOUND", "Responsable not found");
        return c.json(row);
      })
      .post(
        "/:id/intents",
        validate("param", idParam),
        validate("json", z.object({ intentId: z.string().uuid() })),
        async (c) => {
          const companyId = await companyOf(c.get("user").id);
          const responsable = await getResponsable(ctx.db, { companyId, id: c.req.valid("param").id });
          if (!responsable) throw new AppError("NOT_FOUND", "Responsable not found");
          const [intentId] = await filterCompanyIntentIds(ctx.db, {
            companyId,
            ids: [c.req.valid("json").intentId],
          });
          if (!intentId) throw new AppError("BAD_REQUEST", "Unknown intent");
          await addResponsableIntent(ctx.db, { companyId, responsableId: responsable.id, intentId });
          return c.json({ ok: true }, 201);
        },
      )
      .delete(
        "/:id/intents/:intentId",
        validate("param", z.object({ id: z.string().uuid(), intentId: z.string().uuid() })),
        async (c) => {
          const companyId = await companyOf(c.get("user").id);
          const { id, intentId } = c.req.valid("param");
          if (!(await removeResponsableIntent(ctx.db, { companyId, responsableId: id, intentId })))
            throw new AppError("NOT_FOUND", "Responsable not found");
          return c.json({ ok: true });
        },
      )
      // Their tickets become "Unassigned" in the same transaction: the inbox and the ticket page agree.
      .delete("/:id", validate("param", idParam), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        if (!(await deleteResponsable(ctx.db, { companyId, id: c.req.valid("param").id })))
          throw new AppError("NOT_FOUND", "Responsable not found");
        return c.json({ ok: true });
      })
  );
}
