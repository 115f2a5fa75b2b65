// An agent thread of the pool (agent-pool.ts, started by agent-worker.mjs): it runs one task at a time (a Test Agent
// mail, or a decision on loaded facts) with the same code and models as the server's own thread, so the answer is the
// same, and a slow mail holds this thread only, until the pool stops it.
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import {
  type ClassifierStore,
  decide,
  type Facts,
  type LlmSettings,
  modelsLoadedHere,
  type StoredClassifierKey,
  sentenceEncoder,
  useSharedEncoder,
} from "@inbox/agent";
import { collectNow } from "../../lib/tight-heap";
import { brainsFor } from "../brains";
import { answerTestMail } from "../test-mail";
import type { PostedTask, StoreReply, StoreRequest } from "./agent-pool";

const { llm, encoder } = workerData as { llm?: LlmSettings; encoder?: MessagePort };

/**
 * The process's shared encoder thread (decision 0020, session 17), asked over the port the pool gave this thread
 * rather than a copy of the model loaded here. When that thread stops, this one's requests are refused (its intents are
 * read from words, a weaker answer) and it asks the pool for a port to a new one.
 */
const encoderLost = () => parentPort!.postMessage({ encoderLost: true });
if (encoder) useSharedEncoder(encoder, encoderLost);

/** Requests to the server's thread, which holds the database, by their id. */
const asked = new Map<number, (reply: StoreReply) => void>();
let lastId = 0;
function ask(request: Omit<StoreRequest, "id">, transfer: ArrayBuffer[] = []): Promise<StoreReply> {
  const id = ++lastId;
  return new Promise((resolve) => {
    asked.set(id, resolve);
    parentPort!.postMessage({ store: { ...request, id } }, transfer);
  });
}

/**
 * The company's stored classifier, through the server's thread (decision 0021): this thread loads what another
 * process or thread trained, and stores what it trains for the others.
 */
const store: ClassifierStore = {
  async load(key: StoredClassifierKey) {
    return (await ask({ op: "load", key })).model ?? null;
  },
  async save(key: StoredClassifierKey, model: Uint8Array) {
    // Handed over, not copied: the bytes are the classifier's fresh copy (`toBytes`), used by nobody after this.
    const whole = model.byteOffset === 0 && model.byteLength === model.buffer.byteLength;
    const sent = whole ? model : model.slice();
    await ask({ op: "save", key, model: sent }, [sent.buffer as ArrayBuffer]);
  },
  used(key: StoredClassifierKey, how: "loaded" | "trained", ms: number) {
    parentPort!.postMessage({ classifier: { how, key, ms } });
    if (how === "trained") trainedHere = true;
  },
};

const brains = brainsFor({ env: llm ?? { AI_TIMEOUT_MS: 0 } }, store);

/** Makes the sentence encoder ready for this thread (the local brain shares it), before any task's clock starts. */
export async function warm() {
  await sentenceEncoder().catch(() => null);
  return newLoads();
}

/**
 * A company's classifier was trained on this thread during the task running: once its answer is sent, one full
 * collection (a few tens of milliseconds, once per training) returns the training's scratch arrays (the lexical
 * model's dense weights, 32 MB for each of its two fits), garbage as soon as it ends but kept by V8 until much more is
 * allocated, which a thread deciding mail may not do for hours (decision 0020, session 17).
 */
let trainedHere = false;

/** The setups of the companies this thread decides for, by the pool's id: sent once each (agent-pool.ts). */
const setups = new Map<number, Facts["setup"]>();

async function run(task: PostedTask) {
  if (task.kind === "test-reply") return answerTestMail(task.mail, brains);
  if (task.forgetSetups) setups.clear();
  if (task.facts.setup) setups.set(task.setupId, task.facts.setup);
  const setup = setups.get(task.setupId);
  if (!setup) throw new Error("The agent's setup for this company was not sent to its thread.");
  return decide({ ...task.facts, setup }, brains);
}

/** Models loaded on this thread so far, as last told to the pool (none, with the shared encoder). */
let loadsTold = 0;
/** The models this thread loaded since it last said, for the pool's count. */
function newLoads() {
  const loads = modelsLoadedHere() - loadsTold;
  loadsTold += loads;
  return loads > 0 ? { encoderLoads: loads } : {};
}

parentPort!.on(
  "message",
  async (message: { task?: PostedTask; store?: StoreReply; encoder?: MessagePort }) => {
    if (message.encoder) return useSharedEncoder(message.encoder, encoderLost);
    if (message.store) {
      asked.get(message.store.id)?.(message.store);
      asked.delete(message.store.id);
      return;
    }
    const { task } = message as { task: PostedTask };
    try {
      const result = await run(task);
      parentPort!.postMessage({ result, ...newLoads() });
    } catch (error) {
      const e = error as Error;
      parentPort!.postMessage({
        error: { name: e?.name ?? "Error", message: e?.message ?? String(error) },
        ...newLoads(),
      });
    }
    if (trainedHere) {
      trainedHere = false;
      setImmediate(collectNow);
    }
  },
);
