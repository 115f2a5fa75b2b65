import { randomUUID } from "node:crypto";
import type { DbOrTx } from "@inbox/db";
import { type SQL, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { AppContext } from "../context";
import { AppError } from "../lib/errors";
import type { JobDefinition } from "./definition";
import type { Jobs } from "./types";

export function jobsOf(ctx: AppContext): Jobs {
  if (!ctx.jobs)
    throw new AppError("UNAVAILABLE", "The server is still starting. Try again in a few seconds.");
  return ctx.jobs;
}

/**
 * pg-boss's SQL run through a Drizzle transaction, so that a job is inserted with the rows it is about: both or
 * neither (issue 11). pg-boss numbers its parameters ($1 …); each becomes a bound value here.
 */
export function transactionExecutor(tx: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const pieces = text.split(/\$(\d+)/);
      const chunks: SQL[] = pieces.map((piece, i) => {
        if (i % 2 === 0) return sql.raw(piece);
        const value = values[Number(piece) - 1] ?? null;
        const bound =
          value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value)
            ? JSON.stringify(value)
            : value;
        return sql`${bound}`;
      });
      const result = (await tx.execute(sql.join(chunks, sql.raw("")))) as unknown as
        | { rows: unknown[] }
        | unknown[];
      return { rows: Array.isArray(result) ? result : result.rows };
    },
  };
}

/** A payload the definition's schema accepts, and its singleton key; a bad one is a bug in the caller. */
function checkedPayload<Payload>(ctx: AppContext, definition: JobDefinition<Payload>, payload: Payload) {
  const parsed = definition.schema.safeParse(payload);
  if (!parsed.success) {
    ctx.logger.warn({ job: definition.name, issues: parsed.error.issues }, "job payload refused");
    throw new Error(`The ${definition.name} job's payload is not valid: ${parsed.error.message}`);
  }
  return { data: (parsed.data ?? {}) as object, singletonKey: definition.singletonKey?.(parsed.data) };
}

export type SendJobOptions = Omit<PgBoss.SendOptions, "db"> & {
  /** Queued inside this transaction: the job exists exactly when the transaction commits. */
  tx?: DbOrTx;
};

/**
 * Queues a job after checking its payload against the definition: a bad payload is a bug in the caller, refused here
 * before anything is stored. The definition's singleton key applies unless the options give one.
 */
export async function sendJob<Payload>(
  ctx: AppContext,
  definition: JobDefinition<Payload>,
  payload: Payload,
  { tx, ...options }: SendJobOptions = {},
): Promise<string | null> {
  const { data, singletonKey } = checkedPayload(ctx, definition, payload);
  return jobsOf(ctx).send(definition.name, data, {
    ...(singletonKey ? { singletonKey } : {}),
    ...options,
    ...(tx ? { db: transactionExecutor(tx) } : {}),
  });
}

/**
 * Queues many jobs of one definition in one statement (pg-boss's multi-row insert), each payload checked first, with
 * ids made here so the caller knows them. Queue options (retries, expiry) come from the definition's queue, as with
 * `sendJob`.
 */
export async function sendJobs<Payload>(
  ctx: AppContext,
  definition: JobDefinition<Payload>,
  payloads: Payload[],
  { tx, startAfter }: { tx?: DbOrTx; startAfter?: Date } = {},
): Promise<string[]> {
  const jobs = payloads.map((payload) => {
    const { data, singletonKey } = checkedPayload(ctx, definition, payload);
    return {
      id: randomUUID(),
      name: definition.name,
      data,
      ...(singletonKey ? { singletonKey } : {}),
      ...(startAfter ? { startAfter: startAfter.toISOString() } : {}),
    };
  });
  if (jobs.length > 0) await jobsOf(ctx).boss.insert(jobs, tx ? { db: transactionExecutor(tx) } : {});
  return jobs.map((job) => job.id);
}
