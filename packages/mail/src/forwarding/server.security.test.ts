import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { openRawSmtp } from "../testing/smtp-client";
import { type ForwardingServer, type ForwardingServerOptions, startForwardingServer } from "./server";

// Two companies' forwarding addresses on one listener.
const mailboxOf: Record<string, string> = {
  "aurora@inbound.test": "mailbox-aurora",
  "bellevue@inbound.test": "mailbox-bellevue",
};

interface Stored {
  mailboxIds: string[];
  subject: string;
}

let listener: ForwardingServer | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
});

async function start(options: Partial<ForwardingServerOptions> = {}) {
  const stored: Stored[] = [];
  listener = await startForwardingServer({
    port: 0,
    host: "127.0.0.1",
    resolveRecipient: async (address) => mailboxOf[address] ?? null,
    async onMessage({ mailboxIds, raw }) {
      stored.push({ mailboxIds, subject: /^Subject: (.*)$/m.exec(raw.toString())?.[1]?.trim() ?? "" });
    },
    ...options,
  });
  return { port: listener.port, stored };
}

const mail = (to: string, subject: string) =>
  `From: guest@example.com\nTo: ${to}\nSubject: ${subject}\nMessage-ID: <${subject.replace(/\W/g, "")}@example.com>\n\nHello ${to}\n`;

describe("the forwarding listener keeps each mail with its own recipients", () => {
  it("two mails on one connection: the second is stored only for its own company", async () => {
    const { port, stored } = await start();
    const smtp = await openRawSmtp(port);
    try {
      expect(await smtp.command("EHLO mta.example.com")).toMatch(/^250/);
      expect(await smtp.command("MAIL FROM:<guest@example.com>")).toMatch(/^250/);
      expect(await smtp.command("RCPT TO:<aurora@inbound.test>")).toMatch(/^250/);
      expect(await smtp.data(mail("aurora@inbound.test", "For Aurora"))).toMatch(/^250/);
      expect(await smtp.command("MAIL FROM:<guest@example.com>")).toMatch(/^250/);
      expect(await smtp.command("RCPT TO:<bellevue@inbound.test>")).toMatch(/^250/);
      expect(await smtp.data(mail("bellevue@inbound.test", "For Bellevue"))).toMatch(/^250/);
    } finally {
      smtp.close();
    }
    expect(stored).toEqual([
      { mailboxIds: ["mailbox-aurora"], subject: "For Aurora" },
      { mailboxIds: ["mailbox-bellevue"], subject: "For Bellevue" },
    ]);
  });

  it("RCPT, RSET, RCPT: the recipient named before the reset gets nothing", async () => {
    const { port, stored } = await start();
    const smtp = await openRawSmtp(port);
    try {
      await smtp.command("EHLO mta.example.com");
      await smtp.command("MAIL FROM:<guest@example.com>");
      expect(await smtp.command("RCPT TO:<aurora@inbound.test>")).toMatch(/^250/);
      expect(await smtp.command("RSET")).toMatch(/^250/);
      await smtp.command("MAIL FROM:<guest@example.com>");
      expect(await smtp.command("RCPT TO:<bellevue@inbound.test>")).toMatch(/^250/);
      expect(await smtp.data(mail("bellevue@inbound.test", "After reset"))).toMatch(/^250/);
    } finally {
      smtp.close();
    }
    expect(stored).toEqual([{ mailboxIds: ["mailbox-bellevue"], subject: "After reset" }]);
  });

  it("a pooled client alternating between two companies delivers each mail to one mailbox", async () => {
    const { port, stored } = await start();
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 1,
      maxMessages: 100,
    });
    try {
      const sends = [];
      for (let i = 0; i < 6; i++) {
        const to = i % 2 === 0 ? "aurora@inbound.test" : "bellevue@inbound.test";
        sends.push(
          transport.sendMail({ from: "guest@example.com", to, subject: `Pooled ${i}`, text: `Mail ${i}` }),
        );
      }
      await Promise.all(sends);
    } finally {
      transport.close();
    }
    expect(stored).toHaveLength(6);
    for (const { mailboxIds, subject } of stored) {
      const i = Number(subject.split(" ")[1]);
      expect(mailboxIds).toEqual([i % 2 === 0 ? "mailbox-aurora" : "mailbox-bellevue"]);
    }
  });

  it("a mail for both companies at once is stored for both, and the next one only for its own", async () => {
    const { port, stored } = await start();
    const smtp = await openRawSmtp(port);
    try {
      await smtp.command("EHLO mta.example.com");
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command("RCPT TO:<aurora@inbound.test>");
      await smtp.command("RCPT TO:<bellevue@inbound.test>");
      expect(await smtp.data(mail("aurora@inbound.test", "To both"))).toMatch(/^250/);
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command("RCPT TO:<aurora@inbound.test>");
      expect(await smtp.data(mail("aurora@inbound.test", "Aurora only"))).toMatch(/^250/);
    } finally {
      smtp.close();
    }
    expect(stored).toEqual([
      { mailboxIds: ["mailbox-aurora", "mailbox-bellevue"], subject: "To both" },
      { mailboxIds: ["mailbox-aurora"], subject: "Aurora only" },
    ]);
  });
});

describe("the forwarding listener's limits", () => {
  it("refuses more recipients per mail than the limit", async () => {
    const { port } = await start({ limits: { maxRecipientsPerMessage: 2 } });
    const smtp = await openRawSmtp(port);
    try {
      await smtp.command("EHLO mta.example.com");
      await smtp.command("MAIL FROM:<guest@example.com>");
      expect(await smtp.command("RCPT TO:<aurora@inbound.test>")).toMatch(/^250/);
      expect(await smtp.command("RCPT TO:<bellevue@inbound.test>")).toMatch(/^250/);
      expect(await smtp.command("RCPT TO:<aurora@inbound.test>")).toMatch(/^452 .*Too many recipients/);
    } finally {
      smtp.close();
    }
  });

  it("answers a sender whose mail is still being stored with 451 (try later), and still answers the next sender", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stored: string[] = [];
    const { port } = await start({
      limits: { answerWithinMs: 300 },
      async onMessage({ raw }) {
        const subject = /^Subject: (.*)$/m.exec(raw.toString())?.[1]?.trim() ?? "";
        if (subject === "Held") await held;
        stored.push(subject);
      },
    });
    const smtp = await openRawSmtp(port);
    try {
      await smtp.command("EHLO mta.example.com");
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command("RCPT TO:<aurora@inbound.test>");
      expect(await smtp.data(mail("aurora@inbound.test", "Held"))).toMatch(/^451 /);
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command("RCPT TO:<bellevue@inbound.test>");
      expect(await smtp.data(mail("bellevue@inbound.test", "Next"))).toMatch(/^250/);
    } finally {
      smtp.close();
      release();
    }
    // The held mail is still stored once its storing ends (the sender's retry then finds it stored).
    await expect.poll(() => stored.sort()).toEqual(["Held", "Next"]);
  });

  it("asks a sender to reconnect after the most messages one connection may carry", async () => {
    const { port, stored } = await start({ limits: { maxMessagesPerConnection: 2 } });
    const smtp = await openRawSmtp(port);
    try {
      await smtp.command("EHLO mta.example.com");
      for (let i = 0; i < 2; i++) {
        await smtp.command("MAIL FROM:<guest@example.com>");
        await smtp.command("RCPT TO:<aurora@inbound.test>");
        expect(await smtp.data(mail("aurora@inbound.test", `Mail ${i}`))).toMatch(/^250/);
      }
      expect(await smtp.command("MAIL FROM:<guest@example.com>")).toMatch(/^421 .*reconnect/);
      await expect.poll(() => smtp.closed()).toBe(true);
    } finally {
      smtp.close();
    }
    expect(stored).toHaveLength(2);
  });

  it("refuses connections from one address past its share, and lets it back in once one closes", async () => {
    const { port } = await start({ limits: { maxConnectionsPerAddress: 2 } });
    const first = await openRawSmtp(port);
    const second = await openRawSmtp(port);
    const third = await openRawSmtp(port);
    try {
      expect(first.greeting).toMatch(/^220/);
      expect(second.greeting).toMatch(/^220/);
      expect(third.greeting).toMatch(/^421 .*Too many connections/);
      first.close();
      await expect
        .poll(async () => {
          const again = await openRawSmtp(port);
          again.close();
          return again.greeting.slice(0, 3);
        })
        .toBe("220");
    } finally {
      for (const s of [first, second, third]) s.close();
    }
  });

  it("refuses connections past the listener's total", async () => {
    const { port } = await start({ limits: { maxConnections: 2, maxConnectionsPerAddress: 10 } });
    const open = [await openRawSmtp(port), await openRawSmtp(port)];
    const extra = await openRawSmtp(port);
    try {
      expect(open.map((s) => s.greeting.slice(0, 3))).toEqual(["220", "220"]);
      expect(extra.greeting).toMatch(/^421/);
    } finally {
      for (const s of [...open, extra]) s.close();
    }
  });

  it("listens only on the interface it is given", async () => {
    const { port } = await start({ host: "127.0.0.1" });
    const { networkInterfaces } = await import("node:os");
    const other = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
    if (!other) return; // a machine with loopback only has nothing else to try
    await expect(openRawSmtp(port, other)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});
