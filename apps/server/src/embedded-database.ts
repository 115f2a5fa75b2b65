// The embedded database's preparation at start-up (decision 0020): creating a PGlite, migrating it and creating the job
// queue's tables take the process doing it to about 800 MB that it never gives back (WebAssembly memory only grows),
// so a child process does it and exits, and the server opens the finished database at a fraction of that.
import { spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { intentCatalogue } from "@inbox/agent";
import {
  isEmbeddedDatabaseCurrent,
  markEmbeddedDatabaseCurrent,
  migrateDatabase,
  openDatabase,
  seedReferenceData,
} from "@inbox/db";
import { createJobs } from "./jobs/queue";
import { createLogger } from "./lib/logger";

/**
 * Makes the embedded database in `dataDir` ready to open: nothing when it has this version's migrations (a restart
 * reads one small file); a copy of `template` (the empty database the server's build prepared) when it is new;
 * otherwise prepared in a child process.
 */
export async function prepareEmbeddedDatabase(
  dataDir: string,
  { template }: { template?: string } = {},
): Promise<"up to date" | "copied" | "prepared"> {
  if (isEmbeddedDatabaseCurrent(dataDir)) return "up to date";
  if (
    template &&
    isEmbeddedDatabaseCurrent(template) &&
    (!existsSync(dataDir) || readdirSync(dataDir).length === 0)
  ) {
    cpSync(template, dataDir, { recursive: true });
    return "copied";
  }
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL("./prepare-database-process.mjs", import.meta.url)), dataDir],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0)
    throw new Error(
      `The embedded database in ${dataDir} could not be prepared (exit code ${code}):\n${errors}`,
    );
  return "prepared";
}

/** The child's side (prepare-database-process.mjs): create or migrate, seed, create the queue's tables, mark, close. */
export async function prepareEmbeddedDatabaseHere(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await migrateDatabase(handle);
    await seedReferenceData(handle.db, intentCatalogue);
    const jobs = await createJobs({ handle, logger: createLogger("warn") });
    await jobs.stop();
  } finally {
    await handle.close();
  }
  markEmbeddedDatabaseCurrent(dataDir);
}
