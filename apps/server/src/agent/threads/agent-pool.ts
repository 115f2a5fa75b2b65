import { Worker } from "node:worker_threads";
import {
  type ClassifierStore,
  decide,
  type Facts,
  type LlmSettings,
  type Plan,
  SharedEncoderThread,
  type StoredClassifierKey,
} from "@inbox/agent";
import type { AppContext } from "../../context";
import { brainsFor } from "../brains";
import { type ClassifierCounts, classifierStoreFor } from "../classifier-store";
import type { TestMail, TestReply } from "../test-mail";

/**
 * How long one task may run on its thread before the thread is stopped. A Test Agent mail takes a tenth of a second
 * warm; a company's first one trains its classifier on the thread (a few seconds); an LLM brain waits for its model
 * (AI_TIMEOUT_MS per call, two calls). Past this, something is wrong with the mail or the machine.
 */
export const AGENT_TIME_BUDGET_MS = 60_000;
/**
 * A person's tasks that may wait for a thread: past this the server is busy, and says so rather than queue without
 * end. Live mail's and replays' tasks wait without a limit of their own: what feeds them is bounded (the hand-off's
 * and the queue's workers decide a few messages at a time, a replay one).
 */
export const AGENT_QUEUE_LIMIT = 16;
/**
 * Waiting tasks of one company past which a thread that has not decided for it yet takes one too: a burst of live
 * mail (a mailbox's first sync) is then decided on every thread, each loading the company's stored classifier once
 * (or training it, when no process has yet: decision 0021), rather than on the one thread that knows it while the
 * others sit idle.
 */
export const SPREAD_AFTER_WAITING = 2;
/** Heap one agent thread may use: the encoder's weights live outside it; classifiers and indexes inside. */
const AGENT_HEAP_MB = 1024;
/**
 * Its young generation: V8's default grows to 32 MB resident in each agent thread once a company's training has run,
 * and a decision's short-lived objects fit in far less; 8 MB keeps 24 MB less per thread, its decisions as fast as
 * measured (decision 0020, session 17; decision 0021, session 14 for the speed).
 */
const AGENT_YOUNG_MB = 8;

/**
 * A company's classifier being trained on one of the pool's threads: another thread that asks for the same one
 * meanwhile waits for it (its save) rather than training it too. Training is deterministic, so both would get the same
 * model; a burst of a company's first mails, spread over every thread at once, trained it on each (decision 0021,
 * "what is left"), and each kept the training's memory.
 */
interface Training {
  worker: Worker;
  /** The threads waiting for it: the model, or null when the training thread finished without saving one. */
  waiting: ((model: Uint8Array | null) => void)[];
}
/** Each store's trainings are its own (tests run servers on several databases in one process). */
const storeIds = new WeakMap<ClassifierStore, number>();
let lastStoreId = 0;
function trainingKey(store: ClassifierStore, key: StoredClassifierKey) {
  let id = storeIds.get(store);
  if (id === undefined) {
    lastStoreId += 1;
    id = lastStoreId;
    storeIds.set(store, id);
  }
  return JSON.stringify([id, key.companyId, key.modelVersion, key.trainer]);
}

/** What an agent thread does: a Test Agent mail (read and decided), or a decision on facts loaded already. */
export type AgentTask = { kind: "test-reply"; mail: TestMail } | { kind: "decide"; facts: Facts };
interface TaskResult {
  "test-reply": TestReply;
  decide: Plan;
}

/** Why a task got no answer from a thread, in words a user can act on. */
export class AgentPoolError extends Error {
  constructor(
    readonly reason: "busy" | "overran" | "stopped",
    message: string,
  ) {
    super(message);
    this.name = "AgentPoolError";
  }
}

type Reply = {
  ready?: true;
  result?: unknown;
  error?: { name: string; message: string };
  /** Sentence encoders the thread loaded itself since it last said (none: it asks the shared one). */
  encoderLoads?: number;
};

/** A thread asks the server's thread for a company's stored classifier, or hands it one it trained (decision 0021). */
export interface StoreRequest {
  id: number;
  op: "load" | "save";
  key: StoredClassifierKey;
  model?: Uint8Array;
}
export interface StoreReply {
  id: number;
  model?: Uint8Array | null;
}
type ThreadMessage = Reply & {
  store?: StoreRequest;
  /** The thread's port to the shared encoder closed: it needs a new one. */
  encoderLost?: true;
  classifier?: { how: "loaded" | "trained"; key: StoredClassifierKey; ms: number };
};

interface Job {
  task: AgentTask;
  /** A person waits for the answer (the Test Agent): refused when too many wait, and served before background work. */
  interactive: boolean;
  /** The company: a thread that decided for it has its classifier trained, so its tasks go there when it is free. */
  key: string;
  /** Where the task's company's classifier is stored (the database of the server that queued it). */
  store: ClassifierStore | undefined;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  /** The thread has loaded the agent and its encoder: a task's time budget counts from then. */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** The companies this thread has decided for: it has their classifiers trained. */
  known: Set<string>;
  /** The setups this thread holds (by `setupIdOf`): a decision's facts are sent without theirs. */
  setups: Set<number>;
}

/**
 * A company's setup (its intents, every example, its knowledge: hundreds of kilobytes) is the same object for every
 * message until it changes (facts.ts caches it by version); each thread is sent it once and keeps it, and a decision's
 * facts go without it. Copying it to a thread with every message cost both threads about a millisecond a mail.
 */
const setupIds = new WeakMap<object, number>();
let lastSetupId = 0;
const setupIdOf = (setup: object) => {
  const known = setupIds.get(setup);
  if (known !== undefined) return known;
  lastSetupId += 1;
  setupIds.set(setup, lastSetupId);
  return lastSetupId;
};
/** Setups a thread keeps; past this it forgets them all and is sent each again (setups change rarely). */
const SETUPS_KEPT = 16;

/** A task as a thread receives it: a decision's setup by its id, with the setup itself the first time. */
export type PostedTask =
  | Exclude<AgentTask, { kind: "decide" }>
  | { kind: "decide"; facts: Facts; setupId: number; forgetSetups?: true };

export interface AgentPoolOptions {
  /** Threads (each keeps its own classifiers and indexes; they share one sentence encoder). */
  size: number;
  timeBudgetMs?: number;
  queueLimit?: number;
  /** The LLM brain's settings, when AI_PROVIDER is set: each thread makes its own brain from them. */
  llm?: LlmSettings;
  /**
   * The threads ask one sentence encoder in a thread of its own (default with two threads or more) rather than each
   * loading one: it costs a thread (about 15 MB) and saves a copy of the model (about 60 MB) per agent thread but one.
   */
  sharedEncoder?: boolean;
}

/**
 * Threads that run the agent, one task at a time each, so reading and deciding a mail (regular expressions over the
 * text, the classifier, the knowledge search, a company's training) never holds the server's own thread. The threads
 * start with the first task and stay warm (a company's classifier loaded or trained once per thread and kept); two or
 * more share one sentence encoder, in a thread of its own started with the first of them (decision 0020, session 17).
 * A task still running after the time budget is answered with an error and its thread terminated and replaced; a thread stuck in a regular expression cannot be interrupted any other way. Tasks beyond
 * the queue limit are refused at once.
 */
export class AgentPool {
  readonly size: number;
  readonly timeBudgetMs: number;
  readonly queueLimit: number;
  private readonly llm: LlmSettings | undefined;
  private readonly slots: Slot[];
  private readonly waiting: Job[] = [];
  /** Threads started, replacements included (for tests and figures). */
  started = 0;
  /** How the threads made their companies' classifiers ready: loaded from the store, or trained (decision 0021). */
  readonly classifiers: ClassifierCounts = { loaded: 0, trained: 0 };
  /** The one sentence encoder the threads share (shared-encoder.ts), when they do. */
  readonly encoder = new SharedEncoderThread();
  private readonly sharedEncoder: boolean;
  /** Sentence encoders the agent threads loaded themselves (none while they are given the shared one). */
  private encodersInThreads = 0;
  /** Classifiers being trained on a thread now, by store and key. */
  private readonly trainings = new Map<string, Training>();
  private closed = false;

  constructor(options: AgentPoolOptions) {
    this.size = Math.max(1, options.size);
    this.timeBudgetMs = options.timeBudgetMs ?? AGENT_TIME_BUDGET_MS;
    this.queueLimit = options.queueLimit ?? AGENT_QUEUE_LIMIT;
    this.llm = options.llm;
    this.sharedEncoder = options.sharedEncoder ?? this.size > 1;
    this.slots = Array.from({ length: this.size }, () => ({
      worker: null,
      ready: false,
      job: null,
      timer: null,
      known: new Set<string>(),
      setups: new Set<number>(),
    }));
  }

  /**
   * Runs one task on a thread; rejects with AgentPoolError when the task overran or its thread crashed, or, for a
   * person waiting for the answer, when the queue is full. Background work that runs one task at a time (a replay)
   * waits instead: it adds one task to the queue at most.
   */
  run<K extends AgentTask["kind"]>(
    task: Extract<AgentTask, { kind: K }>,
    key: string,
    { whenBusy = "refuse", store }: { whenBusy?: "refuse" | "wait"; store?: ClassifierStore } = {},
  ): Promise<TaskResult[K]> {
    const interactive = whenBusy === "refuse";
    if (interactive && this.waiting.filter((job) => job.interactive).length >= this.queueLimit)
      return Promise.reject(
        new AgentPoolError(
          "busy",
          "The agent is busy with other messages right now. Please try again in a minute.",
        ),
      );
    return new Promise((resolve, reject) => {
      const job = { task, key, store, interactive, resolve: resolve as (r: unknown) => void, reject };
      // A person's task goes before background work (live mail, a replay): mail does not mind a second, a person does.
      const firstBackground = interactive ? this.waiting.findIndex((j) => !j.interactive) : -1;
      if (firstBackground >= 0) this.waiting.splice(firstBackground, 0, job);
      else this.waiting.push(job);
      this.dispatch();
    });
  }

  /**
   * Starts every thread now (each loads the agent and its encoder), rather than with the first task: a server that
   * decides live mail is ready for it when it starts, not a few seconds after the first mail (or restart) of a burst.
   */
  warm() {
    for (const slot of this.slots) if (!slot.worker) this.spawn(slot);
  }

  /**
   * Sentence encoders this pool's threads have loaded: one however many threads decide (the shared encoder's, or the
   * one thread's own), more only when a thread had to be started again.
   */
  get encoderLoads() {
    return this.encoder.loads + this.encodersInThreads;
  }

  /** Tasks running and waiting (for tests and figures). */
  load() {
    return { busy: this.slots.filter((s) => s.job).length, waiting: this.waiting.length };
  }

  /** Stops every thread; tasks running or waiting are refused. */
  async close() {
    this.closed = true;
    const workers = this.slots.map((slot) => slot.worker).filter((w): w is Worker => !!w);
    const stopped = { error: { name: "AgentPoolError", message: "The agent was stopped." } };
    for (const slot of this.slots) {
      slot.worker = null;
      this.finish(slot, stopped);
    }
    for (const job of this.waiting.splice(0))
      job.reject(new AgentPoolError("stopped", stopped.error.message));
    for (const worker of workers) this.trainingOver(worker);
    await Promise.all(workers.map((w) => w.terminate()));
    await this.encoder.close();
  }

  /**
   * Each waiting task, in order, goes to a thread that knows its company; while those are busy it waits for one (a
   * warm task takes a tenth of a second, loading the company's classifier on another thread a tenth more, training it
   * seconds when no process has stored it yet), unless more
   * than SPREAD_AFTER_WAITING of the company's tasks wait: then a free thread takes it too. A company no thread knows
   * goes to the free thread that knows the fewest.
   */
  private dispatch() {
    const waitingOf = new Map<string, number>();
    for (const job of this.waiting) waitingOf.set(job.key, (waitingOf.get(job.key) ?? 0) + 1);
    for (const job of [...this.waiting]) {
      const knowing = this.slots.filter((s) => s.worker && s.known.has(job.key));
      let idle = (knowing.length > 0 ? knowing : this.slots).filter((s) => !s.job);
      if (idle.length === 0 && (waitingOf.get(job.key) ?? 0) > SPREAD_AFTER_WAITING)
        idle = this.slots.filter((s) => !s.job);
      if (idle.length === 0) continue;
      waitingOf.set(job.key, (waitingOf.get(job.key) ?? 1) - 1);
      const slot = idle.reduce((a, b) => (b.known.size < a.known.size ? b : a));
      this.waiting.splice(this.waiting.indexOf(job), 1);
      slot.job = job;
      slot.known.add(job.key);
      const worker = slot.worker ?? this.spawn(slot);
      worker.ref();
      if (slot.ready) this.start(slot);
    }
  }

  /** Hands the slot's task to its thread and starts the clock. */
  private start(slot: Slot) {
    const job = slot.job;
    if (!job || !slot.worker) return;
    slot.timer = setTimeout(() => {
      this.replace(slot);
      job.reject(
        new AgentPoolError(
          "overran",
          `The agent took longer than ${this.timeBudgetMs / 1000} seconds on this message and was stopped. Please try again, or with a shorter message.`,
        ),
      );
      this.dispatch();
    }, this.timeBudgetMs);
    slot.worker.postMessage({ task: this.posted(slot, job.task) });
  }

  /** The task as sent to the slot's thread: a decision's setup only when the thread does not hold it yet. */
  private posted(slot: Slot, task: AgentTask): PostedTask {
    if (task.kind !== "decide") return task;
    const setupId = setupIdOf(task.facts.setup);
    if (slot.setups.has(setupId))
      return { kind: "decide", facts: { ...task.facts, setup: undefined as never }, setupId };
    const forget = slot.setups.size >= SETUPS_KEPT;
    if (forget) slot.setups.clear();
    slot.setups.add(setupId);
    return { kind: "decide", facts: task.facts, setupId, ...(forget ? { forgetSetups: true as const } : {}) };
  }

  private spawn(slot: Slot): Worker {
    const encoder = this.sharedEncoder ? this.encoder.connect() : undefined;
    const worker = new Worker(new URL("./agent-worker.mjs", import.meta.url), {
      workerData: { llm: this.llm, encoder },
      transferList: encoder ? [encoder] : [],
      resourceLimits: { maxOldGenerationSizeMb: AGENT_HEAP_MB, maxYoungGenerationSizeMb: AGENT_YOUNG_MB },
    });
    this.started += 1;
    slot.worker = worker;
    slot.ready = false;
    slot.setups = new Set();
    worker.unref();
    worker.on("message", (reply: ThreadMessage) => {
      this.encodersInThreads += reply.encoderLoads ?? 0;
      if (slot.worker !== worker) return;
      if (reply.encoderLost) {
        // The shared encoder's thread stopped: a new one for this thread (and the others that ask).
        if (!this.closed) {
          const port = this.encoder.connect();
          worker.postMessage({ encoder: port }, [port]);
        }
        return;
      }
      if (reply.store) return void this.answerStore(worker, slot.job?.store, reply.store);
      if (reply.classifier) {
        const { how, key, ms } = reply.classifier;
        this.classifiers[how] += 1;
        slot.job?.store?.used?.(key, how, ms);
        return;
      }
      if (reply.ready) {
        slot.ready = true;
        return this.start(slot);
      }
      // The task is over: a training it did not save will not be saved (a words-only fallback).
      this.trainingOver(worker);
      this.finish(slot, reply);
      this.dispatch();
    });
    const lost = (error?: Error) => {
      if (slot.worker !== worker) return;
      this.trainingOver(worker);
      slot.worker = null;
      slot.ready = false;
      slot.known.clear();
      const outOfMemory = (error as { code?: string } | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY";
      this.finish(slot, {
        error: {
          name: "AgentPoolError",
          message: outOfMemory
            ? "The agent needed more memory for this message than one message may use. Please try a shorter message."
            : `The agent stopped while reading this message (${error?.message ?? "its thread exited"}). Please try again.`,
        },
      });
      this.dispatch();
    };
    worker.on("error", lost);
    worker.on("exit", () => lost());
    return worker;
  }

  /**
   * A thread's request for a stored classifier, answered from the store of the task it is running (a thread runs one
   * task at a time, and asks while deciding it). Without a store, nothing is stored and nothing found.
   */
  private async answerStore(worker: Worker, store: ClassifierStore | undefined, request: StoreRequest) {
    let model: Uint8Array | null = null;
    if (store && request.op === "load") {
      model = await store.load(request.key).catch(() => null);
      if (!model) model = await this.trainedElsewhere(worker, store, request.key);
    }
    if (store && request.op === "save" && request.model) {
      this.trainingOver(worker, trainingKey(store, request.key), request.model);
      await store.save(request.key, request.model).catch(() => {});
    }
    // The thread may have been replaced meanwhile; a terminated one is past answering.
    if (this.slots.some((s) => s.worker === worker)) worker.postMessage({ store: { id: request.id, model } });
  }

  /**
   * A classifier no store holds: when another thread is training it, the model it trains (null if it ends without
   * one: this thread then trains it); else null, and this thread is the one training it.
   */
  private trainedElsewhere(
    worker: Worker,
    store: ClassifierStore,
    key: StoredClassifierKey,
  ): Promise<Uint8Array | null> | null {
    const id = trainingKey(store, key);
    const training = this.trainings.get(id);
    if (training && training.worker !== worker)
      return new Promise((resolve) => training.waiting.push(resolve));
    this.trainings.set(id, { worker, waiting: [] });
    return null;
  }

  /** The thread's training (one, by its key, with the model it saved; or all of them, none saved) is over. */
  private trainingOver(worker: Worker, id?: string, model: Uint8Array | null = null) {
    for (const [key, training] of this.trainings) {
      if (training.worker !== worker || (id !== undefined && key !== id)) continue;
      this.trainings.delete(key);
      for (const resolve of training.waiting) resolve(model);
    }
  }

  /** The slot's thread terminated (it may be stuck); a new one starts with the next task. */
  private replace(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    const worker = slot.worker;
    if (worker) this.trainingOver(worker);
    slot.worker = null;
    slot.ready = false;
    slot.known.clear();
    void worker?.terminate();
  }

  private finish(slot: Slot, reply: Reply) {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker?.unref();
    if (!job) return;
    if (!reply.error) job.resolve(reply.result);
    else if (reply.error.name === "AgentPoolError")
      job.reject(new AgentPoolError("stopped", reply.error.message));
    else job.reject(new Error(reply.error.message));
  }
}

/** The pools of this process, by their settings (tests make apps with different ones). */
const pools = new Map<string, AgentPool>();

/**
 * The agent threads of this server (AGENT_THREADS, default 2), or null when the agent runs on the caller's thread:
 * AGENT_THREADS=0, or a language model given in code (the tests' mock model cannot be sent to a thread).
 */
export function agentPoolFor(ctx: Pick<AppContext, "env" | "languageModel">): AgentPool | null {
  if (ctx.languageModel || ctx.env.AGENT_THREADS === 0) return null;
  const { AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL, AI_TIMEOUT_MS } = ctx.env;
  const llm = AI_PROVIDER ? { AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL, AI_TIMEOUT_MS } : undefined;
  const key = JSON.stringify([ctx.env.AGENT_THREADS, llm ?? null]);
  let pool = pools.get(key);
  if (!pool) {
    pool = new AgentPool({ size: ctx.env.AGENT_THREADS, llm });
    pools.set(key, pool);
  }
  return pool;
}

/**
 * `decide` on an agent thread when this server has them, else on the caller's thread (same plan either way), for
 * background work that decides one message at a time: it waits for a thread rather than being refused.
 */
export function decideOffLoop(
  ctx: Pick<AppContext, "env" | "languageModel" | "db" | "logger">,
  facts: Facts,
): Promise<Plan> {
  const pool = agentPoolFor(ctx);
  const store = classifierStoreFor(ctx);
  if (!pool) return decide(facts, brainsFor(ctx, store));
  return pool.run({ kind: "decide", facts }, facts.setup.companyId, { whenBusy: "wait", store });
}
