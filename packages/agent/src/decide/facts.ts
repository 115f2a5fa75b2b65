import type { AgentSetup, Responsable } from "./setup";

/**
 * What `decide` knows about one message (issue 16): everything it needs, loaded by the server beforehand, so the
 * decision is a function of data: no database, no mail, no clock inside.
 */
export interface MessageFacts {
  id: string;
  subject: string | null;
  from: { address: string; name: string } | null;
  /** What the sender wrote in this mail: quoted history and signature removed (the whole body is kept for display). */
  content: string;
  /** Why the mail is automated (headers, or null). */
  automated: string | null;
  /** The mailbox's use: info (sales) or support. */
  mailboxType: "info" | "support" | null;
}

export interface CustomerFacts {
  id: string;
  firstName: string | null;
  lastName: string | null;
  isActiveCustomer: boolean;
  subscription: string | null;
  paymentStatus: string | null;
  accountValue: number | null;
}

export interface TicketFacts {
  id: string;
  status: "New" | "Open" | "Pending" | "Solved";
  type: string;
  intent: string;
  intentId: string | null;
  priority: "high" | "medium" | "low";
  language: string | null;
  assignedTo: string;
  messageContent: string | null;
  requesterEmail: string | null;
  isInFeedbackLoop: boolean;
}

export interface SenderFacts {
  onDoNotReplyList: boolean;
  /** The sender is one of the company's own support mailboxes (loop guard). */
  isOwnMailbox: boolean;
  isActivePartner: boolean;
  isResponsable: boolean;
  /** The customer row with the sender's address, active or not. */
  customer: CustomerFacts | null;
}

/** A responsable answering the agent's question by email. */
export interface FeedbackAnswerFacts {
  /** The agent's question they answer. */
  askedId: string;
  askedResponsableId: string | null;
  ticket: TicketFacts;
  /** Only the responsable asked, or a user of the company's mailboxes, may teach the agent by email. */
  senderTrusted: boolean;
}

export interface Facts {
  message: MessageFacts;
  sender: SenderFacts;
  /** An earlier message of the company with the same Message-ID. */
  duplicateOf: string | null;
  /** The ticket this message already belongs to (a reprocess), else the ticket of its thread. */
  ticket: TicketFacts | null;
  /** The ticket is this message's own (it is decided again): the new reading replaces the old one. */
  reprocess: boolean;
  feedbackAnswer: FeedbackAnswerFacts | null;
  setup: AgentSetup;
  /** Agent replies the company got today (the Free plan's limit). */
  aiRepliesToday: number;
  /** Ids the plan uses for rows it creates, made by the loader so the decision stays a function of its input. */
  ids: { ticket: string; feedbackMessage: string };
  /** The product's address, for links in notifications. */
  baseUrl: string;
}

export interface TraceStep {
  step: string;
  outcome: string;
  reason?: string;
}

export type { Responsable };

/**
 * The facts of a first mail from someone the company does not know yet (no ticket, no customer, on no list): what a
 * guest's first mail is, and what the Test Agent, the eval and the tests decide.
 */
export function newMailFacts(
  setup: Facts["setup"],
  message: MessageFacts,
  more: Partial<Omit<Facts, "message" | "setup">> = {},
): Facts {
  return {
    message,
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
    setup,
    aiRepliesToday: 0,
    ids: { ticket: "t-1", feedbackMessage: "f-1" },
    baseUrl: "http://localhost:3000",
    ...more,
  };
}
