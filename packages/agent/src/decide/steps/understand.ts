import type { Brain } from "../../brains/types";
import { INTENT_CONFIDENCE_THRESHOLD, type Understanding } from "../../brains/types";
import { subjectsOf } from "../../knowledge/concepts";
import { plainWords } from "../../understand/language";
import type { Brains, MailText } from "../decision";
import type { CustomerFacts, Facts, TraceStep } from "../facts";
import type { TicketPriority } from "../plan";
import { askedPart, asksAnything } from "../reading";
import type { AgentIntent, AgentSetup } from "../setup";

/** The most of a mail the agent reads: enough for any real question, and a bound on its cost (issue 11). */
export const MAX_SUBJECT_CHARS = 300;
export const MAX_CONTENT_CHARS = 6_000;

/** The text the agent reads: subject and what the sender wrote, each cut to a bound. */
export function agentText(subject: string | null, content: string) {
  return `${(subject ?? "").slice(0, MAX_SUBJECT_CHARS)}\n${content.slice(0, MAX_CONTENT_CHARS)}`;
}

/**
 * A reply's or a forward's subject ("Re: Parking", "AW: Anfrage Parkplatz", "R: Colazione", "TR: Réservation") names
 * what the thread began with, not what this mail says: "Vielen Dank!" under "AW: Anfrage Parkplatz" is thanks.
 * Matches every such prefix at the start ("Re: AW: Parking" → "Parking").
 */
const REPLY_PREFIX =
  /^(?:\s*(?:re|aw|antw|antwort|r|rv|rif|ref|réf|sv|vs|wg|fw|fwd|tr|enc)\s*(?:\[\d+\])?\s*:)+\s*/i;

/** The thread's topic when the subject is a reply's or a forward's ("Re: Parking" → "Parking"), else null. */
export function threadTopic(subject: string | null): string | null {
  return subject && REPLY_PREFIX.test(subject)
    ? subject.replace(REPLY_PREFIX, "").trim().slice(0, MAX_SUBJECT_CHARS)
    : null;
}

/** A first mail's short subject that names a subject of its own ("Parking at the hotel?", "Dog"). */
function namedBySubject(subject: string | null): string | null {
  if (!subject || threadTopic(subject) !== null || plainWords(subject).length > 4) return null;
  return subjectsOf(subject).size > 0 ? subject.slice(0, MAX_SUBJECT_CHARS) : null;
}

/** A first mail's subject that asks ("Check in time?") over a body that asks nothing. */
const firstSubjectAsks = (subject: string | null, content: string): subject is string =>
  !!subject && threadTopic(subject) === null && subject.includes("?") && !asksAnything(content);

/** What the sender wrote, as every later step reads it. */
export function mailText(facts: Facts): MailText {
  const { message } = facts;
  const content = message.content.trim() || (message.subject ?? "");
  return {
    content,
    text: agentText(message.subject, content),
    // "Check in time?" as the subject over a body of "Sent from my iPhone": the subject is what the guest asks.
    // What the guest asks is above their sign-off: a signature's "Do you really need to print this email?" asks
    // nothing (a P.S. below it still does).
    question: (firstSubjectAsks(message.subject, content)
      ? `${message.subject}\n${askedPart(content)}`
      : askedPart(content)
    ).slice(0, MAX_CONTENT_CHARS),
    topic: threadTopic(message.subject),
    named: namedBySubject(message.subject),
  };
}

const HIGH_PRIORITY =
  /\b(urgent|asap|immediately|emergency|refund|complain\w*|unacceptable|disgust\w*|lawyer|chargeback|dringend|urgente|plainte|remboursement|reembolso)\b/i;
const LOW_PRIORITY_INTENTS = new Set(["thanks", "general_inquiry", "spam"]);
const HIGH_PRIORITY_INTENTS = new Set(["complaint", "refund", "talk_to_person"]);

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

/** Understands with the configured brain, falling back to the local one (traced) on any error. */
async function understandWith(
  brains: Brains,
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

export interface Understood {
  understanding: Understanding;
  used: Brain;
  intent: AgentIntent | undefined;
  confidence: number;
  priority: TicketPriority;
}

/**
 * Step 5: what the mail is about (its language and intent). Under a reply's subject, the body is read on its own first,
 * and with the subject only when the body alone names no intent surely enough ("Is there a charge?" under "Re:
 * Parking" is about parking).
 */
export async function understandStep(
  facts: Facts,
  mail: MailText,
  brains: Brains,
  trace: TraceStep[],
): Promise<Understood> {
  const { setup } = facts;
  let read: { understanding: Understanding; used: Brain } | null = null;
  if (mail.topic !== null && mail.content.trim()) {
    const body = await understandWith(brains, agentText(null, mail.content), setup, trace);
    const top = body.understanding.intents[0];
    if (top && top.confidence >= INTENT_CONFIDENCE_THRESHOLD) read = body;
  }
  read ??= await understandWith(brains, agentText(facts.message.subject, mail.content), setup, trace);
  const { understanding, used } = read;
  const top = understanding.intents[0];
  const confident = !!top && top.confidence >= INTENT_CONFIDENCE_THRESHOLD;
  const intent = confident ? setup.intents.find((i) => i.key === top!.key) : undefined;
  trace.push({
    step: "understand",
    outcome: intent ? `${intent.name} (${top!.confidence.toFixed(2)})` : "no confident intent",
    reason: `language ${understanding.language}; ${understanding.reading ? `read by ${understanding.reading}; ` : ""}${understanding.intents
      .slice(0, 3)
      .map((i) => `${i.key} ${i.confidence.toFixed(2)}`)
      .join(", ")}`,
  });
  return {
    understanding,
    used,
    intent,
    confidence: intent ? top!.confidence : 0,
    priority: priorityOf(intent?.key, mail.content, facts.sender.customer),
  };
}
