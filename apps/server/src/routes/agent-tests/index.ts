import { ratingValues } from "@inbox/contracts";
import {
  agentConfigs,
  agentTestMessages,
  agentTests,
  customers,
  intentExamples,
  knowledgeEntries,
} from "@inbox/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { processTestReply } from "../../agent/test-reply";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";

const idParam = z.object({ id: z.string().uuid() });

/** The answer inside a composed reply: without its greeting and sign-off, which the composer adds again. */
export function bodyOfReply(reply: string) {
  const paragraphs = reply
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.length >= 3 ? paragraphs.slice(1, -1).join("\n\n") : reply.trim();
}

/** The Test Agent (spec 001 §2 /test-agent, agent.md §3): tests per user, messages answered by process-test-reply. */
export function agentTestRoutes(ctx: AppContext) {
  const testOf = async (userId: string, id: string) => {
    const [test] = await ctx.db
      .select()
      .from(agentTests)
      .where(and(eq(agentTests.id, id), eq(agentTests.userId, userId)));
    if (!test) throw new AppError("NOT_FOUND", "Test not found");
    return test;
  };
  return (
    new Hono<AppBindings>()
      .get("/", async (c) =>
        c.json(
          await ctx.db
            .select()
            .from(agentTests)
            .where(eq(agentTests.userId, c.get("user").id))
            .orderBy(desc(agentTests.createdAt)),
        ),
      )
      .post(
        "/",
        validate("json", z.object({ customerId: z.string().uuid({ message: "Select a customer" }) })),
        async (c) => {
          const userId = c.get("user").id;
          const companyId = await companyIdOf(ctx, userId);
          const [customer] = await ctx.db
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.id, c.req.valid("json").customerId), eq(customers.companyId, companyId)));
          if (!customer) throw new AppError("BAD_REQUEST", "Select a customer");
          const [{ n }] = (await ctx.db
            .select({ n: sql<number>`count(*)::int` })
            .from(agentTests)
            .where(eq(agentTests.userId, userId))) as [{ n: number }];
          const [config] = await ctx.db
            .select({ id: agentConfigs.id })
            .from(agentConfigs)
            .where(eq(agentConfigs.userId, userId))
            .orderBy(desc(agentConfigs.createdAt))
            .limit(1);
          const [test] = await ctx.db
            .insert(agentTests)
            .values({
              testName: `Test ${n + 1}`,
              userId,
              customerId: customer.id,
              agentConfigId: config?.id ?? null,
            })
            .returning();
          return c.json(test, 201);
        },
      )
      .get("/:id/messages", validate("param", idParam), async (c) => {
        const test = await testOf(c.get("user").id, c.req.valid("param").id);
        return c.json(
          await ctx.db
            .select()
            .from(agentTestMessages)
            .where(eq(agentTestMessages.agentTestId, test.id))
            .orderBy(asc(agentTestMessages.createdAt)),
        );
      })
      .post(
        "/:id/messages",
        validate("param", idParam),
        validate(
          "json",
          z.object({ content: z.string().refine((v) => v.trim().length > 0, "The message is empty") }),
        ),
        async (c) => {
          const userId = c.get("user").id;
          const companyId = await companyIdOf(ctx, userId);
          const test = await testOf(userId, c.req.valid("param").id);
          const [customer] = test.customerId
            ? await ctx.db
                .select()
                .from(customers)
                .where(and(eq(customers.id, test.customerId), eq(customers.companyId, companyId)))
            : [];
          const content = c.req.valid("json").content.trim();
          const result = await processTestReply(ctx, {
            companyId,
            userId,
            text: content,
            customer: customer ?? null,
          });
          const [row] = await ctx.db
            .insert(agentTestMessages)
            .values({
              agentTestId: test.id,
              userId,
              messageContent: content,
              aiResponse: result.reply,
              intent: result.intent?.name ?? null,
              intentId: result.intent?.id ?? null,
              isSystemMessage: result.isSystemMessage,
            })
            .returning();
          return c.json(row, 201);
        },
      )
      // Ratings feed learning: double thumbs up stores an approved answer, thumbs down marks it for review.
      .put(
        "/messages/:id/rating",
        validate("param", idParam),
        validate("json", z.object({ rating: z.enum(ratingValues) })),
        async (c) => {
          const userId = c.get("user").id;
          const companyId = await companyIdOf(ctx, userId);
          const { rating } = c.req.valid("json");
          const [message] = await ctx.db
            .update(agentTestMessages)
            .set({ userQualification: rating })
            .where(
              and(eq(agentTestMessages.id, c.req.valid("param").id), eq(agentTestMessages.userId, userId)),
            )
            .returning();
          if (!message) throw new AppError("NOT_FOUND", "Message not found");
          if (!message.isSystemMessage && message.aiResponse && rating !== "thumbs_up") {
            await ctx.db.insert(knowledgeEntries).values({
              companyId,
              question: message.messageContent,
              answer: bodyOfReply(message.aiResponse),
              intentId: message.intentId,
              source: "test_rating",
              needsReview: rating === "thumbs_down",
            });
            if (rating === "double_thumbs_up" && message.intentId) {
              await ctx.db.insert(intentExamples).values({
                intentId: message.intentId,
                companyId,
                text: message.messageContent,
                source: "test_rating",
              });
            }
          }
          return c.json(message);
        },
      )
  );
}
