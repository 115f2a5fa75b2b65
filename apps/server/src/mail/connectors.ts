import type { ImapSmtpSettings } from "@inbox/contracts";
import type { MailboxForJob } from "@inbox/db";
import { ConnectorError, createImapConnector, type MailConnector } from "@inbox/mail";
import type { AppContext } from "../context";
import { createSecretBox } from "../lib/secret-box";

/**
 * The connector of a stored mailbox, with its secrets opened. Gmail and Outlook connectors renew their access tokens
 * and store the new ones sealed at once.
 */
export function connectorFor(ctx: AppContext, mailbox: MailboxForJob["mailbox"]): MailConnector {
  const box = createSecretBox(ctx.encryptionKey);
  switch (mailbox.provider) {
    case "imap": {
      if (!mailbox.settings)
        throw new ConnectorError("reconnect", "This mailbox has no IMAP/SMTP settings. Reconnect it.");
      return createImapConnector({ settings: box.openJson<ImapSmtpSettings>(mailbox.settings) });
    }
    case "forwarding":
      return forwardingConnector(ctx);
    default:
      return oauthConnectorFor(ctx, mailbox);
  }
}

/**
 * A forwarding address receives through the SMTP listener, so there is nothing to fetch; replies leave through the
 * product's own mail (SMTP_URL, or the dev outbox without it), from the business's address.
 */
function forwardingConnector(ctx: AppContext): MailConnector {
  return {
    provider: "forwarding",
    fetchSince: async (cursor) => ({ messages: [], cursor, resynced: false, more: false }),
    async send(mail) {
      const text = mail.raw.toString("utf8");
      const body = text.slice(text.indexOf("\r\n\r\n") + 4);
      await ctx.mailer.send({
        to: mail.to.join(", "),
        from: mail.from,
        subject: mail.subject,
        text: body,
        messageId: mail.messageId,
        raw: mail.raw,
      });
      return {};
    },
    alreadySent: (messageId) => ctx.mailer.wasSent(messageId),
    health: async () => {},
    close: async () => {},
  };
}

/** Gmail / Outlook: filled in by the OAuth connectors. */
let oauthConnectorFor = (_ctx: AppContext, mailbox: MailboxForJob["mailbox"]): MailConnector => {
  throw new ConnectorError("other", `The ${mailbox.provider} connector is not available in this build.`);
};

export function registerOAuthConnectors(factory: typeof oauthConnectorFor) {
  oauthConnectorFor = factory;
}
