import type { LanguageModel } from "ai";
import { z } from "zod";
import type { Answer, Brain, BrainContext, KnowledgeItem } from "./types";

const understandSchema = z.object({
  language: z.string().length(2).describe("ISO 639-1 code of the customer's language"),
  intents: z
    .array(z.object({ key: z.string(), confidence: z.number().min(0).max(1) }))
    .describe("The company's intent keys the message asks about, most important first; empty if none fits"),
});

const answerSchema = z.object({
  found: z.boolean().describe("false when the knowledge entries do not answer the question"),
  citations: z.array(z.string()).describe("ids of the knowledge entries the answer uses"),
  body: z
    .string()
    .describe(
      "the answer to the customer, using only facts from the cited entries, no greeting or signature",
    ),
});

/** How the LLM brain reaches its model: AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL, AI_TIMEOUT_MS. */
export interface LlmSettings {
  AI_PROVIDER?: string;
  AI_MODEL?: string;
  AI_API_KEY?: string;
  AI_BASE_URL?: string;
  AI_TIMEOUT_MS: number;
}

/**
 * The model named by AI_PROVIDER / AI_MODEL / AI_API_KEY (AI_BASE_URL for OpenAI-compatible servers). The provider's
 * package is imported here, when a model is first needed: a server without AI_PROVIDER never loads the AI SDK and its
 * providers (about 14 MB and 0.15 s in each thread that imports them; decision 0020, session 17).
 */
export async function languageModelFor(env: LlmSettings): Promise<LanguageModel> {
  const model = env.AI_MODEL ?? "";
  switch (env.AI_PROVIDER) {
    case "openai": {
      const { createOpenAI } = await import("@ai-sdk/openai");
      return createOpenAI({ apiKey: env.AI_API_KEY })(model || "gpt-4o-mini");
    }
    case "anthropic": {
      const { createAnthropic } = await import("@ai-sdk/anthropic");
      return createAnthropic({ apiKey: env.AI_API_KEY })(model || "claude-3-5-haiku-latest");
    }
    case "google": {
      const { createGoogleGenerativeAI } = await import("@ai-sdk/google");
      return createGoogleGenerativeAI({ apiKey: env.AI_API_KEY })(model || "gemini-2.0-flash");
    }
    case "openai-compatible": {
      const { createOpenAI } = await import("@ai-sdk/openai");
      return createOpenAI({ apiKey: env.AI_API_KEY ?? "none", baseURL: env.AI_BASE_URL }).chat(model);
    }
    default:
      throw new Error(
        `AI_PROVIDER "${env.AI_PROVIDER}" is not supported by this build (use openai, anthropic or openai-compatible).`,
      );
  }
}

/**
 * The entries the model is given for a guest writing in `language`: of a fact the website said in several languages
 * (issue 25: linked entries), only its version in that language when there is one, as the local brain answers from
 * the linked twin. The model then writes from the hotel's own French page for a French guest, not a translation.
 */
export function entriesInGuestLanguage(entries: KnowledgeItem[], language: string): KnowledgeItem[] {
  const own = new Set(entries.filter((e) => e.linkGroup && e.language === language).map((e) => e.linkGroup));
  return entries.filter((e) => !e.linkGroup || !own.has(e.linkGroup) || e.language === language);
}

function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`the model did not answer within ${ms} ms`)), ms);
  return run(controller.signal).finally(() => clearTimeout(timer));
}

let sdk: Promise<typeof import("ai")> | null = null;
/** The AI SDK, imported with the first call to a model (see languageModelFor). */
export function aiSdk(): Promise<typeof import("ai")> {
  if (!sdk) {
    const loading = import("ai");
    sdk = loading;
    loading.catch(() => {
      if (sdk === loading) sdk = null;
    });
  }
  return sdk;
}

/**
 * The LLM brain (agent.md §1): structured output validated by zod, answers only from the entries it is given, with
 * citations; an answer citing nothing counts as "not found". Errors propagate so the pipeline falls back to the
 * local brain and traces it. The model named by `env` is made with the first question (its package imported then).
 */
export function createLlmBrain(env: LlmSettings, fallback: Brain, given?: LanguageModel): Brain {
  const timeoutMs = env.AI_TIMEOUT_MS;
  let made: Promise<LanguageModel> | null = null;
  const modelFor = () => {
    if (given) return Promise.resolve(given);
    if (!made) {
      const making = languageModelFor(env);
      made = making;
      making.catch(() => {
        if (made === making) made = null;
      });
    }
    return made;
  };
  return {
    name: "llm",
    async understand(text, context: BrainContext) {
      const [model, { generateObject }] = await Promise.all([modelFor(), aiSdk()]);
      const { object } = await withTimeout(timeoutMs, (abortSignal) =>
        generateObject({
          model,
          schema: understandSchema,
          abortSignal,
          system:
            "You classify customer support emails for a business. Answer with the intent keys given only.",
          prompt: `Intents (key: name):\n${context.intents.map((i) => `${i.key}: ${i.name}`).join("\n")}\n\nEmail:\n${text}`,
        }),
      );
      const known = new Set(context.intents.map((i) => i.key));
      return {
        language: object.language.toLowerCase(),
        intents: object.intents.filter((i) => known.has(i.key)),
      };
    },
    async answer(question, intentKey, language, context): Promise<Answer> {
      const candidates = await fallback.answer(question, intentKey, language, context);
      const entries = entriesInGuestLanguage(context.knowledge, language);
      if (entries.length === 0) return { found: false, score: 0, entries: [] };
      const [model, { generateObject }] = await Promise.all([modelFor(), aiSdk()]);
      const { object } = await withTimeout(timeoutMs, (abortSignal) =>
        generateObject({
          model,
          schema: answerSchema,
          abortSignal,
          system: `You answer customers of ${context.companyName} using ONLY the knowledge entries given. Never invent prices, dates, times, links, phone numbers or promises (refunds, discounts, compensation). If the entries do not answer the question, set found to false. Write in the language "${language}".${context.brandBrief ? `\nBrand brief (tone of voice):\n${context.brandBrief.slice(0, 2000)}` : ""}`,
          prompt: `Knowledge entries:\n${entries.map((e) => `[${e.id}] ${e.question ?? ""}\n${e.answer}`).join("\n\n")}\n\nCustomer message:\n${question}`,
        }),
      );
      const cited = entries.filter((e) => object.citations.includes(e.id));
      if (!object.found || cited.length === 0) return { found: false, score: candidates.score, entries: [] };
      return { found: true, score: 1, entries: cited, body: object.body };
    },
  };
}
