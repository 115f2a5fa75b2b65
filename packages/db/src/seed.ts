import { plans as planCatalogue, pmsFeatureNames } from "@inbox/contracts";
import { getTableColumns, inArray, isNull } from "drizzle-orm";
import type { Database } from "./client";
import { aiAgentIntents, intentExamples, plans, pmsFeatures } from "./schema";

export interface CatalogueIntent {
  key: string;
  name: string;
  description: string;
  examples: string[];
}

/**
 * Reference data every workspace relies on: PMS features, plans and the default intent catalogue.
 * Idempotent: it inserts only what is missing, so it runs on every start and a grown catalogue reaches old data.
 */
export async function seedReferenceData(db: Database, catalogue: CatalogueIntent[]): Promise<void> {
  await db
    .insert(pmsFeatures)
    .values(pmsFeatureNames.map((name) => ({ name })))
    .onConflictDoNothing();
  for (const plan of planCatalogue) {
    const row = { name: plan.name, price: plan.price, ...plan.limits };
    await db
      .insert(plans)
      .values({ id: plan.id, ...row })
      .onConflictDoUpdate({ target: plans.id, set: row });
  }
  const existing = await db
    .select({ key: aiAgentIntents.key })
    .from(aiAgentIntents)
    .where(isNull(aiAgentIntents.companyId));
  const known = new Set(existing.map((r) => r.key));
  const missing = catalogue.filter((intent) => !known.has(intent.key));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(aiAgentIntents)
      .values(missing.map(({ key, name, description }) => ({ key, name, description, language: "en" })))
      .returning({ id: aiAgentIntents.id, key: aiAgentIntents.key });
    const idByKey = new Map(inserted.map((r) => [r.key, r.id]));
    const rows = missing.flatMap((intent) =>
      intent.examples.map((text) => ({ intentId: idByKey.get(intent.key)!, text, source: "catalogue" })),
    );
    if (rows.length > 0) await tx.insert(intentExamples).values(rows);
  });
}

export async function listCatalogueIntents(db: Database, keys?: string[]) {
  const { id, key, name, language } = getTableColumns(aiAgentIntents);
  return db
    .select({ id, key, name, language })
    .from(aiAgentIntents)
    .where(keys ? inArray(aiAgentIntents.key, keys) : isNull(aiAgentIntents.companyId));
}
