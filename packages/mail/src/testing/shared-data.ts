import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The public labelled data (`../shared/data` beside the project, read in place, never copied). SHARED_DATA_DIR
 * overrides; a checkout elsewhere on this machine falls back to /work/shared/data.
 */
export function sharedDataDir(): string {
  const candidates = [
    process.env.SHARED_DATA_DIR,
    resolve(import.meta.dirname, "../../../../../shared/data"),
    "/work/shared/data",
  ].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(join(p, "spamassassin-sample")));
  if (!found) {
    throw new Error(
      `The public data folder was not found (looked in ${candidates.join(", ")}). Set SHARED_DATA_DIR.`,
    );
  }
  return found;
}
