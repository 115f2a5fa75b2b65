import type { Plan } from "@inbox/agent";
import {
  claimMessageDecision,
  type DbOrTx,
  mailboxesOf,
  markMessageDecided,
  queueOutboundEmail,
  saveAgentReply,
  saveFeedbackMessage,
  saveLearnedEntry,
  saveSalesLead,
  saveTicketDecision,
} from "@inbox/db";
import type { SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import { sendEmailJob } from "../jobs/definitions/send-email";
import { sendReplyJob } from "../jobs/definitions/send-reply";
import { sendJob } from "../jobs/send";

export interface ApplyInput {
  companyId: string;
  mailboxId: string | null;
  /** The inbound message decided on; null for an answer given in the ticket's feedback dialog. */
  messageId: string | null;
  plan: Plan;
  /** Where answers to the mail to responsables go (the mailbox's address); looked up when not given. */
  replyTo?: string | null;
  /** The responsable's answer already stored (the dialog), which the learned entry comes from. */
  answerId?: string;
  /** What the message's trace already holds (what ingest read), kept beside the decision's steps. */
  baseTrace?: object | null;
  now?: Date;
  hooks?: {
    /**
     * A write that belongs with the decision (the hand-off's job, deleted): run in the statement that claims the
     * message, and `ran` called then (it commits with the decision, or the decision fails).
     */
    alongside?: { statement: SQL; ran(): void };
    /** A crash point for tests: inside the transaction, before it commits. */
    beforeCommit?: () => Promise<void> | void;
  };
}

export interface Applied {
  /** False when another run had already applied a decision for this message. */
  applied: boolean;
  ticketId: string | null;
}

/**
 * Applies a plan in one transaction (issue 16): the ticket, the reply, the feedback conversation, learned knowledge,
 * a sales lead, the outbox mail and their send jobs, and the message marked decided. Sends happen after commit, from
 * the jobs, once each. Every write is keyed, so applying the same decision twice changes nothing the second time.
 */
export async function applyPlan(ctx: AppContext, input: ApplyInput): Promise<Applied> {
  const wake = { reply: false, email: false };
  const prepared = await prepareApply(ctx, input);
  const result = await ctx.db.transaction(async (tx) => {
    const applied = await writePlan(ctx, tx, prepared, wake);
    await input.hooks?.beforeCommit?.();
    return applied;
  });
  wakeSenders(ctx, wake);
  return result;
}

/**
 * Applies a batch of plans (a batch of decisions) in one transaction: one commit for the batch instead of one a
 * message. When that transaction fails, each plan is applied again on its own, so one plan that cannot be applied
 * does not hold back the others: those are applied (once: the batch's transaction left nothing behind), and the one
 * that fails fails alone, for its job to retry. Results are in the order given.
 */
export async function applyPlans(
  ctx: AppContext,
  inputs: ApplyInput[],
): Promise<PromiseSettledResult<Applied>[]> {
  if (inputs.length === 1) return Promise.allSettled([applyPlan(ctx, inputs[0]!)]);
  const wake = { reply: false, email: false };
  try {
    const prepared = await Promise.all(inputs.map((input) => prepareApply(ctx, input)));
    // In one order everywhere (company, then the ticket's status): the company's ticket counts are locked in the order
    // tickets are written, and two batches committing side by side must not each hold the count the other needs next.
    const order = [...prepared.keys()].sort((a, b) =>
      lockOrder(prepared[a]!).localeCompare(lockOrder(prepared[b]!)),
    );
    const results = await ctx.db.transaction(async (tx) => {
      const applied: Applied[] = [];
      for (const i of order) applied[i] = await writePlan(ctx, tx, prepared[i]!, wake);
      for (const input of inputs) await input.hooks?.beforeCommit?.();
      return applied;
    });
    wakeSenders(ctx, wake);
    return results.map((value) => ({ status: "fulfilled", value }));
  } catch (error) {
    ctx.logger.debug(
      { err: (error as Error).message, plans: inputs.length },
      "a batch of plans applied one by one",
    );
    const results: PromiseSettledResult<Applied>[] = [];
    for (const input of inputs) results.push(...(await Promise.allSettled([applyPlan(ctx, input)])));
    return results;
  }
}

interface PreparedApply {
  input: ApplyInput;
  now: Date;
  replyTo: string | null;
  domain: string;
}

async function prepareApply(ctx: AppContext, input: ApplyInput): Promise<PreparedApply> {
  const mailbox =
    input.replyTo !== undefined || !input.mailboxId
      ? undefined
      : (await mailboxesOf(ctx.db, [input.mailboxId]))[0];
  const replyTo =
    input.replyTo !== undefined ? input.replyTo : (mailbox?.forwardingAddress ?? mailbox?.email ?? null);
  const domain = (replyTo ?? "inbox-autopilot.local").split("@")[1]!;
  return { input, now: input.now ?? new Date(), replyTo, domain };
}

const lockOrder = ({ input }: PreparedApply) => `${input.companyId}/${input.plan.ticket?.status ?? ""}`;

function wakeSenders(ctx: AppContext, wake: { reply: boolean; email: boolean }) {
  if (wake.reply) ctx.jobs?.wake(sendReplyJob.name);
  if (wake.email) ctx.jobs?.wake(sendEmailJob.name);
}

/** One plan's writes, in the caller's transaction. */
async function writePlan(
  ctx: AppContext,
  tx: DbOrTx,
  { input, now, replyTo, domain }: PreparedApply,
  wake: { reply: boolean; email: boolean },
): Promise<Applied> {
  const { plan, companyId, messageId } = input;
  const traceOf = (ticketId: string | null) => ({
    ...(input.baseTrace ?? {}),
    steps: plan.trace,
    result: plan.result,
    ticketId,
    decidedAt: now,
  });
  if (messageId) {
    // One decision per message, recorded first: a concurrent or repeated run finds it decided and stops here.
    const claimed = await claimMessageDecision(tx, {
      companyId,
      messageId,
      result: plan.result,
      outcome: plan.outcome,
      trace: traceOf(plan.ticket?.id ?? null),
      alongside: input.hooks?.alongside?.statement,
    });
    input.hooks?.alongside?.ran();
    if (!claimed) return { applied: false, ticketId: null };
  }
  let ticketId: string | null = null;
  if (plan.ticket) {
    ticketId = await saveTicketDecision(tx, {
      companyId,
      mailboxId: input.mailboxId,
      messageId: plan.ticket.create ? messageId : null,
      linkMessageId: messageId,
      ticket: plan.ticket,
      now,
    });
    // Another run's ticket for this message, found on insert: the trace names the ticket the message is on.
    if (messageId && ticketId !== plan.ticket.id)
      await markMessageDecided(tx, {
        companyId,
        messageId,
        result: plan.result,
        outcome: plan.outcome,
        trace: traceOf(ticketId),
      });
  }
  if (ticketId && plan.feedbackAnswer) {
    const answerId = await saveFeedbackMessage(tx, {
      ticketId,
      inboundMessageId: messageId,
      sender: "Human Responsable",
      responsableId: plan.feedbackAnswer.responsableId,
      subject: plan.feedbackAnswer.subject,
      content: plan.feedbackAnswer.content,
      emailSent: false,
    });
    if (plan.learned && answerId)
      await saveLearnedEntry(tx, { companyId, ...plan.learned, sourceFeedbackMessageId: answerId });
  } else if (plan.learned && input.answerId) {
    await saveLearnedEntry(tx, { companyId, ...plan.learned, sourceFeedbackMessageId: input.answerId });
  }
  if (ticketId && plan.reply) {
    const responseId = await saveAgentReply(tx, { ticketId, inboundMessageId: messageId, ...plan.reply });
    if (responseId && plan.reply.mode === "live") {
      await sendJob(ctx, sendReplyJob, { responseId }, { tx });
      wake.reply = true;
    }
  }
  if (ticketId && plan.feedbackQuestion) {
    const q = plan.feedbackQuestion;
    await saveFeedbackMessage(tx, {
      id: q.id,
      ticketId,
      inboundMessageId: messageId,
      sender: "AI Agent",
      responsableId: q.responsableId,
      subject: q.subject,
      content: q.content,
      emailSent: !!q.responsableId,
      reason: q.reason,
    });
  }
  if (plan.salesLead) await saveSalesLead(tx, { companyId, ...plan.salesLead });
  for (const email of plan.emails) {
    const emailId = await queueOutboundEmail(tx, {
      companyId,
      key: email.key,
      to: email.to,
      subject: email.subject,
      text: email.text,
      replyTo: email.replyToMailbox ? replyTo : null,
      messageId: email.feedbackMessageId
        ? `<feedback-${email.feedbackMessageId}@${domain}>`
        : `<notify-${email.key.replace(/[^\w.-]/g, "-")}@${domain}>`,
    });
    if (emailId) {
      await sendJob(ctx, sendEmailJob, { emailId }, { tx });
      wake.email = true;
    }
  }
  return { applied: true, ticketId };
}
