// The head-training thread (started by semantic-head-worker.mjs for semantic-head-trainer.ts): it trains the semantic
// heads it is sent, one at a time, and imports TensorFlow.js, which goes when the thread stops.
import { parentPort } from "node:worker_threads";
import { trainSemanticHeadHere } from "./semantic-head";
import type { HeadReply, HeadRequest } from "./semantic-head-trainer";

let queue: Promise<unknown> = Promise.resolve();

parentPort!.on("message", (request: HeadRequest) => {
  const { id, flat, count, dimensions, labels, classes, kind, seed } = request;
  const vectors = Array.from({ length: count }, (_, i) =>
    flat.subarray(i * dimensions, (i + 1) * dimensions),
  );
  const run = queue.then(() => trainSemanticHeadHere({ vectors, labels, classes, kind, seed }));
  queue = run.catch(() => undefined);
  run.then(
    (head) => {
      const reply: HeadReply = { id, head };
      parentPort!.postMessage(reply, [head.weights.buffer as ArrayBuffer, head.bias.buffer as ArrayBuffer]);
    },
    (error: unknown) => parentPort!.postMessage({ id, error: String(error) } satisfies HeadReply),
  );
});
