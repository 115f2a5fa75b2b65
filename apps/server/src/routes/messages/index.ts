import {
  addDoNotReply,
  createCustomerFromSender,
  createPartner,
  findDoNotReplyByEmail,
  findPartnerByEmail,
  getMessage,
  getMessageOriginal,
  getTicketOfMessage,
  listMessages,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import { parseAddress } from "../../agent/facts";
import { reprocessMessage } from "../../agent/reprocess-message";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";

const idParam = z.object({ id: z.string().uuid() });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const COMPANY_SUFFIX =
  /\b(Inc\.?|LLC|Ltd\.?|Corp\.?|Corporation|Company|Co\.|Group|Solutions|Services|Technologies|Tech)\s*$/;

/** Spec 001 §5: a company name from the body (a line ending like a company, or a short capitalised line), else the domain. */
export function guessCompanyName(body: string, email: string): string {
  const lines = body
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const suffixed = lines.find((l) => COMPANY_SUFFIX.test(l));
  if (suffixed) return suffixed;
  const capitalised = lines.find(
    (l) =>
      l.length >= 3 &&
      l.length <= 31 &&
      /^[A-Z]/.test(l) &&
      !/[.!?:,]$/.test(l) &&
      l.split(/\s+/).length <= 4 &&
      l.split(/\s+/).every((w) => /^[A-Z0-9&]/.test(w)),
  );
  if (capitalised) return capitalised;
  const label = email.split("@")[1]?.split(".")[0] ?? "";
  return label
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** Messages (spec 001 §2) and the three actions of Message Details (spec 001 §5), scoped to the caller's company. */
export function messageRoutes(ctx: AppContext) {
  const messageOf = async (userId: string, id: string) => {
    const companyId = await companyIdOf(ctx, userId, "User company not found");
    const message = await getMessage(ctx.db, { companyId, id });
    if (!message) throw new AppError("NOT_FOUND", "Failed to load message");
    return { companyId, message };
  };
  const senderOf = (value: string | null) => {
    const sender = parseAddress(value);
    if (!sender?.address.includes("@"))
      throw new AppError("BAD_REQUEST", "Invalid email address extracted from message");
    return sender;
  };

  return (
    new Hono<AppBindings>()
      .get("/", validate("query", pageQuery), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const { page, pageSize } = c.req.valid("query");
        const { rows, total } = await listMessages(ctx.db, { companyId, page, pageSize });
        return c.json({ rows, total, page, pageSize });
      })
      .get("/:id", validate("param", idParam), async (c) => {
        const { companyId, message } = await messageOf(c.get("user").id, c.req.valid("param").id);
        const ticket = await getTicketOfMessage(ctx.db, { companyId, messageId: message.id });
        const { trace, ...rest } = message;
        return c.json({ ...rest, trace: (trace as { steps?: unknown[] } | null)?.steps ?? [], ticket });
      })
      // "Download the original email" of a mail the product could not read (issue 23), as it arrived.
      .get("/:id/original", validate("param", idParam), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id, "User company not found");
        const original = await getMessageOriginal(ctx.db, { companyId, id: c.req.valid("param").id });
        if (!original) throw new AppError("NOT_FOUND", "This message has no original to download");
        return c.body(new Uint8Array(original.raw), 200, {
          "content-type": "message/rfc822",
          "content-disposition": 'attachment; filename="original-email.eml"',
          "x-content-type-options": "nosniff",
        });
      })
      .post("/:id/reprocess", validate("param", idParam), async (c) => {
        const { companyId, message } = await messageOf(c.get("user").id, c.req.valid("param").id);
        await reprocessMessage(ctx, { companyId, messageId: message.id });
        return c.json({ ok: true });
      })
      // "Message from a Customer, create it and reprocess".
      .post("/:id/customer", validate("param", idParam), async (c) => {
        const { companyId, message } = await messageOf(c.get("user").id, c.req.valid("param").id);
        const sender = senderOf(message.emailFrom);
        const [first, ...rest] = sender.name.split(/\s+/).filter(Boolean);
        // Under the company's customer lock: a double click or a concurrent import never hands out one id twice.
        const { customer, created, activated } = await createCustomerFromSender(ctx.db, {
          companyId,
          values: {
            email: sender.address,
            firstName: first ?? null,
            lastName: rest.join(" ") || null,
            companyName: guessCompanyName(message.emailBody ?? "", sender.address) || null,
            domainName: sender.address.split("@")[1] ?? null,
          },
        });
        // Decided again on its ticket, now that the sender is known.
        await reprocessMessage(ctx, { companyId, messageId: message.id });
        return c.json({ customer, created, activated });
      })
      .post("/:id/do-not-reply", validate("param", idParam), async (c) => {
        const { companyId, message } = await messageOf(c.get("user").id, c.req.valid("param").id);
        const sender = parseAddress(message.emailFrom);
        const domain = sender?.address.split("@")[1];
        if (!sender || !domain) throw new AppError("BAD_REQUEST", "Could not extract domain from email");
        if (await findDoNotReplyByEmail(ctx.db, { companyId, email: sender.address }))
          throw new AppError("CONFLICT", `Email ${sender.address} is already in the do not reply list`);
        // This sender only: another guest at the same domain (a Gmail guest among thousands) still gets answers.
        await addDoNotReply(ctx.db, {
          companyId,
          values: { email: sender.address, domain: null, name: sender.name || null },
        });
        return c.json({ email: sender.address }, 201);
      })
      .post("/:id/partner", validate("param", idParam), async (c) => {
        const { companyId, message } = await messageOf(c.get("user").id, c.req.valid("param").id);
        const sender = senderOf(message.emailFrom);
        if (await findPartnerByEmail(ctx.db, { companyId, email: sender.address }))
          throw new AppError("CONFLICT", "This contact is already in your partners list");
        const partner = await createPartner(ctx.db, {
          companyId,
          values: {
            name: sender.name || guessCompanyName("", sender.address),
            email: sender.address,
            // The address only; the whole domain is the owner's choice on the Partners page.
            domain: null,
            isActive: true,
          },
        });
        return c.json(partner, 201);
      })
  );
}
