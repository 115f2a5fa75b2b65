import { partnerInputSchema, partnerStatusFilterValues } from "@inbox/contracts";
import { createPartner, deletePartner, findPartnerByEmail, listPartners, updatePartner } from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";

const idParam = z.object({ id: z.string().uuid("This partner link is not valid") });
const filterText = z.string().trim().max(200, "Please keep a filter to 200 characters or fewer").optional();
const listQuery = z.object({
  name: filterText,
  email: filterText,
  domain: filterText,
  status: z
    .enum(partnerStatusFilterValues, { error: "Status must be all, active or inactive" })
    .default("all"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
const DUPLICATE = "This contact is already in your partners list";

/** Partners of the caller's company (spec 001 §2 /partners, §5): the agent routes their mail as Partner. */
export function partnerRoutes(ctx: AppContext) {
  const companyOf = (userId: string) => companyIdOf(ctx, userId, "No company ID found for user");
  return new Hono<AppBindings>()
    .get("/", validate("query", listQuery), async (c) => {
      const companyId = await companyOf(c.get("user").id);
      const filter = c.req.valid("query");
      const result = await listPartners(ctx.db, { companyId, ...filter });
      return c.json({ ...result, page: filter.page, pageSize: filter.pageSize });
    })
    .post("/", validate("json", partnerInputSchema), async (c) => {
      const companyId = await companyOf(c.get("user").id);
      const values = c.req.valid("json");
      if (await findPartnerByEmail(ctx.db, { companyId, email: values.email }))
        throw new AppError("CONFLICT", DUPLICATE);
      return c.json(await createPartner(ctx.db, { companyId, values }), 201);
    })
    .put("/:id", validate("param", idParam), validate("json", partnerInputSchema), async (c) => {
      const companyId = await companyOf(c.get("user").id);
      const { id } = c.req.valid("param");
      const values = c.req.valid("json");
      if (await findPartnerByEmail(ctx.db, { companyId, email: values.email, exceptId: id }))
        throw new AppError("CONFLICT", DUPLICATE);
      const partner = await updatePartner(ctx.db, { companyId, id, values });
      if (!partner) throw new AppError("NOT_FOUND", "Partner not found");
      return c.json(partner);
    })
    .delete("/:id", validate("param", idParam), async (c) => {
      const companyId = await companyOf(c.get("user").id);
      if (!(await deletePartner(ctx.db, { companyId, id: c.req.valid("param").id })))
        throw new AppError("NOT_FOUND", "Partner not found");
      return c.body(null, 204);
    });
}
