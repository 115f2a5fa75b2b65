import { type Database, devOutbox } from "@inbox/db";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "./logger";

export interface SystemMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID, so a retried send can be recognised (see `wasSent`). */
  messageId?: string;
  /** Sent as is (a reply built with its threading headers) instead of composing from the fields above. */
  raw?: Buffer;
  from?: string;
  /** Where an answer should go (the support mailbox, so the answer comes back through the pipeline). */
  replyTo?: string;
}

/** Mail the product itself sends (reset links, notifications): SMTP when configured, else the dev outbox. */
export interface SystemMailer {
  readonly kind: "smtp" | "dev-outbox";
  send(mail: SystemMail): Promise<void>;
  /** Whether a mail with this Message-ID already went out (known for the dev outbox; SMTP keeps no record). */
  wasSent(messageId: string): Promise<boolean>;
}

export function createSystemMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  logger?: Logger;
}): SystemMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send({ raw, from, ...mail }) {
        if (raw) {
          await transport.sendMail({ envelope: { from: from ?? options.from, to: mail.to }, raw });
          return;
        }
        await transport.sendMail({ from: from ?? options.from, ...mail });
      },
      wasSent: async () => false,
    };
  }
  return {
    kind: "dev-outbox",
    async send({ raw: _raw, from, replyTo: _replyTo, ...mail }) {
      await options.db.insert(devOutbox).values({
        ...mail,
        from: from ?? options.from,
        html: mail.html ?? null,
        messageId: mail.messageId ?? null,
      });
      // The person at the machine reads it in the console too, without opening the outbox.
      options.logger?.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        "dev outbox: mail written",
      );
    },
    async wasSent(messageId) {
      const rows = await options.db
        .select({ id: devOutbox.id })
        .from(devOutbox)
        .where(eq(devOutbox.messageId, messageId))
        .limit(1);
      return rows.length > 0;
    },
  };
}
