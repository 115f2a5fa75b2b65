import { SMTPServer, type SMTPServerAddress } from "smtp-server";

/** The most a forwarded message may weigh (spec: 25 MB). */
export const MAX_FORWARDED_BYTES = 25 * 1024 * 1024;

/** Limits that keep one sender from holding the listener: generous for a real MTA, small for a flood. */
export const FORWARDING_LIMITS = {
  /** Connections open at once, from everyone. */
  maxConnections: 200,
  /** Connections open at once from one address. */
  maxConnectionsPerAddress: 20,
  /** Mail transactions on one connection before the sender is asked to reconnect. */
  maxMessagesPerConnection: 100,
  /** Recipients of one mail (RCPT TO), the RFC 5321 minimum a server must accept. */
  maxRecipientsPerMessage: 100,
  /** An idle connection is closed after this. */
  socketTimeoutMs: 60_000,
  /**
   * A mail not stored by then is answered 451 (try later), so every sender has its answer within 30 s whatever waits
   * behind; the storing goes on, and the sender's retry finds it stored (a message is stored once).
   */
  answerWithinMs: 25_000,
};

export type ForwardingLimits = typeof FORWARDING_LIMITS;

export interface ForwardingServerOptions {
  port: number;
  host?: string;
  /** The mailbox that owns a forwarding address, or null when the address is unknown (refused with 550). */
  resolveRecipient(address: string): Promise<string | null>;
  /** Stores the message for each mailbox it was sent to. A throw answers 451 so the sender retries later. */
  onMessage(message: { mailboxIds: string[]; raw: Buffer; envelopeFrom: string | null }): Promise<void>;
  onError?(error: Error): void;
  maxBytes?: number;
  limits?: Partial<ForwardingLimits>;
}

export interface ForwardingServer {
  port: number;
  close(): Promise<void>;
}

const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/**
 * The forwarding address: an SMTP listener a business forwards its info@ to. One address per mailbox; unknown
 * recipients get 550, oversize mail 552, a storage failure 451 (the sending server keeps the mail and retries).
 */
export async function startForwardingServer(options: ForwardingServerOptions): Promise<ForwardingServer> {
  const maxBytes = options.maxBytes ?? MAX_FORWARDED_BYTES;
  const limits = { ...FORWARDING_LIMITS, ...options.limits };
  // The mailboxes a transaction's recipients resolved to, keyed by its envelope. smtp-server keeps one session object
  // for the whole connection but gives every transaction (after MAIL FROM's reset, RSET, EHLO, and each DATA) a new
  // envelope, so a second mail on the same connection can never inherit an earlier mail's recipients.
  const mailboxesOf = new WeakMap<object, string[]>();
  const openPerAddress = new Map<string, number>();
  const counted = new Set<string>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: maxBytes,
    banner: "Inbox Autopilot forwarding",
    logger: false,
    disableReverseLookup: true,
    maxClients: limits.maxConnections,
    socketTimeout: limits.socketTimeoutMs,
    onConnect(session, callback) {
      const address = session.remoteAddress;
      const open = openPerAddress.get(address) ?? 0;
      if (open >= limits.maxConnectionsPerAddress)
        return callback(smtpError(421, "Too many connections from your address, try again later"));
      openPerAddress.set(address, open + 1);
      counted.add(session.id);
      callback();
    },
    onClose(session) {
      if (!counted.delete(session.id)) return;
      const open = (openPerAddress.get(session.remoteAddress) ?? 1) - 1;
      if (open > 0) openPerAddress.set(session.remoteAddress, open);
      else openPerAddress.delete(session.remoteAddress);
    },
    onMailFrom(_address, session, callback) {
      if (session.transaction > limits.maxMessagesPerConnection)
        return callback(smtpError(421, "Too many messages on one connection, please reconnect"));
      callback();
    },
    async onRcptTo(address, session, callback) {
      const envelope = session.envelope;
      if (envelope.rcptTo.length >= limits.maxRecipientsPerMessage)
        return callback(smtpError(452, "Too many recipients for one message"));
      try {
        const mailboxId = await options.resolveRecipient(address.address.toLowerCase());
        if (!mailboxId) return callback(smtpError(550, `<${address.address}>: no such forwarding address`));
        mailboxesOf.set(envelope, [...(mailboxesOf.get(envelope) ?? []), mailboxId]);
        callback();
      } catch (error) {
        callback(
          Object.assign(smtpError(451, "Temporary failure, try again later"), {
            cause: error,
          }),
        );
      }
    },
    onData(stream, session, callback) {
      // Read everything now: smtp-server starts the next transaction (a new envelope) once this one is answered.
      const envelope = session.envelope;
      const mailboxIds = [...new Set(mailboxesOf.get(envelope) ?? [])];
      const envelopeFrom = envelope.mailFrom ? (envelope.mailFrom as SMTPServerAddress).address : null;
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        // Past the limit the rest is only counted, never kept.
        if (bytes <= maxBytes) chunks.push(chunk);
      });
      stream.on("end", async () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded || bytes > maxBytes) {
          return callback(
            smtpError(552, `Message too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB`),
          );
        }
        if (mailboxIds.length === 0) return callback(smtpError(554, "No valid recipients"));
        let timer: NodeJS.Timeout | undefined;
        try {
          const stored = options.onMessage({ mailboxIds, raw: Buffer.concat(chunks), envelopeFrom });
          const late = new Promise<"late">((resolve) => {
            timer = setTimeout(() => resolve("late"), limits.answerWithinMs);
          });
          if ((await Promise.race([stored, late])) === "late") {
            stored.catch((error) => options.onError?.(error as Error));
            return callback(smtpError(451, "The message is taking long to store, please try again later"));
          }
          callback();
        } catch (error) {
          options.onError?.(error as Error);
          callback(smtpError(451, "Temporary failure storing the message, try again later"));
        } finally {
          clearTimeout(timer);
        }
      });
    },
  });
  server.on("error", (error) => options.onError?.(error));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "0.0.0.0", () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
