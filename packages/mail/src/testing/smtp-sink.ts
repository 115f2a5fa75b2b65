import { SMTPServer } from "smtp-server";
import { freePort } from "./dovecot";

/** A real SMTP server on loopback that accepts (optionally authenticated) mail and keeps what it received. */
export interface SmtpSink {
  host: string;
  port: number;
  /** Each mail as it arrived, with the moment the sink had all of it (before it answered 250). */
  received: { from: string | null; to: string[]; raw: Buffer; at: number }[];
  close(): Promise<void>;
}

export async function startSmtpSink({
  user,
  password,
}: {
  user?: string;
  password?: string;
} = {}): Promise<SmtpSink> {
  const port = await freePort();
  const received: SmtpSink["received"] = [];
  const server = new SMTPServer({
    authOptional: !user,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password)
        return callback(null, { user: auth.username });
      callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  // A client that dies mid-session (a killed server under test) resets its connection: not the sink's problem.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    host: "127.0.0.1",
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
