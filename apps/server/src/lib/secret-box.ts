import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for mailbox passwords and tokens at rest. The sealed form is `v1.<iv>.<tag>.<ciphertext>` in base64url,
 * so a stored value says which scheme wrote it. The key is ENCRYPTION_KEY (any string; hashed to 32 bytes).
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
  sealJson(value: unknown): string;
  openJson<T>(sealed: string): T;
}

export function createSecretBox(encryptionKey: string): SecretBox {
  const key = createHash("sha256").update(encryptionKey).digest();
  const seal = (plaintext: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
      .join(".");
  };
  const open = (sealed: string) => {
    const [version, iv, tag, data] = sealed.split(".");
    if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("Not a sealed secret");
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  };
  return {
    seal,
    open,
    sealJson: (value) => seal(JSON.stringify(value)),
    openJson: <T>(sealed: string) => JSON.parse(open(sealed)) as T,
  };
}
