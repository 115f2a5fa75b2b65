import type { Brain, Understanding } from "../brains/types";
import type { Facts, TraceStep } from "./facts";
import type { Outcome, Plan, TicketPlan, TicketPriority } from "./plan";
import type { AgentIntent, AgentSetup } from "./setup";

/** The brain the company configured, and the local one every step falls back to on an error. */
export interface Brains {
  brain: Brain;
  local: Brain;
}

/** What the sender wrote, as the steps read it. */
export interface MailText {
  /** The new content (quoted history and signature removed), or the subject when the body is empty. */
  content: string;
  /** Subject and content, each cut to its bound: what the classifier reads. */
  text: string;
  /** The content cut to its bound: what is looked up and quoted to people. */
  question: string;
  /** A reply's or a forward's subject without its prefix ("Re: Parking" → "Parking"): the thread's topic. */
  topic: string | null;
  /**
   * What a short first subject names ("Parking at the hotel?"): what a question in the body that says "it" is about
   * ("Do we need to book it in advance?"). Null for a reply, or a subject that is a sentence of its own.
   */
  named: string | null;
}

/**
 * One decision in progress: the facts, the brains, the trace each step adds to, and once the mail is understood, the
 * reading and the plan being filled in. The steps (`steps/`) take it and return a finished plan, or null to go on.
 */
export interface Decision {
  facts: Facts;
  setup: AgentSetup;
  brains: Brains;
  /** The brain in use: the configured one until it fails, then the local one. */
  used: Brain;
  trace: TraceStep[];
  mail: MailText;
  understanding: Understanding;
  intent: AgentIntent | undefined;
  /** The intent's confidence (0 when none was confident). */
  confidence: number;
  priority: TicketPriority;
  plan: Plan;
  ticket: TicketPlan;
}

/** Ends the decision with its outcome and the result in words (messages.processed_result). */
export function finish(d: Decision, outcome: Outcome, result: string): Plan {
  return Object.assign(d.plan, { outcome, result });
}

/** The intent as the result names it: "Pets (0.82)", or "General Inquiry". */
export function intentLabel(d: Decision) {
  return d.intent ? `${d.intent.name} (${d.confidence.toFixed(2)})` : "General Inquiry";
}
