import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A report query without PostgreSQL's JIT compiler: these aggregates are costed high enough to be compiled, and the
 * compiling took 50–100 ms of a 100 ms query (PGlite has no JIT; the setting is accepted and ignored).
 */
export async function reportRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<T>(tx, query);
  });
}
