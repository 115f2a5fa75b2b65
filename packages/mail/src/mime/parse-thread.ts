// A mail-reading thread of the pool (parse-pool.ts, started by parse-worker.mjs): it reads one mail at a time, so MIME
// decoding, charset conversion and HTML cleaning of a 25 MB message never hold the server's own thread, and a mail
// built to be slow holds this thread only until the pool terminates it.
import { parentPort } from "node:worker_threads";
import { parseEmail } from "./parse";

parentPort!.on("message", async ({ raw }: { raw: Uint8Array }) => {
  try {
    const parsed = await parseEmail(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
      inline: true,
    });
    parentPort!.postMessage({ parsed });
  } catch (error) {
    const e = error as Error;
    parentPort!.postMessage({ error: { name: e?.name ?? "Error", message: e?.message ?? String(error) } });
  }
});
