import { createHash } from "node:crypto";
import { findMailboxByForwardingAddress, getMailboxForJob } from "@inbox/db";
import { type ForwardingServer, startForwardingServer } from "@inbox/mail";
import type { AppContext } from "../context";
import { storeInboundMessage } from "./ingest";

/** The forwarding address listener (INBOUND_SMTP_PORT): each message is stored for the mailbox it was sent to. */
export function startForwarding(
  ctx: AppContext,
  port = ctx.env.INBOUND_SMTP_PORT,
): Promise<ForwardingServer> {
  // A mailbox's company, as read when its address was accepted (RCPT TO): a mailbox never changes company, and one
  // deleted since is no longer accepted; the message is stored without reading the mailbox again.
  const companyOf = new Map<string, string>();
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
          await storeInboundMessage(ctx, {
            companyId,
            mailboxId,
            provider: "forwarding",
            providerId,
            raw,
          });
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
