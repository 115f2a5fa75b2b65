import { composeReply } from "../compose/reply";
import { sensitiveTopic } from "../lexicon";
import { detectLanguage } from "../understand/language";
import type { Facts, TicketFacts, TraceStep } from "./facts";
import { emptyPlan, type Plan, type RequesterType } from "./plan";
import type { AgentSetup } from "./setup";

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
  // A sensitive matter (an allergy, damage, a legal request) is one guest's case too, whatever the answer says.
  const sensitive = sensitiveTopic(ticket.messageContent ?? "", ticket.language ?? "en");
  const personal =
    personalDetailsIn(answerText, ticket.messageContent ?? "") ??
    (sensitive ? `a sensitive matter (${sensitive.kind})` : null);
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
    ...emptyPlan("reply", "", trace),
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
