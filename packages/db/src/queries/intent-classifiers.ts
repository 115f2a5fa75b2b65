import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { intentClassifiers } from "../schema";

/** Which trained model: the company, the fingerprint of its intents and examples, and that of what trained it. */
export interface IntentClassifierKey {
  companyId: string;
  modelVersion: string;
  trainer: string;
}

/** A company's models kept: the newest few, so a process still deciding on the setup before a change finds its own. */
const KEPT_PER_COMPANY = 3;

/** The stored model for this key, or null when none was stored yet (decision 0021). */
export async function getIntentClassifier(
  db: DbOrTx,
  { companyId, modelVersion, trainer }: IntentClassifierKey,
): Promise<Uint8Array | null> {
  // Read as base64 text: PGlite hands over a large bytea far more slowly than text (see `base64Bytea`).
  const [row] = await db
    .select({ model: sql<string>`encode(${intentClassifiers.model}, 'base64')` })
    .from(intentClassifiers)
    .where(
      and(
        eq(intentClassifiers.companyId, companyId),
        eq(intentClassifiers.modelVersion, modelVersion),
        eq(intentClassifiers.trainer, trainer),
      ),
    );
  return row ? Buffer.from(row.model, "base64") : null;
}

/**
 * Stores a trained model unless one is stored for the key already (two processes that trained at once: training is
 * deterministic, the first one kept), and deletes the company's older models beyond the newest few. Returns whether
 * this call stored it.
 */
export async function saveIntentClassifier(
  db: DbOrTx,
  { companyId, modelVersion, trainer, model }: IntentClassifierKey & { model: Uint8Array },
): Promise<boolean> {
  const stored = await db
    .insert(intentClassifiers)
    .values({ companyId, modelVersion, trainer, model })
    .onConflictDoNothing()
    .returning({ companyId: intentClassifiers.companyId });
  if (stored.length > 0) {
    const newest = db
      .select({ modelVersion: intentClassifiers.modelVersion })
      .from(intentClassifiers)
      .where(eq(intentClassifiers.companyId, companyId))
      .orderBy(desc(intentClassifiers.createdAt))
      .limit(KEPT_PER_COMPANY);
    await db
      .delete(intentClassifiers)
      .where(
        and(eq(intentClassifiers.companyId, companyId), notInArray(intentClassifiers.modelVersion, newest)),
      );
  }
  return stored.length > 0;
}

/** The versions of a company's stored models, newest first (for tests and figures). */
export async function listIntentClassifierVersions(db: DbOrTx, { companyId }: { companyId: string }) {
  return db
    .select({ modelVersion: intentClassifiers.modelVersion, trainer: intentClassifiers.trainer })
    .from(intentClassifiers)
    .where(eq(intentClassifiers.companyId, companyId))
    .orderBy(desc(intentClassifiers.createdAt));
}
