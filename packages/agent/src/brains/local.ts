import { createHash } from "node:crypto";
import { warmLanguageData } from "../decide/warm";
import { withEnglishKeywords } from "../knowledge/concepts";
import { FOUND_THRESHOLD, KnowledgeIndex } from "../knowledge/index";
import { IntentClassifier } from "../understand/classifier";
import { type SentenceEncoder, sentenceEncoder } from "../understand/encoder";
import { detectLanguage } from "../understand/language";
import { trainerFingerprint } from "../understand/trainer";
import {
  type Answer,
  type Brain,
  type BrainContext,
  ENGLISH_FOR_TRANSLATION_WITHIN,
  type KnowledgeItem,
} from "./types";

type Index = KnowledgeIndex<KnowledgeItem & { intent: string | null }>;

/**
 * Trained classifiers and knowledge indexes per company, rebuilt when the intents or the knowledge change. The
 * promise is kept, so messages arriving together share one training.
 */
const classifiers = new Map<string, { version: string; model: Promise<IntentClassifier> }>();
const indexes = new Map<string, { version: string; index: Promise<Index> }>();

let encoder: Promise<SentenceEncoder | null> | null = null;

/** The sentence encoder, or none (words only) when it cannot load here: the agent still works, less well. */
function encoderOrNone() {
  encoder ??= sentenceEncoder().catch((error: unknown) => {
    console.warn(`The sentence encoder did not load; intents are read from words only. ${String(error)}`);
    return null;
  });
  return encoder;
}

/** Which stored classifier: the company, the fingerprint of its intents and examples, and that of what trains it. */
export interface StoredClassifierKey {
  companyId: string;
  modelVersion: string;
  trainer: string;
}

/**
 * Where trained classifiers are kept for other processes and threads (decision 0021): the first one that trains a
 * company's classifier saves it, the others load it instead of training. Errors are the store's to report: a store
 * that fails to load makes the classifier train here, one that fails to save leaves it unsaved.
 */
export interface ClassifierStore {
  load(key: StoredClassifierKey): Promise<Uint8Array | null>;
  save(key: StoredClassifierKey, model: Uint8Array): Promise<void>;
  /** Told how each classifier this process or thread needed was made ready (loaded, or trained), and in how long. */
  used?(key: StoredClassifierKey, how: "loaded" | "trained", ms: number): void;
}

async function trained(examples: { text: string; labels: string[] }[], encoder: SentenceEncoder | null) {
  if (!encoder) return IntentClassifier.train(examples);
  return IntentClassifier.train(examples, { encoder }).catch((error: unknown) => {
    console.warn(
      `Training with the sentence encoder failed; intents are read from words only. ${String(error)}`,
    );
    return IntentClassifier.train(examples);
  });
}

/**
 * The company's classifier: kept in this process or thread by the version of its intents and examples; else loaded
 * from the store when another process or thread trained it already; else trained here (and saved to the store).
 */
export function classifierFor(context: BrainContext, store?: ClassifierStore): Promise<IntentClassifier> {
  const cached = classifiers.get(context.companyId);
  if (cached?.version === context.modelVersion) return cached.model;
  // Once per process, while the first company's classifier trains: the first mail of each language is not slower.
  warmLanguageData();
  const examples = context.intents.flatMap((intent) =>
    intent.examples.map((text) => ({ text, labels: [intent.key] })),
  );
  const model = encoderOrNone().then(async (encoder) => {
    const started = performance.now();
    const key = store && {
      companyId: context.companyId,
      modelVersion: context.modelVersion,
      trainer: trainerFingerprint(encoder?.name ?? null),
    };
    if (store && key) {
      const bytes = await store.load(key).catch(() => null);
      const loaded = bytes && IntentClassifier.fromBytes(bytes, encoder);
      if (loaded) {
        store.used?.(key, "loaded", performance.now() - started);
        return loaded;
      }
    }
    const classifier = await trained(examples, encoder);
    // A model that fell back to words only is not what this trainer's fingerprint promises others: not saved.
    if (store && key && classifier.semantic === !!encoder) {
      const ms = performance.now() - started;
      await store.save(key, classifier.toBytes()).catch(() => {});
      store.used?.(key, "trained", ms);
    }
    return classifier;
  });
  classifiers.set(context.companyId, { version: context.modelVersion, model });
  model.catch(() => classifiers.delete(context.companyId));
  return model;
}

function indexFor(context: BrainContext, store?: ClassifierStore): Promise<Index> {
  // Any change to an entry's words re-indexes: "15 EUR" edited to "19 EUR" must be answered at once.
  const version = createHash("sha1")
    .update(context.modelVersion)
    .update(
      context.knowledge
        .map((k) => `${k.id}\u0000${k.question ?? ""}\u0000${k.answer}\u0000${k.intentKey ?? ""}`)
        .join("\u0001"),
    )
    .digest("hex");
  const cached = indexes.get(context.companyId);
  if (cached?.version === version) return cached.index;
  // FAQ entries carry no intent: the classifier reads one from the entry itself, so an entry about parking gets the
  // intent bonus for a parking question however differently it is worded.
  const index = classifierFor(context, store).then(async (classifier) =>
    KnowledgeIndex.build(
      await Promise.all(
        context.knowledge.map(async (k) => {
          if (k.intentKey) return { ...k, intent: k.intentKey };
          // Read with the English words of what it is about, so a German entry gets the intent its English twin gets.
          const read = await classifier.predict(withEnglishKeywords(`${k.question ?? ""}\n${k.answer}`));
          return { ...k, intent: read.none ? null : (read.top?.intent ?? null) };
        }),
      ),
    ),
  );
  indexes.set(context.companyId, { version, index });
  index.catch(() => indexes.delete(context.companyId));
  return index;
}

/**
 * The default brain: deterministic, no network (agent.md §1). With a store, a company's classifier trained by another
 * process or thread is loaded rather than trained again.
 */
export function createLocalBrain({ store }: { store?: ClassifierStore } = {}): Brain {
  return {
    name: "local",
    async understand(text, context) {
      return (await this.understandMany!([text], context))[0]!;
    },
    async understandMany(texts, context, options) {
      const languages = texts.map((t) => detectLanguage(t));
      const predictions = await (await classifierFor(context, store)).predictMany(texts, languages, options);
      return predictions.map((prediction, i) => {
        const ranked =
          prediction.labels.length > 0 ? prediction.labels : prediction.top ? [prediction.top] : [];
        return {
          language: languages[i]!,
          reading: prediction.semantic ? ("words and meaning" as const) : ("words only" as const),
          intents: ranked.map((l) => ({
            key: l.intent,
            confidence: prediction.none ? Math.min(l.confidence, 0.3) : l.confidence,
          })),
        };
      });
    },
    async answer(question, intentKey, language, context): Promise<Answer> {
      if (context.knowledge.length === 0) return { found: false, score: 0, entries: [], candidates: [] };
      const hits = (await indexFor(context, store)).search(question, { intent: intentKey, limit: 10 });
      const candidates = hits.map((h) => {
        const { intent: _intent, ...entry } = h.entry;
        return { entry, score: h.score };
      });
      // The best-ranked entry that matches well enough (ranking favours the intent's entries, the score the words).
      const best = candidates.find((h) => h.score >= FOUND_THRESHOLD);
      if (!best) return { found: false, score: candidates[0]?.score ?? 0, entries: [], candidates };
      // Prefer an entry in the customer's language when one scores nearly as well; else one in English, the language
      // the person who translates it most likely reads (a guest's question now matches entries in every language).
      // The same fact in the guest's language, when the website said it in several (issue 25): a French guest is
      // answered from the French page even when the English page matched the words better.
      const twin = best.entry.linkGroup
        ? context.knowledge.find((k) => k.linkGroup === best.entry.linkGroup && k.language === language)
        : undefined;
      const chosen =
        (twin && twin.id !== best.entry.id ? { entry: twin, score: best.score } : null) ??
        candidates.find((h) => h.entry.language === language && h.score >= best.score - 0.05) ??
        candidates.find(
          (h) => h.entry.language === "en" && h.score >= best.score - ENGLISH_FOR_TRANSLATION_WITHIN,
        ) ??
        best;
      return { found: true, score: chosen.score, entries: [chosen.entry], candidates };
    },
  };
}

/** The local brain without a store: each process trains the classifiers it needs (the evaluations, scripts). */
export const localBrain: Brain = createLocalBrain();
