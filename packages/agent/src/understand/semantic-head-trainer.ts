/**
 * The thread that trains semantic heads (semantic-head.ts) for this thread: started with the first head of a
 * training, stopped once no head has been asked for in a second. A company's classifier trains its heads one after
 * another (one per held-out fold, then the final one) within a second or so, then not again until its intents or
 * examples change: the thread lives for that training only, and TensorFlow.js, which it imports, goes with it. Kept in
 * the thread that trains the classifier, TensorFlow.js stayed there as long as that thread lived: its code and its
 * WebAssembly memory (16 MB, which only grows) in every agent thread that ever trained (decision 0020, session 18).
 */
import { Worker } from "node:worker_threads";
import type { HeadTraining, SemanticHeadData } from "./semantic-head";

/**
 * How long the thread waits for another head before it stops. A classifier's heads come back to back (what lies
 * between them is scoring the held-out examples, milliseconds); a second training is another event (an edit, another
 * company), which pays the thread's start again: a few tenths of a second, most of it importing TensorFlow.js, which
 * the thread that trained paid once before.
 */
const IDLE_MS = 1000;

interface Waiting {
  job: HeadTraining;
  here(job: HeadTraining): Promise<SemanticHeadData>;
  resolve(head: SemanticHeadData): void;
  reject(error: Error): void;
}

/** What the head-training thread is sent: the vectors in one flat array (transferred), the rest as given. */
export interface HeadRequest extends Omit<HeadTraining, "vectors"> {
  id: number;
  flat: Float32Array;
  count: number;
  dimensions: number;
}
export interface HeadReply {
  id: number;
  head?: SemanticHeadData;
  error?: string;
}

export class HeadTrainerThread {
  /** Threads started, and heads they trained (for tests). */
  started = 0;
  trained = 0;
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private lastId = 0;
  private idle: NodeJS.Timeout | null = null;

  /** Whether the thread runs now (for tests: it stops after a training). */
  get running() {
    return this.worker !== null;
  }

  /**
   * Trains `job` in the thread; `here` trains it on this thread instead when the thread cannot start or stops before
   * answering (the same head, with TensorFlow.js kept here).
   */
  train(job: HeadTraining, here: Waiting["here"]): Promise<SemanticHeadData> {
    let worker: Worker;
    try {
      worker = this.worker ?? this.start();
    } catch {
      return here(job);
    }
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const id = ++this.lastId;
    const count = job.vectors.length;
    const dimensions = job.vectors[0]?.length ?? 0;
    const flat = new Float32Array(count * dimensions);
    job.vectors.forEach((vector, i) => {
      flat.set(vector, i * dimensions);
    });
    const { labels, classes, kind, seed } = job;
    const request: HeadRequest = { id, flat, count, dimensions, labels, classes, kind, seed };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { job, here, resolve, reject });
      // The caller awaits the head: the process stays up for it.
      worker.ref();
      worker.postMessage(request, [flat.buffer]);
    });
  }

  /** Stops the thread now (tests; a training asked for later starts another). */
  async close() {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.worker;
    this.worker = null;
    this.trainHere();
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL("./semantic-head-worker.mjs", import.meta.url));
    this.started += 1;
    this.worker = worker;
    worker.unref();
    worker.on("message", ({ id, head, error }: HeadReply) => {
      const waiting = this.waiting.get(id);
      if (!waiting) return;
      this.waiting.delete(id);
      if (head) {
        this.trained += 1;
        waiting.resolve(head);
      } else waiting.reject(new Error(error ?? "The semantic head's thread gave no answer."));
      if (this.waiting.size === 0 && this.worker === worker) this.stopWhenIdle(worker);
    });
    // A thread that fails (it could not load, or ran out of memory) leaves its heads to this thread.
    const lost = () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.trainHere();
    };
    worker.on("error", lost);
    worker.on("exit", lost);
    return worker;
  }

  private stopWhenIdle(worker: Worker) {
    worker.unref();
    this.idle = setTimeout(() => {
      this.idle = null;
      if (this.worker !== worker || this.waiting.size > 0) return;
      this.worker = null;
      void worker.terminate();
    }, IDLE_MS);
    this.idle.unref();
  }

  /** The heads still waiting for a thread that is gone, trained here. */
  private trainHere() {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of waiting) w.here(w.job).then(w.resolve, w.reject);
  }
}

/** This thread's head trainer. */
export const headTrainer = new HeadTrainerThread();
