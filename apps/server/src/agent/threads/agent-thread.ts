// An agent thread of the pool (agent-pool.ts, started by agent-worker.mjs): it runs one task at a time (a Test Agent
// mail, or a decision on loaded facts) with the same code and models as the server's own thread, so the answer is the
// same, and a slow mail holds this thread only, until the pool stops it.
import { parentPort, workerData } from "node:worker_threads";
import { decide, type LlmSettings, sentenceEncoder } from "@inbox/agent";
import { brainsFor } from "../brains";
import { answerTestMail } from "../test-mail";
import type { AgentTask } from "./agent-pool";

const { llm } = workerData as { llm?: LlmSettings };
const brains = brainsFor({ env: llm ?? { AI_TIMEOUT_MS: 0 } });

/** Loads the sentence encoder once for this thread (the local brain shares it), before any task's clock starts. */
export async function warm() {
  await sentenceEncoder().catch(() => null);
}

async function run(task: AgentTask) {
  if (task.kind === "test-reply") return answerTestMail(task.mail, brains);
  return decide(task.facts, brains);
}

parentPort!.on("message", async ({ task }: { task: AgentTask }) => {
  try {
    parentPort!.postMessage({ result: await run(task) });
  } catch (error) {
    const e = error as Error;
    parentPort!.postMessage({ error: { name: e?.name ?? "Error", message: e?.message ?? String(error) } });
  }
});
