import { intentCatalogue } from "@inbox/agent";
import {
  agentConfigs,
  aiAgentIntents,
  escalationResponsableIntents,
  escalationResponsables,
  messages,
  outboundEmails,
  ticketMessages,
  tickets,
} from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processMessage } from "../../agent/process-message";
import { createJobs } from "../../jobs/queue";
import { storeInboundMessage } from "../../mail/ingest";
import { createCompanyAccount, createForwardingMailbox } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

interface ClosedRow {
  id: string;
  emailFrom: string | null;
  emailSubject: string | null;
  outcome: "filter" | "skip";
  reason: string | null;
  ticketId: string | null;
}

// Issue 22, "never close unseen": what the agent filtered or skipped stays findable, and one click hands it to a person.
describe.each(testDatabaseKinds())("Closed by the agent on %s", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let n = 0;

  /** A mail through the real ingest and pipeline, as the forwarding address receives it. */
  const receive = async (headers: string, subject: string, body: string) => {
    n += 1;
    const raw = Buffer.from(
      `${headers}To: info@aurora.test\r\nSubject: ${subject}\r\nMessage-ID: <c${n}-${kind}@guest.test>\r\n\r\n${body}\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      { companyId: owner.companyId, mailboxId, provider: "forwarding", providerId: `c${n}`, raw },
      { enqueue: false },
    );
    await processMessage(t.ctx, { companyId: owner.companyId, messageId: id! });
    return id!;
  };
  const listClosed = async () => {
    const res = await t.request("/api/tickets/closed", { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    return (await readJson(res)) as { rows: ClosedRow[]; total: number };
  };
  const needsAPerson = (messageId: string) =>
    t.request(`/api/tickets/closed/${messageId}/needs-a-person`, jsonRequest("POST", {}, owner.cookie));
  const ticketsOf = (messageId: string) =>
    t.ctx.db
      .select({
        id: tickets.id,
        status: tickets.status,
        assignedTo: tickets.assignedTo,
        intent: tickets.intent,
      })
      .from(ticketMessages)
      .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
      .where(eq(ticketMessages.messageId, messageId));

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    t.ctx.jobs = await createJobs(t.ctx);
    owner = await createCompanyAccount(t, { name: "Hotel Aurora", domain: "aurora.test" });
    await t.ctx.db.insert(agentConfigs).values({
      companyId: owner.companyId,
      userId: owner.userId,
      faqContent: "Q: Do you have parking?\nA: Yes, a garage for 15 EUR per night.",
    });
    await t.ctx.db.insert(escalationResponsables).values([
      {
        companyId: owner.companyId,
        firstName: "Lea",
        lastName: "Marti",
        email: "lea@aurora.test",
        isDefaultResponsable: true,
      },
      {
        companyId: owner.companyId,
        firstName: "Tom",
        lastName: "Weber",
        email: "tom@aurora.test",
        isDefaultResponsable: false,
      },
    ]);
    const [tom] = await t.ctx.db
      .select({ id: escalationResponsables.id })
      .from(escalationResponsables)
      .where(eq(escalationResponsables.email, "tom@aurora.test"));
    const [refund] = await t.ctx.db
      .select({ id: aiAgentIntents.id })
      .from(aiAgentIntents)
      .where(eq(aiAgentIntents.key, "refund"));
    await t.ctx.db
      .insert(escalationResponsableIntents)
      .values({ escalationResponsableId: tom!.id, aiAgentIntentId: refund!.id });
    mailboxId = (
      await createForwardingMailbox(t.ctx, owner.userId, {
        email: "info@aurora.test",
        address: `closed-${kind}@inbound.localhost`,
      })
    ).id;
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("an out-of-office reply is listed with its reason, and one click makes it one open ticket for the default responsable", async () => {
    const id = await receive(
      "From: Mark Jones <mark@partner-agency.test>\r\n",
      "Out of office: your booking question",
      "I am currently out of the office until 4 December with limited access to email.",
    );
    const listed = (await listClosed()).rows.find((r) => r.id === id);
    expect(listed).toMatchObject({
      emailFrom: "Mark Jones <mark@partner-agency.test>",
      emailSubject: "Out of office: your booking question",
      outcome: "filter",
      ticketId: null,
    });
    expect(listed!.reason).toMatch(/^filtered: automated mail/);
    expect(await ticketsOf(id)).toEqual([]);

    const first = await needsAPerson(id);
    expect(first.status).toBe(201);
    const handed = (await readJson(first)) as { ticketId: string; changed: boolean; assignedTo: string };
    expect(handed).toMatchObject({ changed: true, assignedTo: "Lea Marti" });
    const [ticket] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, handed.ticketId));
    expect(ticket).toMatchObject({
      companyId: owner.companyId,
      messageId: id,
      status: "Open",
      assignedTo: "Lea Marti",
      subject: "Out of office: your booking question",
      requesterEmail: "mark@partner-agency.test",
    });
    expect(ticket!.messageContent).toContain("out of the office until 4 December");
    // It leaves the closed list, and the message says what happened in words.
    expect((await listClosed()).rows.some((r) => r.id === id)).toBe(false);
    const [message] = await t.ctx.db.select().from(messages).where(eq(messages.id, id));
    expect(message!.agentOutcome).toBe("escalate");
    expect(message!.processedResult).toMatch(
      /^escalated: a person asked for it \(was: filtered: automated mail/,
    );
    // The ticket is in the Support Inbox as an open one.
    const inbox = (await readJson(
      await t.request("/api/tickets?status=Open", { headers: { cookie: owner.cookie } }),
    )) as { rows: { id: string }[] };
    expect(inbox.rows.map((r) => r.id)).toContain(handed.ticketId);
    // The responsable is told once, with a link to the ticket.
    const mails = await t.ctx.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.key, `needs-a-person:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("lea@aurora.test");
    expect(mails[0]!.text).toContain(`/ticket/${handed.ticketId}`);

    // A second click (another tab, a double click) changes nothing and names the same ticket.
    const second = await needsAPerson(id);
    expect(second.status).toBe(200);
    expect(await readJson(second)).toMatchObject({ ticketId: handed.ticketId, changed: false });
    expect(await ticketsOf(id)).toHaveLength(1);
    expect(
      await t.ctx.db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.key, `needs-a-person:${id}`)),
    ).toHaveLength(1);
  });

  it("two clicks at once still make one ticket", async () => {
    const id = await receive(
      "From: Auto <noreply@ota.test>\r\nAuto-Submitted: auto-replied\r\n",
      "Automatic reply",
      "Thank you for your message. This mailbox is not monitored.",
    );
    const answers = await Promise.all([needsAPerson(id), needsAPerson(id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const ids = await Promise.all(
      answers.map(async (r) => ((await readJson(r)) as { ticketId: string }).ticketId),
    );
    expect(ids[0]).toBe(ids[1]);
    expect(await ticketsOf(id)).toHaveLength(1);
  });

  it("an angry refund demand filtered by its headers goes to the refund intent's responsable", async () => {
    const id = await receive(
      "From: Anna Keller <anna@guest.test>\r\nAuto-Submitted: auto-generated\r\n",
      "Refund for my cancelled night",
      "I want a refund for my cancelled night. Do not send me another automated reply.",
    );
    expect((await listClosed()).rows.find((r) => r.id === id)?.outcome).toBe("filter");
    const handed = (await readJson(await needsAPerson(id))) as { ticketId: string; assignedTo: string };
    const [ticket] = await ticketsOf(id);
    expect(ticket).toMatchObject({
      id: handed.ticketId,
      status: "Open",
      intent: "Refund",
      assignedTo: "Tom Weber",
    });
  });

  it("a skipped vendor pitch has its solved ticket reopened and assigned, never a second ticket", async () => {
    const id = await receive(
      "From: Growth Team <sales@seo-agency.test>\r\n",
      "More direct bookings for Hotel Aurora",
      "Hi, our agency helps hotels increase your direct bookings with SEO services. Are you open to a quick call?",
    );
    const listed = (await listClosed()).rows.find((r) => r.id === id);
    expect(listed?.outcome).toBe("skip");
    expect(listed?.reason).toMatch(/^skipped: /);
    const [solved] = await ticketsOf(id);
    expect(solved?.status).toBe("Solved");
    expect(listed?.ticketId).toBe(solved!.id);

    const res = await needsAPerson(id);
    expect(res.status).toBe(201);
    expect(await readJson(res)).toMatchObject({ ticketId: solved!.id, changed: true });
    const after = await ticketsOf(id);
    expect(after).toEqual([
      expect.objectContaining({ id: solved!.id, status: "Open", assignedTo: "Lea Marti" }),
    ]);
    expect((await listClosed()).rows.some((r) => r.id === id)).toBe(false);
  });

  it("lists newest first, a page at a time; a mail the agent did not close keeps what it has", async () => {
    const older = await receive(
      "From: A <a@ota.test>\r\nAuto-Submitted: auto-replied\r\n",
      "Auto one",
      "Automatic message.",
    );
    const newer = await receive(
      "From: B <b@ota.test>\r\nAuto-Submitted: auto-replied\r\n",
      "Auto two",
      "Automatic message.",
    );
    const page1 = (await readJson(
      await t.request("/api/tickets/closed?page=1&pageSize=1", { headers: { cookie: owner.cookie } }),
    )) as { rows: ClosedRow[]; total: number };
    const page2 = (await readJson(
      await t.request("/api/tickets/closed?page=2&pageSize=1", { headers: { cookie: owner.cookie } }),
    )) as { rows: ClosedRow[]; total: number };
    expect(page1.rows.map((r) => r.id)).toEqual([newer]);
    expect(page2.rows.map((r) => r.id)).toEqual([older]);
    expect(page1.total).toBeGreaterThanOrEqual(2);
    const bad = await t.request("/api/tickets/closed?pageSize=1000", { headers: { cookie: owner.cookie } });
    expect(bad.status).toBe(400);

    const parking = await receive(
      "From: Guest <guest@g.test>\r\n",
      "Parking",
      "Do you have parking for our car?",
    );
    const before = await t.ctx.db.select().from(messages).where(eq(messages.id, parking));
    // The agent answered it: the mail has its ticket already, which the answer names, and nothing changes.
    const answered = await needsAPerson(parking);
    expect(answered.status).toBe(200);
    const [ticket] = await ticketsOf(parking);
    expect(await readJson(answered)).toMatchObject({ ticketId: ticket!.id, changed: false });
    expect(await t.ctx.db.select().from(messages).where(eq(messages.id, parking))).toEqual(before);
    // A mail with no ticket that the agent did not close (its mailbox was off) is refused in words.
    await t.ctx.db.update(messages).set({ agentOutcome: "kept" }).where(eq(messages.id, older));
    const kept = await needsAPerson(older);
    expect(kept.status).toBe(409);
    expect(((await readJson(kept)) as { error: { message: string } }).error.message).toBe(
      "This mail is no longer closed by the agent.",
    );
  });
});
