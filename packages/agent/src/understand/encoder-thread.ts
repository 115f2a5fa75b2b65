// A sentence-encoder worker thread (started by encoder-worker.mjs), in one of two roles:
// - the process's shared encoder (workerData.shared, shared-encoder.ts): it loads the model once and answers every
//   agent thread that was given a port to it (`{ client: MessagePort }`): `{ id, texts }` (distinct texts) with
//   `{ id, flat }` (texts × dimensions), or `{ id, error }`; no texts: answered once the model is loaded. A large set is
//   shared with helper threads (encoder.ts: encodeTexts) when the machine has cores for them.
// - a helper for one large set (encoder.ts): it encodes the batches it is sent, one after another, and answers each
//   with one flat Float32Array.
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { type EmbedBatch, encodeTexts, encodingThreads, flatten } from "./encoder";
import { loadUseLite, type UseLite } from "./use-lite";

let model: Promise<UseLite> | null = null;
/** The model, loaded once; a load that failed is tried again by the next request. */
function loaded(): Promise<UseLite> {
  if (!model) {
    const loading = loadUseLite({ threads: 1 });
    model = loading;
    loading.then(
      () => {
        if (workerData?.shared) parentPort!.postMessage({ loaded: true });
      },
      () => {
        if (model === loading) model = null;
      },
    );
  }
  return model;
}

let queue: Promise<unknown> = Promise.resolve();
/** One batch at a time through the model, whichever thread asked: a long job's batches take turns with a mail's. */
const embed: EmbedBatch = (texts) => {
  const run = queue.then(async () => (await loaded()).embed(texts));
  queue = run.catch(() => undefined);
  return run;
};

// Loading starts with the thread: an agent thread started beside it asks at once.
void loaded().catch(() => undefined);

if (workerData?.shared) {
  parentPort!.on("message", ({ client }: { client: MessagePort }) => {
    client.on("message", async ({ id, texts }: { id: number; texts: string[] }) => {
      try {
        await loaded();
        const vectors = await encodeTexts(texts, { model: embed, helpers: encodingThreads() - 1 });
        const flat = flatten(texts.map((t) => vectors.get(t)!));
        client.postMessage({ id, flat }, [flat.buffer]);
      } catch (error) {
        client.postMessage({ id, error: String(error) });
      }
    });
  });
} else {
  parentPort!.on("message", ({ id, texts }: { id: number; texts: string[] }) => {
    embed(texts).then(
      (vectors) => {
        const flat = flatten(vectors);
        parentPort!.postMessage({ id, flat }, [flat.buffer]);
      },
      (error) => parentPort!.postMessage({ id, error: String(error) }),
    );
  });
}
