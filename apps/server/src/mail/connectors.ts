import type { ImapSmtpSettings } from "@inbox/contracts";
import { type MailboxForJob, saveMailboxTokens } from "@inbox/db";
import {
  ConnectorError,
  createGmailConnector,
  createGraphConnector,
  createImapConnector,
  type MailConnector,
  parseEmail,
} from "@inbox/mail";
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
      // The outbox keeps the text as the guest reads it (decoded), not the MIME body's quoted-printable.
      const { text } = await parseEmail(mail.raw, { inline: true });
      await ctx.mailer.send({
        to: mail.to.join(", "),
        from: mail.from,
        subject: mail.subject,
        text,
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

/** Gmail and Outlook: the provider's API with the mailbox's tokens; renewed tokens are sealed and stored at once. */
function oauthConnectorFor(ctx: AppContext, mailbox: MailboxForJob["mailbox"]): MailConnector {
  const box = createSecretBox(ctx.encryptionKey);
  const open = (value: string | null) => (value ? box.open(value) : null);
  const google = mailbox.provider === "google";
  const clientId = google ? ctx.env.GOOGLE_CLIENT_ID : ctx.env.MICROSOFT_CLIENT_ID;
  const clientSecret = google ? ctx.env.GOOGLE_CLIENT_SECRET : ctx.env.MICROSOFT_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    throw new ConnectorError(
      "reconnect",
      `${google ? "Google" : "Microsoft"} is not configured on this server, so ${mailbox.email} cannot be read.`,
    );
  }
  const options = {
    email: mailbox.email,
    apiBase: google ? ctx.env.GMAIL_API_BASE : ctx.env.GRAPH_API_BASE,
    oauth: {
      tokenUrl: google
        ? ctx.env.GOOGLE_TOKEN_URL
        : (ctx.env.MICROSOFT_TOKEN_URL ??
          `https://login.microsoftonline.com/${ctx.env.MICROSOFT_TENANT}/oauth2/v2.0/token`),
      clientId,
      clientSecret,
    },
    tokens: {
      accessToken: open(mailbox.accessToken),
      refreshToken: open(mailbox.refreshToken),
      expiresAt: mailbox.tokenExpiresAt?.getTime() ?? null,
    },
    onTokens: async (tokens: {
      accessToken: string | null;
      refreshToken: string | null;
      expiresAt: number | null;
    }) => {
      await saveMailboxTokens(ctx.db, {
        mailboxId: mailbox.id,
        accessToken: tokens.accessToken ? box.seal(tokens.accessToken) : null,
        refreshToken: tokens.refreshToken ? box.seal(tokens.refreshToken) : null,
        expiresAt: tokens.expiresAt ? new Date(tokens.expiresAt) : null,
      });
    },
  };
  return google ? createGmailConnector(options) : createGraphConnector(options);
}
