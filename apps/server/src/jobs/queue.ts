import PgBoss from "pg-boss";
import type { AppContext } from "../context";
import { createJobQueues } from "./registry";
import type { Jobs } from "./types";

/**
 * Background work on pg-boss, on the same database as everything else (PGlite through `db.executeSql`, or
 * PostgreSQL): jobs survive restarts, and with several worker processes pg-boss hands each job to one of them. The
 * jobs themselves are in definitions/, listed in registry.ts.
 */
export async function createJobs(ctx: Pick<AppContext, "handle" | "logger">): Promise<Jobs> {
  // What pg-boss and the handlers are doing, so that stopping waits for it (see `stop`).
  const busy = new Set<Promise<unknown>>();
  const track = <T>(run: Promise<T>) => {
    busy.add(run);
    const done = () => busy.delete(run);
    run.then(done, done);
    return run;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track(ctx.handle.executeSql(text, values)) },
    schema: "pgboss",
    // One process on PGlite: supervise from here; with PostgreSQL every worker may, pg-boss coordinates them.
    supervise: true,
    schedule: true,
    // Expired jobs (a worker that died mid-job) are found within half a minute.
    maintenanceIntervalSeconds: 30,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on("error", (error) => ctx.logger.error({ err: error }, "job queue error"));
  await boss.start();
  await createJobQueues(boss);

  const workers = new Map<string, Set<string>>();
  const jobs: Jobs = {
    boss,
    send: (queue, data, options) => boss.send(queue, data, options ?? {}),
    wake(queue) {
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    },
    register(queue, workerId) {
      workers.set(queue, new Set([...(workers.get(queue) ?? []), workerId]));
    },
    track,
    async stop() {
      await jobs.handOff?.stop();
      const deadline = Date.now() + STOP_WITHIN_MS;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WITHIN_MS });
      // pg-boss's stop returns while a worker's fetch is still on its way (the batch it brings then runs), and it
      // completes a batch without waiting for that statement: the database may only close once both are done. What
      // a finished statement or batch sets off starts within the same turn of the event loop, hence the wait for the
      // next one before looking again.
      while (busy.size > 0 && Date.now() < deadline) {
        await Promise.race([Promise.allSettled([...busy]), delay(deadline - Date.now())]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (busy.size > 0) ctx.logger.warn({ running: busy.size }, "job queue stopped with work still running");
    },
  };
  return jobs;
}

/** How long a stop waits for the jobs running (longer ones, an import say, are cut off and resume at the next start). */
const STOP_WITHIN_MS = 10_000;

const delay = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });
