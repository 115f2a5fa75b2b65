import {
  type Answer,
  type Brain,
  ENGLISH_FOR_TRANSLATION_WITHIN,
  INTENT_CONFIDENCE_THRESHOLD,
  type KnowledgeItem,
  type Understanding,
} from "../brains/types";
import { intentCatalogue } from "../catalogue/intents";
import { composeReply } from "../compose/reply";
import { checkReplySafety } from "../compose/safety";
import { asksPrice, asksTime, hasPrice, hasTime, subjectsOf } from "../knowledge/concepts";
import { FOUND_THRESHOLD } from "../knowledge/index";
import { detectLanguage } from "../understand/language";
import type { CustomerFacts, Facts, TicketFacts, TraceStep } from "./facts";
import type { EmailPlan, Plan, RequesterType, TicketPlan, TicketPriority } from "./plan";
import {
  actionRequested,
  answersSubject,
  formalityOf,
  isAutomaticReply,
  isProviderMail,
  partnerRequest,
  pointsBack,
  questionsOf,
} from "./reading";
import { qualifySalesLead } from "./sales";
import { type AgentIntent, type AgentSetup, type Responsable, responsableFor } from "./setup";

/** The reasons of agent.md §2 step 6, as stored on a feedback question and shown by the Test Agent. */
export const systemReasons = {
  notConfigured: "intent not in agent configuration",
  notFound: "question not found in knowledge base",
  humanOnly: "known intent requiring human intervention",
} as const;

/** With every specific subject of a question in the entry, this much word overlap is enough (see answerUnits). */
const SUBJECT_MATCH_FLOOR = 0.04;

/** The most of a mail the agent reads: enough for any real question, and a bound on its cost (issue 11). */
export const MAX_SUBJECT_CHARS = 300;
export const MAX_CONTENT_CHARS = 6_000;

/** The text the agent reads: subject and what the sender wrote, each cut to a bound. */
export function agentText(subject: string | null, content: string) {
  return `${(subject ?? "").slice(0, MAX_SUBJECT_CHARS)}\n${content.slice(0, MAX_CONTENT_CHARS)}`;
}

const HIGH_PRIORITY =
  /\b(urgent|asap|immediately|emergency|refund|complain\w*|unacceptable|disgust\w*|lawyer|chargeback|dringend|urgente|plainte|remboursement|reembolso)\b/i;
const LOW_PRIORITY_INTENTS = new Set(["thanks", "general_inquiry", "spam"]);
const HIGH_PRIORITY_INTENTS = new Set(["complaint", "refund", "talk_to_person"]);
/** Intents that ask a person to do something, by what they ask for (the words of `actionRequested`). */
const REQUEST_INTENTS: Record<string, string> = {
  new_booking: "a booking or a quote",
  change_booking: "a change to a booking",
  cancel_booking: "a cancellation",
  lost_found: "a lost item",
  groups_events: "a booking or a quote",
};

/** Catalogue intents a hotel guest asks about: an unknown sender asking them is a guest. */
const HOTEL_GUEST_INTENTS = new Set(intentCatalogue.filter((i) => i.audience === "hotel").map((i) => i.key));

// Only what a buyer of the company's own product says; a guest asking "how much" about a room is not a sales lead.
const SALES_WORDS =
  /\b(book(ing)? a demo|schedule a demo|see a demo|free trial|your (software|product|platform|pms|system)|pricing (for|of) your|quote for (our|my) (hotel|property|properties|company))\b/i;
/** A prospect describing their property to a software vendor: "a 28-room boutique hotel", "une maison d'hôtes de 5 chambres". */
const PROPERTY =
  /\b(\d+)[- ]?(rooms?|room|zimmern?|chambres?|camere|habitaciones|quartos|kamers|camas|beds|keys|units|apartments)\b/i;
const SOFTWARE_WORDS =
  /\b(software|pms|property management|logiciel|programa|programme|gestionale|tableur|excel|spreadsheet|demo|free trial|prueba gratis|cloud|channel manager|mews|cloudbeds|opera|protel|apaleo|little hotelier|siteminder|guestline|sirvoy)\b/i;
const PROVIDER_WORDS =
  /\b(invoice for (our|the) services|our (services|products) (could|can|would)|supplier|wholesale|we (offer|provide) [a-z ]+ for hotels|partnership proposal|seo services|marketing services)\b/i;

/** Refines "unknown" from the content once it is read: a buyer is a sales lead, a vendor a provider. */
export function refineUnknownRequester(text: string): RequesterType {
  if (PROVIDER_WORDS.test(text)) return "provider";
  if (SALES_WORDS.test(text) || (PROPERTY.test(text) && SOFTWARE_WORDS.test(text))) return "sales lead";
  return "unknown";
}

export function priorityOf(
  intentKey: string | undefined,
  content: string,
  customer: CustomerFacts | null,
): TicketPriority {
  if ((intentKey && HIGH_PRIORITY_INTENTS.has(intentKey)) || HIGH_PRIORITY.test(content)) return "high";
  if (
    customer &&
    (customer.subscription === "Enterprise" ||
      customer.paymentStatus === "Overdue" ||
      (customer.accountValue ?? 0) >= 10_000)
  )
    return "high";
  if (intentKey && LOW_PRIORITY_INTENTS.has(intentKey)) return "low";
  return "medium";
}

const domainOf = (address: string) => address.split("@")[1]?.toLowerCase() ?? "";
const nameOf = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();
const quote = (text: string) =>
  text
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");

function requesterOf(facts: Facts): { type: RequesterType; reason?: string } {
  const { sender, message, setup } = facts;
  if (!message.from) return { type: "unknown", reason: "no sender" };
  if (sender.isActivePartner) return { type: "partner", reason: message.from.address };
  const ownDomain = setup.companyDomain && domainOf(message.from.address) === setup.companyDomain;
  if (ownDomain || sender.isResponsable)
    return { type: "my team", reason: sender.isResponsable ? "escalation responsable" : "company domain" };
  if (sender.customer?.isActiveCustomer) return { type: "customer", reason: "active customer" };
  if (sender.customer) return { type: "guest", reason: "known contact, not an active customer" };
  return { type: "unknown" };
}

/** Understands with the configured brain, falling back to the local one (traced) on any error. */
async function understandWith(
  brains: { brain: Brain; local: Brain },
  text: string,
  setup: AgentSetup,
  trace: TraceStep[],
): Promise<{ understanding: Understanding; used: Brain }> {
  try {
    return { understanding: await brains.brain.understand(text, setup.brainContext), used: brains.brain };
  } catch (error) {
    trace.push({
      step: "understand",
      outcome: "fell back to the local brain",
      reason: (error as Error).message,
    });
    return { understanding: await brains.local.understand(text, setup.brainContext), used: brains.local };
  }
}

/**
 * A reply's or a forward's subject ("Re: Parking", "AW: Anfrage Parkplatz", "R: Colazione", "TR: Réservation") names
 * what the thread began with, not what this mail says: "Vielen Dank!" under "AW: Anfrage Parkplatz" is thanks.
 * Matches every such prefix at the start ("Re: AW: Parking" → "Parking").
 */
const REPLY_PREFIX =
  /^(?:\s*(?:re|aw|antw|antwort|r|rv|rif|ref|réf|sv|vs|wg|fw|fwd|tr|enc)\s*(?:\[\d+\])?\s*:)+\s*/i;

/** The thread's topic when the subject is a reply's or a forward's ("Re: Parking" → "Parking"), else null. */
function threadTopic(subject: string | null): string | null {
  return subject && REPLY_PREFIX.test(subject)
    ? subject.replace(REPLY_PREFIX, "").trim().slice(0, MAX_SUBJECT_CHARS)
    : null;
}

/**
 * What a mail is about. Under a reply's subject, the body is read on its own first, and with the subject only when the
 * body alone names no intent surely enough ("Is there a charge?" under "Re: Parking" is about parking).
 */
async function understandMail(
  brains: { brain: Brain; local: Brain },
  subject: string | null,
  content: string,
  setup: AgentSetup,
  trace: TraceStep[],
): Promise<{ understanding: Understanding; used: Brain }> {
  if (threadTopic(subject) !== null && content.trim()) {
    const body = await understandWith(brains, agentText(null, content), setup, trace);
    const top = body.understanding.intents[0];
    if (top && top.confidence >= INTENT_CONFIDENCE_THRESHOLD) return body;
  }
  return understandWith(brains, agentText(subject, content), setup, trace);
}

async function answerWith(
  brains: { brain: Brain; local: Brain },
  used: Brain,
  question: string,
  intentKey: string | null,
  language: string,
  setup: AgentSetup,
  trace: TraceStep[],
): Promise<{ answer: Answer; used: Brain }> {
  try {
    return { answer: await used.answer(question, intentKey, language, setup.brainContext), used };
  } catch (error) {
    trace.push({ step: "answer", outcome: "fell back to the local brain", reason: (error as Error).message });
    return {
      answer: await brains.local.answer(question, intentKey, language, setup.brainContext),
      used: brains.local,
    };
  }
}

function emptyPlan(result: string, trace: TraceStep[]): Plan {
  return {
    result,
    trace,
    ticket: null,
    reply: null,
    systemReply: null,
    feedbackQuestion: null,
    feedbackAnswer: null,
    learned: null,
    salesLead: null,
    emails: [],
    intent: null,
    language: null,
  };
}

/** The responsable's notification (agent.md §2 step 7): the customer's question and a link to the ticket. */
function notificationEmail(
  facts: Facts,
  ticketId: string,
  responsable: Responsable,
  reason: string,
  question: string,
): EmailPlan {
  return {
    key: `notify:${facts.message.id}`,
    to: responsable.email,
    subject: `Re: Help needed to resolve ticket ${ticketId}`,
    text: `Hello ${responsable.firstName},\n\nThe AI agent of ${facts.setup.companyName} needs you on a ticket (${reason}).\n\nThe customer wrote:\n\n${quote(question)}\n\nOpen the ticket: ${facts.baseUrl}/ticket/${ticketId}\n`,
    replyToMailbox: false,
  };
}

/**
 * decide (issue 16): what the agent does with one message (agent.md §2 steps 3–11), as a plan. The same function
 * serves live mail, the Test Agent, the replay of past mail and `npm run eval`. Brains are given, not reached for.
 */
export async function decide(facts: Facts, brains: { brain: Brain; local: Brain }): Promise<Plan> {
  const { message, sender, setup } = facts;
  const trace: TraceStep[] = [];

  // Step 3: filters. No ticket, no reply; the trace says which rule.
  if (message.automated) {
    trace.push({ step: "filter", outcome: "automated", reason: message.automated });
    return emptyPlan(`filtered: automated mail (${message.automated})`, trace);
  }
  if (isAutomaticReply(`${message.subject ?? ""}\n${message.content.slice(0, MAX_CONTENT_CHARS)}`)) {
    trace.push({ step: "filter", outcome: "automated", reason: "an automatic reply, by its wording" });
    return emptyPlan("filtered: automated mail (an automatic reply, by its wording)", trace);
  }
  if (message.from && sender.onDoNotReplyList) {
    trace.push({ step: "filter", outcome: "do-not-reply", reason: message.from.address });
    return emptyPlan("filtered: sender on the do-not-reply list", trace);
  }
  if (message.from && sender.isOwnMailbox) {
    trace.push({ step: "filter", outcome: "loop guard", reason: message.from.address });
    return emptyPlan("filtered: mail from one of the company's own mailboxes (loop guard)", trace);
  }
  if (facts.duplicateOf) {
    trace.push({ step: "filter", outcome: "duplicate", reason: facts.duplicateOf });
    return emptyPlan("filtered: duplicate of a message already received", trace);
  }
  trace.push({ step: "filter", outcome: "passed" });

  if (facts.feedbackAnswer) {
    if (facts.feedbackAnswer.senderTrusted) return decideFeedbackAnswer(facts, trace);
    trace.push({
      step: "feedback",
      outcome: "not taken as an answer",
      reason: "the sender is neither the responsable asked nor a user of this mailbox",
    });
  }

  const content = message.content.trim() || (message.subject ?? "");
  const text = agentText(message.subject, content);
  const question = content.slice(0, MAX_CONTENT_CHARS);
  const ticketContent = content.slice(0, 20_000);

  // Step 4: requester.
  const requester = requesterOf(facts);
  trace.push({ step: "requester", outcome: requester.type, reason: requester.reason });

  // Step 5: understand.
  const understood = await understandMail(brains, message.subject, content, setup, trace);
  let used = understood.used;
  const understanding = understood.understanding;
  const top = understanding.intents[0];
  const confident = !!top && top.confidence >= INTENT_CONFIDENCE_THRESHOLD;
  const intent: AgentIntent | undefined = confident
    ? setup.intents.find((i) => i.key === top!.key)
    : undefined;
  const priority = priorityOf(intent?.key, content, sender.customer);
  trace.push({
    step: "understand",
    outcome: intent ? `${intent.name} (${top!.confidence.toFixed(2)})` : "no confident intent",
    reason: `language ${understanding.language}; ${understanding.reading ? `read by ${understanding.reading}; ` : ""}${understanding.intents
      .slice(0, 3)
      .map((i) => `${i.key} ${i.confidence.toFixed(2)}`)
      .join(", ")}`,
  });

  let type = requester.type;
  // A known contact who is not a customer and writes as a buyer is a lead still (a prospect's second mail).
  if (type === "guest" && refineUnknownRequester(text) === "sales lead") {
    type = "sales lead";
    trace.push({ step: "requester", outcome: type, reason: "a contact writing as a buyer" });
  }
  if (type === "unknown") {
    // What the words say of the writer (a buyer, a vendor) first; else the intent (a hotel guest's question).
    const refined = refineUnknownRequester(text);
    type =
      refined !== "unknown"
        ? refined
        : intent?.key === "sales_inquiry"
          ? "sales lead"
          : intent && HOTEL_GUEST_INTENTS.has(intent.key)
            ? "guest"
            : "unknown";
    trace.push({ step: "requester", outcome: type, reason: "from what the message asks" });
  }

  // Step 2: thread. A reply to a known message joins its ticket and reopens it; else a new ticket.
  const existing: TicketFacts | null = facts.ticket;
  const reopen = existing && (existing.status === "Solved" || existing.status === "Pending");
  const ticket: TicketPlan =
    facts.reprocess && existing
      ? {
          // Decided again (a new customer record, a Library change): the new reading, on the same ticket.
          id: existing.id,
          create: false,
          status: existing.status === "New" ? "New" : "Open",
          priority,
          type,
          intent: intent?.name ?? "General Inquiry",
          intentId: intent?.id ?? null,
          language: understanding.language,
          subject: message.subject?.trim().slice(0, 1000) || "No subject",
          messageContent: ticketContent,
          requesterId: sender.customer?.id ?? null,
          requesterEmail: message.from?.address ?? existing.requesterEmail,
        }
      : existing
        ? {
            id: existing.id,
            create: false,
            status: reopen ? "Open" : existing.status,
            priority: existing.priority,
            type: existing.type as RequesterType,
            intent: existing.intent,
            intentId: existing.intentId,
            language: existing.language ?? understanding.language,
            subject: message.subject?.trim().slice(0, 1000) || "No subject",
            messageContent: ticketContent,
            requesterId: sender.customer?.id ?? null,
            requesterEmail: existing.requesterEmail ?? message.from?.address ?? null,
          }
        : {
            id: facts.ids.ticket,
            create: true,
            status: "New",
            priority,
            type,
            intent: intent?.name ?? "General Inquiry",
            intentId: intent?.id ?? null,
            language: understanding.language,
            subject: message.subject?.trim().slice(0, 1000) || "No subject",
            messageContent: ticketContent,
            requesterId: sender.customer?.id ?? null,
            requesterEmail: message.from?.address ?? null,
          };
  trace.push(
    facts.reprocess && existing
      ? { step: "thread", outcome: "decided again on its ticket", reason: existing.id }
      : existing
        ? {
            step: "thread",
            outcome: reopen ? "joined its ticket and reopened it" : "joined its ticket",
            reason: existing.id,
          }
        : { step: "thread", outcome: "new ticket", reason: ticket.id },
  );
  const plan: Plan = {
    ...emptyPlan("", trace),
    ticket,
    intent: intent ? { id: intent.id, key: intent.key, name: intent.name } : null,
    language: understanding.language,
  };
  const label = intent ? `${intent.name} (${top!.confidence.toFixed(2)})` : "General Inquiry";
  const finish = (result: string) => Object.assign(plan, { result });

  const escalate = (reason: string, systemReply: Plan["systemReply"]) => {
    const responsable = responsableFor(setup, intent?.id ?? null);
    ticket.status = "Open";
    ticket.assignee = responsable
      ? { name: nameOf(responsable), responsableId: responsable.id }
      : { name: "Unassigned", responsableId: null };
    plan.systemReply = systemReply;
    if (responsable) plan.emails.push(notificationEmail(facts, ticket.id, responsable, reason, question));
  };

  /** The feedback loop (agent.md §2 step 8): one question to the responsable, whose answer comes back by mail. */
  const askResponsable = (questions: string[]) => {
    const responsable = responsableFor(setup, intent?.id ?? null);
    ticket.status = "Open";
    ticket.assignee = responsable
      ? { name: nameOf(responsable), responsableId: responsable.id }
      : { name: "Unassigned", responsableId: null };
    ticket.isInFeedbackLoop = true;
    plan.systemReply = "notFound";
    const subject = `Re: Help needed to resolve ticket ${ticket.id}`;
    const asked =
      questions.length === 1 && questions[0] === question
        ? `A customer asked something the knowledge base does not answer yet:\n\n${quote(question)}`
        : `A customer asked something the knowledge base does not answer yet:\n\n${questions.map((q) => quote(q)).join("\n\n")}\n\nTheir whole message:\n\n${quote(question)}`;
    const content = `${asked}\n\nPlease reply with the answer. The agent will answer the customer with it and remember it for the next time.`;
    plan.feedbackQuestion = {
      id: facts.ids.feedbackMessage,
      responsableId: responsable?.id ?? null,
      subject,
      content,
      reason: systemReasons.notFound,
    };
    // One mail to the responsable: the question itself, whose answer comes back through the mailbox.
    if (responsable)
      plan.emails.push({
        key: `feedback:${message.id}`,
        to: responsable.email,
        subject,
        text: `${content}\n\nTicket: ${facts.baseUrl}/ticket/${ticket.id}\n`,
        replyToMailbox: true,
        feedbackMessageId: facts.ids.feedbackMessage,
      });
  };

  // What a reply's subject names ("Re: Parking" → parking): the thread's topic, which a follow-up question that points
  // back asks about. A first mail's subject is left out: it is often a sentence of its own ("2FA for a staff member
  // who lost his phone") whose words would find another entry.
  const topic = threadTopic(message.subject);
  const topicNamed = topic !== null && subjectsOf(topic).size > 0;

  /** Each question looked up in the knowledge, and kept only when the entry is about what it asks. */
  const answerUnits = async (units: string[]) => {
    const answered: { unit: string; entry: KnowledgeItem }[] = [];
    const open: string[] = [];
    let body: string | undefined;
    for (const [n, written] of units.entries()) {
      // "How much is it per night?" under "Re: Parking" asks what parking costs; "What time is check-out?" does not.
      const unit = topicNamed && pointsBack(written) ? `${topic}: ${written}` : written;
      const unitIntent =
        n === 0 && units.length === 1
          ? intent?.key
          : ((await used.understand(unit, setup.brainContext).catch(() => null))?.intents[0]?.key ??
            intent?.key);
      const result = await answerWith(
        brains,
        used,
        unit,
        unitIntent ?? null,
        understanding.language,
        setup,
        trace,
      );
      used = result.used;
      const found = result.answer;
      if (found.body) {
        // The LLM brain writes its own answer from the entries it cites.
        if (found.found) {
          body = found.body;
          answered.push(...found.entries.map((entry) => ({ unit, entry })));
        } else open.push(unit);
        continue;
      }
      // An entry about every specific subject the question names (a dog, a garage) is the answer even when its
      // words match little; without such a subject in common, its words must match well.
      const asked = subjectsOf(unit);
      const floorFor = (entry: KnowledgeItem) => {
        const has = subjectsOf(`${entry.question ?? ""}\n${entry.answer}`);
        return [...asked].some((s) => has.has(s)) ? SUBJECT_MATCH_FLOOR : FOUND_THRESHOLD;
      };
      const candidates = (
        found.candidates ?? found.entries.map((entry) => ({ entry, score: found.score }))
      ).filter((c) => c.score >= floorFor(c.entry) && answersSubject(unit, c.entry));
      // In the guest's language when one is; else in English, which the person who translates most likely reads.
      const chosen =
        candidates.find((c) => c.entry.language === understanding.language) ??
        candidates.find(
          (c) =>
            c.entry.language === "en" &&
            c.score >= (candidates[0]?.score ?? 0) - ENGLISH_FOR_TRANSLATION_WITHIN,
        ) ??
        candidates[0] ??
        null;
      if (chosen && !answered.some((a) => a.entry.id === chosen.entry.id))
        answered.push({ unit, entry: chosen.entry });
      else if (!chosen) open.push(unit);
    }
    // A follow-up with no subject of its own that points back ("Is there a charge for it?") belongs to what the
    // answers are about: answered when an answer gives what it asks (a price, a time), else left for a person. "Do you
    // have a safe in the room?" names what it asks, though no lexicon lists it: it stays open.
    for (const unit of open.filter(pointsBack)) {
      const about = answered.find(
        (a) => (!asksPrice(unit) || hasPrice(a.entry.answer)) && (!asksTime(unit) || hasTime(a.entry.answer)),
      );
      if (about) open.splice(open.indexOf(unit), 1);
    }
    return { answered, open, body };
  };

  /**
   * Composes the reply from the entries found, in the guest's language and register, and checks it. Returns the
   * plan's result when a reply was written (sent or drafted), or null when the safety check stopped it (escalated).
   */
  const writeReply = (
    entries: KnowledgeItem[],
    options: { body?: string; followUp: boolean; sales: ReturnType<typeof qualifySalesLead> | null },
  ) => {
    const untranslated =
      !options.body && entries.length > 0 && entries.every((e) => e.language !== understanding.language);
    const translationHandover = untranslated && !setup.answerInEnglishWithoutTranslation;
    const fullName =
      [sender.customer?.firstName, sender.customer?.lastName].filter(Boolean).join(" ") ||
      message.from?.name ||
      null;
    const firstName =
      sender.customer?.firstName ?? (message.from?.name ? message.from.name.split(/\s+/)[0] : null);
    const composed = composeReply({
      customerFirstName: firstName,
      customerFullName: fullName,
      language: understanding.language,
      formality: formalityOf(content, understanding.language),
      answers: options.body
        ? [{ text: options.body, language: understanding.language }]
        : entries.map((e) => ({ text: e.answer, language: e.language })),
      companyName: setup.companyName,
      brandBrief: setup.brandBrief,
      extra: options.sales?.ask,
      acknowledge: true,
      followUp: options.followUp,
      keepLanguage: translationHandover,
    });
    if (composed.note) trace.push({ step: "compose", outcome: "written", reason: composed.note });
    const safety = checkReplySafety(composed.text, [
      ...entries.map((e) => `${e.question ?? ""}\n${e.answer}`),
      ...(options.sales?.sources ?? []),
      setup.companyName,
    ]);
    const draft = (mode: "sandbox" | "live", status: TicketPlan["status"]) => {
      plan.reply = {
        text: composed.text,
        html: composed.html,
        language: composed.language,
        mode,
        status,
        intent: intent?.name ?? ticket.intent,
        priority,
        assignedTo: "AI Agent",
      };
    };
    if (!safety.ok) {
      trace.push({ step: "safety", outcome: "stopped", reason: safety.problems.join("; ") });
      draft("sandbox", "Open");
      escalate("unsupported claim", "notFound");
      return `escalated: unsupported claim (${safety.problems.join("; ")})`;
    }
    trace.push({ step: "safety", outcome: "passed" });
    if (translationHandover) {
      // The answer exists only in another language: a person translates the draft and sends it.
      draft("sandbox", "Open");
      escalate("answer to translate", null);
      trace.push({
        step: "send",
        outcome: "draft for a person",
        reason: `the knowledge answers in ${entries[0]!.language}, the guest wrote in ${understanding.language}`,
      });
      return `handed over: translation needed (${entries[0]!.language} → ${understanding.language})`;
    }
    const status = options.followUp
      ? "Open"
      : setup.mode === "live"
        ? "Pending"
        : ticket.status === "New"
          ? "Open"
          : ticket.status;
    ticket.status = status;
    draft(setup.mode, status);
    trace.push({
      step: "send",
      outcome: setup.mode === "live" ? "queued for sending" : "draft (sandbox)",
      reason: used.name === "llm" ? "llm brain" : "local brain",
    });
    return null;
  };

  // Step 6: decide.
  if (type === "my team" && setup.actionIfTeammate === "Do nothing") {
    trace.push({ step: "decide", outcome: "ticket only", reason: "my team, action if teammate: Do nothing" });
    return finish("ticket only: message from my team");
  }
  // A vendor writing to sell or to bill: a Provider, no reply and no lead (issue 13).
  const providerMail =
    type === "my team" || type === "partner"
      ? null
      : (isProviderMail(text) ?? (type === "provider" ? "pitch" : null));
  if (providerMail) {
    ticket.type = "provider";
    ticket.status = "Solved";
    ticket.priority = "low";
    trace.push({
      step: "decide",
      outcome: "skip",
      reason: `a supplier's ${providerMail === "pitch" ? "pitch" : "invoice"}`,
    });
    return finish(
      `skipped: provider (${providerMail === "pitch" ? "a sales pitch" : "a supplier's invoice"})`,
    );
  }
  if (!setup.configured) {
    trace.push({ step: "decide", outcome: "escalate", reason: "the agent is not configured yet" });
    escalate(systemReasons.notConfigured, "notConfigured");
    return finish(`escalated: ${systemReasons.notConfigured} (agent not configured)`);
  }
  if (intent?.group === "never") {
    trace.push({ step: "decide", outcome: "escalate", reason: "intent set to never reply" });
    escalate(systemReasons.humanOnly, "humanOnly");
    return finish(`escalated: ${systemReasons.humanOnly} (${intent.name})`);
  }
  // A request for an action only a person can take: escalated, never answered from knowledge (issue 13). Questions
  // of the same mail that are not the request are answered alongside when the knowledge can.
  // A reply's subject is the thread's first request ("AW: Stornierung"), not one this mail makes again.
  const action = actionRequested(topic !== null ? content : text);
  const partner = !action && (type === "partner" || partnerRequest(text));
  if (partner && ticket.type === "unknown") ticket.type = "partner";
  if (action || partner) {
    trace.push({ step: "decide", outcome: "escalate", reason: action ? `asks for ${action}` : "a partner" });
    if (action && /refund|complaint/.test(action)) ticket.priority = "high";
    escalate(systemReasons.humanOnly, "humanOnly");
    // Only questions about a subject of their own ("Do you have a garage?") or asking a time the knowledge must
    // state ("From when is check-in?"), never the request itself ("… and whether any fee applies?").
    const asked =
      action && !partnerRequest(text) && !/refund|complaint/.test(action)
        ? questionsOf(question).filter(
            (u) => /[?？]/.test(u) && !actionRequested(u) && (subjectsOf(u).size > 0 || asksTime(u)),
          )
        : [];
    const alongside = asked.length > 0 ? await answerUnits(asked) : null;
    if (
      alongside &&
      alongside.answered.length > 0 &&
      alongside.open.length === 0 &&
      alongside.answered.every((a) => a.entry.language === understanding.language)
    ) {
      const stopped = writeReply(
        alongside.answered.map((a) => a.entry),
        { body: alongside.body, followUp: true, sales: null },
      );
      ticket.status = "Open";
      if (stopped) return finish(stopped);
      return finish(
        `answered in part: ${alongside.answered.length} of ${alongside.answered.length + 1} requests, ${action} passed to a person`,
      );
    }
    return finish(`escalated: a request a person handles (${action ?? "a partner's request"})`);
  }
  const asksSomething = /[?？]/.test(content) || questionsOf(content).some((q) => q !== content.trim());
  if (intent?.group === "skip" && !asksSomething) {
    ticket.status = "Solved";
    plan.systemReply = "notConfigured";
    trace.push({ step: "decide", outcome: "skip", reason: intent.name });
    return finish(`skipped: ${label}`);
  }
  const salesLead = ticket.type === "sales lead" || message.mailboxType === "info";
  // Neither a question nor anything the agent can read, or an intent the configuration leaves out: a person looks.
  if (!salesLead && ((intent && intent.group === "none") || (!intent && !asksSomething))) {
    trace.push({
      step: "decide",
      outcome: "escalate",
      reason: intent ? "intent in no group" : "confidence below the threshold, and no question to look up",
    });
    escalate(systemReasons.notConfigured, "notConfigured");
    return finish(`escalated: ${systemReasons.notConfigured}`);
  }

  // A booking, a change, a cancellation or a lost item in words the request patterns missed ("leider müssen wir
  // unsere Buchung stornieren"): a person handles it, and nothing a responsable writes about it becomes knowledge.
  // Asked as a question ("Can we cancel for free?"), it is looked up first: the policy may answer it.
  const request = intent && !salesLead ? REQUEST_INTENTS[intent.key] : undefined;
  const escalateRequest = () => {
    trace.push({ step: "decide", outcome: "escalate", reason: `asks for ${request}, by its intent` });
    escalate(systemReasons.humanOnly, "humanOnly");
    return finish(`escalated: a request a person handles (${request})`);
  };
  if (request && !asksSomething) return escalateRequest();

  // Reply to: each question of the mail looked up in the knowledge.
  const units = questionsOf(question);
  const { answered, open, body } = await answerUnits(units);
  const sales = salesLead ? qualifySalesLead(text, setup.bookingUrl) : null;
  // A prospect gets the qualification questions in their language; an entry in another language is left out, and
  // what the entries do not answer is what the qualification is for.
  const entries = answered
    .map((a) => a.entry)
    .filter((e) => !sales || body || e.language === understanding.language);
  if (sales) open.length = 0;
  if (entries.length === 0 && !sales) {
    trace.push({
      step: "answer",
      outcome: "not found",
      reason: `${units.length} question${units.length > 1 ? "s" : ""}, none answered by the knowledge`,
    });
    // A request asked as a question the knowledge does not answer ("Could we move our stay to May?"): a person.
    if (request) return escalateRequest();
    askResponsable(open.length > 0 ? open : [question]);
    return finish(`feedback loop: ${systemReasons.notFound} (${intent?.name ?? "General Inquiry"})`);
  }
  trace.push({
    step: "answer",
    outcome: entries.length === 0 ? "sales qualification" : open.length > 0 ? "answered in part" : "found",
    reason: [
      ...answered.map((a) => `"${(a.entry.question ?? a.entry.answer).slice(0, 60)}"`),
      ...open.map((u) => `not answered: "${u.slice(0, 60)}"`),
    ].join(", "),
  });
  if (sales) {
    if (message.from && !sender.customer) {
      const [first, ...rest] = (message.from.name || "").split(/\s+/).filter(Boolean);
      plan.salesLead = {
        email: message.from.address,
        firstName: first ?? null,
        lastName: rest.join(" ") || null,
        domain: domainOf(message.from.address),
        companyName: sales.learned.company ?? null,
      };
    }
    trace.push({
      step: "sales",
      outcome: sales.qualified ? "qualified" : "asking for details",
      reason: sales.missing.join(", ") || undefined,
    });
    ticket.type = "sales lead";
  }

  if (setup.aiRepliesPerDay !== null && facts.aiRepliesToday >= setup.aiRepliesPerDay) {
    trace.push({
      step: "decide",
      outcome: "escalate",
      reason: `plan limit: ${setup.aiRepliesPerDay} AI replies per day`,
    });
    escalate("plan limit reached", null);
    return finish(`escalated: plan limit reached (${setup.aiRepliesPerDay} AI replies per day)`);
  }

  // Steps 9–10: compose in the guest's language and register, check, send or draft; the rest to the responsable.
  // An answer only in another language beside one in the guest's (pets in French, wifi only in English): the reply
  // answers in the guest's language and says the team follows up; a person translates the rest.
  const inLanguage = entries.filter((e) => e.language === understanding.language);
  const toTranslate =
    body || sales || inLanguage.length === 0
      ? []
      : entries.filter((e) => e.language !== understanding.language);
  const partial = open.length > 0 || toTranslate.length > 0;
  const stopped = writeReply(toTranslate.length > 0 ? inLanguage : entries, {
    body,
    followUp: partial,
    sales,
  });
  if (stopped) return finish(stopped);
  const asked = answered.length + open.length;
  if (open.length > 0) {
    askResponsable(open);
    ticket.status = "Open";
    return finish(
      `answered in part: ${answered.length - toTranslate.length} of ${asked} questions, the rest asked of the responsable`,
    );
  }
  if (toTranslate.length > 0) {
    escalate("answer to translate", null);
    trace.push({
      step: "send",
      outcome: "the rest for a person",
      reason: `the knowledge answers ${toTranslate.length} question${toTranslate.length > 1 ? "s" : ""} in ${toTranslate[0]!.language} only, the guest wrote in ${understanding.language}`,
    });
    return finish(
      `answered in part: ${answered.length - toTranslate.length} of ${asked} questions, the rest for a person to translate`,
    );
  }
  return finish(`${setup.mode === "live" ? "replied" : "drafted"}: ${label}`);
}

/**
 * What makes an answer one guest's own (null when there is nothing): an action taken for them ("I've cancelled"),
 * a booking reference, a date, or a name from their message. Such an answer is sent to them and never reused.
 */
export function personalDetailsIn(answer: string, question: string): string | null {
  const text = answer.toLowerCase();
  if (
    /\b(i|we)('ve| have| just)? ?(cancelled|canceled|booked|reserved|refunded|changed|moved|added|upgraded|extended|credited|sent|found|fixed|arranged|confirmed|noted)\b|\b(your|the guest's) (booking|reservation|stay|room|order|refund|card)\b|\bunder the name\b|\bj'ai (annule|reserve|rembourse)|\bich habe (storniert|gebucht|erstattet)|\bhe (cancelado|reservado|reembolsado)|\bho (annullato|prenotato|rimborsato)/i.test(
      text.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""),
    )
  )
    return "an action taken for this guest";
  if (/\b[a-z]{1,4}-?\d{4,}\b|#\s?\d{3,}|\b\d{6,}\b/i.test(answer)) return "a booking reference";
  if (
    /\b\d{1,2}(st|nd|rd|th)?[\s–-]+(\d{1,2}\s)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}\b|\b\d{1,2}\/\d{1,2}(\/\d{2,4})?\b|\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/i.test(
      answer,
    )
  )
    return "a date";
  const names = [
    ...question.matchAll(/\b(?:name is|name of|under the name|i am|i'm|this is)\s+([A-Z][a-z]+)/g),
  ].map((m) => m[1]!);
  if (names.some((n) => answer.includes(n))) return "the guest's name";
  return null;
}

/**
 * A responsable's answer to the agent's question (agent.md §2 step 8): stored on the ticket's feedback conversation,
 * learned as knowledge when it is general, and the customer answered from it (sent live, drafted in sandbox).
 */
export function decideFeedbackAnswer(facts: Facts, trace: TraceStep[] = []): Plan {
  const answerFacts = facts.feedbackAnswer!;
  const { ticket } = answerFacts;
  const answerText = facts.message.content.trim();
  trace.push({ step: "feedback", outcome: "answer received by email", reason: `ticket ${ticket.id}` });
  const plan = planFromAnswer(facts.setup, ticket, answerText, trace);
  plan.feedbackAnswer = {
    responsableId: answerFacts.askedResponsableId,
    subject: facts.message.subject,
    content: answerText,
  };
  plan.result = `learned: answer from the responsable for ticket ${ticket.id.slice(0, 8)}`;
  return plan;
}

/** The customer's reply and the learned entry made from a responsable's answer (by email or in the dialog). */
export function planFromAnswer(
  setup: AgentSetup,
  ticket: TicketFacts,
  answerText: string,
  trace: TraceStep[] = [],
  customerFirstName: string | null = null,
  /** "Also use this answer for similar questions" unticked: this guest only. A personal answer is never reused. */
  reuse?: boolean,
): Plan {
  const language = detectLanguage(answerText);
  // Knowledge never carries one guest's case to another (issue 13): an answer about this guest's booking, with their
  // name, dates, references or amounts, or an action taken for them, answers this guest only.
  const personal = personalDetailsIn(answerText, ticket.messageContent ?? "");
  // The responsable may keep an answer to themself; a personal one is never reused, whatever they chose.
  const general = reuse !== false && !personal;
  trace.push({
    step: "learn",
    outcome: general ? "kept for similar questions" : "answers this guest only",
    reason: personal ?? (reuse === false ? "the responsable's choice" : "a general answer"),
  });
  const composed = composeReply({
    customerFirstName,
    language: ticket.language ?? "en",
    answers: [{ text: answerText, language }],
    companyName: setup.companyName,
    brandBrief: setup.brandBrief,
  });
  const status = setup.mode === "live" ? "Pending" : "Open";
  return {
    ...emptyPlan("", trace),
    ticket: {
      id: ticket.id,
      create: false,
      status,
      priority: ticket.priority,
      type: ticket.type as RequesterType,
      intent: ticket.intent,
      intentId: ticket.intentId,
      language: ticket.language ?? language,
      subject: "",
      messageContent: ticket.messageContent ?? "",
      requesterId: null,
      requesterEmail: ticket.requesterEmail,
      isInFeedbackLoop: false,
    },
    reply: {
      text: composed.text,
      html: composed.html,
      language: composed.language,
      mode: setup.mode,
      status,
      intent: ticket.intent,
      priority: ticket.priority,
      assignedTo: ticket.assignedTo,
    },
    learned: general
      ? {
          question: ticket.messageContent ?? "",
          answer: answerText,
          intentId: ticket.intentId,
          language,
          sourceTicketId: ticket.id,
        }
      : null,
    language,
  };
}
