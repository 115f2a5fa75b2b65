import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** How far V8 lets the heap grow past its live size before the next full collection while a bulk job runs: 25 %. */
const GROWING_PERCENT = 25;
const FLAG = "--heap-growing-percent";

/** Bulk jobs running now: the setting is the process's, kept while any of them runs. */
let running = 0;
/** Someone started the server with their own setting: theirs stays. */
const setByOperator = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some(
  (arg) => arg.startsWith(FLAG) || arg.startsWith("--heap_growing_percent"),
);

let gc: (() => void) | null | undefined;
/**
 * One full collection of this thread's heap, now: V8 applies a growing factor when a collection ends, so the new one
 * counts from here rather than from the next collection (which, under the old factor, may come only hundreds of
 * megabytes later); an agent thread also returns a training's scratch arrays at once (agent-thread.ts). `gc` is
 * reached as jest's leak detector does: the flag exposes it to contexts made after it, here one throwaway context, so
 * the server's own global scope does not change.
 */
export function collectNow() {
  if (gc === undefined) {
    try {
      setFlagsFromString("--expose-gc");
      gc = runInNewContext("gc") as () => void;
    } catch {
      gc = null;
    }
  }
  gc?.();
}

/**
 * Runs a bulk job (the customer import: a large input turned into short-lived objects at a steady rate) with the heap
 * kept close to its live size (decision 0007). V8 starts its next full collection once the heap has grown to a multiple
 * of what was live at the last one, and on a server with gigabytes of headroom that multiple goes up to 4: an import's
 * garbage (its rows outlive a young-generation collection, about 1.4 MB a batch of 1,000) piled up to some 200 MB on a
 * server whose live heap is 80 MB. With a factor of 1.25, V8's own incremental, mostly concurrent collections come
 * every 20 MB or so; a forced full collection every few batches would bound it too, but holds the server 150 to 400 ms
 * each on a loaded machine, so there is one, as the first job starts. The setting is V8's, read at each collection; it
 * goes back to V8's own policy when the last bulk job ends.
 */
export async function withTightHeap<T>(work: () => Promise<T>): Promise<T> {
  if (setByOperator) return work();
  if (running++ === 0) {
    setFlagsFromString(`${FLAG}=${GROWING_PERCENT}`);
    collectNow();
  }
  try {
    return await work();
  } finally {
    if (--running === 0) setFlagsFromString(`${FLAG}=0`);
  }
}
