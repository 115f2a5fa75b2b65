import type { Decision } from "../decision";
import type { Facts } from "../facts";
import type { EmailPlan, Plan } from "../plan";
import { type Responsable, responsableFor } from "../setup";

/** The reasons of agent.md §2 step 6, as stored on a feedback question and shown by the Test Agent. */
export const systemReasons = {
  notConfigured: "intent not in agent configuration",
  notFound: "question not found in knowledge base",
  humanOnly: "known intent requiring human intervention",
} as const;

const nameOf = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();
export const quote = (text: string) =>
  text
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");

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

/** Assigns the ticket to the intent's responsable (or the default one), opens it, and returns who that is. */
function assign(d: Decision) {
  const responsable = responsableFor(d.setup, d.intent?.id ?? null);
  d.ticket.status = "Open";
  d.ticket.assignee = responsable
    ? { name: nameOf(responsable), responsableId: responsable.id }
    : { name: "Unassigned", responsableId: null };
  return responsable;
}

/** Hands the ticket to its responsable, who is told by mail why (agent.md §2 step 7). */
export function escalate(d: Decision, reason: string, systemReply: Plan["systemReply"]) {
  const responsable = assign(d);
  d.plan.systemReply = systemReply;
  if (responsable)
    d.plan.emails.push(notificationEmail(d.facts, d.ticket.id, responsable, reason, d.mail.question));
}

/** The feedback loop (agent.md §2 step 8): one question to the responsable, whose answer comes back by mail. */
export function askResponsable(d: Decision, questions: string[]) {
  const { facts, ticket, plan } = d;
  const question = d.mail.question;
  const responsable = assign(d);
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
      key: `feedback:${facts.message.id}`,
      to: responsable.email,
      subject,
      text: `${content}\n\nTicket: ${facts.baseUrl}/ticket/${ticket.id}\n`,
      replyToMailbox: true,
      feedbackMessageId: facts.ids.feedbackMessage,
    });
}
