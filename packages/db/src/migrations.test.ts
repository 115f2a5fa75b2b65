import { readFileSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "./queries/responsables";
import {
  aiAgentIntents,
  companies,
  escalationResponsableIntents,
  escalationResponsables,
  feedbackLoopMessage,
  tickets,
} from "./schema";
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from "./testing";

const statementsOf = (file: string) =>
  readFileSync(new URL(`../drizzle/${file}`, import.meta.url), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);

describe.each(testDatabaseKinds())("migration 0013 on %s", (kind: TestDatabaseKind) => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  it("merges a company's responsables that share an address into the oldest, keeping intents, tickets and questions", async () => {
    const { db } = handle;
    // The database as it was before 0013: no unique index yet, so duplicates could be stored.
    await db.execute(sql`drop index "escalation_responsables_company_email_idx"`);
    const [hotel] = await db
      .insert(companies)
      .values({ name: "Hotel", url: "https://h.test", email: "o@h.test" })
      .returning();
    const [other] = await db
      .insert(companies)
      .values({ name: "Other", url: "https://o.test", email: "o@o.test" })
      .returning();
    const person = (companyId: string, email: string, at: string, lastName: string, isDefault = false) => ({
      companyId,
      firstName: "Lea",
      lastName,
      email,
      isDefaultResponsable: isDefault,
      createdAt: new Date(at),
    });
    const [oldest, copy] = await db
      .insert(escalationResponsables)
      .values([
        person(hotel!.id, "lea@h.test", "2024-01-01", "Marti"),
        person(hotel!.id, "Lea@H.test", "2024-02-01", "M.", true),
      ])
      .returning();
    const [elsewhere] = await db
      .insert(escalationResponsables)
      .values(person(other!.id, "lea@h.test", "2024-03-01", "Marti"))
      .returning();
    const [refund, parking] = await db
      .insert(aiAgentIntents)
      .values([
        { key: "m_refund", name: "Refund", companyId: hotel!.id },
        { key: "m_parking", name: "Parking", companyId: hotel!.id },
      ])
      .returning();
    await db.insert(escalationResponsableIntents).values([
      { escalationResponsableId: oldest!.id, aiAgentIntentId: refund!.id },
      { escalationResponsableId: copy!.id, aiAgentIntentId: refund!.id },
      { escalationResponsableId: copy!.id, aiAgentIntentId: parking!.id },
    ]);
    const [ticket] = await db
      .insert(tickets)
      .values({ companyId: hotel!.id, assignedResponsableId: copy!.id, assignedTo: "Lea M." })
      .returning();
    await db.insert(feedbackLoopMessage).values({
      ticketId: ticket!.id,
      assignedTo: copy!.id,
      sender: "AI Agent",
      messageSubject: "Re: Help needed",
      messageContent: "Do we have a safe?",
    });

    // As the migrator runs it: every statement in one transaction (one connection, which the temporary table needs).
    await db.transaction(async (tx) => {
      for (const statement of statementsOf("0013_one_responsable_per_email.sql"))
        await tx.execute(sql.raw(statement));
    });

    const left = await db
      .select()
      .from(escalationResponsables)
      .orderBy(asc(escalationResponsables.createdAt));
    expect(left.map((r) => r.id)).toEqual([oldest!.id, elsewhere!.id]);
    expect(left[0]!.isDefaultResponsable).toBe(true);
    const intents = await db
      .select({ id: escalationResponsableIntents.aiAgentIntentId })
      .from(escalationResponsableIntents)
      .where(eq(escalationResponsableIntents.escalationResponsableId, oldest!.id));
    expect(intents.map((i) => i.id).sort()).toEqual([refund!.id, parking!.id].sort());
    const [moved] = await db.select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(moved).toMatchObject({ assignedResponsableId: oldest!.id, assignedTo: "Lea Marti" });
    const [question] = await db
      .select()
      .from(feedbackLoopMessage)
      .where(eq(feedbackLoopMessage.ticketId, ticket!.id));
    expect(question!.assignedTo).toBe(oldest!.id);

    const again = await db
      .insert(escalationResponsables)
      .values(person(hotel!.id, "LEA@h.test", "2024-04-01", "Marti"))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(again)).toBe(true);
  });
});
