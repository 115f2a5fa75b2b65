import {
  type Brain,
  type ClassifierStore,
  createLlmBrain,
  createLocalBrain,
  type LlmSettings,
  localBrain,
} from "@inbox/agent";
import type { LanguageModel } from "ai";

/**
 * The brains this server decides with: the LLM one when AI_PROVIDER is set (falling back to the local one). With a
 * classifier store, the local brain loads a company's classifier another process or thread trained (decision 0021).
 */
export function brainsFor(
  ctx: { env: LlmSettings; languageModel?: LanguageModel },
  store?: ClassifierStore,
): {
  brain: Brain;
  local: Brain;
} {
  const local = store ? createLocalBrain({ store }) : localBrain;
  if (!ctx.env.AI_PROVIDER) return { brain: local, local };
  return { brain: createLlmBrain(ctx.env, local, ctx.languageModel), local };
}
