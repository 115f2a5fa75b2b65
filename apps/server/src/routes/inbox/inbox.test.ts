import { intentCatalogue } from "@inbox/agent";
import {
  agentConfigs,
  customers,
  devOutbox,
  doNotReplyTo,
  intentExamples,
  messages,
  partners,
  ticketResponses,
  tickets,
} from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processMessage } from "../../agent/process-message";
import { createJobs } from "../../jobs/queue";
import { storeInboundMessage } from "../../mail/ingest";
import { markReplyFailed, sendReply, unsendableReasons } from "../../mail/outbox";
import { createCompanyAccount, createForwardingMailbox } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

describe.each(testDatabaseKinds())("inbox, ticket and messages API on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let n = 0;

  const receive = async (from: string, subject: string, body: string) => {
    n += 1;
    const raw = Buffer.from(
      `From: ${from}\r\nTo: info@a.test\r\nSubject: ${subject}\r\nMessage-ID: <x${n}-${kind}@g.test>\r\n\r\n${body}\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      { companyId: a.companyId, mailboxId, provider: "forwarding", providerId: `x${n}`, raw },
      { enqueue: false },
    );
    await processMessage(t.ctx, { companyId: a.companyId, messageId: id! });
    return id!;
  };
  const get = (path: string, cookie: string) => t.request(path, { headers: { cookie } });
  const store = async (raw: string) => {
    n += 1;
    const { id } = await storeInboundMessage(
      t.ctx,
      {
        companyId: a.companyId,
        mailboxId,
        provider: "forwarding",
        providerId: `s${n}`,
        raw: Buffer.from(raw),
      },
      { enqueue: false },
    );
    await processMessage(t.ctx, { companyId: a.companyId, messageId: id! });
    const [ticket] = await t.ctx.db.select().from(tickets).where(eq(tickets.messageId, id!));
    return ticket!;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    t.ctx.jobs = await createJobs(t.ctx);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
    await t.ctx.db.insert(agentConfigs).values({
      companyId: a.companyId,
      userId: a.userId,
      faqContent: "Q: Do you have parking?\nA: Yes, a garage for 15 EUR per night.",
    });
    mailboxId = (
      await createForwardingMailbox(t.ctx, a.userId, {
        email: "info@a.test",
        address: `a-${kind}@inbound.localhost`,
      })
    ).id;
    await receive("Guest One <one@g.test>", "Parking question", "Do you have parking?");
    await receive("Guest Two <two@g.test>", "Refund please", "I want a refund for my stay.");
    await receive("Guest Three <three@g.test>", "Vegan dinner", "Do you serve vegan dinner?");
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("refuses a signed-out caller and another company's ids on every endpoint", async () => {
    const [ticket] = await t.ctx.db.select().from(tickets).where(eq(tickets.companyId, a.companyId)).limit(1);
    const [message] = await t.ctx.db
      .select()
      .from(messages)
      .where(eq(messages.companyId, a.companyId))
      .limit(1);
    const calls: [string, string, unknown][] = [
      ["GET", "/api/tickets", undefined],
      ["GET", "/api/tickets/counters", undefined],
      ["GET", `/api/tickets/${ticket!.id}`, undefined],
      ["PATCH", `/api/tickets/${ticket!.id}`, { status: "Solved" }],
      ["POST", `/api/tickets/${ticket!.id}/responses`, { content: "hi" }],
      ["POST", `/api/tickets/${ticket!.id}/feedback`, { content: "hi" }],
      ["GET", "/api/messages", undefined],
      ["GET", `/api/messages/${message!.id}`, undefined],
      ["GET", `/api/messages/${message!.id}/original`, undefined],
      ["POST", `/api/messages/${message!.id}/customer`, {}],
      ["POST", `/api/messages/${message!.id}/do-not-reply`, {}],
      ["POST", `/api/messages/${message!.id}/partner`, {}],
      ["POST", `/api/messages/${message!.id}/reprocess`, {}],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await t.request(path, body === undefined ? { method } : jsonRequest(method, body));
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      if (path.includes(ticket!.id) || path.includes(message!.id)) {
        const foreign = await t.request(
          path,
          body === undefined
            ? { method, headers: { cookie: b.cookie } }
            : jsonRequest(method, body, b.cookie),
        );
        expect({ path, status: foreign.status }).toEqual({ path, status: 404 });
      }
    }
    const [unchanged] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(unchanged?.status).toBe(ticket!.status);
    expect(await readJson(await get("/api/tickets", b.cookie))).toMatchObject({ rows: [], total: 0 });
  });

  it("filters, searches, pages and counts in the database", async () => {
    const all = await readJson(await get("/api/tickets", a.cookie));
    expect(all.total).toBe(3);
    const open = await readJson(await get("/api/tickets?status=Open", a.cookie));
    expect(open.rows.every((r: { status: string }) => r.status === "Open")).toBe(true);
    const search = await readJson(await get("/api/tickets?q=vegan", a.cookie));
    expect(search.rows.map((r: { subject: string }) => r.subject)).toEqual(["Vegan dinner"]);
    const paged = await readJson(await get("/api/tickets?pageSize=2&page=2", a.cookie));
    expect(paged.rows).toHaveLength(1);
    const counters = await readJson(await get("/api/tickets/counters", a.cookie));
    expect(counters).toEqual({ open: 3, inProgress: 0, resolvedToday: 0, total: 3 });
  });

  it("sends a person's reply once, refuses an empty one, sends a draft, and learns from a corrected intent", async () => {
    const [parking] = await t.ctx.db.select().from(tickets).where(eq(tickets.subject, "Parking question"));
    const detail = await readJson(await get(`/api/tickets/${parking!.id}`, a.cookie));
    expect(detail.message.emailSubject).toBe("Parking question");
    expect(detail.customer).toBeNull();
    const draft = detail.responses.find((r: { mode: string }) => r.mode === "sandbox");
    expect(draft.messageContent).toContain("15 EUR per night");

    const empty = await t.request(
      `/api/tickets/${parking!.id}/responses`,
      jsonRequest("POST", { content: "   " }, a.cookie),
    );
    expect(empty.status).toBe(400);
    const sent = await t.request(
      `/api/tickets/${parking!.id}/responses/${draft.id}/send`,
      jsonRequest("POST", {}, a.cookie),
    );
    expect(sent.status).toBe(200);
    expect(await sendReply(t.ctx, { responseId: draft.id })).toBe("sent");
    expect(
      (await t.ctx.db.select().from(devOutbox).where(eq(devOutbox.to, "one@g.test"))).map((m) => m.subject),
    ).toEqual(["Re: Parking question"]);

    const human = await readJson(
      await t.request(
        `/api/tickets/${parking!.id}/responses`,
        jsonRequest("POST", { content: "See you soon!" }, a.cookie),
      ),
    );
    expect(human).toMatchObject({ author: "Support Agent", mode: "live", status: "Pending" });

    const intents = detail.options.intents as { id: string; name: string }[];
    const pets = intents.find((i) => i.name === "Pets")!;
    await t.request(`/api/tickets/${parking!.id}`, jsonRequest("PATCH", { intentId: pets.id }, a.cookie));
    const examples = await t.ctx.db
      .select()
      .from(intentExamples)
      .where(eq(intentExamples.companyId, a.companyId));
    expect(examples.map((e) => [e.intentId, e.source])).toEqual([[pets.id, "correction"]]);
    const [saved] = await t.ctx.db.select().from(ticketResponses).where(eq(ticketResponses.id, draft.id));
    expect(saved?.mode).toBe("live");
  });

  it("answers the feedback loop from the dialog and the customer gets the learned answer", async () => {
    const [vegan] = await t.ctx.db.select().from(tickets).where(eq(tickets.subject, "Vegan dinner"));
    expect(vegan?.isInFeedbackLoop).toBe(true);
    const res = await t.request(
      `/api/tickets/${vegan!.id}/feedback`,
      jsonRequest("POST", { content: "Yes, a vegan menu every evening." }, a.cookie),
    );
    expect(res.status).toBe(201);
    const detail = await readJson(await get(`/api/tickets/${vegan!.id}`, a.cookie));
    expect(detail.ticket.isInFeedbackLoop).toBe(false);
    expect(detail.feedback.map((f: { sender: string }) => f.sender)).toEqual([
      "AI Agent",
      "Human Responsable",
    ]);
    expect(detail.responses.at(-1).messageContent).toContain("a vegan menu every evening");
  });

  it("the feedback loop can be switched off and on, and a new message in a closed conversation reopens it", async () => {
    const [vegan] = await t.ctx.db.select().from(tickets).where(eq(tickets.subject, "Vegan dinner"));
    const flag = async () =>
      (await readJson(await get(`/api/tickets/${vegan!.id}`, a.cookie))).ticket.isInFeedbackLoop;
    const toggle = (isInFeedbackLoop: boolean) =>
      t.request(`/api/tickets/${vegan!.id}`, jsonRequest("PATCH", { isInFeedbackLoop }, a.cookie));
    expect((await toggle(true)).status).toBe(200);
    expect(await flag()).toBe(true);
    expect((await toggle(false)).status).toBe(200);
    expect(await flag()).toBe(false);
    const replies = (await readJson(await get(`/api/tickets/${vegan!.id}`, a.cookie))).responses.length;

    const res = await t.request(
      `/api/tickets/${vegan!.id}/feedback`,
      jsonRequest("POST", { content: "Wait: the vegan menu is only on weekdays." }, a.cookie),
    );
    expect(res.status).toBe(201);
    const detail = await readJson(await get(`/api/tickets/${vegan!.id}`, a.cookie));
    expect(detail.ticket.isInFeedbackLoop).toBe(true);
    expect(detail.feedback.at(-1)).toMatchObject({
      sender: "Human Responsable",
      messageContent: "Wait: the vegan menu is only on weekdays.",
    });
    // Reopening asks nothing of the guest: no reply goes out until the loop is answered again.
    expect(detail.responses).toHaveLength(replies);
  });

  it("the three message actions, with their rules and errors", async () => {
    const id = await receive(
      "Maria Perez <maria@perez-travel.test>",
      "Hello",
      "Hi, can I book a room?\n\nPerez Travel Group",
    );
    const created = await readJson(
      await t.request(`/api/messages/${id}/customer`, jsonRequest("POST", {}, a.cookie)),
    );
    expect(created.customer).toMatchObject({
      firstName: "Maria",
      lastName: "Perez",
      companyName: "Perez Travel Group",
      internalCustomerId: "1",
      email: "maria@perez-travel.test",
    });
    const [reset] = await t.ctx.db.select().from(messages).where(eq(messages.id, id));
    expect(reset).toMatchObject({ processed: false, processedResult: null });
    const again = await readJson(
      await t.request(`/api/messages/${id}/customer`, jsonRequest("POST", {}, a.cookie)),
    );
    expect(again.created).toBe(false);
    expect(await t.ctx.db.select().from(customers).where(eq(customers.companyId, a.companyId))).toHaveLength(
      1,
    );

    const blocked = await t.request(`/api/messages/${id}/do-not-reply`, jsonRequest("POST", {}, a.cookie));
    expect(await readJson(blocked)).toEqual({ email: "maria@perez-travel.test" });
    const twice = await t.request(`/api/messages/${id}/do-not-reply`, jsonRequest("POST", {}, a.cookie));
    expect((await readJson(twice)).error.message).toBe(
      "Email maria@perez-travel.test is already in the do not reply list",
    );
    expect(
      (await t.ctx.db.select().from(doNotReplyTo).where(eq(doNotReplyTo.companyId, a.companyId)))[0]?.domain,
    ).toBeNull();

    const partner = await t.request(`/api/messages/${id}/partner`, jsonRequest("POST", {}, a.cookie));
    expect(await readJson(partner)).toMatchObject({
      name: "Maria Perez",
      email: "maria@perez-travel.test",
      domain: null,
    });
    const dup = await t.request(`/api/messages/${id}/partner`, jsonRequest("POST", {}, a.cookie));
    expect((await readJson(dup)).error.message).toBe("This contact is already in your partners list");
    expect(await t.ctx.db.select().from(partners).where(eq(partners.companyId, a.companyId))).toHaveLength(1);

    const list = await readJson(await get("/api/messages", a.cookie));
    expect(list.total).toBe(4);
    expect(list.rows.find((r: { id: string }) => r.id !== id).ticketId).toBeTruthy();
  });

  it("refuses a reply to a mail with no sender address up front, in words, for Send Reply and Send draft", async () => {
    const ticket = await store(
      `To: info@a.test\r\nSubject: Parking without a sender\r\nMessage-ID: <nosender-${kind}@g.test>\r\n\r\nDo you have parking?\r\n`,
    );
    expect(ticket.requesterEmail).toBeNull();
    const detail = await readJson(await get(`/api/tickets/${ticket.id}`, a.cookie));
    expect(detail.replyBlocked).toBe(unsendableReasons.noSender);
    expect(detail.replyBlocked).toMatch(/^This ticket has no sender address, so the reply cannot be sent\./);

    const reply = await t.request(
      `/api/tickets/${ticket.id}/responses`,
      jsonRequest("POST", { content: "Yes, we have a garage." }, a.cookie),
    );
    expect(reply.status).toBe(400);
    expect((await readJson(reply)).error.message).toBe(unsendableReasons.noSender);

    // A draft the agent wrote for it (or one stored before this check existed) is refused the same way.
    const [draft] = await t.ctx.db
      .insert(ticketResponses)
      .values({ ticketId: ticket.id, messageContent: "Yes, a garage.", mode: "sandbox", author: "AI Agent" })
      .returning();
    const send = await t.request(
      `/api/tickets/${ticket.id}/responses/${draft!.id}/send`,
      jsonRequest("POST", {}, a.cookie),
    );
    expect(send.status).toBe(400);
    expect((await readJson(send)).error.message).toBe(unsendableReasons.noSender);
    const after = await readJson(await get(`/api/tickets/${ticket.id}`, a.cookie));
    expect(after.responses.map((r: { mode: string }) => r.mode)).not.toContain("live");
    expect(after.ticket.status).toBe(ticket.status);

    // A live reply already queued for it says why it will never go, instead of "Sending" forever.
    const [queued] = await t.ctx.db
      .insert(ticketResponses)
      .values({ ticketId: ticket.id, messageContent: "Queued long ago.", mode: "live" })
      .returning();
    expect(await sendReply(t.ctx, { responseId: queued!.id })).toBe("not-sendable");
    const stuck = (await readJson(await get(`/api/tickets/${ticket.id}`, a.cookie))).responses.find(
      (r: { id: string }) => r.id === queued!.id,
    );
    expect(stuck).toMatchObject({ sentAt: null, sendError: unsendableReasons.noSender });
    expect(stuck.sendFailedAt).toBeTruthy();

    // A ticket whose mailbox is gone says that instead.
    const other = await store(
      `From: Ivo <ivo@g.test>\r\nTo: info@a.test\r\nSubject: Gym hours\r\nMessage-ID: <gym-${kind}@g.test>\r\n\r\nWhen is the gym open?\r\n`,
    );
    await t.ctx.db.update(tickets).set({ mailboxId: null }).where(eq(tickets.id, other.id));
    const gone = await readJson(await get(`/api/tickets/${other.id}`, a.cookie));
    expect(gone).toMatchObject({ replyBlocked: unsendableReasons.noMailbox, mailbox: null });
  });

  it("a reply that is retrying, then finally not sent, shows on its ticket and in the inbox, and can be sent again", async () => {
    const ticket = await store(
      `From: Lou <lou@g.test>\r\nTo: info@a.test\r\nSubject: Late checkout\r\nMessage-ID: <late-${kind}@g.test>\r\n\r\nCan we check out at 2pm?\r\n`,
    );
    const created = await t.request(
      `/api/tickets/${ticket.id}/responses`,
      jsonRequest("POST", { content: "Yes, 2pm is fine." }, a.cookie),
    );
    expect(created.status).toBe(201);
    const reply = await readJson(created);
    const stateOf = async () => {
      const detail = await readJson(await get(`/api/tickets/${ticket.id}`, a.cookie));
      const r = detail.responses.find((x: { id: string }) => x.id === reply.id);
      const list = await readJson(await get("/api/tickets?q=Late%20checkout", a.cookie));
      return {
        sentAt: Boolean(r.sentAt),
        sendError: r.sendError,
        sendFailedAt: Boolean(r.sendFailedAt),
        badge: list.rows[0].hasUnsentReply,
      };
    };
    expect(await stateOf()).toEqual({ sentAt: false, sendError: null, sendFailedAt: false, badge: false });

    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = async () => {
      throw new Error("SMTP relay unreachable");
    };
    try {
      await expect(sendReply(t.ctx, { responseId: reply.id })).rejects.toThrow("SMTP relay unreachable");
      expect(await stateOf()).toEqual({
        sentAt: false,
        sendError: "SMTP relay unreachable",
        sendFailedAt: false,
        badge: false,
      });
      // The worker's last try: no retry is left.
      await markReplyFailed(t.ctx, reply.id, new Error("SMTP relay unreachable"));
      expect(await stateOf()).toEqual({
        sentAt: false,
        sendError: "SMTP relay unreachable",
        sendFailedAt: true,
        badge: true,
      });
      const others = (await readJson(await get("/api/tickets", a.cookie))).rows.filter(
        (r: { id: string }) => r.id !== ticket.id,
      );
      // Only tickets with a reply that did not go carry the badge (the one with no sender address, above).
      expect(
        others
          .filter((r: { hasUnsentReply: boolean }) => r.hasUnsentReply)
          .map((r: { subject: string }) => r.subject),
      ).toEqual(["Parking without a sender"]);
    } finally {
      t.ctx.mailer.send = send;
    }

    const path = `/api/tickets/${ticket.id}/responses/${reply.id}/retry`;
    expect((await t.request(path, jsonRequest("POST", {}))).status).toBe(401);
    expect((await t.request(path, jsonRequest("POST", {}, b.cookie))).status).toBe(404);
    const again = await t.request(path, jsonRequest("POST", {}, a.cookie));
    expect(again.status).toBe(200);
    expect(await stateOf()).toEqual({ sentAt: false, sendError: null, sendFailedAt: false, badge: false });
    const twice = await t.request(path, jsonRequest("POST", {}, a.cookie));
    expect((await readJson(twice)).error.message).toBe("This reply is not waiting to be sent again");
    expect(await sendReply(t.ctx, { responseId: reply.id })).toBe("sent");
    expect(await stateOf()).toEqual({ sentAt: true, sendError: null, sendFailedAt: false, badge: false });
  });
});
