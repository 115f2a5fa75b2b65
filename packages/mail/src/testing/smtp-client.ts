import { connect, type Socket } from "node:net";

/** A raw SMTP conversation, one command and its (possibly multi-line) reply at a time, as an MTA speaks it. */
export interface RawSmtp {
  /** The greeting, then one reply per call: "250 OK" etc. (the last line of a multi-line reply). */
  greeting: string;
  command(line: string): Promise<string>;
  /** DATA, the message, the final dot; the reply to the message. */
  data(message: string): Promise<string>;
  /** True once the server has closed the connection. */
  closed(): boolean;
  close(): void;
}

export async function openRawSmtp(port: number, host = "127.0.0.1"): Promise<RawSmtp> {
  const socket: Socket = connect(port, host);
  socket.setEncoding("utf8");
  let buffer = "";
  let isClosed = false;
  const waiting: ((reply: string) => void)[] = [];
  const replies: string[] = [];
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.indexOf("\r\n");
      if (end < 0) break;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      // "250-..." continues a reply, "250 ..." ends it.
      if (/^\d{3}-/.test(line)) continue;
      const next = waiting.shift();
      if (next) next(line);
      else replies.push(line);
    }
  });
  socket.on("close", () => {
    isClosed = true;
    for (const next of waiting.splice(0)) next("(closed)");
  });
  socket.on("error", () => {});
  const nextReply = () =>
    new Promise<string>((resolve) => {
      const ready = replies.shift();
      if (ready !== undefined) resolve(ready);
      else if (isClosed) resolve("(closed)");
      else waiting.push(resolve);
    });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const greeting = await nextReply();
  const command = (line: string) => {
    socket.write(`${line}\r\n`);
    return nextReply();
  };
  return {
    greeting,
    command,
    async data(message) {
      const start = await command("DATA");
      if (!start.startsWith("354")) return start;
      const body = message.replace(/\r?\n/g, "\r\n").replace(/^\./gm, "..");
      socket.write(`${body}\r\n.\r\n`);
      return nextReply();
    },
    closed: () => isClosed,
    close: () => socket.destroy(),
  };
}
