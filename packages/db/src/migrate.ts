import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";

const defaultFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
// Any fixed number: several API processes starting against one server take turns at migrating.
export const MIGRATION_LOCK = 7_341_902;
/** Beside the embedded database's files: the last migration applied to them, so a restart need not look. */
const MIGRATED_MARK = "inbox-migrated";

/** Runs the migrations not yet applied; a test may pass a folder holding only the first ones (a database as it was). */
export async function migrateDatabase(
  handle: DatabaseHandle,
  { migrationsFolder = defaultFolder } = {},
): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK, async () => {
    if (handle.kind === "pglite") await migratePglite(handle.db as any, { migrationsFolder });
    else await migrateNodePg(handle.db as any, { migrationsFolder });
  });
}

/** The newest migration of this version of the product (its tag and time, from drizzle-kit's journal). */
function newestMigration(): string {
  const journal = JSON.parse(readFileSync(join(defaultFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1);
  return last ? `${last.tag} ${last.when}` : "none";
}

/**
 * Whether the embedded database in `dataDir` has this version's migrations, from the mark its preparation left
 * (apps/server embedded-database.ts): a restart reads one small file rather than opening the database to look.
 */
export function isEmbeddedDatabaseCurrent(dataDir: string): boolean {
  const mark = join(dataDir, MIGRATED_MARK);
  return existsSync(mark) && readFileSync(mark, "utf8") === newestMigration();
}

/** Records that the embedded database in `dataDir` has this version's migrations (after migrateDatabase). */
export function markEmbeddedDatabaseCurrent(dataDir: string): void {
  writeFileSync(join(dataDir, MIGRATED_MARK), newestMigration());
}
