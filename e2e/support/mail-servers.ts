import { type Dovecot, startDovecot } from "@inbox/mail/testing/dovecot";
import { type SmtpSink, startSmtpSink } from "@inbox/mail/testing/smtp-sink";

/** A real IMAP (Dovecot) and SMTP server on loopback with one mailbox account, for a test file's lifetime. */
export async function startMailServers(user: string, password: string) {
  const dovecot: Dovecot = await startDovecot({ users: [{ user, password }] });
  const smtp: SmtpSink = await startSmtpSink({ user, password });
  return {
    dovecot,
    smtp,
    async stop() {
      await smtp.close();
      await dovecot.dispose();
    },
  };
}
