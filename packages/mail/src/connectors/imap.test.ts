import { rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import type { ImapSmtpSettings } from "@inbox/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReplyMime } from "../compose/reply";
import { parseEmail } from "../mime/parse";
import { appendToInbox, type Dovecot, deliverToMaildir, startDovecot } from "../testing/dovecot";
import { type SmtpSink, startSmtpSink } from "../testing/smtp-sink";
import { createImapConnector, watchImapInbox } from "./imap";
import { ConnectorError } from "./types";

const user = "info@hotel.test";
const password = "s3cret";
const archiveUser = "archive@hotel.test";
let dovecot: Dovecot;
let smtp: SmtpSink;
let settings: ImapSmtpSettings;

const guestMail = (n: number, extra = "") =>
  `From: Guest ${n} <guest${n}@example.com>\r\nTo: ${user}\r\nSubject: Question ${n}\r\nMessage-ID: <q${n}@example.com>\r\nDate: Sun, 22 Nov 2026 10:00:00 +0000\r\n${extra}\r\nIs breakfast included? (${n})\r\n`;

const deliver = (raw: string) => appendToInbox(dovecot, { user, password }, [raw]);

beforeAll(async () => {
  dovecot = await startDovecot({
    users: [
      { user, password },
      { user: archiveUser, password },
    ],
  });
  smtp = await startSmtpSink({ user, password });
  settings = {
    email: user,
    user,
    password,
    imap: { host: dovecot.host, port: dovecot.port, security: "none" },
    smtp: { host: smtp.host, port: smtp.port, security: "none" },
  };
});

afterAll(async () => {
  await smtp?.close();
  await dovecot?.dispose();
});

describe("IMAP connector against a real Dovecot", () => {
  it("fetches new mail from the cursor, in order, and nothing twice", async () => {
    const connector = createImapConnector({ settings });
    try {
      const empty = await connector.fetchSince(null);
      expect(empty.messages).toEqual([]);
      await deliver(guestMail(1));
      await deliver(guestMail(2));
      const first = await connector.fetchSince(empty.cursor);
      expect(first.messages.map((m) => m.providerId.split(":")[1])).toEqual(["1", "2"]);
      expect((await parseEmail(first.messages[0]!.raw)).subject).toBe("Question 1");
      const again = await connector.fetchSince(first.cursor);
      expect(again.messages).toEqual([]);
      await deliver(guestMail(3));
      const next = await connector.fetchSince(first.cursor, { limit: 10 });
      expect(next.messages).toHaveLength(1);
      expect(next.cursor.lastUid).toBe(3);
    } finally {
      await connector.close();
    }
  });

  it("pages with a limit and says more is waiting", async () => {
    const connector = createImapConnector({ settings });
    try {
      const page = await connector.fetchSince(null, { limit: 2 });
      expect(page.messages).toHaveLength(2);
      expect(page.more).toBe(true);
      const rest = await connector.fetchSince(page.cursor, { limit: 2 });
      expect(rest.messages).toHaveLength(1);
      expect(rest.more).toBe(false);
    } finally {
      await connector.close();
    }
  });

  it("reads a mailbox in one pass, in batches bounded by count and bytes, a large mail in a batch of its own", async () => {
    // Seven short questions with a 3 MB mail (a scanned booking form) in the middle.
    const scan = guestMail(4, `Content-Type: text/plain\r\nX-Pad: ${"x".repeat(60)}\r\n`).replace(
      "Is breakfast included? (4)",
      `${"scanned form ".repeat(250_000)}(4)`,
    );
    const mails = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => (n === 4 ? scan : guestMail(n)));
    deliverToMaildir(dovecot, archiveUser, mails);
    const connector = createImapConnector({
      settings: { ...settings, email: archiveUser, user: archiveUser },
    });
    try {
      const batches = [];
      for await (const batch of connector.fetchBatches!(null, { limit: 3, maxBytes: 64 * 1024 }))
        batches.push(batch);
      const uids = batches.map((b) => b.messages.map((m) => Number(m.providerId.split(":")[1])));
      expect(uids).toEqual([[1, 2, 3], [4], [5, 6, 7], [8]]);
      expect(batches.map((b) => b.cursor.lastUid)).toEqual([3, 4, 7, 8]);
      expect(batches.map((b) => b.more)).toEqual([true, true, true, false]);
      expect(batches[1]!.messages[0]!.raw.byteLength).toBe(Buffer.byteLength(scan));
      // Resumed from the second batch's cursor: the rest, nothing again.
      const rest = [];
      for await (const batch of connector.fetchBatches!(batches[1]!.cursor, { limit: 10 }))
        rest.push(...batch.messages.map((m) => m.providerId.split(":")[1]));
      expect(rest).toEqual(["5", "6", "7", "8"]);
    } finally {
      await connector.close();
    }
  });

  it("starts again from the beginning when UIDVALIDITY changes", async () => {
    const connector = createImapConnector({ settings });
    const before = await connector.fetchSince(null);
    await connector.close();
    await dovecot.stop();
    // Losing the UID list makes Dovecot renumber the folder with a new UIDVALIDITY, as a server migration would.
    for (const file of ["dovecot-uidlist", "dovecot.index", "dovecot.index.log", "dovecot.index.cache"]) {
      rmSync(join(dovecot.dir, "mail", user, file), { force: true });
    }
    await dovecot.start();
    const after = await connector.fetchSince(before.cursor);
    expect(after.resynced).toBe(true);
    expect(after.cursor.uidValidity).not.toBe(before.cursor.uidValidity);
    expect(after.messages).toHaveLength(3);
    await connector.close();
  });

  it("says a wrong password needs a reconnect and a dead server is unavailable", async () => {
    const wrong = createImapConnector({ settings: { ...settings, password: "nope" } });
    await expect(wrong.fetchSince(null)).rejects.toMatchObject({ kind: "reconnect" });
    const dead = createImapConnector({
      settings: { ...settings, imap: { ...settings.imap, port: 1 } },
      timeoutSeconds: 2,
    });
    const error = await dead.fetchSince(null).catch((e) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error.kind).toBe("unavailable");
  });

  it("says in plain words that a server which stopped answering did not reply, not to try TLS", async () => {
    // Accepts the connection and never sends the IMAP greeting: a hung server.
    const hung = createServer(() => {});
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    try {
      const port = (hung.address() as AddressInfo).port;
      const connector = createImapConnector({
        settings: { ...settings, imap: { host: "127.0.0.1", port, security: "none" } },
        timeoutSeconds: 1,
      });
      const error = await connector.health().catch((e) => e);
      expect(error).toBeInstanceOf(ConnectorError);
      expect(error.kind).toBe("unavailable");
      expect(error.message).toBe(
        `IMAP 127.0.0.1:${port}: the mail server stopped answering (it did not reply in time). It may be down or overloaded. We will retry.`,
      );
      expect(error.message).not.toMatch(/TLS/);
    } finally {
      hung.close();
    }
  });

  it("sends a threaded reply over SMTP, keeps it in Sent and knows it was sent", async () => {
    const connector = createImapConnector({ settings });
    try {
      const messageId = "<reply-1@inbox.test>";
      expect(await connector.alreadySent(messageId)).toBe(false);
      const raw = await buildReplyMime({
        from: { address: user, name: "Hotel Test" },
        to: [{ address: "guest1@example.com" }],
        originalSubject: "Question 1",
        messageId,
        inReplyTo: "<q1@example.com>",
        references: ["<earlier@example.com>"],
        text: "Yes, breakfast is included.",
      });
      await connector.send({
        from: user,
        to: ["guest1@example.com"],
        subject: "Re: Question 1",
        messageId,
        raw,
      });
      expect(smtp.received).toHaveLength(1);
      const got = await parseEmail(smtp.received[0]!.raw);
      expect(got.subject).toBe("Re: Question 1");
      expect(got.messageId).toBe(messageId);
      expect(got.inReplyTo).toBe("<q1@example.com>");
      expect(got.references).toEqual(["<earlier@example.com>", "<q1@example.com>"]);
      expect(await connector.alreadySent(messageId)).toBe(true);
    } finally {
      await connector.close();
    }
  });

  it("IDLE reports new mail at once and keeps watching after the server restarts", async () => {
    let calls = 0;
    const seen: number[] = [];
    const stop = watchImapInbox(settings, { onMail: () => seen.push(++calls) });
    try {
      await expect.poll(() => calls, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
      const before = calls;
      await deliver(guestMail(4));
      await expect.poll(() => calls, { timeout: 5000 }).toBeGreaterThan(before);
      await dovecot.stop();
      await dovecot.start();
      const afterRestart = calls;
      // After reconnecting, the watcher reports once so the caller reconciles what came in meanwhile.
      await expect.poll(() => calls, { timeout: 10_000 }).toBeGreaterThan(afterRestart);
      const reconnected = calls;
      await deliver(guestMail(5));
      await expect.poll(() => calls, { timeout: 5000 }).toBeGreaterThan(reconnected);
    } finally {
      await stop();
    }
  });
});
