import type { ImapSmtpSettings } from "@inbox/contracts";
import { imapClient, smtpTransport } from "./connectors/imap";
import { resolveMailHost } from "./host-check";

/**
 * Why "Test connection" failed. Anything that is not a refused password, an unknown name or a forbidden address is one
 * answer, "unreachable": a closed port, an open port that is not a mail server, a timeout and a failed TLS handshake
 * look the same from outside, so the check cannot be used to map which ports answer where.
 */
export type VerifyFailureReason = "auth" | "host" | "private" | "unreachable";

export type VerifyResult =
  | { ok: true }
  | { ok: false; server: "imap" | "smtp"; reason: VerifyFailureReason; message: string };

export interface VerifyOptions {
  timeoutSeconds?: number;
  /** Mail servers on loopback, private or link-local addresses (ALLOW_PRIVATE_MAIL_HOSTS). */
  allowPrivateHosts?: boolean;
  /**
   * A failure other than a refused password is answered no sooner than this after the check started, so the time it
   * takes does not tell a closed port from a silent one either. Defaults to the timeout.
   */
  uniformFailureMs?: number;
}

function isAuthFailure(error: unknown): boolean {
  const e = error as {
    authenticationFailed?: boolean;
    code?: string;
    message?: string;
    responseCode?: number;
  };
  return Boolean(
    e?.authenticationFailed ||
      e?.code === "EAUTH" ||
      e?.responseCode === 535 ||
      /AUTHENTICATIONFAILED|Invalid credentials|authentication failed/i.test(`${e?.message ?? ""}`),
  );
}

function explain(server: "imap" | "smtp", reason: VerifyFailureReason, host: string, port: number): string {
  const name = server === "imap" ? "IMAP" : "SMTP";
  switch (reason) {
    case "auth":
      return `The ${name} server refused the user name or password. Check them (some providers need an app password).`;
    case "host":
      return `The ${name} server "${host}" could not be found. Check the host name.`;
    case "private":
      return `The ${name} server "${host}" is on a private or local network address, which Inbox Autopilot does not connect to. Use the server's public host name.`;
    default:
      return `No ${name} server could be reached at ${host}:${port}. Check the host name, the port and the security setting (SSL/TLS, STARTTLS or none).`;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "Test connection": really logs in to the IMAP and the SMTP server, and says clearly what to fix. */
export async function verifyMailboxSettings(
  settings: ImapSmtpSettings,
  options: VerifyOptions = {},
): Promise<VerifyResult> {
  const timeoutSeconds = options.timeoutSeconds ?? 8;
  const uniformFailureMs = options.uniformFailureMs ?? timeoutSeconds * 1000;
  const started = Date.now();
  const fail = async (server: "imap" | "smtp", reason: VerifyFailureReason): Promise<VerifyResult> => {
    if (reason === "unreachable") await sleep(Math.max(0, started + uniformFailureMs - Date.now()));
    const target = settings[server];
    return { ok: false, server, reason, message: explain(server, reason, target.host, target.port) };
  };

  // Both names are resolved and checked before anything connects.
  const imapHost = await resolveMailHost(settings.imap.host, { allowPrivate: options.allowPrivateHosts });
  if (!imapHost.ok) return fail("imap", imapHost.reason === "private" ? "private" : "host");
  const smtpHost = await resolveMailHost(settings.smtp.host, { allowPrivate: options.allowPrivateHosts });
  if (!smtpHost.ok) return fail("smtp", smtpHost.reason === "private" ? "private" : "host");

  const imap = imapClient(settings, timeoutSeconds, imapHost.address);
  imap.on("error", () => {});
  try {
    await imap.connect();
    await imap.logout();
  } catch (error) {
    imap.close();
    return fail("imap", isAuthFailure(error) ? "auth" : "unreachable");
  }
  const smtp = smtpTransport(settings, timeoutSeconds, smtpHost.address);
  try {
    await smtp.verify();
  } catch (error) {
    return fail("smtp", isAuthFailure(error) ? "auth" : "unreachable");
  } finally {
    smtp.close();
  }
  return { ok: true };
}
