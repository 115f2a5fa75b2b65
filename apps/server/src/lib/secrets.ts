import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Secrets {
  authSecret: string;
  encryptionKey: string;
}

/**
 * The embedded default needs no keys from the user: missing secrets are generated once into DATA_DIR
 * (readable by the owner only) and reused on every start.
 */
export function loadSecrets(
  dataDir: string,
  given: { authSecret?: string; encryptionKey?: string },
): Secrets {
  if (given.authSecret && given.encryptionKey) {
    return { authSecret: given.authSecret, encryptionKey: given.encryptionKey };
  }
  const file = join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8"));
  const secrets: Secrets = {
    authSecret: given.authSecret ?? stored.authSecret ?? randomBytes(32).toString("hex"),
    encryptionKey: given.encryptionKey ?? stored.encryptionKey ?? randomBytes(32).toString("hex"),
  };
  if (stored.authSecret !== secrets.authSecret || stored.encryptionKey !== secrets.encryptionKey) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
