import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { MalformedEmailError, type ParsedEmail } from "./parse";

/** How long one mail may take to read before it is kept unread (stored as it arrived, marked unreadable). */
export const PARSE_TIME_BUDGET_MS = 10_000;
/** Heap one parsing thread may use: a 25 MB mail needs a few hundred MB; past this the mail is kept unread. */
const PARSE_HEAP_MB = 1024;

type Reply = { ready?: true; parsed?: ParsedEmail; error?: { name: string; message: string } };

interface Job {
  raw: Buffer;
  resolve(parsed: ParsedEmail): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  /** The thread has loaded the parser: the time budget of a mail counts from when the thread can read it. */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

export interface ParsePoolOptions {
  /** Threads, at least two, so one slow mail never holds the others. */
  size?: number;
  timeBudgetMs?: number;
}

/**
 * Threads that read mail, each one mail at a time, so a mail built to be slow (or huge) holds one thread and never the
 * server's own thread or the mail behind it. A mail still being read after the time budget, or that makes its thread
 * run out of memory, is refused with MalformedEmailError (the caller keeps it unread) and its thread is terminated and
 * replaced: a thread stuck in a parser cannot be interrupted any other way.
 */
export class ParsePool {
  readonly size: number;
  readonly timeBudgetMs: number;
  private readonly slots: Slot[];
  private readonly waiting: Job[] = [];
  /** Threads started, replacements included (for tests and figures). */
  started = 0;

  constructor(options: ParsePoolOptions = {}) {
    this.size = Math.max(2, options.size ?? Math.min(4, availableParallelism()));
    this.timeBudgetMs = options.timeBudgetMs ?? PARSE_TIME_BUDGET_MS;
    this.slots = Array.from({ length: this.size }, () => ({
      worker: null,
      ready: false,
      job: null,
      timer: null,
    }));
  }

  /** Reads one mail on a thread. Rejects with MalformedEmailError when it is unreadable or over budget. */
  parse(raw: Buffer): Promise<ParsedEmail> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ raw, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread; mails being read are refused. */
  async close() {
    const workers = this.slots.map((slot) => slot.worker).filter((w): w is Worker => !!w);
    for (const slot of this.slots) this.finish(slot, { error: { name: "Error", message: "closed" } });
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (this.waiting.length === 0) return;
      if (slot.job) continue;
      slot.job = this.waiting.shift()!;
      const worker = slot.worker ?? this.spawn(slot);
      worker.ref();
      if (slot.ready) this.start(slot);
    }
  }

  /** Hands the slot's mail to its thread and starts the clock. */
  private start(slot: Slot) {
    const job = slot.job;
    if (!job || !slot.worker) return;
    slot.timer = setTimeout(() => {
      this.replace(slot);
      job.reject(
        new MalformedEmailError(
          `Reading this email took longer than ${this.timeBudgetMs / 1000} seconds; it is kept as it arrived.`,
        ),
      );
      this.dispatch();
    }, this.timeBudgetMs);
    // A copy: the caller keeps its buffer (it is stored as it arrived when it cannot be read).
    slot.worker.postMessage({ raw: job.raw });
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(new URL("./parse-worker.mjs", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB },
    });
    this.started += 1;
    slot.worker = worker;
    slot.ready = false;
    worker.unref();
    worker.on("message", (reply: Reply) => {
      if (slot.worker !== worker) return;
      if (reply.ready) {
        slot.ready = true;
        return this.start(slot);
      }
      this.finish(slot, reply);
      this.dispatch();
    });
    const lost = (error?: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.ready = false;
      const outOfMemory = (error as { code?: string } | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY";
      this.finish(slot, {
        error: outOfMemory
          ? {
              name: "MalformedEmailError",
              message:
                "Reading this email needed more memory than one email may use; it is kept as it arrived.",
            }
          : { name: "Error", message: `The mail-reading thread stopped (${error?.message ?? "exited"}).` },
      });
      this.dispatch();
    };
    worker.on("error", lost);
    worker.on("exit", () => lost());
    return worker;
  }

  /** The slot's thread terminated (it may be stuck in a parser); a new one starts with the next mail. */
  private replace(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = false;
    void worker?.terminate();
  }

  private finish(slot: Slot, reply: Reply) {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker?.unref();
    if (!job) return;
    if (reply.parsed) job.resolve(reply.parsed);
    else if (reply.error?.name === "MalformedEmailError")
      job.reject(new MalformedEmailError(reply.error.message));
    else job.reject(new Error(reply.error?.message ?? "The mail could not be read"));
  }
}
