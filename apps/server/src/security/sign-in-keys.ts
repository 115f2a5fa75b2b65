import { clearRateLimitKeys, type DbOrTx, markRateLimitKey } from "@inbox/db";

/** Where the sign-in failure counts of one account live in the limit table (see sign-in-limit.ts). */
export const signInKeys = (email: string, address: string) => {
  const account = email.trim().toLowerCase();
  return {
    pair: `sign-in-failures:${account}|${address}`,
    account: `sign-in-failures:${account}`,
    known: `sign-in-known:${account}|${address}`,
  };
};

/**
 * An address that proved it holds the account (it signed in, or reset the password from there): the account-wide
 * ceiling no longer applies to it, and its own failures start again.
 */
export async function rememberAddressOfAccount(db: DbOrTx, email: string, address: string) {
  const keys = signInKeys(email, address);
  await markRateLimitKey(db, { key: keys.known });
  await clearRateLimitKeys(db, [keys.pair]);
}
