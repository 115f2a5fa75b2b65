import { customerInputSchema, customerSubscriptionValues, paymentStatusValues } from "@inbox/contracts";
import {
  type CustomerWriteResult,
  createCustomer,
  deleteCustomer,
  getCustomerById,
  listCustomerLanguages,
  listCustomers,
  updateCustomer,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { customerImportRoutes } from "./imports";

const idParam = z.object({ id: z.string().uuid("This customer link is not valid") });
const activeFlag = z
  .enum(["true", "false"], { error: "active must be true (customers) or false (contacts)" })
  .default("true")
  .transform((v) => v === "true");
const filterText = z.string().trim().max(200, "Please keep a filter to 200 characters or fewer").optional();
const listQuery = z.object({
  active: activeFlag,
  name: filterText,
  email: filterText,
  company: filterText,
  subscription: z
    .enum(customerSubscriptionValues, { error: "Subscription must be Basic, Premium or Enterprise" })
    .optional(),
  paymentStatus: z
    .enum(paymentStatusValues, { error: "Payment status must be Ok, Overdue or Off" })
    .optional(),
  language: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** The write's refusal in a person's words (409), or the customer. */
function written(result: CustomerWriteResult) {
  if (result.ok) return result.customer;
  if (result.reason === "not_found") throw new AppError("NOT_FOUND", "Customer not found");
  if (result.reason === "internal_id_taken")
    throw new AppError(
      "CONFLICT",
      `Another customer already has the internal ID ${result.internalCustomerId}`,
    );
  const { email, isActiveCustomer } = result.existing;
  throw new AppError(
    "CONFLICT",
    isActiveCustomer
      ? `A customer with the email ${email} already exists`
      : `${email} is already in your contacts: edit the contact and make it an active customer`,
  );
}

/**
 * Customers (/customers, active) and Contacts (/contacts, inactive) of the caller's company (spec 001 §2, §3, §5),
 * and their CSV imports.
 */
export function customerRoutes(ctx: AppContext) {
  const companyOf = (userId: string) =>
    companyIdOf(
      ctx,
      userId,
      "Your account is not linked to a company yet: finish setting up your company, then try again.",
    );
  return (
    new Hono<AppBindings>()
      .get("/", validate("query", listQuery), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const { active, ...filter } = c.req.valid("query");
        const result = await listCustomers(ctx.db, { companyId, isActive: active, ...filter });
        return c.json({ ...result, page: filter.page, pageSize: filter.pageSize });
      })
      .get("/languages", validate("query", z.object({ active: activeFlag })), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        return c.json(
          await listCustomerLanguages(ctx.db, { companyId, isActive: c.req.valid("query").active }),
        );
      })
      .post("/", validate("json", customerInputSchema), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const customer = written(await createCustomer(ctx.db, { companyId, values: c.req.valid("json") }));
        return c.json(customer, 201);
      })

      // CSV imports first: "/imports" is not a customer id.
      .route("/imports", customerImportRoutes(ctx, companyOf))

      .get("/:id", validate("param", idParam), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const customer = await getCustomerById(ctx.db, { companyId, id: c.req.valid("param").id });
        if (!customer) throw new AppError("NOT_FOUND", "Customer not found");
        return c.json(customer);
      })
      // The edit dialog sends every field (a replace, not a patch).
      .put("/:id", validate("param", idParam), validate("json", customerInputSchema), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        const customer = written(
          await updateCustomer(ctx.db, {
            companyId,
            id: c.req.valid("param").id,
            values: c.req.valid("json"),
          }),
        );
        return c.json(customer);
      })
      .delete("/:id", validate("param", idParam), async (c) => {
        const companyId = await companyOf(c.get("user").id);
        if (!(await deleteCustomer(ctx.db, { companyId, id: c.req.valid("param").id })))
          throw new AppError("NOT_FOUND", "Customer not found");
        return c.body(null, 204);
      })
  );
}
