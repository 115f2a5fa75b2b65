// Trained intent classifiers kept in the database (decision 0021): the first process or agent thread that trains a
// company's classifier stores it, every other one that needs the same training loads it instead of training again.
import type { ClassifierStore } from "@inbox/agent";
import { getIntentClassifier, saveIntentClassifier } from "@inbox/db";
import type { AppContext } from "../context";

/** How this process's classifiers were made ready, on its own thread (agent threads count theirs in the pool). */
export interface ClassifierCounts {
  loaded: number;
  trained: number;
}

const stores = new WeakMap<object, ClassifierStore & { counts: ClassifierCounts }>();

/** The store of this server's database (one per database: tests run apps on several). */
export function classifierStoreFor(
  ctx: Pick<AppContext, "db" | "logger">,
): ClassifierStore & { counts: ClassifierCounts } {
  let store = stores.get(ctx.db);
  if (store) return store;
  const counts: ClassifierCounts = { loaded: 0, trained: 0 };
  store = {
    counts,
    load: (key) =>
      getIntentClassifier(ctx.db, key).catch((error: unknown) => {
        // The classifier is trained here instead: slower, not wrong.
        ctx.logger.warn(
          { err: (error as Error).message, companyId: key.companyId },
          "stored classifier not read",
        );
        return null;
      }),
    async save(key, model) {
      await saveIntentClassifier(ctx.db, { ...key, model }).catch((error: unknown) => {
        ctx.logger.warn({ err: (error as Error).message, companyId: key.companyId }, "classifier not stored");
      });
    },
    used(key, how) {
      counts[how] += 1;
      ctx.logger.debug({ companyId: key.companyId, modelVersion: key.modelVersion }, `classifier ${how}`);
    },
  };
  stores.set(ctx.db, store);
  return store;
}
