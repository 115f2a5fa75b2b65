import { intentCatalogue } from "@inbox/agent";
import {
  agentConfigs,
  brandBriefs,
  customers,
  escalationResponsables,
  messages,
  ticketResponses,
} from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../jobs/queue";
import { storeInboundMessage } from "../mail/ingest";
import { createCompanyAccount, createForwardingMailbox } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { processMessage } from "./process-message";
import { processTestReply, type TestCustomer, testSystemReplies } from "./test-reply";

const FAQ = `Q: What time is check-in?
A: Check-in is from 15:00. The night desk is open 24 hours, so late arrivals are welcome.

Q: Do you have parking?
A: Yes, we have a private garage. Parking costs 15 EUR per night.

Q: Are pets allowed?
A: Dogs are welcome for 10 EUR per night.`;

const QUOTED = `Hello, do you have parking at the hotel? We come by car.

Best regards,
Anna Weber
Weber & Söhne GmbH | +49 30 1234567

On Mon, 3 Mar 2025 at 10:12, Hotel Aurora <info@aurora.test> wrote:
> Dear Anna, thank you for your booking.
> Breakfast is served from 7:00. Is there anything else we can do for you?
> Kind regards, the Aurora front desk`;

/**
 * The proof of issue 12: the Test Agent decides exactly as live mail. The same text goes through both paths, a mail
 * stored by the forwarding mailbox and decided by the pipeline, and the same text pasted into the Test Agent for a
 * customer with the same address, and both must come to the same action and the same reply.
 */
describe.each(testDatabaseKinds())("the Test Agent decides as live mail on %s", (kind) => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let counter = 0;

  /** The live path: a real mail through the mailbox and the pipeline; its stored result and the agent's reply. */
  const live = async (customer: TestCustomer, text: string, headers = "") => {
    counter += 1;
    const from = `${[customer.firstName, customer.lastName].filter(Boolean).join(" ")} <${customer.email}>`;
    const raw = Buffer.from(
      `From: ${from}\r\nTo: info@aurora.test\r\nMessage-ID: <parity-${counter}-${kind}@guest.test>\r\nDate: ${new Date().toUTCString()}\r\n${headers}MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${text.replace(/\n/g, "\r\n")}\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      {
        companyId: account.companyId,
        mailboxId,
        provider: "forwarding",
        providerId: `parity-${counter}`,
        raw,
      },
      { enqueue: false },
    );
    await processMessage(t.ctx, { companyId: account.companyId, messageId: id! });
    const [message] = await t.ctx.db.select().from(messages).where(eq(messages.id, id!));
    const [reply] = await t.ctx.db
      .select({ text: ticketResponses.messageContent })
      .from(ticketResponses)
      .where(and(eq(ticketResponses.inboundMessageId, id!), eq(ticketResponses.author, "AI Agent")));
    const stopped = (message!.trace as { steps: { step: string; outcome: string }[] }).steps.some(
      (s) => s.step === "safety" && s.outcome === "stopped",
    );
    return { result: message!.processedResult!, reply: reply && !stopped ? reply.text : null };
  };

  /**
   * Both paths on the same input; they must agree, and what they agree on is returned for the case to check. A pasted
   * whole email arrives live as its headers and its body.
   */
  const bothPaths = async (
    customer: TestCustomer,
    pasted: string,
    mail: { body: string; headers: string } = { body: pasted, headers: "" },
  ) => {
    const real = await live(customer, mail.body, mail.headers);
    const tested = await processTestReply(t.ctx, {
      companyId: account.companyId,
      userId: account.userId,
      text: pasted,
      customer,
    });
    expect(tested.action).toBe(real.result);
    if (real.reply) {
      expect(tested.isSystemMessage).toBe(false);
      expect(tested.reply).toBe(real.reply);
    } else {
      expect(tested.isSystemMessage).toBe(true);
    }
    return { result: real.result, reply: tested.reply, isSystemMessage: tested.isSystemMessage };
  };

  let anna: TestCustomer;
  let robot: TestCustomer;

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    t.ctx.jobs = await createJobs(t.ctx);
    account = await createCompanyAccount(t, { name: "Hotel Aurora", domain: "aurora.test" });
    await t.ctx.db
      .insert(agentConfigs)
      .values({ companyId: account.companyId, userId: account.userId, faqContent: FAQ });
    await t.ctx.db.insert(brandBriefs).values({
      companyId: account.companyId,
      userId: account.userId,
      content: "Tone of voice\nWarm and friendly, first names.\nSign-off: The Aurora front desk",
    });
    await t.ctx.db.insert(escalationResponsables).values({
      companyId: account.companyId,
      firstName: "Lea",
      lastName: "Marti",
      email: "lea@aurora.test",
      isDefaultResponsable: true,
    });
    const [a, r] = await t.ctx.db
      .insert(customers)
      .values([
        { companyId: account.companyId, firstName: "Anna", lastName: "Weber", email: "anna@guest.test" },
        {
          companyId: account.companyId,
          firstName: "Booking",
          lastName: "Alerts",
          email: "noreply@alerts.test",
        },
      ])
      .returning();
    anna = { id: a!.id, email: a!.email, firstName: a!.firstName, lastName: a!.lastName };
    robot = { id: r!.id, email: r!.email, firstName: r!.firstName, lastName: r!.lastName };
    mailboxId = (
      await createForwardingMailbox(t.ctx, account.userId, {
        email: "info@aurora.test",
        address: `parity-${kind}@inbound.localhost`,
      })
    ).id;
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("a question the FAQ answers: the same drafted reply, word for word", async () => {
    const same = await bothPaths(anna, "Hello, do you have parking at the hotel? We come by car.");
    expect(same.result).toMatch(/^drafted: Parking \([01]\.\d\d\)$/);
    expect(same.reply).toContain("15 EUR per night");
    expect(same.reply).toMatch(/Anna/);
  });

  it("a Never Reply intent: escalated on both paths, the Test Agent says so", async () => {
    const same = await bothPaths(anna, "I want a refund for the night we did not use, please.");
    expect(same.result).toBe("escalated: known intent requiring human intervention (Refund)");
    expect(same.reply).toBe(testSystemReplies.humanOnly);
  });

  it("a Skip intent: skipped on both paths", async () => {
    const same = await bothPaths(anna, "Thank you very much for the lovely stay!");
    expect(same.result).toMatch(/^skipped: Thanks/);
    expect(same.reply).toBe(testSystemReplies.notConfigured);
  });

  it("a question the knowledge does not answer: the responsable is asked on both paths", async () => {
    const same = await bothPaths(anna, "Is there a gym in the hotel?");
    expect(same.result).toMatch(/^feedback loop: question not found in knowledge base/);
    expect(same.reply).toBe(testSystemReplies.notFound);
  });

  it("quoted history and a signature: stripped on both paths, the answer is the one the question alone gets", async () => {
    const same = await bothPaths(anna, QUOTED);
    const plain = await bothPaths(anna, "Hello, do you have parking at the hotel? We come by car.");
    expect(same.result).toBe(plain.result);
    expect(same.reply).toBe(plain.reply);
    expect(same.reply).not.toMatch(/Breakfast|7:00/);
  });

  it("an out-of-office reply: skipped on both paths, and the Test Agent names the filter", async () => {
    const same = await bothPaths(
      anna,
      "Thank you for your email. I am out of the office until 14 March with limited access to e-mail. I will reply upon my return.",
    );
    expect(same.result).toMatch(/^filtered: automated mail/);
    expect(same.reply).toBe(`This email would be skipped: ${same.result.replace(/^filtered: /, "")}.`);
  });

  it("a customer whose address is a no-reply one: filtered as automated on both paths", async () => {
    const same = await bothPaths(robot, "Do you have parking at the hotel?");
    expect(same.result).toBe("filtered: automated mail (no-reply-sender)");
    expect(same.reply).toBe("This email would be skipped: automated mail (no-reply-sender).");
  });

  it("a whole email pasted with its headers: an Auto-Submitted one is skipped as live mail is", async () => {
    const body = "Do you have parking at the hotel?";
    const same = await bothPaths(
      anna,
      `Subject: Automatic reply: your booking\nAuto-Submitted: auto-replied\n\n${body}`,
      { body, headers: "Subject: Automatic reply: your booking\r\nAuto-Submitted: auto-replied\r\n" },
    );
    expect(same.result).toBe("filtered: automated mail (auto-submitted)");
  });

  it("a whole email pasted with its subject: the subject is read as live mail reads it", async () => {
    // Only the subject says what "it" is.
    const body = "Hello, how much is it per night?";
    const same = await bothPaths(anna, `From: Anna Weber <anna@guest.test>\nSubject: Parking\n\n${body}`, {
      body,
      headers: "Subject: Parking\r\n",
    });
    expect(same.result).toMatch(/^drafted: Parking/);
    expect(same.reply).toContain("15 EUR per night");
    const bodyOnly = await processTestReply(t.ctx, {
      companyId: account.companyId,
      userId: account.userId,
      text: body,
      customer: anna,
    });
    expect(bodyOnly.action).not.toBe(same.result);
  });
});
