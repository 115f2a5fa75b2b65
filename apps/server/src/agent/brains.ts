import { detectLanguage, FOUND_THRESHOLD, IntentClassifier, KnowledgeIndex } from "@inbox/agent";
import type { AppContext } from "../context";
import type { Answer, Brain, BrainContext, KnowledgeItem } from "./brain";
import { createLlmBrain } from "./llm-brain";

/** Trained classifiers and knowledge indexes per company, rebuilt when the intents or the knowledge change. */
const classifiers = new Map<string, { version: string; model: IntentClassifier }>();
const indexes = new Map<
  string,
  { version: string; index: KnowledgeIndex<KnowledgeItem & { intent: string | null }> }
>();

export function classifierFor(context: BrainContext): IntentClassifier {
  const cached = classifiers.get(context.companyId);
  if (cached?.version === context.modelVersion) return cached.model;
  const model = IntentClassifier.train(
    context.intents.flatMap((intent) => intent.examples.map((text) => ({ text, labels: [intent.key] }))),
  );
  classifiers.set(context.companyId, { version: context.modelVersion, model });
  return model;
}

function indexFor(context: BrainContext) {
  const version = `${context.modelVersion}/${context.knowledge.map((k) => `${k.id}:${k.answer.length}`).join("|")}`;
  const cached = indexes.get(context.companyId);
  if (cached?.version === version) return cached.index;
  // FAQ entries carry no intent: the classifier reads one from the entry itself, so an entry about parking gets the
  // intent bonus for a parking question however differently it is worded.
  const classifier = classifierFor(context);
  const index = KnowledgeIndex.build(
    context.knowledge.map((k) => {
      if (k.intentKey) return { ...k, intent: k.intentKey };
      const read = classifier.predict(`${k.question ?? ""}\n${k.answer}`);
      return { ...k, intent: read.none ? null : (read.top?.intent ?? null) };
    }),
  );
  indexes.set(context.companyId, { version, index });
  return index;
}

/** The default brain: deterministic, no network (agent.md §1). */
export const localBrain: Brain = {
  name: "local",
  async understand(text, context) {
    const prediction = classifierFor(context).predict(text);
    const ranked = prediction.labels.length > 0 ? prediction.labels : prediction.top ? [prediction.top] : [];
    return {
      language: detectLanguage(text),
      intents: ranked.map((l) => ({
        key: l.intent,
        confidence: prediction.none ? Math.min(l.confidence, 0.3) : l.confidence,
      })),
    };
  },
  async answer(question, intentKey, language, context): Promise<Answer> {
    if (context.knowledge.length === 0) return { found: false, score: 0, entries: [] };
    const hits = indexFor(context).search(question, { intent: intentKey, limit: 3 });
    const best = hits[0];
    if (!best || best.score < FOUND_THRESHOLD) return { found: false, score: best?.score ?? 0, entries: [] };
    // Prefer an entry in the customer's language when one scores nearly as well.
    const inLanguage = hits.find((h) => h.entry.language === language && h.score >= best.score - 0.05);
    const { intent: _intent, ...entry } = (inLanguage ?? best).entry;
    return { found: true, score: (inLanguage ?? best).score, entries: [entry] };
  },
};

/** The brain this server uses: the LLM one when AI_PROVIDER is set, else the local one. */
export function brainFor(ctx: AppContext, kind?: "local"): Brain {
  if (kind === "local" || !ctx.env.AI_PROVIDER) return localBrain;
  return createLlmBrain(ctx.env, localBrain, ctx.languageModel);
}
