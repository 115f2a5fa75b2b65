import { fileURLToPath } from "node:url";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";

const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
// Any fixed number: several API processes starting against one server take turns at migrating.
export const MIGRATION_LOCK = 7_341_902;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK, async () => {
    if (handle.kind === "pglite") await migratePglite(handle.db as any, { migrationsFolder });
    else await migrateNodePg(handle.db as any, { migrationsFolder });
  });
}
