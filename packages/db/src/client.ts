import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: every query is written once and runs on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs raw SQL (pg-boss and the migrator's lock use it). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  /** Runs fn while holding a session-level advisory lock (a no-op guard on the single-process PGlite). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it PGlite runs in-process. */
  url?: string;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

/**
 * PostgreSQL's page cache inside PGlite. Its default, 128 MB, is written through at start and so held from the first
 * second; a PGlite's data files are read through the operating system's own cache, so a smaller one costs little
 * (decision 0020).
 */
const PGLITE_SHARED_BUFFERS = "32MB";

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, an administrator) must not crash the process: the
    // pool drops it and the next query opens a new one (node-postgres' documented advice).
    pool.on("error", () => {});
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      async withAdvisoryLock(key, fn) {
        const lockClient = await pool.connect();
        try {
          await lockClient.query("select pg_advisory_lock($1)", [key]);
          return await fn();
        } finally {
          await lockClient.query("select pg_advisory_unlock($1)", [key]).catch(() => {});
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the inbox search index, as it does on PostgreSQL.
  const client = new PGlite({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    // pg-boss sends multi-statement scripts without parameters; PGlite runs those through exec().
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    withAdvisoryLock: (_key, fn) => fn(),
    close: () => client.close(),
  };
}
