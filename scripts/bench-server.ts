/**
 * What the benches that watch the server's responsiveness share (bench-security, bench-responsive): the real server
 * process on a fresh embedded database, and a thread that asks `/api/health` at a steady pace and records how long
 * each answer takes.
 */
import { Worker } from "node:worker_threads";
import { freePort, startAppServer } from "../e2e/support/app-server";

export interface HealthSample {
  /** When it was asked (epoch ms). */
  at: number;
  /** How long its answer took. */
  ms: number;
}

/** /api/health asked every `everyMs` from its own thread, so this process's own work does not delay the asking. */
export function startHealthProber(baseUrl: string, everyMs: number) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    let running = true;
    parentPort.on("message", () => { running = false; });
    (async () => {
      const samples = [];
      while (running) {
        const started = performance.now();
        const at = Date.now();
        try { await (await fetch(workerData.baseUrl + "/api/health")).arrayBuffer(); } catch {}
        samples.push({ at, ms: performance.now() - started });
        await new Promise((r) => setTimeout(r, workerData.everyMs));
      }
      parentPort.postMessage(samples);
    })();
  `,
    { eval: true, workerData: { baseUrl, everyMs } },
  );
  return {
    stop: () =>
      new Promise<HealthSample[]>((resolve) => {
        worker.once("message", (samples: HealthSample[]) => {
          void worker.terminate();
          resolve(samples);
        });
        worker.postMessage("stop");
      }),
  };
}

/**
 * The server as a user runs it (e2e's app server: production mode, a fresh embedded database), its forwarding listener
 * on a free port, with `env` on top; ready once `ready` says so of its output.
 */
export async function startBenchServer(
  env: Record<string, string>,
  { ready = () => true }: { ready?: (output: string) => boolean } = {},
) {
  const smtpPort = await freePort();
  const server = await startAppServer({ INBOUND_SMTP_PORT: String(smtpPort), ...env });
  const deadline = Date.now() + 120_000;
  while (!ready(server.output())) {
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server not ready:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { ...server, smtpPort };
}
