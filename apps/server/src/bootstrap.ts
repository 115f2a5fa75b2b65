import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import {
  type CatalogueIntent,
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
  seedReferenceData,
} from "@inbox/db";
import { createAuth } from "./auth";
import type { AppContext } from "./context";
import { prepareEmbeddedDatabase } from "./embedded-database";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import { createSystemMailer } from "./lib/mailer";
import { loadSecrets } from "./lib/secrets";

export interface BootstrapOptions {
  env: Env;
  logger: Logger;
  catalogue: CatalogueIntent[];
  /** Tests pass a database they made; otherwise DATABASE_URL or PGlite under DATA_DIR. */
  handle?: DatabaseHandle;
  /** The port the server really listens on, when PORT=0 picked one. */
  port?: number;
}

/** Opens the database, migrates and seeds it, and builds everything the routes and jobs share. */
export async function createAppContext(options: BootstrapOptions): Promise<AppContext> {
  const { env, logger } = options;
  const dataDir = resolve(env.DATA_DIR);
  const embeddedDir = resolve(dataDir, "pglite");
  // The embedded database is created and migrated in a child process, which gives its memory back when it exits, or
  // copied from the empty one the server's build made (decision 0020).
  if (!options.handle && !env.DATABASE_URL)
    await prepareEmbeddedDatabase(embeddedDir, {
      template: resolve(import.meta.dirname, "../dist/pglite-template"),
    });
  const handle =
    options.handle ??
    (await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: embeddedDir }));
  await migrateDatabase(handle);
  await seedReferenceData(handle.db, options.catalogue);
  const secrets = loadSecrets(dataDir, {
    authSecret: env.BETTER_AUTH_SECRET,
    encryptionKey: env.ENCRYPTION_KEY,
  });
  const baseUrl = (env.BASE_URL ?? `http://localhost:${options.port ?? env.PORT}`).replace(/\/$/, "");
  const mailer = createSystemMailer({ db: handle.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const auth = createAuth({ db: handle.db, env, baseUrl, secret: secrets.authSecret, mailer });
  return {
    env,
    baseUrl,
    handle,
    db: handle.db,
    auth,
    mailer,
    devOutboxToken: env.DEV_OUTBOX_TOKEN ?? randomBytes(18).toString("base64url"),
    logger,
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(import.meta.dirname, "../../web/dist"),
    encryptionKey: secrets.encryptionKey,
    authSecret: secrets.authSecret,
  };
}
