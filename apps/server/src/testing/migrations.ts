import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app";

const migration = new URL(
  "../../../../packages/db/drizzle/0011_address_entries_and_live_since.sql",
  import.meta.url,
);

/**
 * Runs the data part of migration 0011 again on a test database (which was migrated while still empty), so a test
 * can store rows as the old code did and see what the upgrade makes of them.
 */
export async function narrowPublicDomainEntries(t: TestApp) {
  const statements = readFileSync(migration, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => /^(--.*\n)*UPDATE/m.test(s));
  if (statements.length !== 2) throw new Error("migration 0011 no longer has its two UPDATE statements");
  for (const statement of statements) await t.ctx.db.execute(sql.raw(statement));
}
