import { escalationResponsables, messages, ticketMessages, tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount, createForwardingMailbox } from "../testing/fixtures";
import { createTestApp, readJson, type TestApp } from "../testing/test-app";
import { storeInboundMessage } from "./ingest";

/** A mail whose HTML is past what the product reads (8 MB): kept as it arrived, unread. */
function unreadableMail(subject: string) {
  return Buffer.from(
    [
      "From: Marco Rossi <marco@example.it>",
      "To: info@a.test",
      `Subject: ${subject}`,
      `Message-ID: <${subject.replace(/\W/g, "")}@example.it>`,
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>Buongiorno</p>".repeat(600_000),
    ].join("\r\n"),
  );
}

// Issue 23: a mail the product could not read makes a ticket for a person, with the original downloadable.
describe.each(testDatabaseKinds())("a mail the product could not read, on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let responsableId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
    mailboxId = (
      await createForwardingMailbox(t.ctx, a.userId, {
        email: "info@a.test",
        address: `a-${kind}@inbound.localhost`,
      })
    ).id;
    await t.ctx.db.insert(escalationResponsables).values({
      companyId: a.companyId,
      firstName: "Nina",
      lastName: "Keller",
      email: "nina@a.test",
    });
    const [fallback] = await t.ctx.db
      .insert(escalationResponsables)
      .values({
        companyId: a.companyId,
        firstName: "Lea",
        lastName: "Berg",
        email: "lea@a.test",
        isDefaultResponsable: true,
      })
      .returning();
    responsableId = fallback!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const store = (raw: Buffer, options: Parameters<typeof storeInboundMessage>[2] = {}) =>
    storeInboundMessage(
      t.ctx,
      { companyId: a.companyId, mailboxId, provider: "forwarding", providerId: `fwd-${raw.length}`, raw },
      { enqueue: false, ...options },
    );

  it("makes one ticket for the default responsable, says so on the ticket page, and offers the original as it arrived", async () => {
    const raw = unreadableMail("Prenotazione gruppo");
    // A crash before the storing transaction commits leaves neither the message nor its ticket.
    await expect(
      store(raw, {
        beforeCommit: () => {
          throw new Error("crash");
        },
      }),
    ).rejects.toThrow("crash");
    expect(await t.ctx.db.select().from(tickets).where(eq(tickets.companyId, a.companyId))).toEqual([]);
    // The sender's retries, one after another and at once, store it once.
    const first = await store(raw);
    const again = await Promise.all([store(raw), store(raw)]);
    expect(first.created).toBe(true);
    expect(again.map((r) => r.created)).toEqual([false, false]);

    const [message] = await t.ctx.db.select().from(messages).where(eq(messages.companyId, a.companyId));
    expect(message).toMatchObject({
      id: first.id,
      processed: true,
      emailFrom: "Marco Rossi <marco@example.it>",
      emailSubject: "Prenotazione gruppo",
      failureReason: expect.stringMatching(/HTML is larger than 8 MB/),
    });
    const made = await t.ctx.db.select().from(tickets).where(eq(tickets.companyId, a.companyId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      subject: "This email could not be read",
      status: "Open",
      messageId: first.id,
      assignedResponsableId: responsableId,
      assignedTo: "Lea Berg",
      requesterEmail: "marco@example.it",
    });
    expect(made[0]!.messageContent).toContain("Subject: Prenotazione gruppo");
    const links = await t.ctx.db.select().from(ticketMessages).where(eq(ticketMessages.messageId, first.id!));
    expect(links).toEqual([expect.objectContaining({ ticketId: made[0]!.id })]);

    // The owner finds it in the inbox, and its page offers the original.
    const inbox = await readJson(await t.request("/api/tickets", { headers: { cookie: a.cookie } }));
    expect(inbox.rows.map((r: { subject: string }) => r.subject)).toEqual(["This email could not be read"]);
    const page = await readJson(
      await t.request(`/api/tickets/${made[0]!.id}`, { headers: { cookie: a.cookie } }),
    );
    expect(page.message).toMatchObject({ id: first.id, hasOriginal: true });
    expect(page.message.rawMessage).toBeUndefined();

    const download = await t.request(`/api/messages/${first.id}/original`, { headers: { cookie: a.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("message/rfc822");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="original-email.eml"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(raw)).toBe(true);
  });

  it("lets only the mail's own company download the original", async () => {
    const [message] = await t.ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.companyId, a.companyId));
    const path = `/api/messages/${message!.id}/original`;
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(path, { headers: { cookie: b.cookie } })).status).toBe(404);
    expect((await t.request(path, { headers: { cookie: a.cookie } })).status).toBe(200);
  });

  it("offers no original for a mail it read", async () => {
    const raw = Buffer.from(
      "From: guest@example.com\r\nTo: info@a.test\r\nSubject: Parking\r\nMessage-ID: <parking@example.com>\r\n\r\nDo you have parking?\r\n",
    );
    const { id } = await store(raw);
    const page = await readJson(await t.request(`/api/messages/${id}`, { headers: { cookie: a.cookie } }));
    expect(page.hasOriginal).toBe(false);
    expect((await t.request(`/api/messages/${id}/original`, { headers: { cookie: a.cookie } })).status).toBe(
      404,
    );
  });
});
