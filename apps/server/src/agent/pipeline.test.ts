import { createLlmBrain, intentCatalogue, localBrain } from "@inbox/agent";
import { failingModel, mockModel } from "@inbox/agent/testing";
import {
  agentConfigFeatures,
  agentConfigs,
  agentSetupVersion,
  aiAgentIntents,
  brandBriefs,
  companies,
  customers,
  devOutbox,
  doNotReplyTo,
  escalationResponsableIntents,
  escalationResponsables,
  feedbackLoopMessage,
  knowledgeEntries,
  messages,
  outboundEmails,
  partners,
  pmsFeatures,
  ticketResponses,
  tickets,
} from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../jobs/queue";
import { storeInboundMessage } from "../mail/ingest";
import { sendOutboundEmail } from "../mail/outbound-emails";
import { sendReply } from "../mail/outbox";
import { createCompanyAccount, createForwardingMailbox } from "../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../testing/test-app";
import { autoSolvePendingTickets } from "./auto-solve";
import { loadAgentSetup } from "./facts";
import { processMessage } from "./process-message";
import { testSystemReplies } from "./test-reply";

const FAQ = `Q: What time is check-in?
A: Check-in is from 15:00. The night desk is open 24 hours, so late arrivals are welcome.

Q: Do you have parking?
A: Yes, we have a private garage. Parking costs 15 EUR per night.

Q: Are pets allowed?
A: Dogs are welcome for 10 EUR per night.`;

describe.each(testDatabaseKinds())("the agent pipeline on %s", (kind) => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let counter = 0;

  const receive = async (from: string, subject: string, body: string, headers = "") => {
    counter += 1;
    const raw = Buffer.from(
      `From: ${from}\r\nTo: info@aurora.test\r\nSubject: ${subject}\r\nMessage-ID: <m${counter}-${kind}@guest.test>\r\nDate: ${new Date().toUTCString()}\r\n${headers}\r\n${body}\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      { companyId: account.companyId, mailboxId, provider: "forwarding", providerId: `p${counter}`, raw },
      { enqueue: false },
    );
    await processMessage(t.ctx, { companyId: account.companyId, messageId: id! });
    // What the send-email jobs do after the decision commits: the outbox mail goes out.
    const pending = await t.ctx.db
      .select({ id: outboundEmails.id })
      .from(outboundEmails)
      .where(isNull(outboundEmails.sentAt));
    for (const email of pending) await sendOutboundEmail(t.ctx, { emailId: email.id });
    const [message] = await t.ctx.db.select().from(messages).where(eq(messages.id, id!));
    const ticketId = (message!.trace as { ticketId?: string }).ticketId ?? null;
    const [ticket] = ticketId ? await t.ctx.db.select().from(tickets).where(eq(tickets.id, ticketId)) : [];
    const responses = ticketId
      ? await t.ctx.db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticketId))
      : [];
    return { message: message!, ticket, responses, messageIdHeader: `<m${counter}-${kind}@guest.test>` };
  };
  const understandReason = (message: { trace: unknown }) =>
    (message.trace as { steps: { step: string; reason?: string }[] }).steps.find(
      (s) => s.step === "understand",
    )?.reason;
  const intentId = async (key: string) =>
    (
      await t.ctx.db.select({ id: aiAgentIntents.id }).from(aiAgentIntents).where(eq(aiAgentIntents.key, key))
    )[0]!.id;

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    account = await createCompanyAccount(t, { name: "Hotel Aurora", domain: "aurora.test" });
    await t.ctx.db.insert(agentConfigs).values({
      companyId: account.companyId,
      userId: account.userId,
      faqContent: FAQ,
      bookingUrl: "https://aurora.test/demo",
    });
    await t.ctx.db.insert(brandBriefs).values({
      companyId: account.companyId,
      userId: account.userId,
      content: "Tone of voice\nWarm and friendly, first names.\nSign-off: The Aurora front desk",
    });
    const [lea] = await t.ctx.db
      .insert(escalationResponsables)
      .values([
        {
          companyId: account.companyId,
          firstName: "Lea",
          lastName: "Marti",
          email: "lea@aurora.test",
          isDefaultResponsable: true,
        },
        { companyId: account.companyId, firstName: "Tom", lastName: "Keller", email: "tom@aurora.test" },
      ])
      .returning();
    const [, tom] = await t.ctx.db
      .select()
      .from(escalationResponsables)
      .where(eq(escalationResponsables.companyId, account.companyId))
      .orderBy(escalationResponsables.firstName);
    void lea;
    await t.ctx.db
      .insert(escalationResponsableIntents)
      .values({ escalationResponsableId: tom!.id, aiAgentIntentId: await intentId("refund") });
    mailboxId = (
      await createForwardingMailbox(t.ctx, account.userId, {
        email: "info@aurora.test",
        address: `aurora-${kind}@inbound.localhost`,
      })
    ).id;
    t.ctx.jobs = await createJobs(t.ctx);
  });

  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("drafts a reply from the FAQ in sandbox mode, in the brand's tone, without sending it", async () => {
    const { message, ticket, responses } = await receive(
      "Anna Weber <anna@guest.test>",
      "Late arrival",
      "Hello, we arrive around midnight. What time is check-in, is that ok?",
    );
    expect(message.processedResult).toMatch(/^drafted: Check-in \/ arrival \([01]\.\d\d\)$/);
    expect(ticket).toMatchObject({ intent: "Check-in / arrival", status: "Open", type: "guest" });
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ mode: "sandbox", author: "AI Agent", sentAt: null });
    expect(responses[0]!.messageContent).toContain("Hi Anna,");
    expect(responses[0]!.messageContent).toContain("Check-in is from 15:00");
    expect(responses[0]!.messageContent).toContain("The Aurora front desk");
    expect(understandReason(message)).toMatch(/^language en; read by words and meaning; check_in /);
  });

  it("reads a French message in French, its meaning through its English", async () => {
    const { message } = await receive(
      "Claire Dubois <claire@guest.test>",
      "Arrivée tardive",
      "Bonjour, nous arrivons vers minuit. À quelle heure est l'arrivée à l'hôtel ?",
    );
    expect(understandReason(message)).toMatch(/^language fr; read by words and meaning; check_in /);
  });

  it("sees a FAQ edit at the next message, while deciding mail leaves the setup's version alone", async () => {
    const version = () => agentSetupVersion(t.ctx.db, { companyId: account.companyId });
    const before = await version();
    await receive("Anna Weber <anna@guest.test>", "Parking", "Hello, do you have parking? How much is it?");
    // Deciding (a ticket, a reply, a trace) is not a setup change: the next message reuses the cached setup.
    expect(await version()).toBe(before);
    const faq = FAQ.replace("15 EUR", "19 EUR");
    await t.ctx.db
      .update(agentConfigs)
      .set({ faqContent: faq })
      .where(eq(agentConfigs.userId, account.userId));
    expect(await version()).not.toBe(before);
    const { responses } = await receive(
      "Anna Weber <anna@guest.test>",
      "Parking",
      "Is there parking, and the price?",
    );
    expect(responses[0]!.messageContent).toContain("19 EUR per night");
    await t.ctx.db
      .update(agentConfigs)
      .set({ faqContent: FAQ })
      .where(eq(agentConfigs.userId, account.userId));
  });

  it("skips thanks, escalates a refund to its responsable, and filters automated and blocked mail", async () => {
    const thanks = await receive("Anna Weber <anna@guest.test>", "Thanks", "Thank you very much!");
    expect(thanks.message.processedResult).toMatch(/^skipped: Thanks/);
    expect(thanks.ticket?.status).toBe("Solved");
    expect(thanks.responses).toHaveLength(0);

    const refund = await receive(
      "Bob Stone <bob@guest.test>",
      "Money back",
      "I want a refund for the night we did not use, please reimburse me.",
    );
    expect(refund.message.processedResult).toBe(
      "escalated: known intent requiring human intervention (Refund)",
    );
    expect(refund.ticket).toMatchObject({ assignedTo: "Tom Keller", status: "Open", priority: "high" });
    const notes = await t.ctx.db.select().from(devOutbox).where(eq(devOutbox.to, "tom@aurora.test"));
    expect(notes.map((n) => n.subject)).toContain(`Re: Help needed to resolve ticket ${refund.ticket!.id}`);

    const list = await receive(
      "News <news@lists.example>",
      "Weekly digest",
      "Our news",
      "List-Id: <news.lists.example>\r\n",
    );
    expect(list.message.processedResult).toBe("filtered: automated mail (mailing-list)");
    expect(list.ticket).toBeUndefined();

    await t.ctx.db
      .insert(doNotReplyTo)
      .values({ companyId: account.companyId, email: "pest@spam.test", domain: "spam.test" });
    const blocked = await receive("x@spam.test", "Hello", "Can I book a room?");
    expect(blocked.message.processedResult).toBe("filtered: sender on the do-not-reply list");
  });

  it("issue 22: a person sees what needs one, before any answer and in any language", async () => {
    // A sensitive mail that names a FAQ word: escalated at high priority to the default responsable, nothing drafted.
    const allergy = await receive(
      "Nora Blake <nora@guest.test>",
      "Parking and my son",
      "Hello, we will park in your garage on Friday. My son has a severe nut allergy: could someone check with the kitchen?",
    );
    expect(allergy.message.agentOutcome).toBe("escalate");
    expect(allergy.message.processedResult).toMatch(/^escalated: a sensitive matter \(health and safety/);
    expect(allergy.ticket).toMatchObject({ status: "Open", priority: "high", assignedTo: "Lea Marti" });
    expect(allergy.responses).toHaveLength(0);

    // A detail the nearest entry does not give: the feedback loop asks, no reply is drafted.
    const cat = await receive(
      "Ivo Lenz <ivo@guest.test>",
      "Our cat",
      "Can we bring our cat? She travels in a basket.",
    );
    expect(cat.message.agentOutcome).toBe("ask_responsable");
    expect(cat.ticket).toMatchObject({ isInFeedbackLoop: true, status: "Open" });
    expect(cat.responses).toHaveLength(0);

    // Two questions: the one the FAQ answers is answered, exactly the other is asked of the responsable.
    const both = await receive(
      "Eva Roth <eva@guest.test>",
      "Two questions",
      "Hi! What time is check-in? And could you lend us a travel cot for our baby?",
    );
    expect(both.message.agentOutcome).toBe("reply_and_handover");
    expect(both.responses).toHaveLength(1);
    expect(both.responses[0]!.messageContent).toContain("Check-in is from 15:00.");
    expect(both.responses[0]!.messageContent).toContain("get back to you shortly about the rest");
    const asked = await t.ctx.db
      .select({ content: feedbackLoopMessage.messageContent })
      .from(feedbackLoopMessage)
      .where(eq(feedbackLoopMessage.ticketId, both.ticket!.id));
    expect(asked.map((m) => m.content).join("\n")).toContain("travel cot");

    // An angry mail that says "automated reply" is not closed as an automatic reply.
    const angry = await receive(
      "Max Hill <max@guest.test>",
      "Still waiting",
      "I have written twice. Do not send me another automated reply: I want the manager to call me today.",
    );
    expect(angry.message.agentOutcome).toBe("escalate");
    expect(angry.ticket).toMatchObject({ status: "Open", priority: "high" });

    // A language the agent does not read: a person takes it, nothing is drafted or asked.
    const polish = await receive(
      "Jan Kowalski <jan@guest.test>",
      "Parking",
      "Dzień dobry, czy mają Państwo parking dla gości? Ile kosztuje za noc?",
    );
    expect(polish.message.processedResult).toBe("escalated: language not supported (Polish)");
    expect(polish.ticket).toMatchObject({ status: "Open", isInFeedbackLoop: false });
    expect(polish.responses).toHaveLength(0);
  });

  it("routes my team and partners, and escalates what it cannot read", async () => {
    const team = await receive(
      "Lea Marti <lea@aurora.test>",
      "Staff rota",
      "Can you check the rota for next week?",
    );
    expect(team.message.processedResult).toBe("ticket only: message from my team");
    expect(team.ticket?.type).toBe("my team");

    await t.ctx.db.insert(partners).values({
      companyId: account.companyId,
      name: "Travel Co",
      email: "desk@travelco.test",
      domain: "travelco.test",
    });
    const partner = await receive(
      "Desk <ops@travelco.test>",
      "Parking",
      "Do you have parking for our guests?",
    );
    expect(partner.ticket?.type).toBe("partner");

    const gibberish = await receive("Zed <zed@guest.test>", "qwx", "zzkq vrrp lllm");
    expect(gibberish.message.processedResult).toBe("escalated: intent not in agent configuration");
    expect(gibberish.ticket?.assignedTo).toBe("Lea Marti");
  });

  it("asks the responsable when the answer is not known, learns the answer from their email, and answers the next guest at once", async () => {
    const first = await receive(
      "Carla Diaz <carla@guest.test>",
      "Restaurant",
      "Do you serve vegan dishes at the restaurant for dinner?",
    );
    expect(first.message.processedResult).toBe(
      "feedback loop: question not found in knowledge base (Restaurant and breakfast)",
    );
    expect(first.ticket?.isInFeedbackLoop).toBe(true);
    const [asked] = await t.ctx.db
      .select()
      .from(feedbackLoopMessage)
      .where(eq(feedbackLoopMessage.ticketId, first.ticket!.id));
    expect(asked).toMatchObject({
      sender: "AI Agent",
      emailSent: true,
      reasonWhyInFeedbackloop: "question not found in knowledge base",
    });
    const [mail] = await t.ctx.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.messageId, `<feedback-${asked!.id}@inbound.localhost>`));
    expect(mail?.to).toBe("lea@aurora.test");

    // Lea answers by replying to that email; the reply reaches the support mailbox.
    const answer = await receive(
      "Lea Marti <lea@aurora.test>",
      `Re: Help needed to resolve ticket ${first.ticket!.id}`,
      "Yes, our chef serves a vegan menu every evening from 18:30.\n\nOn Mon, the agent wrote:\n> A customer asked something",
      `In-Reply-To: <feedback-${asked!.id}@inbound.localhost>\r\n`,
    );
    expect(answer.message.processedResult).toMatch(/^learned: answer from the responsable/);
    const [learned] = await t.ctx.db
      .select()
      .from(knowledgeEntries)
      .where(eq(knowledgeEntries.sourceTicketId, first.ticket!.id));
    expect(learned).toMatchObject({
      source: "feedback_loop",
      answer: "Yes, our chef serves a vegan menu every evening from 18:30.",
    });
    const [ticketAfter] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, first.ticket!.id));
    expect(ticketAfter?.isInFeedbackLoop).toBe(false);
    const customerReply = await t.ctx.db
      .select()
      .from(ticketResponses)
      .where(eq(ticketResponses.ticketId, first.ticket!.id));
    expect(customerReply.at(-1)?.messageContent).toContain("vegan menu every evening from 18:30");

    const second = await receive(
      "Dan Ho <dan@guest.test>",
      "Dinner",
      "Is there a vegan menu at your restaurant in the evening?",
    );
    expect(second.message.processedResult).toMatch(/^drafted: Restaurant and breakfast/);
    expect(second.responses[0]?.messageContent).toContain("vegan menu every evening from 18:30");
  });

  it("in live mode sends the reply exactly once, and a guest's answer reopens the ticket; Pending tickets auto-solve after 3 days", async () => {
    await t.ctx.db.update(companies).set({ mode: "live" }).where(eq(companies.id, account.companyId));
    const live = await receive("Eve Park <eve@guest.test>", "Dogs", "Are pets allowed? We have a small dog.");
    expect(live.message.processedResult).toMatch(/^replied: Pets/);
    expect(live.ticket?.status).toBe("Pending");
    const response = live.responses[0]!;
    expect(response.mode).toBe("live");
    expect(await sendReply(t.ctx, { responseId: response.id })).toBe("sent");
    expect(await sendReply(t.ctx, { responseId: response.id })).toBe("already-sent");
    const sent = await t.ctx.db.select().from(devOutbox).where(eq(devOutbox.to, "eve@guest.test"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Re: Dogs");

    const [stored] = await t.ctx.db.select().from(ticketResponses).where(eq(ticketResponses.id, response.id));
    const again = await receive(
      "Eve Park <eve@guest.test>",
      "Re: Dogs",
      "Great, and is parking available too?",
      `In-Reply-To: ${stored!.messageIdHeader}\r\n`,
    );
    expect(again.ticket?.id).toBe(live.ticket!.id);
    expect(again.message.processedResult).toMatch(/^replied: Parking/);

    await t.ctx.db
      .update(tickets)
      .set({ status: "Pending", updatedAt: new Date(Date.now() - 4 * 864e5) })
      .where(eq(tickets.id, live.ticket!.id));
    expect(await autoSolvePendingTickets(t.ctx, { now: new Date() })).toBeGreaterThanOrEqual(1);
    const [solved] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, live.ticket!.id));
    expect(solved?.status).toBe("Solved");
    await t.ctx.db.update(companies).set({ mode: "sandbox" }).where(eq(companies.id, account.companyId));
  });

  it("escalates once the Free plan's 3 AI replies of the day are used", async () => {
    await t.ctx.db.update(companies).set({ subscription: "free" }).where(eq(companies.id, account.companyId));
    const limited = await receive("Fay Lin <fay@guest.test>", "Parking", "Do you have parking?");
    expect(limited.message.processedResult).toBe("escalated: plan limit reached (3 AI replies per day)");
    await t.ctx.db
      .update(companies)
      .set({ subscription: "standard" })
      .where(eq(companies.id, account.companyId));
  });

  it("LLM brain: cited answers are used, uncited ones count as not found, invented prices are stopped, errors fall back", async () => {
    const setup = await loadAgentSetup(t.ctx, { companyId: account.companyId });
    const reply = (object: unknown) => mockModel(() => object);
    const env = { ...t.ctx.env, AI_PROVIDER: "openai" as const };
    const faqId = setup.brainContext.knowledge.find((k) => k.answer.includes("garage"))!.id;
    const cited = await createLlmBrain(
      env,
      localBrain,
      reply({ found: true, citations: [faqId], body: "We have a private garage." }),
    ).answer("parking?", "parking", "en", setup.brainContext);
    expect(cited).toMatchObject({ found: true, body: "We have a private garage." });
    const uncited = await createLlmBrain(
      env,
      localBrain,
      reply({ found: true, citations: [], body: "Sure!" }),
    ).answer("parking?", "parking", "en", setup.brainContext);
    expect(uncited.found).toBe(false);
    const failing = failingModel("provider down");
    await expect(
      createLlmBrain(env, localBrain, failing).understand("parking?", setup.brainContext),
    ).rejects.toThrow("provider down");
  });

  it("a teammate set to be answered gets a reply; a buyer of the product is qualified as a sales lead", async () => {
    await t.ctx.db
      .update(agentConfigs)
      .set({ actionIfTeammate: "Reply the message" })
      .where(eq(agentConfigs.userId, account.userId));
    const team = await receive("Lea Marti <lea@aurora.test>", "Parking", "Do we have parking for guests?");
    expect(team.message.processedResult).toMatch(/^drafted: Parking/);
    await t.ctx.db
      .update(agentConfigs)
      .set({ actionIfTeammate: "Do nothing" })
      .where(eq(agentConfigs.userId, account.userId));

    // A hotel sells no software: a demo request is somebody else's business, never the PMS sales questions.
    const buyer = "We run 3 hotels and would like to book a demo of your software.";
    const notOurs = await receive("Ines Bauer <ines@smallchain.test>", "Demo", buyer);
    expect(notOurs.ticket?.type).not.toBe("sales lead");
    expect(notOurs.responses.map((r) => r.messageContent).join("\n")).not.toContain(
      "Which PMS or tools do you use today?",
    );
    // Once the company lists features of its own product, the same words come from a buyer.
    const [config] = await t.ctx.db
      .select({ id: agentConfigs.id })
      .from(agentConfigs)
      .where(eq(agentConfigs.companyId, account.companyId));
    const [feature] = await t.ctx.db
      .insert(pmsFeatures)
      .values({ name: `Channel manager ${kind}` })
      .returning({ id: pmsFeatures.id });
    await t.ctx.db
      .insert(agentConfigFeatures)
      .values({ agentConfigId: config!.id, pmsFeatureId: feature!.id });
    const lead = await receive("Omar Diaz <omar@bigchain.test>", "Demo", buyer).finally(() =>
      t.ctx.db.delete(agentConfigFeatures).where(eq(agentConfigFeatures.pmsFeatureId, feature!.id)),
    );
    expect(lead.ticket?.type).toBe("sales lead");
    const trace = (lead.message.trace as { steps: { step: string; outcome: string }[] }).steps;
    expect(trace.find((s) => s.step === "sales")?.outcome).toBe("asking for details");
    expect(lead.responses[0]?.messageContent).toContain("Which PMS or tools do you use today?");
    const [contact] = await t.ctx.db
      .select()
      .from(customers)
      .where(eq(customers.email, "omar@bigchain.test"));
    expect(contact).toMatchObject({ firstName: "Omar", isActiveCustomer: false });
  });

  it("LLM brain in the pipeline: an invented price is stopped as an unsupported claim; a provider error falls back to the local brain", async () => {
    const model = (answer: unknown, understand: unknown) =>
      mockModel((prompt) => (prompt.includes("Knowledge entries") ? answer : understand));
    const setup = await loadAgentSetup(t.ctx, { companyId: account.companyId });
    const parkingEntry = setup.brainContext.knowledge.find((k) => k.answer.includes("garage"))!;
    t.ctx.env = { ...t.ctx.env, AI_PROVIDER: "openai" };
    t.ctx.languageModel = model(
      {
        found: true,
        citations: [parkingEntry.id],
        body: "Parking costs 9 EUR per night and we refund unused nights.",
      },
      { language: "en", intents: [{ key: "parking", confidence: 0.95 }] },
    );
    try {
      const stopped = await receive("Gil Ross <gil@guest.test>", "Parking cost", "How much is parking?");
      expect(stopped.message.processedResult).toMatch(
        /^escalated: unsupported claim \(.*the figure "9 EUR".*a promise of refund/,
      );
      expect(stopped.responses[0]).toMatchObject({ mode: "sandbox" });

      t.ctx.languageModel = failingModel("provider down");
      const fallback = await receive("Hal Kim <hal@guest.test>", "Parking", "Do you have parking?");
      expect(fallback.message.processedResult).toMatch(/^drafted: Parking/);
      const steps = (
        fallback.message.trace as { steps: { step: string; outcome: string; reason?: string }[] }
      ).steps;
      expect(steps).toContainEqual({
        step: "understand",
        outcome: "fell back to the local brain",
        reason: "provider down",
      });
    } finally {
      t.ctx.env = { ...t.ctx.env, AI_PROVIDER: undefined };
      t.ctx.languageModel = undefined;
    }
  });

  it("Test Agent: the three system replies, a real reply, and ratings that teach", async () => {
    const [anna] = await t.ctx.db
      .insert(customers)
      .values({ companyId: account.companyId, firstName: "Anna", email: "anna.t@guest.test" })
      .returning();
    const test = await readJson(
      await t.request("/api/agent-tests", jsonRequest("POST", { customerId: anna!.id }, account.cookie)),
    );
    expect(test.testName).toMatch(/^Test \d+$/);
    const ask = async (content: string) =>
      readJson(
        await t.request(
          `/api/agent-tests/${test.id}/messages`,
          jsonRequest("POST", { content }, account.cookie),
        ),
      );
    const reply = await ask("Do you have parking?");
    expect(reply).toMatchObject({ isSystemMessage: false, intent: "Parking" });
    expect(reply.aiResponse).toContain("Hi Anna,");
    expect((await ask("I want a refund for my stay")).aiResponse).toBe(testSystemReplies.humanOnly);
    expect((await ask("Is there a gym in the hotel?")).aiResponse).toBe(testSystemReplies.notFound);
    expect((await ask("zzkq vrrp lllm")).aiResponse).toBe(testSystemReplies.notConfigured);
    const tickets0 = await t.ctx.db
      .select()
      .from(tickets)
      .where(eq(tickets.requesterEmail, "anna.t@guest.test"));
    expect(tickets0).toEqual([]);

    await t.request(
      `/api/agent-tests/messages/${reply.id}/rating`,
      jsonRequest("PUT", { rating: "double_thumbs_up" }, account.cookie),
    );
    const [approved] = await t.ctx.db
      .select()
      .from(knowledgeEntries)
      .where(eq(knowledgeEntries.source, "test_rating"));
    expect(approved).toMatchObject({ question: "Do you have parking?", needsReview: false });
    expect(approved!.answer).not.toContain("Hi Anna,");
  });
});
