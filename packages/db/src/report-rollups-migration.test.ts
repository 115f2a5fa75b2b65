import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "./migrate";
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from "./testing";

/** The migrations folder as it was before `tag`: the database is built from it, then the migration runs on the rows. */
function foldersBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(fileURLToPath(new URL("../drizzle", import.meta.url)), dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.startsWith(tag)),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe.each(testDatabaseKinds())("migration 0022 on %s", (kind: TestDatabaseKind) => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let before: string;
  beforeAll(async () => {
    before = foldersBefore("0022");
    handle = await createTestDatabase(kind, { migrate: false });
    await migrateDatabase(handle, { migrationsFolder: before });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("counts a company's history into the roll-ups up to today, and times the questions already answered", async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [company] = await rows<{ id: string }>(
      sql`insert into companies (name, url, email) values ('Inn', 'https://inn.test', 'inn@inn.test') returning id`,
    );
    const companyId = company!.id;
    // Mail every twelve hours for forty days, answered and skipped in turn, and one today at 01:00 UTC.
    await handle.db.execute(sql`insert into messages (company_id, dedupe_key, processed, processed_result, agent_outcome, created_at)
      select ${companyId}, 'm' || i, true, case when i % 2 = 0 then 'reply: x' else 'skip: x' end,
        case when i % 2 = 0 then 'reply' else 'skip' end,
        date_trunc('day', now(), 'UTC') - (i * interval '12 hours') + interval '1 hour'
      from generate_series(0, 81) i`);
    await handle.db.execute(sql`insert into tickets (company_id, intent, subject, message_id, created_at)
      select company_id, 'Parking', 'Re: where to park', id, created_at + interval '2 seconds' from messages`);
    const [asked] = await rows<{ id: string }>(
      sql`select id from tickets where created_at < now() - interval '10 days' limit 1`,
    );
    await handle.db.execute(sql`insert into feedback_loop_message (ticket_id, sender, message_content, created_at)
      values (${asked!.id}, 'AI Agent', 'Where?', now() - interval '9 days'),
        (${asked!.id}, 'Human Responsable', 'There.', now() - interval '8 days')`);

    await migrateDatabase(handle);

    const [state] = await rows<{ sealed: boolean }>(
      sql`select sealed_until = date_trunc('day', now(), 'UTC') as sealed from report_rollup_state
        where company_id = ${companyId}`,
    );
    expect(state?.sealed).toBe(true);
    const [mail] = await rows<{ answered: number; skipped: number; raw: number }>(
      sql`select (select sum(answered_draft)::int from report_mail_hours where company_id = ${companyId}) as answered,
          (select sum(skipped)::int from report_mail_hours where company_id = ${companyId}) as skipped,
          (select count(*)::int from messages where created_at < date_trunc('day', now(), 'UTC')) as raw`,
    );
    // Today's mail is left to the live count.
    expect(mail).toEqual({ answered: 40, skipped: 41, raw: 81 });
    const [intents] = await rows<{ tickets: number; automated: number }>(
      sql`select sum(tickets)::int as tickets, sum(automated)::int as automated from report_intent_days
        where company_id = ${companyId} and intent = 'Parking'`,
    );
    expect(intents).toEqual({ tickets: 81, automated: 81 });
    const [question] = await rows<{ waited: number }>(
      sql`select extract(epoch from first_answer_at - created_at)::int as waited from feedback_loop_message
        where sender = 'AI Agent'`,
    );
    expect(question?.waited).toBe(86_400);
  });
});
