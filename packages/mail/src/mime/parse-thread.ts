// The worker thread (started by parse-worker.mjs) that reads large mails for parse.ts, one after another, so MIME
// decoding, charset conversion and HTML cleaning of a 25 MB message never hold the server's own thread.
import { parentPort } from "node:worker_threads";
import { parseEmail } from "./parse";

let queue: Promise<unknown> = Promise.resolve();

parentPort!.on("message", ({ id, raw }: { id: number; raw: Uint8Array }) => {
  queue = queue.then(async () => {
    try {
      const parsed = await parseEmail(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
        inline: true,
      });
      parentPort!.postMessage({ id, parsed });
    } catch (error) {
      const e = error as Error;
      parentPort!.postMessage({
        id,
        error: { name: e?.name ?? "Error", message: e?.message ?? String(error) },
      });
    }
  });
});
