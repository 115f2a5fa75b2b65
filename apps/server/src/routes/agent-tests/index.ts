import { detectLanguage } from "@inbox/agent";
import { ratingValues } from "@inbox/contracts";
import {
  addLearnedExample,
  completeAgentTestMessage,
  createAgentTest,
  createAgentTestMessage,
  deleteAgentTestMessage,
  deleteTestRatingEntry,
  ensureAgentConfig,
  getAgentTest,
  getAgentTestMessage,
  getTestCustomer,
  listAgentTestMessages,
  listAgentTests,
  listTestCustomers,
  PROCESSING_TEXT,
  removeLearnedExample,
  setAgentTestMessageRating,
  upsertTestRatingEntry,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import { processTestReply } from "../../agent/test-reply";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { replayRoutes } from "./replays";
import { bodyOfReply } from "./reply-body";
import { agentThreadError, startTestRun } from "./run-limit";

export { bodyOfReply };

const testParam = z.object({ id: z.string().uuid({ message: "Test not found" }) });
const messageParam = z.object({ id: z.string().uuid({ message: "Message not found" }) });
const createInput = z.object({
  customerId: z.string({ message: "Select a customer" }).uuid({ message: "Select a customer" }),
});
const messageInput = z.object({
  content: z
    .string({ message: "Paste the customer's email" })
    .max(50_000, "The message is too long (over 50,000 characters)")
    .refine((v) => v.trim().length > 0, "The message is empty: paste the customer's email first"),
});
const ratingInput = z.object({
  rating: z.enum(ratingValues, { message: "Rate with double thumbs up, thumbs up or thumbs down" }),
});
const customerQuery = z.object({ q: z.string().max(200, "Search with at most 200 characters").optional() });

/** The Test Agent (spec 001 §2 /test-agent, agent.md §3): tests per user, messages answered by process-test-reply. */
export function agentTestRoutes(ctx: AppContext) {
  const testOf = async (userId: string, id: string) => {
    const test = await getAgentTest(ctx.db, { userId, id });
    if (!test) throw new AppError("NOT_FOUND", "Test not found");
    return test;
  };
  return (
    new Hono<AppBindings>()
      // "Test on past mail" first: its paths would otherwise read as a test's id.
      .route("/replays", replayRoutes(ctx))
      .get("/", async (c) => c.json(await listAgentTests(ctx.db, { userId: c.get("user").id })))
      // The customer picker: the company's customers and contacts.
      .get("/customers", validate("query", customerQuery), async (c) => {
        const companyId = await companyIdOf(ctx, c.get("user").id);
        return c.json(await listTestCustomers(ctx.db, { companyId, q: c.req.valid("query").q, limit: 100 }));
      })
      // A new test needs a customer of the company; a user without an agent config gets an empty one (spec 001 §7).
      .post("/", validate("json", createInput), async (c) => {
        const userId = c.get("user").id;
        const companyId = await companyIdOf(ctx, userId);
        const customer = await getTestCustomer(ctx.db, { companyId, id: c.req.valid("json").customerId });
        if (!customer) throw new AppError("BAD_REQUEST", "Select a customer");
        const test = await ctx.db.transaction(async (tx) => {
          const config = await ensureAgentConfig(tx, { companyId, userId });
          return createAgentTest(tx, { userId, customerId: customer.id, agentConfigId: config.id });
        });
        return c.json(test, 201);
      })
      .get("/:id", validate("param", testParam), async (c) =>
        c.json(await testOf(c.get("user").id, c.req.valid("param").id)),
      )
      .get("/:id/messages", validate("param", testParam), async (c) => {
        const userId = c.get("user").id;
        const test = await testOf(userId, c.req.valid("param").id);
        return c.json(await listAgentTestMessages(ctx.db, { userId, agentTestId: test.id }));
      })
      // Two phases (spec 001 §4): stored with "Processing..." first, then updated with the reply and intent.
      .post("/:id/messages", validate("param", testParam), validate("json", messageInput), async (c) => {
        const userId = c.get("user").id;
        const companyId = await companyIdOf(ctx, userId);
        const test = await testOf(userId, c.req.valid("param").id);
        const customer = test.customerId
          ? await getTestCustomer(ctx.db, { companyId, id: test.customerId })
          : null;
        const content = c.req.valid("json").content.trim();
        // Counted before anything is stored: a refused message leaves no "Processing..." behind.
        const endRun = startTestRun({ userId, companyId });
        try {
          const stored = await createAgentTestMessage(ctx.db, {
            userId,
            agentTestId: test.id,
            messageContent: content,
          }).catch((err) => {
            c.var.log?.error({ err }, "test message not stored");
            throw new AppError("INTERNAL", "Failed to save message");
          });
          let result: Awaited<ReturnType<typeof processTestReply>>;
          try {
            result = await processTestReply(ctx, { companyId, userId, text: content, customer });
          } catch (err) {
            c.var.log?.error({ err, messageId: stored.id }, "test reply failed");
            await deleteAgentTestMessage(ctx.db, { userId, id: stored.id });
            throw agentThreadError(err) ?? new AppError("INTERNAL", "Failed to process message");
          }
          const row = await completeAgentTestMessage(ctx.db, {
            userId,
            id: stored.id,
            aiResponse: result.reply,
            intentId: result.intent?.id ?? null,
            intent: result.intent?.name ?? null,
            isSystemMessage: result.isSystemMessage,
            result: result.action,
          });
          return c.json(row, 201);
        } finally {
          endRun();
        }
      })
      // Ratings feed learning (agent.md §3): double thumbs up stores an approved answer, thumbs down marks it for
      // review; the entry stays linked to its message, so a changed rating updates it rather than adding another.
      .put(
        "/messages/:id/rating",
        validate("param", messageParam),
        validate("json", ratingInput),
        async (c) => {
          const userId = c.get("user").id;
          const companyId = await companyIdOf(ctx, userId);
          const { rating } = c.req.valid("json");
          const id = c.req.valid("param").id;
          const message = await getAgentTestMessage(ctx.db, { userId, id });
          if (!message) throw new AppError("NOT_FOUND", "Message not found");
          if (message.isSystemMessage) throw new AppError("BAD_REQUEST", "System messages cannot be rated");
          if (!message.aiResponse || message.aiResponse === PROCESSING_TEXT)
            throw new AppError("CONFLICT", "Wait for the agent's reply before rating it");
          const reply = message.aiResponse;
          const updated = await ctx.db.transaction(async (tx) => {
            const row = await setAgentTestMessageRating(tx, { userId, id, rating });
            if (rating === "thumbs_up") {
              await deleteTestRatingEntry(tx, { companyId, testMessageId: id });
            } else {
              await upsertTestRatingEntry(tx, {
                companyId,
                testMessageId: id,
                question: message.messageContent,
                answer: bodyOfReply(reply),
                intentId: message.intentId,
                language: detectLanguage(message.messageContent),
                needsReview: rating === "thumbs_down",
              });
            }
            if (message.intentId) {
              const example = { companyId, intentId: message.intentId, text: message.messageContent };
              if (rating === "double_thumbs_up") await addLearnedExample(tx, example);
              else await removeLearnedExample(tx, example);
            }
            return row;
          });
          return c.json(updated);
        },
      )
  );
}
