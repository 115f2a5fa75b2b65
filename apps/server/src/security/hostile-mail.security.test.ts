import { messages, tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../jobs/queue";
import { startForwarding } from "../mail/forwarding";
import { createCompanyAccount, createForwardingMailbox } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

// Issue 23: one hostile mail (22 MB of two million nested <div>) held the one parsing thread for 14+ minutes, its
// sender got no answer and another company's mail waited behind it.
describe.each(testDatabaseKinds())("a hostile mail to one company, on %s", (kind) => {
  let t: TestApp;
  let listener: Awaited<ReturnType<typeof startForwarding>>;
  const companies: Record<"target" | "other", { companyId: string; address: string }> = {} as never;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.ctx.jobs = await createJobs(t.ctx);
    for (const name of ["target", "other"] as const) {
      const account = await createCompanyAccount(t, { name: `Hotel ${name}`, domain: `${name}.test` });
      const address = `${name}-${kind}@inbound.localhost`;
      await createForwardingMailbox(t.ctx, account.userId, { email: `info@${name}.test`, address });
      companies[name] = { companyId: account.companyId, address };
    }
    listener = await startForwarding(t.ctx, 0);
  });

  afterAll(async () => {
    await listener?.close();
    await t?.ctx.jobs?.stop();
    await t?.close();
  });

  const storedFor = (companyId: string) =>
    t.ctx.db
      .select({
        subject: messages.emailSubject,
        failureReason: messages.failureReason,
        body: messages.emailBody,
      })
      .from(messages)
      .where(eq(messages.companyId, companyId));

  it("keeps another company's mail flowing, answers both senders, and keeps the hostile one unread with a ticket", async () => {
    const depth = 2_000_000;
    const hostile = {
      from: "attacker@example.net",
      to: companies.target.address,
      subject: "Nested",
      html: `${"<div>".repeat(depth)}hello${"</div>".repeat(depth)}`,
    };
    const normal = {
      from: "Guest <guest@example.com>",
      to: companies.other.address,
      subject: "Late arrival",
      // 324 KB, as in the report: large enough to be read on a parsing thread, like the hostile one.
      text: "We arrive after midnight, is the reception open? ".repeat(6_600),
    };
    const transport = () =>
      nodemailer.createTransport({ host: "127.0.0.1", port: listener.port, secure: false, ignoreTLS: true });
    const answers: string[] = [];
    const send = async (mail: SendMailOptions, label: string) => {
      const client = transport();
      try {
        const info = await client.sendMail(mail);
        answers.push(`${label}: ${info.response.slice(0, 3)}`);
      } finally {
        client.close();
      }
    };
    const hostileSent = send(hostile, "hostile");
    // The normal mail goes while the hostile one is being received and read.
    await new Promise((r) => setTimeout(r, 200));
    const normalSent = send(normal, "normal");

    // Within 30 s the other company has its mail, read as usual.
    await expect
      .poll(
        async () => (await storedFor(companies.other.companyId)).map((m) => [m.subject, m.failureReason]),
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toEqual([["Late arrival", null]]);
    await Promise.all([hostileSent, normalSent]);
    expect(answers.sort()).toEqual(["hostile: 250", "normal: 250"]);

    const [kept] = await storedFor(companies.target.companyId);
    expect(kept?.subject).toBe("Nested");
    expect(kept?.failureReason).toMatch(/too large to read; it is kept as it arrived/);
    const made = await t.ctx.db
      .select({ subject: tickets.subject })
      .from(tickets)
      .where(eq(tickets.companyId, companies.target.companyId));
    expect(made).toEqual([{ subject: "This email could not be read" }]);
  });
});
