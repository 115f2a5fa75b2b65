import type { TraceStep } from "./facts";
import type { AgentMode } from "./setup";

export type TicketStatus = "New" | "Open" | "Pending" | "Solved";
export type TicketPriority = "high" | "medium" | "low";
export type RequesterType =
  | "customer"
  | "my team"
  | "unknown"
  | "guest"
  | "sales lead"
  | "partner"
  | "provider";

/** The ticket the message belongs to after the decision: created (id from the facts) or updated. */
export interface TicketPlan {
  id: string;
  create: boolean;
  status: TicketStatus;
  priority: TicketPriority;
  type: RequesterType;
  intent: string;
  intentId: string | null;
  language: string;
  subject: string;
  messageContent: string;
  requesterId: string | null;
  requesterEmail: string | null;
  /** Set when the decision assigns the ticket (escalation); undefined keeps the assignee. */
  assignee?: { name: string; responsableId: string | null };
  isInFeedbackLoop?: boolean;
}

/** The agent's reply: sent (live) or kept as a draft (sandbox, or a reply the safety check stopped). */
export interface ReplyPlan {
  text: string;
  html: string;
  language: string;
  mode: AgentMode;
  status: TicketStatus;
  intent: string;
  priority: TicketPriority;
  assignedTo: string;
}

/** A mail the product sends a person (a responsable): written to the outbox and sent once after commit. */
export interface EmailPlan {
  /** One mail per key, ever: (message, step). */
  key: string;
  to: string;
  subject: string;
  text: string;
  /** Answers come back to the support mailbox, so a responsable's reply reaches the pipeline. */
  replyToMailbox: boolean;
  /** The feedback question this mail carries (its Message-ID names it). */
  feedbackMessageId?: string;
}

/** The agent asks a responsable (the feedback loop): a stored AI Agent message. */
export interface FeedbackQuestionPlan {
  id: string;
  responsableId: string | null;
  subject: string;
  content: string;
  reason: string;
}

/** A responsable's answer received by email, stored on the ticket's feedback conversation. */
export interface FeedbackAnswerPlan {
  responsableId: string | null;
  subject: string | null;
  content: string;
}

/** Knowledge the agent learns from an answer: reused for other customers only when it is general. */
export interface LearnedPlan {
  question: string;
  answer: string;
  intentId: string | null;
  language: string;
  sourceTicketId: string;
}

export interface SalesLeadPlan {
  email: string;
  firstName: string | null;
  lastName: string | null;
  domain: string;
  companyName: string | null;
}

/**
 * What the agent did with a message, in one word every consumer reads (the inbox, the Test Agent, "Test on past mail",
 * the eval): answered all, answered some and handed the rest over, drafted for a person to translate, asked a
 * responsable (the feedback loop), escalated, closed (skip: a ticket, solved; filter: no ticket), or a ticket only.
 */
export const OUTCOMES = [
  "reply",
  "reply_and_handover",
  "handover_translation",
  "ask_responsable",
  "escalate",
  "skip",
  "filter",
  "ticket_only",
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** What the agent does with one message: data, applied by the server in one transaction. */
export interface Plan {
  outcome: Outcome;
  /** The short form kept as messages.processed_result: the outcome and its reason, in words. */
  result: string;
  trace: TraceStep[];
  ticket: TicketPlan | null;
  reply: ReplyPlan | null;
  /** The Test Agent's system reply when there is no reply to show. */
  systemReply: "notConfigured" | "notFound" | "humanOnly" | null;
  feedbackQuestion: FeedbackQuestionPlan | null;
  feedbackAnswer: FeedbackAnswerPlan | null;
  learned: LearnedPlan | null;
  salesLead: SalesLeadPlan | null;
  emails: EmailPlan[];
  /** The intent the agent read (for the Test Agent). */
  intent: { id: string; key: string; name: string } | null;
  language: string | null;
}

/** A plan that writes nothing but its outcome and trace (a filtered mail), the base every other plan fills in. */
export function emptyPlan(outcome: Outcome, result: string, trace: TraceStep[]): Plan {
  return {
    outcome,
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
