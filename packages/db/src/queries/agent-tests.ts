import type { Rating } from "@inbox/contracts";
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { agentTestMessages, agentTests, customers } from "../schema";

/** The text a test message holds until the agent's answer returns (spec 001 §4). */
export const PROCESSING_TEXT = "Processing...";

const testColumns = {
  id: agentTests.id,
  testName: agentTests.testName,
  userId: agentTests.userId,
  customerId: agentTests.customerId,
  agentConfigId: agentTests.agentConfigId,
  createdAt: agentTests.createdAt,
  customer: {
    id: customers.id,
    firstName: customers.firstName,
    lastName: customers.lastName,
    email: customers.email,
  },
};

function withCustomer<T extends { customer: { id: string | null } | null }>(row: T) {
  return { ...row, customer: row.customer?.id ? row.customer : null };
}

/** The user's tests with their customer, newest first (spec 001 §7). */
export async function listAgentTests(db: DbOrTx, { userId }: { userId: string }) {
  const rows = await db
    .select(testColumns)
    .from(agentTests)
    .leftJoin(customers, eq(customers.id, agentTests.customerId))
    .where(eq(agentTests.userId, userId))
    .orderBy(desc(agentTests.createdAt), desc(agentTests.id));
  return rows.map(withCustomer);
}

export async function getAgentTest(db: DbOrTx, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .select(testColumns)
    .from(agentTests)
    .leftJoin(customers, eq(customers.id, agentTests.customerId))
    .where(and(eq(agentTests.id, id), eq(agentTests.userId, userId)));
  return row ? withCustomer(row) : null;
}

/** A new test named "Test {n+1}", n the user's existing tests (spec 001 §9). */
export async function createAgentTest(
  db: DbOrTx,
  { userId, customerId, agentConfigId }: { userId: string; customerId: string; agentConfigId: string | null },
) {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agentTests)
    .where(eq(agentTests.userId, userId));
  const [row] = await db
    .insert(agentTests)
    .values({ testName: `Test ${(count?.n ?? 0) + 1}`, userId, customerId, agentConfigId })
    .returning({ id: agentTests.id });
  return (await getAgentTest(db, { userId, id: row!.id }))!;
}

/** A customer of the company for a test, with what the reply needs (first name) and the column shows. */
export async function getTestCustomer(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      language: customers.language,
    })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.companyId, companyId)));
  return row ?? null;
}

/** The customer picker: the company's customers and contacts, searched by name or email, newest first. */
export async function listTestCustomers(
  db: DbOrTx,
  { companyId, q, limit }: { companyId: string; q?: string; limit: number },
) {
  const term = q?.trim();
  const like = term ? `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      isActiveCustomer: customers.isActiveCustomer,
    })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        like
          ? or(
              ilike(customers.email, like),
              ilike(
                sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`,
                like,
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit);
}

const messageColumns = {
  id: agentTestMessages.id,
  agentTestId: agentTestMessages.agentTestId,
  userId: agentTestMessages.userId,
  messageContent: agentTestMessages.messageContent,
  aiResponse: agentTestMessages.aiResponse,
  intent: agentTestMessages.intent,
  intentId: agentTestMessages.intentId,
  isSystemMessage: agentTestMessages.isSystemMessage,
  result: agentTestMessages.result,
  userQualification: agentTestMessages.userQualification,
  createdAt: agentTestMessages.createdAt,
};

/** A test's messages, oldest first. */
export async function listAgentTestMessages(
  db: DbOrTx,
  { userId, agentTestId }: { userId: string; agentTestId: string },
) {
  return db
    .select(messageColumns)
    .from(agentTestMessages)
    .where(and(eq(agentTestMessages.agentTestId, agentTestId), eq(agentTestMessages.userId, userId)))
    .orderBy(asc(agentTestMessages.createdAt), asc(agentTestMessages.id));
}

export async function getAgentTestMessage(db: DbOrTx, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .select(messageColumns)
    .from(agentTestMessages)
    .where(and(eq(agentTestMessages.id, id), eq(agentTestMessages.userId, userId)));
  return row ?? null;
}

/** First phase (spec 001 §4): the message stored with "Processing..." and no intent. */
export async function createAgentTestMessage(
  db: DbOrTx,
  { userId, agentTestId, messageContent }: { userId: string; agentTestId: string; messageContent: string },
) {
  const [row] = await db
    .insert(agentTestMessages)
    .values({ agentTestId, userId, messageContent, aiResponse: PROCESSING_TEXT })
    .returning(messageColumns);
  return row!;
}

/** Second phase: the agent's reply, intent id and name once processing returns. */
export async function completeAgentTestMessage(
  db: DbOrTx,
  {
    userId,
    id,
    aiResponse,
    intentId,
    intent,
    isSystemMessage,
    result,
  }: {
    userId: string;
    id: string;
    aiResponse: string;
    intentId: string | null;
    intent: string | null;
    isSystemMessage: boolean;
    result: string;
  },
) {
  const [row] = await db
    .update(agentTestMessages)
    .set({ aiResponse, intentId, intent, isSystemMessage, result })
    .where(and(eq(agentTestMessages.id, id), eq(agentTestMessages.userId, userId)))
    .returning(messageColumns);
  return row ?? null;
}

/** A message whose processing failed is not left "Processing..." for ever. */
export async function deleteAgentTestMessage(db: DbOrTx, { userId, id }: { userId: string; id: string }) {
  await db
    .delete(agentTestMessages)
    .where(and(eq(agentTestMessages.id, id), eq(agentTestMessages.userId, userId)));
}

export async function setAgentTestMessageRating(
  db: DbOrTx,
  { userId, id, rating }: { userId: string; id: string; rating: Rating },
) {
  const [row] = await db
    .update(agentTestMessages)
    .set({ userQualification: rating })
    .where(and(eq(agentTestMessages.id, id), eq(agentTestMessages.userId, userId)))
    .returning(messageColumns);
  return row ?? null;
}
