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
  return startForwardingServer({
    port,
    host: ctx.env.HOST,
    resolveRecipient: (address) => findMailboxByForwardingAddress(ctx.db, { address }),
    async onMessage({ mailboxIds, raw }) {
      const providerId = `fwd:${createHash("sha256").update(raw).digest("hex").slice(0, 32)}`;
      for (const mailboxId of mailboxIds) {
        const found = await getMailboxForJob(ctx.db, { mailboxId });
        if (!found?.companyId) continue;
        try {
          await storeInboundMessage(ctx, {
            companyId: found.companyId,
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
