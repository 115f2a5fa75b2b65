import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A link token that names one row for one purpose (decision 0014, guest satisfaction): the row's id and an HMAC of
 * the purpose and that id under the app's secret. Nothing in it can be guessed or moved: another id, another purpose
 * or another secret gives another signature. Deterministic, so a reply retried after a crash carries the same link.
 */
const MAC_BYTES = 16;

function macOf(secret: string, purpose: string, id: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}\0${id}`).digest().subarray(0, MAC_BYTES);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `<id as 22 base64url characters>.<signature>`: short enough for a plain-text mail line. */
export function signToken(secret: string, purpose: string, id: string): string {
  if (!UUID.test(id)) throw new Error("A signed token names a row by its uuid");
  const idPart = Buffer.from(id.replaceAll("-", ""), "hex").toString("base64url");
  return `${idPart}.${macOf(secret, purpose, id).toString("base64url")}`;
}

/** The id a token names for this purpose, or null when the token is not one this app signed for it. */
export function readToken(secret: string, purpose: string, token: string): string | null {
  const [idPart, macPart, extra] = token.split(".");
  if (!idPart || !macPart || extra !== undefined || idPart.length !== 22) return null;
  const hex = Buffer.from(idPart, "base64url").toString("hex");
  if (hex.length !== 32) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = Buffer.from(macPart, "base64url");
  const expected = macOf(secret, purpose, id);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // One spelling only: base64url padding bits could otherwise make several strings name the same row.
  if (signToken(secret, purpose, id) !== token) return null;
  return id;
}
