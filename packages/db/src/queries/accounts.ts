import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { account } from "../schema";

/** The user's newest linked account at a provider (Google, Microsoft): its tokens become a mailbox. */
export async function getLinkedAccount(
  db: DbOrTx,
  { userId, providerId }: { userId: string; providerId: string },
) {
  const [row] = await db
    .select({
      accountId: account.accountId,
      accessToken: account.accessToken,
      refreshToken: account.refreshToken,
      accessTokenExpiresAt: account.accessTokenExpiresAt,
    })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId)))
    .orderBy(desc(account.updatedAt))
    .limit(1);
  return row ?? null;
}

/** Whether the user signs in with a password (a Google-only user has none to change). */
export async function hasPasswordAccount(db: DbOrTx, { userId }: { userId: string }) {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return !!row;
}
