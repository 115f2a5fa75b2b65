import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "./migrate";
import { agentConfigs, brandBriefs, supportMailboxes } from "./schema";
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from "./testing";

/** The migrations folder as it was before 0020: the database is built from it, then 0020 runs on the rows. */
function foldersBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(fileURLToPath(new URL("../drizzle", import.meta.url)), dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe.each(testDatabaseKinds())("migration 0020 on %s", (kind: TestDatabaseKind) => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let before: string;
  beforeAll(async () => {
    before = foldersBefore("0020");
    handle = await createTestDatabase(kind, { migrate: false });
    await migrateDatabase(handle, { migrationsFolder: before });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("gives each user's setup and mailboxes to their company, the owner's config and brief staying the company's", async () => {
    const { db } = handle;
    const run = (query: ReturnType<typeof sql>) => db.execute(query);
    for (const id of ["solo", "boss", "mate", "gone", "loner"])
      await run(
        sql`insert into "user" (id, name, email, email_verified) values (${id}, ${id}, ${`${id}@x.test`}, true)`,
      );
    const company = async (name: string) =>
      (
        (await run(
          sql`insert into companies (name, url, email) values (${name}, 'https://x.test', 'x@x.test') returning id`,
        )) as unknown as { rows: { id: string }[] }
      ).rows[0]!.id;
    const inn = await company("Inn");
    const hotel = await company("Hotel");
    for (const [id, companyId] of [
      ["solo", inn],
      ["boss", hotel],
      ["mate", hotel],
      ["gone", null],
      ["loner", null],
    ] as const)
      await run(
        sql`insert into profiles (id, company_id, email) values (${id}, ${companyId}, ${`${id}@x.test`})`,
      );
    await run(sql`insert into memberships (company_id, user_id, role) values (${inn}, 'solo', 'owner')`);
    await run(sql`insert into memberships (company_id, user_id, role) values (${hotel}, 'boss', 'owner')`);
    await run(sql`insert into memberships (company_id, user_id, role) values (${hotel}, 'mate', 'admin')`);
    // As stored before: by user. The admin's Library edit made a config of their own, newer than the owner's.
    await run(sql`insert into agent_configs (user_id, faq_content, created_at) values
      ('solo', 'Inn FAQ', '2024-01-01'), ('boss', 'Hotel FAQ', '2024-01-01'), ('mate', 'Admin edit', '2024-06-01'),
      ('loner', 'Nobody reads this', '2024-01-01')`);
    await run(sql`insert into brand_briefs (user_id, content, updated_at) values
      ('solo', 'Inn brief', '2024-01-01'), ('boss', 'Hotel brief', '2024-01-01'), ('mate', 'Admin brief', '2024-06-01')`);
    await run(sql`insert into support_mailboxes (user_id, email, provider) values
      ('solo', 'info@inn.test', 'imap'), ('boss', 'info@hotel.test', 'imap'), ('mate', 'events@hotel.test', 'imap'),
      ('gone', 'old@hotel.test', 'imap'), ('loner', 'lost@nowhere.test', 'imap')`);
    // "gone" was removed from the Hotel's team after connecting a mailbox; its mail was stored for the Hotel.
    await run(sql`insert into messages (company_id, mailbox_id, email_subject, dedupe_key)
      select ${hotel}, id, 'Booking', 'booking-1' from support_mailboxes where email = 'old@hotel.test'`);

    await migrateDatabase(handle);

    const configs = await db
      .select({
        companyId: agentConfigs.companyId,
        userId: agentConfigs.userId,
        faq: agentConfigs.faqContent,
      })
      .from(agentConfigs)
      .orderBy(asc(agentConfigs.faqContent));
    expect(configs).toEqual([
      { companyId: hotel, userId: "boss", faq: "Hotel FAQ" },
      { companyId: inn, userId: "solo", faq: "Inn FAQ" },
    ]);
    const briefs = await db
      .select({ companyId: brandBriefs.companyId, content: brandBriefs.content })
      .from(brandBriefs)
      .orderBy(asc(brandBriefs.content));
    expect(briefs).toEqual([
      { companyId: hotel, content: "Hotel brief" },
      { companyId: inn, content: "Inn brief" },
    ]);
    const mailboxes = await db
      .select({
        email: supportMailboxes.email,
        companyId: supportMailboxes.companyId,
        userId: supportMailboxes.userId,
      })
      .from(supportMailboxes)
      .orderBy(asc(supportMailboxes.email));
    expect(mailboxes).toEqual([
      { email: "events@hotel.test", companyId: hotel, userId: "mate" },
      { email: "info@hotel.test", companyId: hotel, userId: "boss" },
      { email: "info@inn.test", companyId: inn, userId: "solo" },
      { email: "old@hotel.test", companyId: hotel, userId: "gone" },
    ]);
  });
});
