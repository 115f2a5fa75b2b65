// Trained intent classifiers kept in the database (decision 0021): the first process or agent thread that trains a
// company's classifier stores it, every other one that needs the same training loads it instead of training again.
import type { ClassifierStore } from "@inbox/agent";
import { getIntentClassifier, saveIntentClassifier } from "@inbox/db";
import type { AppContext } from "../context";

/** How the classifiers of this database's companies were made ready in this process, on any of its threads. */
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
    used(key, how, ms) {
      counts[how] += 1;
      // Once per company, thread and change of its intents: why a first mail took seconds (trained) or not (loaded).
      ctx.logger.info(
        { companyId: key.companyId, modelVersion: key.modelVersion.slice(0, 12), ms: Math.round(ms) },
        `classifier ${how}`,
      );
    },
  };
  stores.set(ctx.db, store);
  return store;
}
