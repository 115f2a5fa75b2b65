import { desc } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { devOutbox } from "../schema";

/** The dev outbox is machine-wide on purpose: it is only served to loopback callers. */
export async function listDevOutbox(db: DbOrTx, { limit = 100 }: { limit?: number } = {}) {
  return db
    .select({
      id: devOutbox.id,
      to: devOutbox.to,
      from: devOutbox.from,
      subject: devOutbox.subject,
      text: devOutbox.text,
      html: devOutbox.html,
      createdAt: devOutbox.createdAt,
    })
    .from(devOutbox)
    .orderBy(desc(devOutbox.createdAt))
    .limit(limit);
}
