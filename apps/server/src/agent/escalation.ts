import { composeReply, detectLanguage } from "@inbox/agent";
import { feedbackLoopMessage, knowledgeEntries, mailboxesOf, ticketResponses, tickets } from "@inbox/db";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { queueReply } from "../mail/outbox";
import { type AgentSetup, loadAgentSetup } from "./setup";

/** The responsable for an intent: the one assigned to it, else the default one, else nobody (agent.md §2 step 7). */
export function responsableFor(setup: AgentSetup, intentId: string | null) {
  return (
    (intentId ? setup.responsables.find((r) => r.intentIds.includes(intentId)) : undefined) ??
    setup.responsables.find((r) => r.isDefault) ??
    null
  );
}

const nameOf = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** Assigns the ticket, opens it, and emails the responsable the customer's question with a link. */
export async function escalateTicket(
  ctx: AppContext,
  input: { setup: AgentSetup; ticketId: string; intentId: string | null; reason: string; question: string },
) {
  const responsable = responsableFor(input.setup, input.intentId);
  await ctx.db
    .update(tickets)
    .set({
      status: "Open",
      assignedTo: responsable ? nameOf(responsable) : "Unassigned",
      assignedResponsableId: responsable?.id ?? null,
      updatedAt: new Date(),
    })
    .where(eq(tickets.id, input.ticketId));
  if (!responsable) return null;
  await ctx.mailer.send({
    to: responsable.email,
    subject: `Re: Help needed to resolve ticket ${input.ticketId}`,
    text: `Hello ${responsable.firstName},\n\nThe AI agent of ${input.setup.companyName} needs you on a ticket (${input.reason}).\n\nThe customer wrote:\n\n${quote(input.question)}\n\nOpen the ticket: ${ctx.baseUrl}/ticket/${input.ticketId}\n`,
  });
  return responsable;
}

const quote = (text: string) =>
  text
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");

/**
 * The agent asks the responsable (agent.md §2 step 8): the ticket is flagged, an AI Agent message with the reason and
 * the question is stored and emailed. The email's Message-ID names the feedback message and its Reply-To is the
 * support mailbox, so the responsable's email answer comes back through the pipeline as the answer.
 */
export async function startFeedbackLoop(
  ctx: AppContext,
  input: {
    setup: AgentSetup;
    ticketId: string;
    intentId: string | null;
    question: string;
    subject: string | null;
  },
) {
  const responsable = await escalateTicket(ctx, { ...input, reason: "question not found in knowledge base" });
  const subject = `Re: Help needed to resolve ticket ${input.ticketId}`;
  const content = `A customer asked something the knowledge base does not answer yet:\n\n${quote(input.question)}\n\nPlease reply with the answer. The agent will answer the customer with it and remember it for the next time.`;
  const [asked] = await ctx.db
    .insert(feedbackLoopMessage)
    .values({
      ticketId: input.ticketId,
      assignedTo: responsable?.id ?? null,
      sender: "AI Agent",
      messageSubject: subject,
      messageContent: content,
      emailSent: !!responsable,
      reasonWhyInFeedbackloop: "question not found in knowledge base",
    })
    .returning({ id: feedbackLoopMessage.id });
  await ctx.db.update(tickets).set({ isInFeedbackLoop: true }).where(eq(tickets.id, input.ticketId));
  if (responsable && asked) {
    const [ticket] = await ctx.db
      .select({ mailboxId: tickets.mailboxId })
      .from(tickets)
      .where(eq(tickets.id, input.ticketId));
    const mailbox = ticket?.mailboxId ? (await mailboxesOf(ctx.db, [ticket.mailboxId]))[0] : undefined;
    const replyTo = mailbox?.forwardingAddress ?? mailbox?.email;
    const domain = (replyTo ?? "inbox-autopilot.local").split("@")[1];
    await ctx.mailer.send({
      to: responsable.email,
      subject,
      text: `${content}\n\nTicket: ${ctx.baseUrl}/ticket/${input.ticketId}\n`,
      messageId: `<feedback-${asked.id}@${domain}>`,
      replyTo,
    });
  }
}

/**
 * The responsable's answer (from the dialog or by email): stored as a learned knowledge entry, the customer answered
 * from it in the brand's tone (sent in live mode, drafted in sandbox), and the loop flag cleared.
 */
export async function acceptFeedbackAnswer(
  ctx: AppContext,
  input: { companyId: string; ticketId: string; feedbackMessageId: string },
) {
  const [row] = await ctx.db
    .select({ ticket: tickets, answer: feedbackLoopMessage })
    .from(feedbackLoopMessage)
    .innerJoin(tickets, eq(tickets.id, feedbackLoopMessage.ticketId))
    .where(
      and(
        eq(feedbackLoopMessage.id, input.feedbackMessageId),
        eq(tickets.id, input.ticketId),
        eq(tickets.companyId, input.companyId),
      ),
    );
  if (!row) throw new Error("Feedback message not found");
  const { ticket, answer } = row;
  const question = ticket.messageContent ?? ticket.subject;
  const language = detectLanguage(answer.messageContent);
  await ctx.db.insert(knowledgeEntries).values({
    companyId: input.companyId,
    question,
    answer: answer.messageContent.trim(),
    intentId: ticket.intentId,
    language,
    source: "feedback_loop",
    sourceTicketId: ticket.id,
  });
  const mailbox = ticket.mailboxId ? (await mailboxesOf(ctx.db, [ticket.mailboxId]))[0] : undefined;
  const setup = await loadAgentSetup(ctx, {
    companyId: input.companyId,
    ownerUserId: mailbox?.userId ?? null,
  });
  const composed = composeReply({
    customerFirstName: null,
    language: ticket.language ?? "en",
    answers: [{ text: answer.messageContent.trim(), language }],
    companyName: setup.companyName,
    brandBrief: setup.brandBrief,
  });
  const mode = setup.mode;
  const status = mode === "live" ? "Pending" : "Open";
  const [response] = await ctx.db
    .insert(ticketResponses)
    .values({
      ticketId: ticket.id,
      messageContent: composed.text,
      mode,
      author: "AI Agent",
      intent: ticket.intent,
      assignedTo: ticket.assignedTo,
      priority: ticket.priority,
      status,
    })
    .returning({ id: ticketResponses.id });
  await ctx.db
    .update(tickets)
    .set({ isInFeedbackLoop: false, status, updatedAt: new Date() })
    .where(eq(tickets.id, ticket.id));
  if (response && mode === "live")
    await queueReply(ctx, { companyId: input.companyId, ticketId: ticket.id, responseId: response.id });
}
