import { type Database, devOutbox } from "@inbox/db";
import nodemailer from "nodemailer";

export interface SystemMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Mail the product itself sends (reset links, notifications): SMTP when configured, else the dev outbox. */
export interface SystemMailer {
  readonly kind: "smtp" | "dev-outbox";
  send(mail: SystemMail): Promise<void>;
}

export function createSystemMailer(options: { db: Database; smtpUrl?: string; from: string }): SystemMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    kind: "dev-outbox",
    async send(mail) {
      await options.db.insert(devOutbox).values({ from: options.from, html: mail.html ?? null, ...mail });
    },
  };
}
