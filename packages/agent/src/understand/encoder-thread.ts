// The worker thread (started by encoder-worker.mjs) running the sentence encoder for large jobs (see encoder.ts): it
// encodes the batches it is sent, one after another, and answers each with one flat Float32Array (texts × dimensions).
import { parentPort } from "node:worker_threads";
import { loadUseLite } from "./use-lite";

const model = loadUseLite({ threads: 1 });
let queue: Promise<unknown> = Promise.resolve();

parentPort!.on(
  "message",
  ({ id, texts, dimensions }: { id: number; texts: string[]; dimensions: number }) => {
    queue = queue.then(async () => {
      try {
        const vectors = await (await model).embed(texts);
        const flat = new Float32Array(texts.length * dimensions);
        vectors.forEach((v, i) => {
          flat.set(v, i * dimensions);
        });
        parentPort!.postMessage({ id, flat }, [flat.buffer]);
      } catch (error) {
        parentPort!.postMessage({ id, error: String(error) });
      }
    });
  },
);
