import { randomUUID } from "node:crypto";
import {
  agentText,
  createLocalBrain,
  INTENT_CONFIDENCE_THRESHOLD,
  priorityOf,
  type RequesterType,
  responsableFor,
  type TicketPlan,
} from "@inbox/agent";
import {
  claimClosedMessage,
  getClosedMessage,
  getTicketFacts,
  getTicketOfMessage,
  queueOutboundEmail,
  saveTicketDecision,
} from "@inbox/db";
import type { AppContext } from "../context";
import { sendEmailJob } from "../jobs/definitions/send-email";
import { sendJob } from "../jobs/send";
import { AppError } from "../lib/errors";
import { classifierStoreFor } from "./classifier-store";
import { loadMessageFacts } from "./facts";

export interface HandedToPerson {
  ticketId: string;
  /** False when an earlier click had already done it: nothing changed this time. */
  changed: boolean;
  /** Who the ticket is assigned to, by name ("Unassigned" when the company has no responsable). */
  assignedTo: string;
}

const quote = (text: string) =>
  text
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");

/**
 * "Needs a person" (issue 22): a mail the agent filtered becomes an open ticket, one the agent skipped has its ticket
 * reopened; either way assigned to the responsable of the mail's intent (else the default one), told by mail, and the
 * mail leaves "Closed by the agent". One transaction; a second click changes nothing and names the same ticket.
 */
export async function handClosedMailToPerson(
  ctx: AppContext,
  { companyId, messageId, askedBy }: { companyId: string; messageId: string; askedBy: string },
): Promise<HandedToPerson> {
  const loaded = await loadMessageFacts(ctx, { companyId, messageId });
  if (!loaded) throw new AppError("NOT_FOUND", "Message not found");
  const closed = await getClosedMessage(ctx.db, { companyId, id: messageId });
  if (!closed) return alreadyHanded(ctx, companyId, messageId);
  const { facts, message } = loaded;
  const { setup, sender } = facts;
  const linked = await getTicketOfMessage(ctx.db, { companyId, messageId });
  const existing = linked ? await getTicketFacts(ctx.db, { companyId, id: linked.id }) : null;

  let ticket: TicketPlan;
  if (existing) {
    // Skipped: its ticket as the agent left it, open again.
    ticket = {
      id: existing.id,
      create: false,
      status: "Open",
      priority: existing.priority,
      type: existing.type as RequesterType,
      intent: existing.intent,
      intentId: existing.intentId,
      language: existing.language ?? "en",
      subject: facts.message.subject?.trim().slice(0, 1000) || "No subject",
      messageContent: existing.messageContent ?? "",
      requesterId: existing.requesterId,
      requesterEmail: existing.requesterEmail,
    };
  } else {
    // Filtered before it was read: read now (the local brain, so a click never waits on a model), for its intent.
    const content = facts.message.content;
    const understanding = await createLocalBrain({ store: classifierStoreFor(ctx) }).understand(
      agentText(facts.message.subject, content),
      setup.brainContext,
    );
    const top = understanding.intents[0];
    const intent =
      top && top.confidence >= INTENT_CONFIDENCE_THRESHOLD
        ? setup.intents.find((i) => i.key === top.key)
        : undefined;
    const type: RequesterType = sender.isActivePartner
      ? "partner"
      : sender.customer?.isActiveCustomer
        ? "customer"
        : "unknown";
    ticket = {
      id: randomUUID(),
      create: true,
      status: "Open",
      priority: priorityOf(intent?.key, content, sender.customer),
      type,
      intent: intent?.name ?? "General Inquiry",
      intentId: intent?.id ?? null,
      language: understanding.language,
      subject: facts.message.subject?.trim().slice(0, 1000) || "No subject",
      messageContent: content.slice(0, 20_000),
      requesterId: sender.customer?.id ?? null,
      requesterEmail: facts.message.from?.address ?? null,
    };
  }
  const responsable = responsableFor(setup, ticket.intentId);
  const assignedTo = responsable ? `${responsable.firstName} ${responsable.lastName}`.trim() : "Unassigned";
  ticket.assignee = { name: assignedTo, responsableId: responsable?.id ?? null };

  const was = closed.processedResult ?? (closed.outcome === "filter" ? "filtered" : "skipped");
  const result = `escalated: a person asked for it (was: ${was})`;
  const trace = (closed.trace as { steps?: unknown[] } | null) ?? {};
  const step = { step: "inbox", outcome: "a person asked for it", reason: askedBy };
  let wake = false;
  const ticketId = await ctx.db.transaction(async (tx) => {
    const claimed = await claimClosedMessage(tx, {
      companyId,
      id: messageId,
      result,
      trace: { ...trace, steps: [...(trace.steps ?? []), step], result, ticketId: ticket.id },
    });
    if (!claimed) return null;
    const saved = await saveTicketDecision(tx, {
      companyId,
      mailboxId: message.mailboxId,
      messageId: ticket.create ? messageId : null,
      linkMessageId: messageId,
      ticket,
      now: new Date(),
    });
    if (responsable) {
      const domain = (loaded.mailboxReplyTo ?? "inbox-autopilot.local").split("@")[1];
      const emailId = await queueOutboundEmail(tx, {
        companyId,
        key: `needs-a-person:${messageId}`,
        to: responsable.email,
        subject: `Re: Help needed to resolve ticket ${saved}`,
        text: `Hello ${responsable.firstName},\n\n${askedBy} asked for a person on a mail the AI agent of ${setup.companyName} had closed (${was}).\n\nThe customer wrote:\n\n${quote(facts.message.content || (facts.message.subject ?? ""))}\n\nOpen the ticket: ${ctx.baseUrl}/ticket/${saved}\n`,
        replyTo: null,
        messageId: `<notify-needs-a-person-${messageId}@${domain}>`,
      });
      if (emailId) {
        await sendJob(ctx, sendEmailJob, { emailId }, { tx });
        wake = true;
      }
    }
    return saved;
  });
  if (!ticketId) return alreadyHanded(ctx, companyId, messageId);
  if (wake) ctx.jobs?.wake(sendEmailJob.name);
  return { ticketId, changed: true, assignedTo };
}

/** A mail no longer closed: the ticket an earlier click (or the agent) made for it, or why there is none. */
async function alreadyHanded(ctx: AppContext, companyId: string, messageId: string): Promise<HandedToPerson> {
  const linked = await getTicketOfMessage(ctx.db, { companyId, messageId });
  const ticket = linked ? await getTicketFacts(ctx.db, { companyId, id: linked.id }) : null;
  if (!ticket) throw new AppError("CONFLICT", "This mail is no longer closed by the agent.");
  return { ticketId: ticket.id, changed: false, assignedTo: ticket.assignedTo };
}
