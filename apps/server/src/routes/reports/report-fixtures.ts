import {
  escalationResponsables,
  feedbackLoopMessage,
  knowledgeEntries,
  messages,
  ticketMessages,
  ticketResponses,
  tickets,
} from "@inbox/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";

/**
 * A hotel's mail with known outcomes for the report tests: the week of 10–16 January 2026 (UTC) and the week before.
 * Every row is written as the pipeline leaves it; the replies go through the real triggers of migration 0015.
 */
export const REPORT_WEEK = { from: "2026-01-10", to: "2026-01-16", tz: "UTC" } as const;
const DAY = Date.parse("2026-01-12T09:00:00Z");
const PREVIOUS_DAY = Date.parse("2026-01-05T09:00:00Z");

let seq = 0;

interface MailSpec {
  outcome: string | null;
  result?: string;
  subject: string;
  intent?: string;
  at?: number;
  /** No ticket (a filtered mail). */
  noTicket?: boolean;
  status?: "New" | "Open" | "Pending" | "Solved";
  inFeedbackLoop?: boolean;
  responsableId?: string | null;
}

export async function seedMail(ctx: AppContext, companyId: string, spec: MailSpec) {
  seq += 1;
  const at = new Date(spec.at ?? DAY + seq * 60_000);
  const [message] = await ctx.db
    .insert(messages)
    .values({
      companyId,
      dedupeKey: `report-${seq}-${companyId}`,
      emailFrom: `guest${seq}@example.com`,
      emailSubject: spec.subject,
      emailBody: `Question ${seq}`,
      processed: spec.outcome !== null,
      processedResult: spec.result ?? (spec.outcome ? `${spec.outcome}: ${spec.subject}` : null),
      agentOutcome: spec.outcome,
      createdAt: at,
    })
    .returning({ id: messages.id });
  if (spec.noTicket) return { messageId: message!.id, ticketId: null, at };
  const [ticket] = await ctx.db
    .insert(tickets)
    .values({
      companyId,
      messageId: message!.id,
      subject: spec.subject,
      intent: spec.intent ?? "General Inquiry",
      status: spec.status ?? "Open",
      isInFeedbackLoop: spec.inFeedbackLoop ?? false,
      assignedResponsableId: spec.responsableId ?? null,
      requesterEmail: `guest${seq}@example.com`,
      createdAt: new Date(at.getTime() + 5_000),
    })
    .returning({ id: tickets.id });
  await ctx.db.insert(ticketMessages).values({ ticketId: ticket!.id, messageId: message!.id });
  return { messageId: message!.id, ticketId: ticket!.id, at };
}

/** The agent's reply to a mail, `after` ms after it arrived: live, or a sandbox draft. */
export async function seedAgentReply(
  ctx: AppContext,
  mail: { messageId: string; ticketId: string | null; at: Date },
  { mode, after }: { mode: "live" | "sandbox"; after: number },
) {
  const [row] = await ctx.db
    .insert(ticketResponses)
    .values({
      ticketId: mail.ticketId!,
      inboundMessageId: mail.messageId,
      messageContent: "Dear guest, …",
      mode,
      author: "AI Agent",
      createdAt: new Date(mail.at.getTime() + after),
    })
    .returning({ id: ticketResponses.id });
  return row!.id;
}

/** What "Send draft" does (the draft becomes live), at a chosen moment instead of now. */
export async function sendDraftAt(ctx: AppContext, responseId: string, at: Date) {
  await ctx.db
    .update(ticketResponses)
    .set({ mode: "live", madeLiveAt: at })
    .where(eq(ticketResponses.id, responseId));
}

/**
 * One company's week (expected figures in the test): 3 answered (live, a draft a person sent, a draft not sent), 5
 * handed to people, 3 closed, 1 other, and a responsable's answer (not a mail received); the week before: 2 mails.
 */
export async function seedReportWeek(ctx: AppContext, companyId: string) {
  const [lea] = await ctx.db
    .insert(escalationResponsables)
    .values({ companyId, firstName: "Lea", lastName: "Marti", email: `lea-${companyId}@hotel.test` })
    .returning({ id: escalationResponsables.id });
  const live = await seedMail(ctx, companyId, { outcome: "reply", subject: "Parking", intent: "Parking" });
  await seedAgentReply(ctx, live, { mode: "live", after: 120_000 });
  const sent = await seedMail(ctx, companyId, {
    outcome: "reply",
    subject: "Breakfast",
    intent: "Breakfast",
  });
  const draft = await seedAgentReply(ctx, sent, { mode: "sandbox", after: 30_000 });
  await sendDraftAt(ctx, draft, new Date(sent.at.getTime() + 600_000));
  const unsent = await seedMail(ctx, companyId, {
    outcome: "reply",
    subject: "Late check-in",
    intent: "Parking",
  });
  await seedAgentReply(ctx, unsent, { mode: "sandbox", after: 30_000 });

  const escalated = await seedMail(ctx, companyId, {
    outcome: "escalate",
    subject: "Refund please",
    intent: "Refund",
    responsableId: lea!.id,
  });
  await ctx.db.insert(ticketResponses).values({
    ticketId: escalated.ticketId!,
    messageContent: "We refunded you.",
    mode: "live",
    author: "Support Agent",
    createdAt: new Date(escalated.at.getTime() + 1_800_000),
  });
  await seedMail(ctx, companyId, {
    outcome: "escalate",
    result: "escalated: language not supported (Polish)",
    subject: "Pytanie",
  });
  const asked = await seedMail(ctx, companyId, {
    outcome: "ask_responsable",
    subject: "Is the pool heated?",
    intent: "Spa, gym and pool",
    inFeedbackLoop: true,
    responsableId: lea!.id,
  });
  const question = new Date(asked.at.getTime() + 10_000);
  await ctx.db.insert(feedbackLoopMessage).values([
    {
      ticketId: asked.ticketId!,
      sender: "AI Agent",
      assignedTo: lea!.id,
      messageContent: "Is the pool heated?",
      createdAt: question,
    },
    {
      ticketId: asked.ticketId!,
      sender: "Human Responsable",
      assignedTo: lea!.id,
      messageContent: "Yes, to 28 degrees.",
      createdAt: new Date(question.getTime() + 3_600_000),
    },
  ]);
  await seedMail(ctx, companyId, { outcome: "handover_translation", subject: "Frage" });
  const inPart = await seedMail(ctx, companyId, {
    outcome: "reply_and_handover",
    subject: "RE: is the pool heated?",
    intent: "Spa, gym and pool",
    status: "Solved",
  });
  await seedAgentReply(ctx, inPart, { mode: "live", after: 60_000 });
  await seedMail(ctx, companyId, { outcome: "skip", subject: "Thanks!", status: "Solved" });
  await seedMail(ctx, companyId, { outcome: "skip", subject: '=HYPERLINK("x")', status: "Solved" });
  await seedMail(ctx, companyId, { outcome: "filter", subject: "Newsletter", noTicket: true });
  await seedMail(ctx, companyId, { outcome: "ticket_only", subject: "From the team" });
  await seedMail(ctx, companyId, {
    outcome: "reply",
    result: "learned: answer from the responsable for ticket 12345678",
    subject: "Re: Is the pool heated?",
    noTicket: true,
  });

  const previousLive = await seedMail(ctx, companyId, {
    outcome: "reply",
    subject: "Parking",
    intent: "Parking",
    at: PREVIOUS_DAY,
  });
  await seedAgentReply(ctx, previousLive, { mode: "live", after: 60_000 });
  await seedMail(ctx, companyId, {
    outcome: "escalate",
    subject: "Refund",
    intent: "Refund",
    at: PREVIOUS_DAY + 1,
  });

  await ctx.db.insert(knowledgeEntries).values([
    { companyId, question: "Pool?", answer: "Heated", source: "feedback_loop", createdAt: new Date(DAY) },
    { companyId, question: "Gym?", answer: "24/7", source: "test_rating", createdAt: new Date(PREVIOUS_DAY) },
    { companyId, question: "Spa?", answer: "From 9", source: "manual", createdAt: new Date(DAY) },
  ]);
  return { responsableId: lea!.id, feedbackTicketId: asked.ticketId! };
}
