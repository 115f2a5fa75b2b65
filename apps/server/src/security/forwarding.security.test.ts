import { messages } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { openRawSmtp } from "@inbox/mail/testing/smtp-client";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../jobs/queue";
import { createLogger } from "../lib/logger";
import { startForwarding } from "../mail/forwarding";
import { createCompanyAccount, createForwardingMailbox } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

// Issue 11 item 1: smtp-server reuses one session object for every mail of a connection; one company's customer
// mail must never be stored for another company that an earlier mail on the same connection named.
describe.each(testDatabaseKinds())("forwarded mail stays with its own company on %s", (kind) => {
  let t: TestApp;
  let listener: Awaited<ReturnType<typeof startForwarding>>;
  const companies: Record<"aurora" | "bellevue", { companyId: string; mailboxId: string; address: string }> =
    {} as never;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.ctx.jobs = await createJobs(t.ctx);
    for (const name of ["aurora", "bellevue"] as const) {
      const account = await createCompanyAccount(t, { name: `Hotel ${name}`, domain: `${name}.test` });
      const address = `${name}-${kind}@inbound.localhost`;
      const mailbox = await createForwardingMailbox(t.ctx, account.userId, {
        email: `info@${name}.test`,
        address,
      });
      companies[name] = { companyId: account.companyId, mailboxId: mailbox.id, address };
    }
    listener = await startForwarding(t.ctx, 0);
  });

  afterAll(async () => {
    await listener?.close();
    await t?.ctx.jobs?.stop();
    await t?.close();
  });

  const subjectsOf = async (companyId: string) =>
    (
      await t.ctx.db
        .select({ subject: messages.emailSubject, mailboxId: messages.mailboxId })
        .from(messages)
        .where(eq(messages.companyId, companyId))
    )
      .map((m) => m.subject)
      .sort();

  const mail = (to: string, subject: string) =>
    `From: Guest <guest@example.com>\nTo: ${to}\nSubject: ${subject}\nMessage-ID: <${subject.replace(/\W/g, "-")}-${kind}@example.com>\n\nA question for ${to}.\n`;

  it("keeps two mails on one connection, RCPT/RSET/RCPT and a pooled client's mails each with their company", async () => {
    const { aurora, bellevue } = companies;
    // Two mails on one connection.
    const smtp = await openRawSmtp(listener.port);
    try {
      await smtp.command("EHLO mta.example.com");
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command(`RCPT TO:<${aurora.address}>`);
      expect(await smtp.data(mail(aurora.address, "First on connection"))).toMatch(/^250/);
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command(`RCPT TO:<${bellevue.address}>`);
      expect(await smtp.data(mail(bellevue.address, "Second on connection"))).toMatch(/^250/);
      // RCPT one company, RSET, RCPT the other.
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command(`RCPT TO:<${aurora.address}>`);
      expect(await smtp.command("RSET")).toMatch(/^250/);
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command(`RCPT TO:<${bellevue.address}>`);
      expect(await smtp.data(mail(bellevue.address, "After reset"))).toMatch(/^250/);
    } finally {
      smtp.close();
    }
    // A pooled client, as every real MTA.
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: listener.port,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 1,
    });
    try {
      await Promise.all(
        [aurora, bellevue, aurora, bellevue].map((to, i) =>
          transport.sendMail({
            from: "guest@example.com",
            to: to.address,
            subject: `Pooled ${i} for ${to === aurora ? "aurora" : "bellevue"}`,
            text: "Hello",
          }),
        ),
      );
    } finally {
      transport.close();
    }

    expect(await subjectsOf(aurora.companyId)).toEqual([
      "First on connection",
      "Pooled 0 for aurora",
      "Pooled 2 for aurora",
    ]);
    expect(await subjectsOf(bellevue.companyId)).toEqual([
      "After reset",
      "Pooled 1 for bellevue",
      "Pooled 3 for bellevue",
      "Second on connection",
    ]);
    const stored = await t.ctx.db
      .select({ mailboxId: messages.mailboxId, companyId: messages.companyId })
      .from(messages);
    for (const row of stored) {
      const owner = row.mailboxId === aurora.mailboxId ? aurora : bellevue;
      expect(row.companyId).toBe(owner.companyId);
    }
  });

  it("stores and processes a mail whose text holds NUL characters instead of refusing it with 451 forever", async () => {
    const { aurora } = companies;
    const body = Buffer.from("Do you have parking?\u0000 We arrive at 22:00.\u0000").toString("base64");
    const raw = [
      "From: Guest <guest@example.com>",
      `To: ${aurora.address}`,
      `Subject: =?UTF-8?B?${Buffer.from("Parking\u0000 question").toString("base64")}?=`,
      `Message-ID: <nul-${kind}@example.com>`,
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      body,
    ].join("\n");
    const smtp = await openRawSmtp(listener.port);
    try {
      await smtp.command("EHLO mta.example.com");
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command(`RCPT TO:<${aurora.address}>`);
      expect(await smtp.data(raw)).toMatch(/^250/);
    } finally {
      smtp.close();
    }
    const [stored] = await t.ctx.db
      .select()
      .from(messages)
      .where(eq(messages.messageIdHeader, `<nul-${kind}@example.com>`));
    expect(stored).toMatchObject({
      companyId: aurora.companyId,
      emailSubject: "Parking question",
      emailBody: "Do you have parking? We arrive at 22:00.",
      failedAt: null,
    });
  });

  it("logs a mail it could not store by ids and sizes, never its text", async () => {
    const { bellevue } = companies;
    const lines: string[] = [];
    const logger = t.ctx.logger;
    t.ctx.logger = createLogger("warn", { write: (line: string) => lines.push(line) });
    await t.ctx.db.execute(sql`alter table messages rename to messages_away`);
    const secret = "My passport number is X1234567 and my card ends 4242";
    const smtp = await openRawSmtp(listener.port);
    try {
      await smtp.command("EHLO mta.example.com");
      await smtp.command("MAIL FROM:<guest@example.com>");
      await smtp.command(`RCPT TO:<${bellevue.address}>`);
      const reply = await smtp.data(
        `From: guest@example.com\nTo: ${bellevue.address}\nSubject: Private details\n\n${secret}\n`,
      );
      // The sender keeps the mail and tries again later.
      expect(reply).toMatch(/^451/);
    } finally {
      smtp.close();
      await t.ctx.db.execute(sql`alter table messages_away rename to messages`);
      t.ctx.logger = logger;
    }
    const log = lines.join("\n");
    expect(log).toContain("forwarded mail not stored");
    expect(log).toContain(bellevue.mailboxId);
    expect(log).toMatch(/"bytes":\d+/);
    expect(log).not.toContain("passport");
    expect(log).not.toContain("Private details");
  });
});
