import {
  fieldLimits,
  ticketPriorityValues,
  ticketStatusValues,
  ticketTypeValues,
  tooLongMessage,
} from "@inbox/contracts";
import {
  addFeedbackAnswer,
  addIntentCorrection,
  createPersonReply,
  findCompanyIntent,
  getCompanyMailbox,
  getCustomerById,
  getMember,
  getMessage,
  getResponsable,
  getTicket,
  listClosedByAgent,
  listCompanyIntents,
  listMembers,
  listResponsableOptions,
  listTicketFeedback,
  listTicketReplies,
  listTickets,
  listTicketThread,
  makeDraftLive,
  resetFailedReply,
  type TicketRecord,
  type Transaction,
  ticketCounters,
  updateTicket,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import { acceptFeedbackAnswer } from "../../agent/feedback-answer";
import { handClosedMailToPerson } from "../../agent/needs-a-person";
import type { AppBindings, AppContext } from "../../context";
import { sendReplyJob } from "../../jobs/definitions/send-reply";
import { sendJob } from "../../jobs/send";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { whyReplyCannotBeSent } from "../../mail/outbox";

const listQuery = z.object({
  status: z.enum(ticketStatusValues).optional(),
  type: z.enum(ticketTypeValues).optional(),
  q: z.string().max(200).optional(),
  assigned: z.enum(["me", "unassigned"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
const closedQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
const idParam = z.object({ id: z.string().uuid() });
const nonEmpty = z
  .string()
  .max(fieldLimits.reply, tooLongMessage("The message", fieldLimits.reply))
  .refine((v) => v.trim().length > 0, "The message is empty");

/** Support Inbox and ticket page (spec 001 §2), scoped to the caller's company. */
export function inboxRoutes(ctx: AppContext) {
  const ticketOf = async (userId: string, id: string) => {
    const companyId = await companyIdOf(ctx, userId);
    const ticket = await getTicket(ctx.db, { companyId, id });
    if (!ticket) throw new AppError("NOT_FOUND", "Processed Message not found");
    return { companyId, ticket };
  };
  const mailboxOf = (companyId: string, ticket: TicketRecord) =>
    ticket.mailboxId ? getCompanyMailbox(ctx.db, { companyId, id: ticket.mailboxId }) : null;
  /** A reply that cannot be sent is refused before it is stored, with why (issue 16). */
  const assertSendable = async (companyId: string, ticket: TicketRecord) => {
    const problem = whyReplyCannotBeSent(ticket, await mailboxOf(companyId, ticket));
    if (problem) throw new AppError("BAD_REQUEST", problem);
  };
  /** Stored and queued in one transaction: a reply is never kept without its send job, nor queued twice. */
  const queueInTransaction = async <T extends { id: string }>(
    write: (tx: Transaction) => Promise<T | null>,
    missing: string,
  ) => {
    const row = await ctx.db.transaction(async (tx) => {
      const written = await write(tx);
      if (!written) throw new AppError("NOT_FOUND", missing);
      await sendJob(ctx, sendReplyJob, { responseId: written.id }, { tx });
      return written;
    });
    ctx.jobs?.wake(sendReplyJob.name);
    return row;
  };

  return (
    new Hono<AppBindings>()
      .get("/", validate("query", listQuery), async (c) => {
        const userId = c.get("user").id;
        const companyId = await companyIdOf(ctx, userId);
        const query = c.req.valid("query");
        const { rows, total, capped } = await listTickets(ctx.db, { companyId, userId, ...query });
        return c.json({ rows, total, capped, page: query.page, pageSize: query.pageSize });
      })
      .get("/counters", async (c) =>
        c.json(await ticketCounters(ctx.db, { companyId: await companyIdOf(ctx, c.get("user").id) })),
      )
      // "Closed by the agent" (issue 22): the mail the agent filtered or skipped, with the reason, newest first.
      .get("/closed", validate("query", closedQuery), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const query = c.req.valid("query");
        const { rows, total } = await listClosedByAgent(ctx.db, { companyId, ...query });
        return c.json({ rows, total, page: query.page, pageSize: query.pageSize });
      })
      // "Needs a person": the closed mail becomes an open ticket for its responsable; a second click changes nothing.
      .post("/closed/:id/needs-a-person", validate("param", idParam), async (c) => {
        const user = c.get("user");
        const handed = await handClosedMailToPerson(ctx, {
          companyId: await companyIdOf(ctx, user.id),
          messageId: c.req.valid("param").id,
          askedBy: user.name?.trim() || user.email,
        });
        return c.json(handed, handed.changed ? 201 : 200);
      })
      .get("/:id", validate("param", idParam), async (c) => {
        const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
        const scope = { companyId, ticketId: ticket.id };
        const [original, thread, responses, feedback, customer, intents, responsables, mailbox, team] =
          await Promise.all([
            ticket.messageId ? getMessage(ctx.db, { companyId, id: ticket.messageId }) : null,
            listTicketThread(ctx.db, scope),
            listTicketReplies(ctx.db, scope),
            listTicketFeedback(ctx.db, scope),
            ticket.requesterId ? getCustomerById(ctx.db, { companyId, id: ticket.requesterId }) : null,
            listCompanyIntents(ctx.db, { companyId }),
            listResponsableOptions(ctx.db, { companyId }),
            mailboxOf(companyId, ticket),
            listMembers(ctx.db, { companyId }),
          ]);
        const trace = original?.trace as { steps?: unknown[] } | undefined;
        return c.json({
          ticket,
          message: original ? { ...original, trace: trace?.steps ?? [] } : null,
          thread,
          responses,
          feedback,
          customer,
          /** The mailbox replies go out through, and why a reply cannot be sent (null when it can). */
          mailbox,
          replyBlocked: whyReplyCannotBeSent(ticket, mailbox),
          options: {
            intents: intents.map(({ id, name }) => ({ id, name })),
            responsables,
            /** Teammates a ticket can be assigned to (issue 24). */
            teammates: team.map(({ userId, name }) => ({ userId, name })),
          },
        });
      })
      .patch(
        "/:id",
        validate("param", idParam),
        validate(
          "json",
          z.object({
            status: z.enum(ticketStatusValues).optional(),
            priority: z.enum(ticketPriorityValues).optional(),
            intentId: z.string().uuid().optional(),
            assignedResponsableId: z.string().uuid().nullable().optional(),
            /** A teammate (issue 24): a ticket has one assignee, a teammate or a responsable. */
            assignedUserId: z.string().min(1).max(200).nullable().optional(),
            isInFeedbackLoop: z.boolean().optional(),
          }),
        ),
        async (c) => {
          const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
          const input = c.req.valid("json");
          const update: Parameters<typeof updateTicket>[1]["values"] = {};
          if (input.status) update.status = input.status;
          if (input.priority) update.priority = input.priority;
          if (input.isInFeedbackLoop !== undefined) update.isInFeedbackLoop = input.isInFeedbackLoop;
          if (input.intentId) {
            const intent = await findCompanyIntent(ctx.db, { companyId, id: input.intentId });
            if (!intent) throw new AppError("BAD_REQUEST", "Unknown intent");
            update.intent = intent.name;
            update.intentId = intent.id;
            // A person's correction teaches the classifier: the message becomes an example of the right intent.
            if (intent.id !== ticket.intentId && ticket.messageContent?.trim())
              await addIntentCorrection(ctx.db, {
                companyId,
                intentId: intent.id,
                text: ticket.messageContent.slice(0, 2000),
              });
          }
          if (input.assignedResponsableId === null || input.assignedUserId === null) {
            update.assignedResponsableId = null;
            update.assignedUserId = null;
            update.assignedTo = "Unassigned";
          }
          if (input.assignedResponsableId) {
            const r = await getResponsable(ctx.db, { companyId, id: input.assignedResponsableId });
            if (!r) throw new AppError("BAD_REQUEST", "Unknown responsable");
            update.assignedResponsableId = r.id;
            update.assignedUserId = null;
            update.assignedTo = `${r.firstName} ${r.lastName}`.trim();
          } else if (input.assignedUserId) {
            const mate = await getMember(ctx.db, { companyId, userId: input.assignedUserId });
            if (!mate) throw new AppError("BAD_REQUEST", "This person is not on your team.");
            update.assignedUserId = mate.userId;
            update.assignedResponsableId = null;
            update.assignedTo = mate.name;
          }
          return c.json(await updateTicket(ctx.db, { companyId, id: ticket.id, values: update }));
        },
      )
      // A reply from a person: stored (copying the ticket's status) with its send job, then sent once.
      .post(
        "/:id/responses",
        validate("param", idParam),
        validate("json", z.object({ content: nonEmpty })),
        async (c) => {
          const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
          await assertSendable(companyId, ticket);
          const content = c.req.valid("json").content.trim();
          const response = await queueInTransaction(
            (tx) => createPersonReply(tx, { companyId, ticket, content, authorUserId: c.get("user").id }),
            "Processed Message not found",
          );
          return c.json(response, 201);
        },
      )
      // "Send draft": a sandbox reply goes out and becomes live; the ticket waits for the guest (Pending).
      .post(
        "/:id/responses/:responseId/send",
        validate("param", idParam.extend({ responseId: z.string().uuid() })),
        async (c) => {
          const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
          await assertSendable(companyId, ticket);
          const responseId = c.req.valid("param").responseId;
          const response = await queueInTransaction(async (tx) => {
            const draft = await makeDraftLive(tx, {
              companyId,
              ticketId: ticket.id,
              responseId,
              authorUserId: c.get("user").id,
            });
            if (draft) await updateTicket(tx, { companyId, id: ticket.id, values: { status: "Pending" } });
            return draft;
          }, "Draft not found or already sent");
          return c.json(response);
        },
      )
      // "Send again" on a reply every retry failed to send (after reconnecting its mailbox, say).
      .post(
        "/:id/responses/:responseId/retry",
        validate("param", idParam.extend({ responseId: z.string().uuid() })),
        async (c) => {
          const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
          await assertSendable(companyId, ticket);
          const responseId = c.req.valid("param").responseId;
          const response = await queueInTransaction(
            (tx) => resetFailedReply(tx, { companyId, ticketId: ticket.id, responseId }),
            "This reply is not waiting to be sent again",
          );
          return c.json(response);
        },
      )
      // The Feedback Loop Conversation dialog: while the loop is open, the responsable's answer feeds the agent's
      // learning path (the customer is answered from it and the loop closes).
      .post(
        "/:id/feedback",
        validate("param", idParam),
        validate(
          "json",
          // "Also use this answer for similar questions": unset leaves it to the agent (a general answer is kept).
          z.object({ content: nonEmpty, reuse: z.boolean().optional() }),
        ),
        async (c) => {
          const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
          const answer = await addFeedbackAnswer(ctx.db, {
            companyId,
            ticket,
            content: c.req.valid("json").content.trim(),
          });
          // A message in a closed conversation (answered, or switched off) reopens the loop: the ticket waits for a
          // person again and the next answer is learned.
          if (!ticket.isInFeedbackLoop)
            await updateTicket(ctx.db, { companyId, id: ticket.id, values: { isInFeedbackLoop: true } });
          else
            await acceptFeedbackAnswer(ctx, {
              companyId,
              ticketId: ticket.id,
              feedbackMessageId: answer.id,
              reuse: c.req.valid("json").reuse,
            });
          return c.json(answer, 201);
        },
      )
  );
}
