import { z } from "zod";
import { fieldLimits, tooLongMessage } from "./limits";

/** Connection security of an IMAP or SMTP server: implicit TLS, STARTTLS, or none (loopback / test servers). */
export const mailSecurityValues = ["tls", "starttls", "none"] as const;
export type MailSecurity = (typeof mailSecurityValues)[number];

const server = z.object({
  host: z
    .string()
    .trim()
    .min(1, "Enter the server's host name")
    .max(fieldLimits.hostName, tooLongMessage("The server's host name", fieldLimits.hostName)),
  port: z.coerce.number().int().min(1).max(65535),
  security: z.enum(mailSecurityValues),
});

/** Settings of an "Other mailbox (IMAP/SMTP)" connection. Stored encrypted; the password never goes back to the browser. */
export const imapSmtpSettingsSchema = z.object({
  email: z
    .string()
    .trim()
    .max(fieldLimits.email, tooLongMessage("The email address", fieldLimits.email))
    .email(),
  imap: server,
  smtp: server,
  user: z
    .string()
    .trim()
    .min(1, "Enter the user name")
    .max(fieldLimits.mailUser, tooLongMessage("The user name", fieldLimits.mailUser)),
  password: z
    .string()
    .min(1, "Enter the password")
    .max(fieldLimits.mailPassword, tooLongMessage("The password", fieldLimits.mailPassword)),
});
export type ImapSmtpSettings = z.infer<typeof imapSmtpSettingsSchema>;
