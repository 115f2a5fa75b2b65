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
  const boss = new PgBoss({
    db: { executeSql: (text, values) => ctx.handle.executeSql(text, values) },
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
    async stop() {
      await jobs.handOff?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return jobs;
}
