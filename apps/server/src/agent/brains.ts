import { type Brain, createLlmBrain, type LlmSettings, localBrain } from "@inbox/agent";
import type { LanguageModel } from "ai";

/** The brains this server decides with: the LLM one when AI_PROVIDER is set (falling back to the local one). */
export function brainsFor(ctx: { env: LlmSettings; languageModel?: LanguageModel }): {
  brain: Brain;
  local: Brain;
} {
  if (!ctx.env.AI_PROVIDER) return { brain: localBrain, local: localBrain };
  return { brain: createLlmBrain(ctx.env, localBrain, ctx.languageModel), local: localBrain };
}
