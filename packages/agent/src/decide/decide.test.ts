import { describe, expect, it } from "vitest";
import type { Answer, Brain, BrainContext, KnowledgeItem } from "../brains/types";
import { decide } from "./decide";
import type { Facts } from "./facts";
import type { AgentIntent, AgentSetup } from "./setup";

// decide() with plain objects: no database, no mail, no clock (issue 16). The brain is a stand-in that reads a
// fixed intent and answers from a fixed entry, so each test is about the decision alone.

const intent = (key: string, group: AgentIntent["group"]): AgentIntent => ({
  id: `id-${key}`,
  key,
  name: key.replace(/_/g, " "),
  group,
  examples: [],
});

const parkingEntry: KnowledgeItem = {
  id: "faq-0",
  kind: "faq",
  question: "Do you have parking?",
  answer: "Yes, our garage has 20 spaces. Parking costs 18 EUR per night.",
  intentKey: null,
  language: "en",
};

function setup(overrides: Partial<AgentSetup> = {}): AgentSetup {
  const intents = [
    intent("parking", "reply"),
    intent("refund", "never"),
    intent("thanks", "skip"),
    intent("wifi", "none"),
    intent("sales_inquiry", "reply"),
  ];
  const brainContext: BrainContext = {
    companyId: "c1",
    modelVersion: "v1",
    intents,
    knowledge: [parkingEntry],
    companyName: "Hotel Aurora",
    brandBrief: "Tone of voice\nWarm.\nSign-off: Warm regards, the Hotel Aurora front desk",
  };
  return {
    companyId: "c1",
    companyName: "Hotel Aurora",
    companyDomain: "aurora.test",
    ownerUserId: "u1",
    mode: "sandbox",
    configured: true,
    agentConfigId: "cfg",
    actionIfTeammate: "Do nothing",
    bookingUrl: "https://aurora.test/demo",
    sellsSoftware: true,
    brandBrief: brainContext.brandBrief,
    aiRepliesPerDay: null,
    answerInEnglishWithoutTranslation: false,
    intents,
    responsables: [
      {
        id: "r-lea",
        firstName: "Lea",
        lastName: "Marti",
        email: "lea@aurora.test",
        isDefault: true,
        intentIds: [],
      },
      {
        id: "r-tom",
        firstName: "Tom",
        lastName: "Keller",
        email: "tom@aurora.test",
        isDefault: false,
        intentIds: ["id-refund"],
      },
    ],
    brainContext,
    ...overrides,
  };
}

function facts(overrides: Partial<Facts> = {}, content = "Do you have parking?"): Facts {
  return {
    message: {
      id: "m1",
      subject: "Question",
      from: { address: "anna@guest.test", name: "Anna Weber" },
      content,
      automated: null,
      mailboxType: "support",
    },
    sender: {
      onDoNotReplyList: false,
      isOwnMailbox: false,
      isActivePartner: false,
      isResponsable: false,
      customer: null,
    },
    duplicateOf: null,
    ticket: null,
    reprocess: false,
    feedbackAnswer: null,
    setup: setup(),
    aiRepliesToday: 0,
    ids: { ticket: "t-new", feedbackMessage: "f-new" },
    baseUrl: "http://localhost:3000",
    ...overrides,
  };
}

/** A brain that reads `key` with `confidence` and finds the parking entry only for parking. */
function brain(
  key: string | null,
  confidence = 0.9,
  answer?: Partial<Answer>,
): { brain: Brain; local: Brain } {
  const b: Brain = {
    name: "local",
    understand: async () => ({ language: "en", intents: key ? [{ key, confidence }] : [] }),
    answer: async (_q, intentKey) =>
      intentKey === "parking"
        ? { found: true, score: 0.8, entries: [parkingEntry], ...answer }
        : { found: false, score: 0.1, entries: [], ...answer },
  };
  return { brain: b, local: b };
}

describe("decide", () => {
  it("drafts a reply from the knowledge in sandbox mode, greeting by first name, signed in the brand's words", async () => {
    const plan = await decide(facts(), brain("parking"));
    expect(plan.result).toBe("drafted: parking (0.90)");
    expect(plan.ticket).toMatchObject({ id: "t-new", create: true, status: "Open", type: "guest" });
    expect(plan.reply).toMatchObject({ mode: "sandbox", status: "Open" });
    expect(plan.reply!.text).toContain("Hi Anna,");
    expect(plan.reply!.text).toContain("20 spaces");
    expect(plan.reply!.text).toContain("Warm regards,\nthe Hotel Aurora front desk");
    expect(plan.emails).toEqual([]);
  });

  it("sends in live mode and leaves the ticket Pending", async () => {
    const plan = await decide(facts({ setup: setup({ mode: "live" }) }), brain("parking"));
    expect(plan.result).toBe("replied: parking (0.90)");
    expect(plan.reply).toMatchObject({ mode: "live", status: "Pending" });
    expect(plan.ticket?.status).toBe("Pending");
  });

  it("filters automated mail, the do-not-reply list, its own mailboxes and duplicates: no ticket", async () => {
    const base = facts();
    const cases: [Facts, string][] = [
      [{ ...base, message: { ...base.message, automated: "auto-submitted" } }, "filtered: automated mail"],
      [
        { ...base, sender: { ...base.sender, onDoNotReplyList: true } },
        "filtered: sender on the do-not-reply",
      ],
      [
        { ...base, sender: { ...base.sender, isOwnMailbox: true } },
        "filtered: mail from one of the company's own",
      ],
      [{ ...base, duplicateOf: "m0" }, "filtered: duplicate"],
    ];
    for (const [f, result] of cases) {
      const plan = await decide(f, brain("parking"));
      expect(plan.result.startsWith(result)).toBe(true);
      expect(plan.ticket).toBeNull();
      expect(plan.reply).toBeNull();
    }
  });

  it("escalates a never-reply intent to its responsable with one notification, and skips a skip intent", async () => {
    const refund = await decide(facts({}, "I want my money back"), brain("refund"));
    expect(refund.result).toBe("escalated: known intent requiring human intervention (refund)");
    expect(refund.ticket).toMatchObject({
      status: "Open",
      priority: "high",
      assignee: { name: "Tom Keller", responsableId: "r-tom" },
    });
    expect(refund.emails).toHaveLength(1);
    expect(refund.emails[0]).toMatchObject({
      key: "notify:m1",
      to: "tom@aurora.test",
      subject: "Re: Help needed to resolve ticket t-new",
    });
    expect(refund.reply).toBeNull();

    const thanks = await decide(facts({}, "Thank you!"), brain("thanks"));
    expect(thanks.result).toBe("skipped: thanks (0.90)");
    expect(thanks.ticket?.status).toBe("Solved");
    expect(thanks.emails).toEqual([]);
  });

  it("escalates to the default responsable what it cannot read or what is in no group", async () => {
    const unreadable = "zzkq vrrp lllm";
    for (const [b, content] of [
      [brain(null), unreadable],
      [brain("parking", 0.2), unreadable],
      [brain("wifi"), "Do you have parking?"],
    ] as const) {
      const plan = await decide(facts({}, content), b);
      expect(plan.result).toBe("escalated: intent not in agent configuration");
      expect(plan.ticket?.assignee?.name).toBe("Lea Marti");
      expect(plan.systemReply).toBe("notConfigured");
    }
  });

  it("looks a question up even when its intent is unclear, and asks the responsable when nothing answers it", async () => {
    const plan = await decide(facts({}, "Do you rent out snowshoes?"), brain(null));
    expect(plan.result).toBe("feedback loop: question not found in knowledge base (General Inquiry)");
    expect(plan.feedbackQuestion?.responsableId).toBe("r-lea");
  });

  it("escalates a request for action instead of answering it from the knowledge", async () => {
    const plan = await decide(
      facts({}, "Please cancel my booking for 4-6 April under the name Shaw."),
      brain("parking"),
    );
    expect(plan.result).toBe("escalated: a request a person handles (a cancellation)");
    expect(plan.reply).toBeNull();
    expect(plan.learned).toBeNull();
  });

  it("answers what the knowledge covers and hands the rest over in one reply", async () => {
    const plan = await decide(
      facts({}, "Do you have parking? And is there a charging point for electric cars?"),
      brain("parking"),
    );
    expect(plan.result).toBe("answered in part: 1 of 2 questions, the rest asked of the responsable");
    expect(plan.reply?.text).toContain("20 spaces");
    expect(plan.reply?.text).toContain("get back to you shortly about the rest of your message");
    expect(plan.feedbackQuestion?.content).toContain("charging point for electric cars");
    expect(plan.ticket?.isInFeedbackLoop).toBe(true);
  });

  it("asks the responsable when the knowledge has no answer: one question mail that carries the feedback id", async () => {
    const plan = await decide(facts(), brain("sales_inquiry"));
    // sales_inquiry on a support mailbox from an unknown sender reads as a sales lead: qualification, not the loop.
    expect(plan.ticket?.type).toBe("sales lead");
    const setupNoSales = setup({
      intents: setup().intents.map((i) =>
        i.key === "sales_inquiry" ? { ...i, key: "wifi_help", group: "reply" } : i,
      ),
    });
    const asked = await decide(facts({ setup: setupNoSales }), brain("wifi_help"));
    expect(asked.result).toBe("feedback loop: question not found in knowledge base (sales inquiry)");
    expect(asked.ticket).toMatchObject({ isInFeedbackLoop: true, status: "Open" });
    expect(asked.feedbackQuestion).toMatchObject({ id: "f-new", responsableId: "r-lea" });
    expect(asked.emails).toHaveLength(1);
    expect(asked.emails[0]).toMatchObject({
      key: "feedback:m1",
      replyToMailbox: true,
      feedbackMessageId: "f-new",
    });
  });

  it("gives my team a ticket only, and a partner a partner ticket", async () => {
    const team = await decide(
      facts({ message: { ...facts().message, from: { address: "lea@aurora.test", name: "Lea" } } }),
      brain("parking"),
    );
    expect(team.result).toBe("ticket only: message from my team");
    expect(team.ticket?.type).toBe("my team");
    const partner = await decide(
      facts({ sender: { ...facts().sender, isActivePartner: true } }),
      brain("parking"),
    );
    expect(partner.ticket?.type).toBe("partner");
  });

  it("escalates once the plan's replies of the day are used", async () => {
    const plan = await decide(
      facts({ setup: setup({ aiRepliesPerDay: 3 }), aiRepliesToday: 3 }),
      brain("parking"),
    );
    expect(plan.result).toBe("escalated: plan limit reached (3 AI replies per day)");
    expect(plan.reply).toBeNull();
  });

  it("stops a reply whose facts the knowledge does not hold, keeps it as a draft and escalates", async () => {
    const plan = await decide(facts(), brain("parking", 0.9, { body: "Parking is free, call 555-0199." }));
    expect(plan.result).toMatch(/^escalated: unsupported claim/);
    expect(plan.reply).toMatchObject({ mode: "sandbox" });
    expect(plan.emails).toHaveLength(1);
  });

  it("joins the ticket of the thread it answers and reopens it", async () => {
    const ticket = {
      id: "t-old",
      status: "Pending" as const,
      type: "guest",
      intent: "parking",
      intentId: "id-parking",
      priority: "medium" as const,
      language: "en",
      assignedTo: "AI Agent",
      messageContent: "Do you have parking?",
      requesterEmail: "anna@guest.test",
      isInFeedbackLoop: false,
    };
    const plan = await decide(facts({ ticket }), brain("parking"));
    expect(plan.ticket).toMatchObject({ id: "t-old", create: false });
    expect(plan.trace.find((s) => s.step === "thread")?.outcome).toBe("joined its ticket and reopened it");
    // Decided again (a reprocess): the same ticket, read anew.
    const again = await decide(facts({ ticket, reprocess: true }), brain("refund"));
    expect(again.ticket).toMatchObject({ id: "t-old", create: false, intent: "refund" });
  });

  it("takes a responsable's answer by email only from the responsable or the company's users", async () => {
    const asked = {
      askedId: "f1",
      askedResponsableId: "r-lea",
      ticket: {
        id: "t-q",
        status: "Open" as const,
        type: "guest",
        intent: "parking",
        intentId: "id-parking",
        priority: "medium" as const,
        language: "en",
        assignedTo: "Lea Marti",
        messageContent: "Is there an EV charger?",
        requesterEmail: "anna@guest.test",
        isInFeedbackLoop: true,
      },
      senderTrusted: true,
    };
    const answer = "Yes, two EV chargers in the garage.";
    const taken = await decide(facts({ feedbackAnswer: asked }, answer), brain("parking"));
    expect(taken.result).toBe("learned: answer from the responsable for ticket t-q");
    expect(taken.learned).toMatchObject({ answer, sourceTicketId: "t-q" });
    expect(taken.reply?.text).toContain("two EV chargers");
    expect(taken.ticket).toMatchObject({ id: "t-q", isInFeedbackLoop: false });

    const stranger = await decide(
      facts({ feedbackAnswer: { ...asked, senderTrusted: false } }, answer),
      brain("parking"),
    );
    expect(stranger.learned).toBeNull();
    expect(stranger.trace.find((s) => s.step === "feedback")?.outcome).toBe("not taken as an answer");
  });

  it("is deterministic: the same facts give the same plan", async () => {
    const a = await decide(facts(), brain("parking"));
    const b = await decide(facts(), brain("parking"));
    expect(a).toEqual(b);
  });
});
