import { type BrandBriefFacts, type ImprovedBrief, improveBrandBrief } from "@inbox/agent";
import { generateObject } from "ai";
import { z } from "zod";
import type { AppContext } from "../context";
import { languageModelFor } from "./llm-brain";

const improvedSchema = z.object({
  text: z.string().describe("the whole brand brief, markdown, same section headings"),
  filled: z.array(z.string()).describe("headings of the sections you wrote or rewrote"),
  missing: z.array(z.string()).describe("headings still empty because the company data does not say"),
});

/**
 * "Improve with AI": with an LLM configured it rewrites the brief from the company's data; without one, or when the
 * model fails, the local brain fills what the data answers. Either way the user sees what changed and can undo.
 */
export async function improveBrief(
  ctx: AppContext,
  text: string,
  facts: BrandBriefFacts,
): Promise<ImprovedBrief & { by: "llm" | "local" }> {
  if (ctx.env.AI_PROVIDER) {
    try {
      const { object } = await generateObject({
        model: ctx.languageModel ?? languageModelFor(ctx.env),
        schema: improvedSchema,
        abortSignal: AbortSignal.timeout(ctx.env.AI_TIMEOUT_MS),
        system:
          "You improve a company's brand brief for its customer-support agent. Keep the user's own words where they wrote any, keep the section headings, fill placeholders only from the facts given, never invent facts (prices, numbers, awards), and write a concrete tone-of-voice section with a sign-off line 'Sign-off: ...'.",
        prompt: `Company facts:\n${JSON.stringify(facts, null, 2)}\n\nCurrent brief:\n${text}`,
      });
      return { ...object, by: "llm" };
    } catch (error) {
      ctx.logger.warn({ err: (error as Error).message }, "brand brief: LLM failed, local improvement used");
    }
  }
  return { ...improveBrandBrief(text, facts), by: "local" };
}
