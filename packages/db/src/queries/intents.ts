import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { aiAgentIntents, intentExamples } from "../schema";

const usableBy = (companyId: string) =>
  or(isNull(aiAgentIntents.companyId), eq(aiAgentIntents.companyId, companyId));

/** An intent the company may use (the catalogue's or its own), by id. */
export async function findCompanyIntent(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select({ id: aiAgentIntents.id, name: aiAgentIntents.name })
    .from(aiAgentIntents)
    .where(and(eq(aiAgentIntents.id, id), usableBy(companyId)));
  return row ?? null;
}

/** The ids among `ids` that name intents the company may use; others are dropped. */
export async function filterCompanyIntentIds(
  db: DbOrTx,
  { companyId, ids }: { companyId: string; ids: string[] },
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: aiAgentIntents.id })
    .from(aiAgentIntents)
    .where(and(inArray(aiAgentIntents.id, ids), usableBy(companyId)));
  return rows.map((r) => r.id);
}

/** A person corrected a ticket's intent: the message becomes an example of the right one. */
export async function addIntentCorrection(
  db: DbOrTx,
  { companyId, intentId, text }: { companyId: string; intentId: string; text: string },
) {
  await db.insert(intentExamples).values({ intentId, companyId, text, source: "correction" });
}
