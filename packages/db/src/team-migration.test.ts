import { readFileSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, memberships, profiles, user } from "./schema";
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from "./testing";

/** The data statements of 0018 (the ones after the schema changes), run again on rows stored as before it. */
const dataStatements = readFileSync(new URL("../drizzle/0018_team.sql", import.meta.url), "utf8")
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter((s) => /^(--.*\n)*(INSERT|UPDATE)/m.test(s));

describe.each(testDatabaseKinds())("migration 0018 on %s", (kind: TestDatabaseKind) => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  it("makes every company's user its owner (the company's address first), the others admins, and keeps the owner's mode", async () => {
    expect(dataStatements).toHaveLength(2);
    const { db } = handle;
    const person = async (id: string, email: string, at: string) => {
      await db.insert(user).values({ id, name: id, email, emailVerified: true });
      await db
        .insert(profiles)
        .values({ id, email, createdAt: new Date(at) })
        .onConflictDoNothing();
    };
    await person("early", "early@h.test", "2024-01-01");
    await person("boss", "Boss@H.test", "2024-02-01");
    await person("solo", "solo@s.test", "2024-03-01");
    await person("nobody", "nobody@n.test", "2024-03-01");
    const [hotel] = await db
      .insert(companies)
      .values({ name: "Hotel", url: "https://h.test", email: "boss@h.test" })
      .returning();
    const [inn] = await db
      .insert(companies)
      .values({ name: "Inn", url: "https://s.test", email: "other@s.test" })
      .returning();
    await db.update(profiles).set({ companyId: hotel!.id }).where(sql`${profiles.id} in ('early', 'boss')`);
    await db
      .update(profiles)
      .set({ companyId: inn!.id, mode: "live", liveSince: new Date("2024-05-01") })
      .where(eq(profiles.id, "solo"));
    await db.update(profiles).set({ mode: "live" }).where(eq(profiles.id, "early"));

    for (const statement of dataStatements) await db.execute(sql.raw(statement));

    const rows = await db
      .select({ userId: memberships.userId, companyId: memberships.companyId, role: memberships.role })
      .from(memberships)
      .orderBy(asc(memberships.userId));
    expect(rows).toEqual([
      { userId: "boss", companyId: hotel!.id, role: "owner" },
      { userId: "early", companyId: hotel!.id, role: "admin" },
      { userId: "solo", companyId: inn!.id, role: "owner" },
    ]);
    const modes = await db
      .select({ name: companies.name, mode: companies.mode, liveSince: companies.liveSince })
      .from(companies)
      .orderBy(asc(companies.name));
    expect(modes).toEqual([
      { name: "Hotel", mode: "sandbox", liveSince: null },
      { name: "Inn", mode: "live", liveSince: new Date("2024-05-01") },
    ]);
  });
});
