import {
  aiSdk,
  type BrandBriefFacts,
  type ImprovedBrief,
  improveBrandBrief,
  languageModelFor,
} from "@inbox/agent";
import { z } from "zod";
import type { AppContext } from "../context";

const improvedSchema = z.object({
  text: z.string().describe("the whole brand brief, markdown, same section headings"),
  filled: z.array(z.string()).describe("headings of the sections you wrote"),
  missing: z.array(z.string()).describe("headings still empty because the company data does not say"),
});

/**
 * "Improve with AI": with an LLM configured the model proposes text for the brief's sections; without one, or when the
 * model fails, the local brain writes sentences from the company's data. Either way only empty sections are filled:
 * nothing the owner wrote (their sections, headings, sign-off) is removed or replaced, and the answer says what changed.
 */
export async function improveBrief(
  ctx: AppContext,
  text: string,
  facts: BrandBriefFacts,
): Promise<ImprovedBrief & { by: "llm" | "local" }> {
  const { plan: _plan, ...brandFacts } = facts;
  if (ctx.env.AI_PROVIDER) {
    try {
      const [model, { generateObject }] = await Promise.all([
        ctx.languageModel ?? languageModelFor(ctx.env),
        aiSdk(),
      ]);
      const { object } = await generateObject({
        model,
        schema: improvedSchema,
        abortSignal: AbortSignal.timeout(ctx.env.AI_TIMEOUT_MS),
        system:
          "You help a hotel write the empty sections of its brand brief for its customer-support agent. Keep the section headings. Write only sections that are empty or a [placeholder], in sentences the hotel would publish, from the facts given; never invent facts (prices, numbers, awards), never turn questions into themes, and leave a section empty when the facts do not say. Do not rewrite what the owner wrote.",
        prompt: `Company facts:\n${JSON.stringify(brandFacts, null, 2)}\n\nCurrent brief:\n${text}`,
      });
      // The model's text is a proposal per section: the owner's own sections are kept whatever it returned.
      return { ...improveBrandBrief(text, facts, { proposedText: object.text }), by: "llm" };
    } catch (error) {
      ctx.logger.warn({ err: (error as Error).message }, "brand brief: LLM failed, local improvement used");
    }
  }
  return { ...improveBrandBrief(text, facts), by: "local" };
}
