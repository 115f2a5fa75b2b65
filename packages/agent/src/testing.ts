import { MockLanguageModelV3 } from "ai/test";

/**
 * A language model for tests, as the AI SDK's mock (`ai/test`), the stand-in for a provider we cannot call here: it
 * answers each structured-output call with the object `respond` gives for that call's prompt (as JSON text), or
 * fails as the provider would when `respond` throws.
 */
export function mockModel(respond: (prompt: string) => unknown) {
  return new MockLanguageModelV3({
    doGenerate: async (options) => ({
      content: [{ type: "text", text: JSON.stringify(respond(JSON.stringify(options.prompt))) }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 1, text: 1, reasoning: 0 },
      },
      warnings: [],
    }),
  });
}

/** A model whose provider is down. */
export const failingModel = (message = "provider down") =>
  mockModel(() => {
    throw new Error(message);
  });
