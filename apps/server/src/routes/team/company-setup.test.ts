import { intentCatalogue } from "@inbox/agent";
import { messages, ticketResponses } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processMessage } from "../../agent/process-message";
import { storeInboundMessage } from "../../mail/ingest";
import { createCompanyAccount, createForwardingMailbox } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";
import { joinTeam } from "./team-fixtures";

const OWNER_FAQ = "Q: Do you have parking?\nA: Sorry, the hotel has no parking of its own.";
const ADMIN_FAQ = "Q: Do you have parking?\nA: Yes, our new garage has 20 spaces, 15 EUR per night.";

// Issue 24: the agent's setup (FAQ, brief, intent groups, mailboxes) is the company's, not the person's who edited it.
describe.each(testDatabaseKinds())("one setup for the whole company on %s", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createCompanyAccount>>;
  let other: Awaited<ReturnType<typeof createCompanyAccount>>;
  let admin: Awaited<ReturnType<typeof joinTeam>>;
  let member: Awaited<ReturnType<typeof joinTeam>>;
  let ownerMailboxId: string;
  let counter = 0;

  const get = async (who: { cookie: string }, path: string) =>
    readJson(await t.request(path, { headers: { cookie: who.cookie } }));
  const send = (who: { cookie: string }, method: string, path: string, body: unknown) =>
    t.request(path, jsonRequest(method, body, who.cookie));

  /** A guest's mail to the owner's mailbox, decided by the agent: its first reply's text. */
  const guestAsks = async (body: string) => {
    counter += 1;
    const raw = Buffer.from(
      `From: Anna Weber <anna@guest.test>\r\nTo: info@team-a.test\r\nSubject: Parking\r\nMessage-ID: <team-${counter}-${kind}@guest.test>\r\nDate: ${new Date().toUTCString()}\r\n\r\n${body}\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      {
        companyId: owner.companyId,
        mailboxId: ownerMailboxId,
        provider: "forwarding",
        providerId: `team-${counter}`,
        raw,
      },
      { enqueue: false },
    );
    await processMessage(t.ctx, { companyId: owner.companyId, messageId: id! });
    const [message] = await t.ctx.db.select().from(messages).where(eq(messages.id, id!));
    const ticketId = (message!.trace as { ticketId?: string }).ticketId!;
    const [reply] = await t.ctx.db
      .select()
      .from(ticketResponses)
      .where(eq(ticketResponses.ticketId, ticketId));
    return reply?.messageContent ?? "";
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    owner = await createCompanyAccount(t, { name: "Hotel Team", domain: "team-a.test" });
    other = await createCompanyAccount(t, { name: "Hotel Elsewhere", domain: "team-b.test" });
    for (const who of [owner, other]) {
      expect((await send(who, "POST", "/api/agent-config", { faqContent: OWNER_FAQ })).status).toBe(201);
      await send(who, "PUT", "/api/brand-brief", {
        content: "Tone of voice\nWarm.\nSign-off: The front desk",
      });
    }
    await send(owner, "POST", "/api/escalation-responsables", {
      firstName: "Lea",
      lastName: "Marti",
      email: "lea@team-a.test",
      isDefaultResponsable: true,
    });
    ownerMailboxId = (
      await createForwardingMailbox(t.ctx, owner.userId, {
        email: "info@team-a.test",
        address: `team-a-${kind}@inbound.localhost`,
      })
    ).id;
    await createForwardingMailbox(t.ctx, other.userId, {
      email: "desk@team-b.test",
      address: `team-b-${kind}@inbound.localhost`,
    });
    admin = await joinTeam(t, owner, { email: "admin@team-a.test", role: "admin" });
    member = await joinTeam(t, owner, { email: "member@team-a.test", role: "member" });
  });
  afterAll(() => t?.close());

  // The first decision loads and trains the classifier: slow on a loaded machine.
  it("an admin's FAQ edit is what the agent answers the owner's mailbox with next, and every teammate reads it", {
    timeout: 120_000,
  }, async () => {
    expect(await guestAsks("Hello, do you have parking for our car?")).not.toContain("20 spaces");

    const saved = await send(admin, "PUT", "/api/library/faq", { faqContent: ADMIN_FAQ });
    expect(saved.status).toBe(200);
    expect(await guestAsks("Hi, is there parking at the hotel?")).toContain("20 spaces");

    for (const who of [owner, admin, member])
      expect((await get(who, "/api/library")).config.faqContent).toBe(ADMIN_FAQ);
    // The Setup Required warning is the company's too: nothing is missing for anyone.
    for (const who of [owner, admin, member]) expect((await get(who, "/api/shell")).missing).toEqual([]);
  });

  it("a member reads the Library, brief and intent groups as the owner sees them, and cannot change them", async () => {
    await send(admin, "PUT", "/api/library/brand-brief", { content: "Tone of voice\nCalm and precise." });
    const asOwner = await get(owner, "/api/library");
    const asMember = await get(member, "/api/library");
    expect(asMember).toEqual(asOwner);
    expect(asMember.brandBrief.content).toBe("Tone of voice\nCalm and precise.");
    expect(await get(member, "/api/library/intents")).toEqual(await get(owner, "/api/library/intents"));

    const refused = await send(member, "PUT", "/api/library/faq", { faqContent: "Q: x\nA: y" });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error.message).toBe(
      "Only the owner or an admin can change the knowledge library.",
    );
    expect((await get(owner, "/api/library")).config.faqContent).toBe(ADMIN_FAQ);
  });

  it("the Go Live dialog and Support Mailboxes list every mailbox of the company, whoever connected it", async () => {
    await createForwardingMailbox(t.ctx, admin.userId, {
      email: "events@team-a.test",
      address: `team-a2-${kind}@inbound.localhost`,
    });
    const expected = [
      { email: "events@team-a.test", provider: "forwarding" },
      { email: "info@team-a.test", provider: "forwarding" },
    ];
    for (const who of [owner, admin, member]) {
      expect((await get(who, "/api/shell")).mailboxes).toEqual(expected);
      const listed = await get(who, "/api/support-mailboxes");
      expect(listed.map((m: { email: string }) => m.email).sort()).toEqual([
        "events@team-a.test",
        "info@team-a.test",
      ]);
    }
    expect((await get(other, "/api/shell")).mailboxes).toEqual([
      { email: "desk@team-b.test", provider: "forwarding" },
    ]);

    // The admin leaves: the mailbox they connected stays the company's.
    expect((await send(owner, "DELETE", `/api/team/members/${admin.userId}`, {})).status).toBe(200);
    expect((await get(owner, "/api/shell")).mailboxes).toEqual(expected);
  });

  it("another company reads and changes none of this company's setup or mailboxes", async () => {
    const mine = await get(owner, "/api/library");
    await send(other, "PUT", "/api/library/faq", { faqContent: "Q: Pets?\nA: No pets." });
    await send(other, "PUT", "/api/library/brand-brief", { content: "Tone of voice\nShort." });
    await send(other, "PUT", "/api/library/action-if-teammate", { actionIfTeammate: "Reply the message" });
    expect(await get(owner, "/api/library")).toEqual(mine);
    expect((await get(other, "/api/library")).config.faqContent).toBe("Q: Pets?\nA: No pets.");

    const res = await send(other, "PATCH", `/api/support-mailboxes/${ownerMailboxId}`, { isActive: false });
    expect(res.status).toBe(404);
    const listed = await get(owner, "/api/support-mailboxes");
    expect(listed.find((m: { id: string }) => m.id === ownerMailboxId).isActive).toBe(true);
    expect((await get(other, "/api/support-mailboxes")).map((m: { email: string }) => m.email)).toEqual([
      "desk@team-b.test",
    ]);
  });
});
