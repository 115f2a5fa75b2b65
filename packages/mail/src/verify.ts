import type { ImapSmtpSettings } from "@inbox/contracts";
import { imapClient, smtpTransport } from "./connectors/imap";

export type VerifyFailureReason = "auth" | "host" | "port" | "timeout" | "tls" | "other";

export type VerifyResult =
  | { ok: true }
  | { ok: false; server: "imap" | "smtp"; reason: VerifyFailureReason; message: string };

function classify(error: unknown): VerifyFailureReason {
  const e = error as {
    authenticationFailed?: boolean;
    code?: string;
    message?: string;
    responseCode?: number;
  };
  const text = `${e?.code ?? ""} ${e?.message ?? ""}`;
  if (
    e?.authenticationFailed ||
    e?.code === "EAUTH" ||
    e?.responseCode === 535 ||
    /AUTHENTICATIONFAILED|Invalid credentials|authentication failed/i.test(text)
  )
    return "auth";
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/i.test(text)) return "host";
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH/i.test(text)) return "port";
  if (/ETIMEDOUT|ETIMEOUT|timeout|timed out/i.test(text)) return "timeout";
  if (/TLS|SSL|certificate|wrong version number/i.test(text)) return "tls";
  return "other";
}

function explain(server: "imap" | "smtp", reason: VerifyFailureReason, host: string, port: number): string {
  const name = server === "imap" ? "IMAP" : "SMTP";
  switch (reason) {
    case "auth":
      return `The ${name} server refused the user name or password. Check them (some providers need an app password).`;
    case "host":
      return `The ${name} server "${host}" could not be found. Check the host name.`;
    case "port":
      return `Nothing answered on ${host}:${port}. Check the ${name} port and that the server accepts connections.`;
    case "timeout":
      return `The ${name} server ${host}:${port} did not answer in time. Check the host, port and any firewall.`;
    case "tls":
      return `The secure connection to the ${name} server failed. Check the security setting (SSL/TLS, STARTTLS or none) for port ${port}.`;
    default:
      return `The ${name} server ${host}:${port} could not be used.`;
  }
}

/** "Test connection": really logs in to the IMAP and the SMTP server, and says clearly what failed. */
export async function verifyMailboxSettings(
  settings: ImapSmtpSettings,
  timeoutSeconds = 8,
): Promise<VerifyResult> {
  const imap = imapClient(settings, timeoutSeconds);
  imap.on("error", () => {});
  try {
    await imap.connect();
    await imap.logout();
  } catch (error) {
    imap.close();
    const reason = classify(error);
    return {
      ok: false,
      server: "imap",
      reason,
      message: explain("imap", reason, settings.imap.host, settings.imap.port),
    };
  }
  const smtp = smtpTransport(settings, timeoutSeconds);
  try {
    await smtp.verify();
  } catch (error) {
    const reason = classify(error);
    return {
      ok: false,
      server: "smtp",
      reason,
      message: explain("smtp", reason, settings.smtp.host, settings.smtp.port),
    };
  } finally {
    smtp.close();
  }
  return { ok: true };
}
