/**
 * The process's one sentence encoder for its agent threads (decision 0020, session 17): a thread of its own holds the
 * model (ONNX Runtime and the weights, about 60 MB once it has run), and each agent thread asks it over a port of its
 * own (`connect`, then `useSharedEncoder` in that thread), instead of every agent thread loading a copy. The agent
 * threads' encoders keep their caches by text; the shared thread encodes one batch at a time, so a company's training
 * (hundreds of texts) takes turns with a mail's few.
 */
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";

/**
 * Young generation of the encoder thread's heap: it holds little (the tokenizer's vocabulary, a batch's tokens and
 * vectors), and V8's default keeps 32 MB of it resident once a training's batches have run.
 */
const YOUNG_GENERATION_MB = 4;

export class SharedEncoderThread {
  /** Times the thread loaded the model: one per process, unless its thread stopped and was started again. */
  loads = 0;
  /** Threads started (for tests). */
  started = 0;
  private worker: Worker | null = null;

  /**
   * A port to the encoder thread for one agent thread, to be transferred to it; starts the encoder thread (which
   * starts loading the model) when none runs.
   */
  connect(): MessagePort {
    const worker = this.worker ?? this.start();
    const { port1, port2 } = new MessageChannel();
    worker.postMessage({ client: port1 }, [port1]);
    return port2;
  }

  private start(): Worker {
    const worker = new Worker(new URL("./encoder-worker.mjs", import.meta.url), {
      workerData: { shared: true },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    this.started += 1;
    this.worker = worker;
    // It runs while agent threads use it; it does not keep the process alive by itself.
    worker.unref();
    worker.on("message", (message: { loaded?: true }) => {
      if (message?.loaded) this.loads += 1;
    });
    // Its ports close with it: the agent threads' requests are refused (words only) and they ask for a new port.
    worker.on("error", () => {});
    worker.on("exit", () => {
      if (this.worker === worker) this.worker = null;
    });
    return worker;
  }

  async close() {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}
