import { type Brain, createLlmBrain, localBrain } from "@inbox/agent";
import type { AppContext } from "../context";

/** The brains this server decides with: the LLM one when AI_PROVIDER is set (falling back to the local one). */
export function brainsFor(ctx: Pick<AppContext, "env" | "languageModel">): { brain: Brain; local: Brain } {
  if (!ctx.env.AI_PROVIDER) return { brain: localBrain, local: localBrain };
  return { brain: createLlmBrain(ctx.env, localBrain, ctx.languageModel), local: localBrain };
}
