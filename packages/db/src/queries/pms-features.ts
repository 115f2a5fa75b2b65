import { asc } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { pmsFeatures } from "../schema";

/** The seeded PMS feature list /agent-config offers (reference data, the same for every company). */
export async function listPmsFeatures(db: DbOrTx) {
  return db.select().from(pmsFeatures).orderBy(asc(pmsFeatures.name));
}
