import { createHash } from "node:crypto";
import { findMailboxByForwardingAddress, getMailboxForJob } from "@inbox/db";
import { type ForwardingServer, startForwardingServer } from "@inbox/mail";
import type { AppContext } from "../context";
import { type ReadMail, readInbound, storeReadMails } from "./ingest";

/** The most mail stored in one transaction by the listener. */
const MAX_BATCH = 64;

/** The forwarding address listener (INBOUND_SMTP_PORT): each message is stored for the mailbox it was sent to. */
export function startForwarding(
  ctx: AppContext,
  port = ctx.env.INBOUND_SMTP_PORT,
): Promise<ForwardingServer> {
  // A mailbox's company, as read when its address was accepted (RCPT TO): a mailbox never changes company, and one
  // deleted since is no longer accepted; the message is stored without reading the mailbox again.
  const companyOf = new Map<string, string>();
  const store = storeTogether(ctx);
  return startForwardingServer({
    port,
    host: ctx.env.HOST,
    async resolveRecipient(address) {
      const found = await findMailboxByForwardingAddress(ctx.db, { address });
      if (found?.companyId) companyOf.set(found.id, found.companyId);
      return found?.id ?? null;
    },
    async onMessage({ mailboxIds, raw }) {
      const providerId = `fwd:${createHash("sha256").update(raw).digest("hex").slice(0, 32)}`;
      for (const mailboxId of mailboxIds) {
        const companyId =
          companyOf.get(mailboxId) ?? (await getMailboxForJob(ctx.db, { mailboxId }))?.companyId;
        if (!companyId) continue;
        try {
          await store(await readInbound({ companyId, mailboxId, provider: "forwarding", providerId, raw }));
        } catch (error) {
          // Ids and sizes only: the mail itself is the customer's, never the log's.
          ctx.logger.warn(
            { err: error, mailboxId, providerId, bytes: raw.length },
            "forwarded mail not stored",
          );
          throw error;
        }
      }
    },
    onError: (error) => ctx.logger.warn({ err: error }, "forwarding listener"),
  });
}

/**
 * Stores forwarded mail as it arrives, several at a time: a mail that comes while no other is being stored is stored
 * at once, alone; those that come while a batch is being stored wait for it and go together in the next (one commit
 * for many in a burst, no wait for a mail that comes alone). Each sender hears once its own mail is stored.
 */
function storeTogether(ctx: AppContext) {
  const waiting: { read: ReadMail; settle: (result: PromiseSettledResult<unknown>) => void }[] = [];
  let storing = false;
  const flush = async () => {
    storing = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      const results = await storeReadMails(
        ctx,
        batch.map((w) => w.read),
      ).catch((reason) => batch.map(() => ({ status: "rejected", reason }) as const));
      for (const [i, { settle }] of batch.entries()) settle(results[i]!);
    }
    storing = false;
  };
  return (read: ReadMail) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({
        read,
        settle: (result) => (result.status === "fulfilled" ? resolve() : reject(result.reason)),
      });
      if (!storing) void flush();
    });
}
