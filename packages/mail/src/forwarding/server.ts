import { SMTPServer, type SMTPServerAddress } from "smtp-server";

/** The most a forwarded message may weigh (spec: 25 MB). */
export const MAX_FORWARDED_BYTES = 25 * 1024 * 1024;

export interface ForwardingServerOptions {
  port: number;
  host?: string;
  /** The mailbox that owns a forwarding address, or null when the address is unknown (refused with 550). */
  resolveRecipient(address: string): Promise<string | null>;
  /** Stores the message for each mailbox it was sent to. A throw answers 451 so the sender retries later. */
  onMessage(message: { mailboxIds: string[]; raw: Buffer; envelopeFrom: string | null }): Promise<void>;
  onError?(error: Error): void;
  maxBytes?: number;
}

export interface ForwardingServer {
  port: number;
  close(): Promise<void>;
}

type Session = {
  envelope: { mailFrom: SMTPServerAddress | false; rcptTo: SMTPServerAddress[] };
  mailboxIds?: string[];
};

/**
 * The forwarding address: an SMTP listener a business forwards its info@ to. One address per mailbox; unknown
 * recipients get 550, oversize mail 552, a storage failure 451 (the sending server keeps the mail and retries).
 */
export async function startForwardingServer(options: ForwardingServerOptions): Promise<ForwardingServer> {
  const maxBytes = options.maxBytes ?? MAX_FORWARDED_BYTES;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: maxBytes,
    banner: "Inbox Autopilot forwarding",
    logger: false,
    async onRcptTo(address, session, callback) {
      try {
        const mailboxId = await options.resolveRecipient(address.address.toLowerCase());
        if (!mailboxId) {
          const error = Object.assign(new Error(`<${address.address}>: no such forwarding address`), {
            responseCode: 550,
          });
          return callback(error);
        }
        const s = session as unknown as Session;
        s.mailboxIds = [...(s.mailboxIds ?? []), mailboxId];
        callback();
      } catch (error) {
        callback(
          Object.assign(new Error("Temporary failure, try again later"), { responseCode: 451, cause: error }),
        );
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(
            Object.assign(
              new Error(`Message too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB`),
              {
                responseCode: 552,
              },
            ),
          );
        }
        const s = session as unknown as Session;
        try {
          await options.onMessage({
            mailboxIds: [...new Set(s.mailboxIds ?? [])],
            raw: Buffer.concat(chunks),
            envelopeFrom: s.envelope.mailFrom ? s.envelope.mailFrom.address : null,
          });
          callback();
        } catch (error) {
          options.onError?.(error as Error);
          callback(
            Object.assign(new Error("Temporary failure storing the message, try again later"), {
              responseCode: 451,
            }),
          );
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
