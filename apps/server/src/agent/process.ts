import { checkReplySafety, composeReply, intentCatalogue } from "@inbox/agent";
import type { TicketPriority, TicketType } from "@inbox/contracts";
import {
  customers,
  doNotReplyTo,
  escalationResponsables,
  feedbackLoopMessage,
  getMailboxForJob,
  listCompanyMailboxAddresses,
  messages,
  partners,
  ticketMessages,
  ticketResponses,
  tickets,
} from "@inbox/db";
import { extractNewContent } from "@inbox/mail";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { queueReply } from "../mail/outbox";
import { type Answer, type Brain, INTENT_CONFIDENCE_THRESHOLD } from "./brain";
import { brainFor } from "./brains";
import { acceptFeedbackAnswer, escalateTicket, startFeedbackLoop } from "./escalation";
import { qualifySalesLead } from "./sales";
import { type AgentSetup, loadAgentSetup } from "./setup";

export interface TraceStep {
  step: string;
  outcome: string;
  reason?: string;
}

export const systemMessages = {
  notConfigured: "intent not in agent configuration",
  notFound: "question not found in knowledge base",
  humanOnly: "known intent requiring human intervention",
} as const;

export function parseAddress(value: string | null): { address: string; name: string } | null {
  if (!value) return null;
  const angle = /^(.*)<([^>]+)>\s*$/.exec(value);
  if (angle) return { address: angle[2]!.trim().toLowerCase(), name: angle[1]!.trim().replace(/^"|"$/g, "") };
  const bare = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(value);
  return bare ? { address: bare[0].toLowerCase(), name: "" } : null;
}

const domainOf = (address: string) => address.split("@")[1]?.toLowerCase() ?? "";

const HIGH_PRIORITY =
  /\b(urgent|asap|immediately|emergency|refund|complain\w*|unacceptable|disgust\w*|lawyer|chargeback|dringend|urgente|plainte|remboursement|reembolso)\b/i;
const LOW_PRIORITY_INTENTS = new Set(["thanks", "general_inquiry", "spam"]);
const HIGH_PRIORITY_INTENTS = new Set(["complaint", "refund", "talk_to_person"]);
/** Catalogue intents a hotel guest asks about: an unknown sender asking them is a guest. */
const HOTEL_GUEST_INTENTS = new Set(intentCatalogue.filter((i) => i.audience === "hotel").map((i) => i.key));

/**
 * The agent pipeline for one stored message (agent.md §2): filter, thread, requester, understand, decide, then
 * reply / draft, escalate or ask the responsable. Every run leaves a trace and a processed_result a person can read.
 */
export async function processMessage(ctx: AppContext, input: { companyId: string; messageId: string }) {
  const [message] = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, input.messageId), eq(messages.companyId, input.companyId)));
  if (!message || message.processed) return;
  const trace: TraceStep[] = [];
  const ingest = (message.trace as { ingest?: { automated?: string | null; newContent?: string } } | null)
    ?.ingest;
  const finish = async (result: string, ticketId?: string) => {
    await ctx.db
      .update(messages)
      .set({
        processed: true,
        processedResult: result,
        trace: { ...(message.trace as object), steps: trace, result, ticketId: ticketId ?? null },
        failedAt: null,
        failureReason: null,
      })
      .where(eq(messages.id, message.id));
  };

  const sender = parseAddress(message.emailFrom);
  const content =
    (ingest?.newContent ?? extractNewContent(message.emailBody ?? "")).trim() || (message.emailSubject ?? "");

  // Step 3: filters. No ticket, no reply; the trace says which rule.
  if (ingest?.automated) {
    trace.push({ step: "filter", outcome: "automated", reason: ingest.automated });
    return finish(`filtered: automated mail (${ingest.automated})`);
  }
  if (sender) {
    const [blocked] = await ctx.db
      .select({ id: doNotReplyTo.id })
      .from(doNotReplyTo)
      .where(
        and(
          eq(doNotReplyTo.companyId, input.companyId),
          or(
            sql`lower(${doNotReplyTo.email}) = ${sender.address}`,
            sql`lower(${doNotReplyTo.domain}) = ${domainOf(sender.address)}`,
          ),
        ),
      )
      .limit(1);
    if (blocked) {
      trace.push({ step: "filter", outcome: "do-not-reply", reason: sender.address });
      return finish("filtered: sender on the do-not-reply list");
    }
    const own = await listCompanyMailboxAddresses(ctx.db, { companyId: input.companyId });
    if (own.includes(sender.address)) {
      trace.push({ step: "filter", outcome: "loop guard", reason: sender.address });
      return finish("filtered: mail from one of the company's own mailboxes (loop guard)");
    }
  }
  if (message.messageIdHeader) {
    const [twin] = await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, input.companyId),
          eq(messages.messageIdHeader, message.messageIdHeader),
          ne(messages.id, message.id),
          sql`${messages.createdAt} <= ${message.createdAt}`,
        ),
      )
      .limit(1);
    if (twin) {
      trace.push({ step: "filter", outcome: "duplicate", reason: message.messageIdHeader });
      return finish("filtered: duplicate of a message already received");
    }
  }
  trace.push({ step: "filter", outcome: "passed" });

  const mailboxRow = message.mailboxId
    ? await getMailboxForJob(ctx.db, { mailboxId: message.mailboxId })
    : null;
  const setup = await loadAgentSetup(ctx, {
    companyId: input.companyId,
    ownerUserId: mailboxRow?.mailbox.userId ?? null,
  });
  const refs = [message.inReplyTo, ...(message.references ?? "").split(/\s+/)].filter(
    (r): r is string => !!r,
  );

  // A responsable answering the agent's question by email (agent.md §2 step 8).
  const feedbackRef = refs.map((r) => /^<feedback-([0-9a-f-]{36})@/i.exec(r)?.[1]).find(Boolean);
  if (feedbackRef) {
    const [asked] = await ctx.db
      .select({
        id: feedbackLoopMessage.id,
        ticketId: feedbackLoopMessage.ticketId,
        assignedTo: feedbackLoopMessage.assignedTo,
      })
      .from(feedbackLoopMessage)
      .innerJoin(tickets, eq(tickets.id, feedbackLoopMessage.ticketId))
      .where(and(eq(feedbackLoopMessage.id, feedbackRef), eq(tickets.companyId, input.companyId)));
    if (asked) {
      const [answer] = await ctx.db
        .insert(feedbackLoopMessage)
        .values({
          ticketId: asked.ticketId,
          assignedTo: asked.assignedTo,
          sender: "Human Responsable",
          messageSubject: message.emailSubject,
          messageContent: content,
          emailSent: false,
        })
        .returning({ id: feedbackLoopMessage.id });
      trace.push({
        step: "feedback",
        outcome: "answer received by email",
        reason: `ticket ${asked.ticketId}`,
      });
      await acceptFeedbackAnswer(ctx, {
        companyId: input.companyId,
        ticketId: asked.ticketId,
        feedbackMessageId: answer!.id,
      });
      return finish(
        `learned: answer from the responsable for ticket ${asked.ticketId.slice(0, 8)}`,
        asked.ticketId,
      );
    }
  }

  // Step 2: thread. A reply to a known message or to one of our replies joins its ticket and reopens it.
  let ticket: typeof tickets.$inferSelect | undefined;
  if (refs.length > 0) {
    const [byMessage] = await ctx.db
      .select({ ticket: tickets })
      .from(ticketMessages)
      .innerJoin(messages, eq(messages.id, ticketMessages.messageId))
      .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
      .where(and(eq(tickets.companyId, input.companyId), inArray(messages.messageIdHeader, refs)))
      .limit(1);
    const [byReply] = byMessage
      ? [byMessage]
      : await ctx.db
          .select({ ticket: tickets })
          .from(ticketResponses)
          .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
          .where(and(eq(tickets.companyId, input.companyId), inArray(ticketResponses.messageIdHeader, refs)))
          .limit(1);
    ticket = byReply?.ticket;
  }

  // Step 4: requester.
  const requester = await identifyRequester(ctx, setup, sender);
  trace.push({ step: "requester", outcome: requester.type, reason: requester.reason });

  // Step 5: understand.
  const brain = brainFor(ctx);
  const context = setup.brainContext;
  let used: Brain = brain;
  let understanding: Awaited<ReturnType<Brain["understand"]>>;
  try {
    understanding = await brain.understand(`${message.emailSubject ?? ""}\n${content}`, context);
  } catch (error) {
    used = brainFor(ctx, "local");
    trace.push({
      step: "understand",
      outcome: "fell back to the local brain",
      reason: (error as Error).message,
    });
    understanding = await used.understand(`${message.emailSubject ?? ""}\n${content}`, context);
  }
  const top = understanding.intents[0];
  const confident = !!top && top.confidence >= INTENT_CONFIDENCE_THRESHOLD;
  const intent = confident ? setup.intents.find((i) => i.key === top!.key) : undefined;
  const priority = priorityOf(intent?.key, content, requester.customer);
  trace.push({
    step: "understand",
    outcome: intent ? `${intent.name} (${top!.confidence.toFixed(2)})` : "no confident intent",
    reason: `language ${understanding.language}; ${understanding.reading ? `read by ${understanding.reading}; ` : ""}${understanding.intents
      .slice(0, 3)
      .map((i) => `${i.key} ${i.confidence.toFixed(2)}`)
      .join(", ")}`,
  });

  if (requester.type === "unknown") {
    requester.type =
      intent?.key === "sales_inquiry"
        ? "sales lead"
        : intent && HOTEL_GUEST_INTENTS.has(intent.key)
          ? "guest"
          : refineUnknownRequester(content);
    trace.push({ step: "requester", outcome: requester.type, reason: "from what the message asks" });
  }
  const ticketType: TicketType = requester.type;
  if (ticket) {
    const reopen = ticket.status === "Solved" || ticket.status === "Pending";
    await ctx.db
      .update(tickets)
      .set({ status: reopen ? "Open" : ticket.status, messageContent: content, updatedAt: new Date() })
      .where(eq(tickets.id, ticket.id));
    ticket = { ...ticket, status: reopen ? "Open" : ticket.status, messageContent: content };
    trace.push({
      step: "thread",
      outcome: reopen ? "joined its ticket and reopened it" : "joined its ticket",
      reason: ticket.id,
    });
  } else {
    const [created] = await ctx.db
      .insert(tickets)
      .values({
        companyId: input.companyId,
        mailboxId: message.mailboxId,
        subject: message.emailSubject?.trim() || "No subject",
        messageContent: content,
        messageId: message.id,
        requesterId: requester.customer?.id ?? null,
        requesterEmail: sender?.address ?? null,
        type: ticketType,
        intent: intent?.name ?? "General Inquiry",
        intentId: intent?.id ?? null,
        language: understanding.language,
        priority,
      })
      .returning();
    ticket = created!;
    trace.push({ step: "thread", outcome: "new ticket", reason: ticket.id });
  }
  await ctx.db
    .insert(ticketMessages)
    .values({ ticketId: ticket.id, messageId: message.id })
    .onConflictDoNothing();
  const ticketId = ticket.id;
  const label = intent ? `${intent.name} (${top!.confidence.toFixed(2)})` : "unknown intent";

  // Step 6: decide.
  if (requester.type === "my team" && setup.actionIfTeammate === "Do nothing") {
    trace.push({ step: "decide", outcome: "ticket only", reason: "my team, action if teammate: Do nothing" });
    return finish("ticket only: message from my team", ticketId);
  }
  if (!setup.configured) {
    trace.push({ step: "decide", outcome: "escalate", reason: "the agent is not configured yet" });
    await escalateTicket(ctx, {
      setup,
      ticketId,
      intentId: intent?.id ?? null,
      reason: systemMessages.notConfigured,
      question: content,
    });
    return finish(`escalated: ${systemMessages.notConfigured} (agent not configured)`, ticketId);
  }
  if (!intent || intent.group === "none") {
    trace.push({
      step: "decide",
      outcome: "escalate",
      reason: intent ? "intent in no group" : "confidence below the threshold",
    });
    await escalateTicket(ctx, {
      setup,
      ticketId,
      intentId: intent?.id ?? null,
      reason: systemMessages.notConfigured,
      question: content,
    });
    return finish(`escalated: ${systemMessages.notConfigured}`, ticketId);
  }
  if (intent.group === "skip") {
    await ctx.db
      .update(tickets)
      .set({ status: "Solved", updatedAt: new Date() })
      .where(eq(tickets.id, ticketId));
    trace.push({ step: "decide", outcome: "skip", reason: intent.name });
    return finish(`skipped: ${label}`, ticketId);
  }
  if (intent.group === "never") {
    trace.push({ step: "decide", outcome: "escalate", reason: "intent set to never reply" });
    await escalateTicket(ctx, {
      setup,
      ticketId,
      intentId: intent.id,
      reason: systemMessages.humanOnly,
      question: content,
    });
    return finish(`escalated: ${systemMessages.humanOnly} (${intent.name})`, ticketId);
  }

  // Reply to: look the answer up.
  let answer: Answer;
  try {
    answer = await used.answer(content, intent.key, understanding.language, context);
  } catch (error) {
    trace.push({ step: "answer", outcome: "fell back to the local brain", reason: (error as Error).message });
    used = brainFor(ctx, "local");
    answer = await used.answer(content, intent.key, understanding.language, context);
  }
  const sales =
    ticketType === "sales lead" || mailboxRow?.mailbox.type === "info"
      ? qualifySalesLead(`${message.emailSubject ?? ""}\n${content}`, setup.bookingUrl)
      : null;
  if (!answer.found && !sales) {
    trace.push({ step: "answer", outcome: "not found", reason: `best score ${answer.score.toFixed(2)}` });
    await startFeedbackLoop(ctx, {
      setup,
      ticketId,
      intentId: intent.id,
      question: content,
      subject: message.emailSubject,
    });
    return finish(`feedback loop: ${systemMessages.notFound} (${intent.name})`, ticketId);
  }
  trace.push({
    step: "answer",
    outcome: answer.found ? "found" : "sales qualification",
    reason: answer.entries.map((e) => `${e.kind}:${e.id.slice(0, 8)}`).join(", ") || undefined,
  });
  if (sales) {
    await rememberSalesLead(ctx, input.companyId, sender, requester.customer?.id ?? null, sales.learned);
    trace.push({
      step: "sales",
      outcome: sales.qualified ? "qualified" : "asking for details",
      reason: sales.missing.join(", ") || undefined,
    });
    if (ticketType !== "sales lead")
      await ctx.db.update(tickets).set({ type: "sales lead" }).where(eq(tickets.id, ticketId));
  }

  if (await planLimitReached(ctx, setup)) {
    trace.push({
      step: "decide",
      outcome: "escalate",
      reason: `plan limit: ${setup.aiRepliesPerDay} AI replies per day`,
    });
    await escalateTicket(ctx, {
      setup,
      ticketId,
      intentId: intent.id,
      reason: "plan limit reached",
      question: content,
    });
    return finish(`escalated: plan limit reached (${setup.aiRepliesPerDay} AI replies per day)`, ticketId);
  }

  // Step 9: compose, then the safety check.
  const firstName = requester.customer?.firstName ?? (sender?.name ? sender.name.split(/\s+/)[0] : null);
  const composed = composeReply({
    customerFirstName: firstName,
    language: understanding.language,
    answers: answer.body
      ? [{ text: answer.body, language: understanding.language }]
      : answer.entries.map((e) => ({ text: e.answer, language: e.language })),
    companyName: setup.companyName,
    brandBrief: setup.brandBrief,
    extra: sales?.ask,
  });
  if (composed.note) trace.push({ step: "compose", outcome: "written", reason: composed.note });
  const safety = checkReplySafety(composed.text, [
    ...answer.entries.map((e) => `${e.question ?? ""}\n${e.answer}`),
    ...(sales?.sources ?? []),
    setup.companyName,
  ]);
  const mode = setup.mode;
  if (!safety.ok) {
    trace.push({ step: "safety", outcome: "stopped", reason: safety.problems.join("; ") });
    await ctx.db
      .insert(ticketResponses)
      .values({
        ticketId,
        messageContent: composed.text,
        mode: "sandbox",
        author: "AI Agent",
        inboundMessageId: message.id,
        intent: intent.name,
        status: "Open",
        priority,
      })
      .onConflictDoNothing();
    await escalateTicket(ctx, {
      setup,
      ticketId,
      intentId: intent.id,
      reason: "unsupported claim",
      question: content,
    });
    return finish(`escalated: unsupported claim (${safety.problems.join("; ")})`, ticketId);
  }
  trace.push({ step: "safety", outcome: "passed" });

  // Step 10: send (live) or draft (sandbox). One agent reply per (ticket, inbound message), ever.
  const status = mode === "live" ? "Pending" : ticket.status === "New" ? "Open" : ticket.status;
  const [response] = await ctx.db
    .insert(ticketResponses)
    .values({
      ticketId,
      messageContent: composed.text,
      mode,
      author: "AI Agent",
      inboundMessageId: message.id,
      intent: intent.name,
      assignedTo: "AI Agent",
      priority,
      status,
    })
    .onConflictDoNothing()
    .returning({ id: ticketResponses.id });
  await ctx.db
    .update(tickets)
    .set({ status, assignedTo: ticket.assignedTo, updatedAt: new Date() })
    .where(eq(tickets.id, ticketId));
  if (response && mode === "live")
    await queueReply(ctx, { companyId: input.companyId, ticketId, responseId: response.id });
  trace.push({
    step: "send",
    outcome: mode === "live" ? "queued for sending" : "draft (sandbox)",
    reason: used.name === "llm" ? "llm brain" : "local brain",
  });
  return finish(`${mode === "live" ? "replied" : "drafted"}: ${label}`, ticketId);
}

function priorityOf(
  intentKey: string | undefined,
  content: string,
  customer: typeof customers.$inferSelect | null,
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

// Only what a buyer of the company's own product says; a guest asking "how much" about a room is not a sales lead.
const SALES_WORDS =
  /\b(book(ing)? a demo|schedule a demo|see a demo|free trial|your (software|product|platform|pms|system)|pricing (for|of) your|quote for (our|my) (hotel|property|properties|company))\b/i;
const PROVIDER_WORDS =
  /\b(invoice for (our|the) services|our (services|products) (could|can|would)|supplier|wholesale|we (offer|provide) [a-z ]+ for hotels|partnership proposal|seo services|marketing services)\b/i;

async function identifyRequester(
  ctx: AppContext,
  setup: AgentSetup,
  sender: { address: string; name: string } | null,
): Promise<{ type: TicketType; reason?: string; customer: typeof customers.$inferSelect | null }> {
  if (!sender) return { type: "unknown", reason: "no sender", customer: null };
  const domain = domainOf(sender.address);
  const [partner] = await ctx.db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.companyId, setup.companyId),
        eq(partners.isActive, true),
        or(sql`lower(${partners.email}) = ${sender.address}`, sql`lower(${partners.domain}) = ${domain}`),
      ),
    )
    .limit(1);
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, setup.companyId), sql`lower(${customers.email}) = ${sender.address}`))
    .limit(1);
  if (partner) return { type: "partner", reason: sender.address, customer: customer ?? null };
  const [responsable] = await ctx.db
    .select({ id: escalationResponsables.id })
    .from(escalationResponsables)
    .where(
      and(
        eq(escalationResponsables.companyId, setup.companyId),
        sql`lower(${escalationResponsables.email}) = ${sender.address}`,
      ),
    )
    .limit(1);
  if ((setup.companyDomain && domain === setup.companyDomain) || responsable) {
    return {
      type: "my team",
      reason: responsable ? "escalation responsable" : "company domain",
      customer: customer ?? null,
    };
  }
  if (customer?.isActiveCustomer) return { type: "customer", reason: "active customer", customer };
  if (customer) return { type: "guest", reason: "known contact, not an active customer", customer };
  return { type: "unknown", customer: null };
}

/** Refines "unknown" from the content once it is read: a buyer is a sales lead, a vendor a provider. */
export function refineUnknownRequester(text: string): TicketType {
  if (PROVIDER_WORDS.test(text)) return "provider";
  if (SALES_WORDS.test(text)) return "sales lead";
  return "unknown";
}

async function rememberSalesLead(
  ctx: AppContext,
  companyId: string,
  sender: { address: string; name: string } | null,
  customerId: string | null,
  learned: Record<string, string>,
) {
  if (!sender || customerId) return;
  const [first, ...rest] = (sender.name || "").split(/\s+/).filter(Boolean);
  await ctx.db.insert(customers).values({
    companyId,
    email: sender.address,
    firstName: first ?? null,
    lastName: rest.join(" ") || null,
    domainName: domainOf(sender.address),
    companyName: learned.company ?? null,
    isActiveCustomer: false,
  });
}

async function planLimitReached(ctx: AppContext, setup: AgentSetup) {
  if (setup.aiRepliesPerDay === null) return false;
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketResponses)
    .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
    .where(
      and(
        eq(tickets.companyId, setup.companyId),
        eq(ticketResponses.author, "AI Agent"),
        sql`${ticketResponses.createdAt} >= date_trunc('day', now())`,
      ),
    );
  return (row?.n ?? 0) >= setup.aiRepliesPerDay;
}
