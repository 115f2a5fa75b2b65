import { fieldLimits, tooLongMessage } from "@inbox/contracts";
import { aiAgentIntents, escalationResponsableIntents, escalationResponsables } from "@inbox/db";
import { and, asc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";

const responsableInput = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "First name is required")
    .max(fieldLimits.personName, tooLongMessage("First name", fieldLimits.personName)),
  lastName: z
    .string()
    .trim()
    .min(1, "Last name is required")
    .max(fieldLimits.personName, tooLongMessage("Last name", fieldLimits.personName)),
  email: z
    .string()
    .trim()
    .max(fieldLimits.email, tooLongMessage("Email", fieldLimits.email))
    .email("Please enter a valid email"),
  isDefaultResponsable: z.boolean().default(false),
  intentIds: z.array(z.string().uuid()).default([]),
});

/** Escalation responsables of the caller's company (spec 001 §2 /escalation-by-intent), with their intents. */
export function responsableRoutes(ctx: AppContext) {
  const companyOf = (userId: string) => companyIdOf(ctx, userId, "User must be associated with a company");
  const validIntentIds = async (companyId: string, ids: string[]) => {
    if (ids.length === 0) return [];
    const rows = await ctx.db
      .select({ id: aiAgentIntents.id })
      .from(aiAgentIntents)
      .where(
        and(
          inArray(aiAgentIntents.id, ids),
          or(isNull(aiAgentIntents.companyId), eq(aiAgentIntents.companyId, companyId)),
        ),
      );
    return rows.map((r) => r.id);
  };
  return new Hono<AppBindings>()
    .get("/", async (c) => {
      const companyId = await companyOf(c.get("user").id);
      const rows = await ctx.db
        .select()
        .from(escalationResponsables)
        .where(eq(escalationResponsables.companyId, companyId))
        .orderBy(asc(escalationResponsables.firstName));
      const links = rows.length
        ? await ctx.db
            .select({
              responsableId: escalationResponsableIntents.escalationResponsableId,
              intentId: aiAgentIntents.id,
              name: aiAgentIntents.name,
            })
            .from(escalationResponsableIntents)
            .innerJoin(aiAgentIntents, eq(aiAgentIntents.id, escalationResponsableIntents.aiAgentIntentId))
            .where(
              inArray(
                escalationResponsableIntents.escalationResponsableId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      return c.json(
        rows.map((r) => ({
          ...r,
          intents: links
            .filter((l) => l.responsableId === r.id)
            .map(({ intentId, name }) => ({ id: intentId, name })),
        })),
      );
    })
    .post("/", validate("json", responsableInput), async (c) => {
      const companyId = await companyOf(c.get("user").id);
      const { intentIds, ...input } = c.req.valid("json");
      const intents = await validIntentIds(companyId, intentIds);
      const row = await ctx.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(escalationResponsables)
          .values({ ...input, companyId })
          .returning();
        // One default responsable per company.
        if (input.isDefaultResponsable) {
          await tx
            .update(escalationResponsables)
            .set({ isDefaultResponsable: false })
            .where(
              and(
                eq(escalationResponsables.companyId, companyId),
                ne(escalationResponsables.id, created!.id),
              ),
            );
        }
        if (intents.length)
          await tx
            .insert(escalationResponsableIntents)
            .values(
              intents.map((aiAgentIntentId) => ({ escalationResponsableId: created!.id, aiAgentIntentId })),
            );
        return created!;
      });
      return c.json(row, 201);
    })
    .get("/intents", async (c) => {
      const companyId = await companyOf(c.get("user").id);
      return c.json(
        await ctx.db
          .select({ id: aiAgentIntents.id, name: aiAgentIntents.name, language: aiAgentIntents.language })
          .from(aiAgentIntents)
          .where(or(isNull(aiAgentIntents.companyId), eq(aiAgentIntents.companyId, companyId)))
          .orderBy(asc(aiAgentIntents.name)),
      );
    })
    .patch(
      "/:id",
      validate("param", z.object({ id: z.string().uuid() })),
      validate("json", responsableInput.omit({ intentIds: true })),
      async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const input = c.req.valid("json");
        const row = await ctx.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(escalationResponsables)
            .set(input)
            .where(
              and(
                eq(escalationResponsables.id, c.req.valid("param").id),
                eq(escalationResponsables.companyId, companyId),
              ),
            )
            .returning();
          if (!updated) throw new AppError("NOT_FOUND", "Responsable not found");
          if (input.isDefaultResponsable) {
            await tx
              .update(escalationResponsables)
              .set({ isDefaultResponsable: false })
              .where(
                and(
                  eq(escalationResponsables.companyId, companyId),
                  ne(escalationResponsables.id, updated.id),
                ),
              );
          }
          return updated;
        });
        return c.json(row);
      },
    )
    .post(
      "/:id/intents",
      validate("param", z.object({ id: z.string().uuid() })),
      validate("json", z.object({ intentId: z.string().uuid() })),
      async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const [r] = await ctx.db
          .select({ id: escalationResponsables.id })
          .from(escalationResponsables)
          .where(
            and(
              eq(escalationResponsables.id, c.req.valid("param").id),
              eq(escalationResponsables.companyId, companyId),
            ),
          );
        if (!r) throw new AppError("NOT_FOUND", "Responsable not found");
        const [intentId] = await validIntentIds(companyId, [c.req.valid("json").intentId]);
        if (!intentId) throw new AppError("BAD_REQUEST", "Unknown intent");
        await ctx.db
          .insert(escalationResponsableIntents)
          .values({ escalationResponsableId: r.id, aiAgentIntentId: intentId })
          .onConflictDoNothing();
        return c.json({ ok: true }, 201);
      },
    )
    .delete(
      "/:id/intents/:intentId",
      validate("param", z.object({ id: z.string().uuid(), intentId: z.string().uuid() })),
      async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const { id, intentId } = c.req.valid("param");
        const [r] = await ctx.db
          .select({ id: escalationResponsables.id })
          .from(escalationResponsables)
          .where(and(eq(escalationResponsables.id, id), eq(escalationResponsables.companyId, companyId)));
        if (!r) throw new AppError("NOT_FOUND", "Responsable not found");
        await ctx.db
          .delete(escalationResponsableIntents)
          .where(
            and(
              eq(escalationResponsableIntents.escalationResponsableId, r.id),
              eq(escalationResponsableIntents.aiAgentIntentId, intentId),
            ),
          );
        return c.json({ ok: true });
      },
    )
    .delete("/:id", validate("param", z.object({ id: z.string().uuid() })), async (c) => {
      const companyId = await companyOf(c.get("user").id);
      const rows = await ctx.db
        .delete(escalationResponsables)
        .where(
          and(
            eq(escalationResponsables.id, c.req.valid("param").id),
            eq(escalationResponsables.companyId, companyId),
          ),
        )
        .returning({ id: escalationResponsables.id });
      if (rows.length === 0) throw new AppError("NOT_FOUND", "Responsable not found");
      return c.json({ ok: true });
    });
}
