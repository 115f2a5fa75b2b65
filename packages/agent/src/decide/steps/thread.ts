import type { Facts, TicketFacts, TraceStep } from "../facts";
import type { RequesterType, TicketPlan } from "../plan";
import type { Understood } from "./understand";

/**
 * Step 2 (agent.md §2): the ticket the message belongs to. A reply to a known message joins its ticket and reopens it;
 * a message decided again gets the new reading on its own ticket; anything else opens a new ticket.
 */
export function threadStep(
  facts: Facts,
  type: RequesterType,
  understood: Understood,
  content: string,
  trace: TraceStep[],
): TicketPlan {
  const { message, sender } = facts;
  const { understanding, intent, priority } = understood;
  const existing: TicketFacts | null = facts.ticket;
  const subject = message.subject?.trim().slice(0, 1000) || "No subject";
  const messageContent = content.slice(0, 20_000);
  const requesterId = sender.customer?.id ?? null;
  if (facts.reprocess && existing) {
    // Decided again (a new customer record, a Library change): the new reading, on the same ticket.
    trace.push({ step: "thread", outcome: "decided again on its ticket", reason: existing.id });
    return {
      id: existing.id,
      create: false,
      status: existing.status === "New" ? "New" : "Open",
      priority,
      type,
      intent: intent?.name ?? "General Inquiry",
      intentId: intent?.id ?? null,
      language: understanding.language,
      subject,
      messageContent,
      requesterId,
      requesterEmail: message.from?.address ?? existing.requesterEmail,
    };
  }
  if (existing) {
    const reopen = existing.status === "Solved" || existing.status === "Pending";
    trace.push({
      step: "thread",
      outcome: reopen ? "joined its ticket and reopened it" : "joined its ticket",
      reason: existing.id,
    });
    return {
      id: existing.id,
      create: false,
      status: reopen ? "Open" : existing.status,
      priority: existing.priority,
      type: existing.type as RequesterType,
      intent: existing.intent,
      intentId: existing.intentId,
      language: existing.language ?? understanding.language,
      subject,
      messageContent,
      requesterId,
      requesterEmail: existing.requesterEmail ?? message.from?.address ?? null,
    };
  }
  trace.push({ step: "thread", outcome: "new ticket", reason: facts.ids.ticket });
  return {
    id: facts.ids.ticket,
    create: true,
    status: "New",
    priority,
    type,
    intent: intent?.name ?? "General Inquiry",
    intentId: intent?.id ?? null,
    language: understanding.language,
    subject,
    messageContent,
    requesterId,
    requesterEmail: message.from?.address ?? null,
  };
}
