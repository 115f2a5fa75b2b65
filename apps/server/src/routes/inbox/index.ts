import {
  fieldLimits,
  ticketPriorityValues,
  ticketStatusValues,
  ticketTypeValues,
  tooLongMessage,
} from "@inbox/contracts";
import {
  aiAgentIntents,
  customers,
  escalationResponsables,
  feedbackLoopMessage,
  intentExamples,
  listTickets,
  messages,
  ticketCounters,
  ticketMessages,
  ticketResponses,
  tickets,
} from "@inbox/db";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { acceptFeedbackAnswer } from "../../agent/feedback-answer";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { queueReply } from "../../mail/outbox";

const listQuery = z.object({
  status: z.enum(ticketStatusValues).optional(),
  type: z.enum(ticketTypeValues).optional(),
  q: z.string().max(200).optional(),
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
    const [ticket] = await ctx.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, id), eq(tickets.companyId, companyId)));
    if (!ticket) throw new AppError("NOT_FOUND", "Processed Message not found");
    return { companyId, ticket };
  };

  return (
    new Hono<AppBindings>()
      .get("/", validate("query", listQuery), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        const query = c.req.valid("query");
        const { rows, total, capped } = await listTickets(ctx.db, { companyId, ...query });
        return c.json({ rows, total, capped, page: query.page, pageSize: query.pageSize });
      })
      .get("/counters", async (c) =>
        c.json(await ticketCounters(ctx.db, { companyId: await companyIdOf(ctx, c.get("user").id) })),
      )
      .get("/:id", validate("param", idParam), async (c) => {
        const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
        const [original] = ticket.messageId
          ? await ctx.db
              .select()
              .from(messages)
              .where(and(eq(messages.id, ticket.messageId), eq(messages.companyId, companyId)))
          : [];
        const thread = await ctx.db
          .select({
            id: messages.id,
            emailFrom: messages.emailFrom,
            emailSubject: messages.emailSubject,
            emailBody: messages.emailBody,
            emailDate: messages.emailDate,
            createdAt: messages.createdAt,
          })
          .from(ticketMessages)
          .innerJoin(messages, eq(messages.id, ticketMessages.messageId))
          .where(eq(ticketMessages.ticketId, ticket.id))
          .orderBy(asc(messages.createdAt));
        const responses = await ctx.db
          .select()
          .from(ticketResponses)
          .where(eq(ticketResponses.ticketId, ticket.id))
          .orderBy(asc(ticketResponses.createdAt));
        const feedback = await ctx.db
          .select({
            message: feedbackLoopMessage,
            responsable: {
              id: escalationResponsables.id,
              firstName: escalationResponsables.firstName,
              lastName: escalationResponsables.lastName,
              email: escalationResponsables.email,
            },
          })
          .from(feedbackLoopMessage)
          .leftJoin(escalationResponsables, eq(escalationResponsables.id, feedbackLoopMessage.assignedTo))
          .where(eq(feedbackLoopMessage.ticketId, ticket.id))
          .orderBy(asc(feedbackLoopMessage.createdAt));
        const [customer] = ticket.requesterId
          ? await ctx.db
              .select()
              .from(customers)
              .where(and(eq(customers.id, ticket.requesterId), eq(customers.companyId, companyId)))
          : [];
        const intents = await ctx.db
          .select({ id: aiAgentIntents.id, name: aiAgentIntents.name })
          .from(aiAgentIntents)
          .where(or(isNull(aiAgentIntents.companyId), eq(aiAgentIntents.companyId, companyId)))
          .orderBy(asc(aiAgentIntents.name));
        const responsables = await ctx.db
          .select({
            id: escalationResponsables.id,
            firstName: escalationResponsables.firstName,
            lastName: escalationResponsables.lastName,
          })
          .from(escalationResponsables)
          .where(eq(escalationResponsables.companyId, companyId));
        const trace = original?.trace as { steps?: unknown[] } | undefined;
        return c.json({
          ticket,
          message: original ? { ...original, trace: trace?.steps ?? [] } : null,
          thread,
          responses: responses.map(({ messageIdHeader: _m, sendAttemptedAt: _a, ...r }) => r),
          feedback: feedback.map((f) => ({ ...f.message, responsable: f.responsable })),
          customer: customer ?? null,
          options: { intents, responsables },
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
            isInFeedbackLoop: z.boolean().optional(),
          }),
        ),
        async (c) => {
          const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
          const input = c.req.valid("json");
          const update: Partial<typeof tickets.$inferInsert> = { updatedAt: new Date() };
          if (input.status) update.status = input.status;
          if (input.priority) update.priority = input.priority;
          if (input.isInFeedbackLoop !== undefined) update.isInFeedbackLoop = input.isInFeedbackLoop;
          if (input.intentId) {
            const [intent] = await ctx.db
              .select()
              .from(aiAgentIntents)
              .where(
                and(
                  eq(aiAgentIntents.id, input.intentId),
                  or(isNull(aiAgentIntents.companyId), eq(aiAgentIntents.companyId, companyId)),
                ),
              );
            if (!intent) throw new AppError("BAD_REQUEST", "Unknown intent");
            update.intent = intent.name;
            update.intentId = intent.id;
            // A person's correction teaches the classifier: the message becomes an example of the right intent.
            if (intent.id !== ticket.intentId && ticket.messageContent?.trim()) {
              await ctx.db.insert(intentExamples).values({
                intentId: intent.id,
                companyId,
                text: ticket.messageContent.slice(0, 2000),
                source: "correction",
              });
            }
          }
          if (input.assignedResponsableId !== undefined) {
            if (input.assignedResponsableId === null) {
              update.assignedResponsableId = null;
              update.assignedTo = "Unassigned";
            } else {
              const [r] = await ctx.db
                .select()
                .from(escalationResponsables)
                .where(
                  and(
                    eq(escalationResponsables.id, input.assignedResponsableId),
                    eq(escalationResponsables.companyId, companyId),
                  ),
                );
              if (!r) throw new AppError("BAD_REQUEST", "Unknown responsable");
              update.assignedResponsableId = r.id;
              update.assignedTo = `${r.firstName} ${r.lastName}`.trim();
            }
          }
          const [row] = await ctx.db.update(tickets).set(update).where(eq(tickets.id, ticket.id)).returning();
          return c.json(row);
        },
      )
      // A reply from a person: stored (copying the ticket's status), then sent once through the mailbox.
      .post(
        "/:id/responses",
        validate("param", idParam),
        validate("json", z.object({ content: nonEmpty })),
        async (c) => {
          const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
          const [response] = await ctx.db
            .insert(ticketResponses)
            .values({
              ticketId: ticket.id,
              messageContent: c.req.valid("json").content.trim(),
              mode: "live",
              author: "Support Agent",
              status: ticket.status,
              priority: ticket.priority,
              intent: ticket.intent,
              assignedTo: ticket.assignedTo,
            })
            .returning();
          await queueReply(ctx, { companyId, ticketId: ticket.id, responseId: response!.id });
          return c.json(response, 201);
        },
      )
      // "Send draft": a sandbox reply goes out and becomes live.
      .post(
        "/:id/responses/:responseId/send",
        validate("param", idParam.extend({ responseId: z.string().uuid() })),
        async (c) => {
          const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
          const [response] = await ctx.db
            .update(ticketResponses)
            .set({ mode: "live" })
            .where(
              and(
                eq(ticketResponses.id, c.req.valid("param").responseId),
                eq(ticketResponses.ticketId, ticket.id),
                eq(ticketResponses.mode, "sandbox"),
              ),
            )
            .returning();
          if (!response) throw new AppError("NOT_FOUND", "Draft not found or already sent");
          await ctx.db
            .update(tickets)
            .set({ status: "Pending", updatedAt: new Date() })
            .where(eq(tickets.id, ticket.id));
          await queueReply(ctx, { companyId, ticketId: ticket.id, responseId: response.id });
          return c.json(response);
        },
      )
      // The Feedback Loop Conversation dialog: the responsable's answer feeds the agent's learning path.
      .post(
        "/:id/feedback",
        validate("param", idParam),
        validate("json", z.object({ content: nonEmpty })),
        async (c) => {
          const { companyId, ticket } = await ticketOf(c.get("user").id, c.req.valid("param").id);
          const [asked] = await ctx.db
            .select()
            .from(feedbackLoopMessage)
            .where(eq(feedbackLoopMessage.ticketId, ticket.id))
            .orderBy(asc(feedbackLoopMessage.createdAt))
            .limit(1);
          const [answer] = await ctx.db
            .insert(feedbackLoopMessage)
            .values({
              ticketId: ticket.id,
              assignedTo: asked?.assignedTo ?? ticket.assignedResponsableId,
              sender: "Human Responsable",
              messageSubject: asked?.messageSubject ?? `Re: Help needed to resolve ticket ${ticket.id}`,
              messageContent: c.req.valid("json").content.trim(),
              emailSent: false,
            })
            .returning();
          if (ticket.isInFeedbackLoop)
            await acceptFeedbackAnswer(ctx, {
              companyId,
              ticketId: ticket.id,
              feedbackMessageId: answer!.id,
            });
          return c.json(answer, 201);
        },
      )
  );
}
