import type { Plan } from "@inbox/agent";
import {
  claimMessageDecisions,
  createDecidedTickets,
  type DbOrTx,
  mailboxesOf,
  markMessageDecided,
  type OutboundEmail,
  queueOutboundEmails,
  saveAgentReplies,
  saveFeedbackMessage,
  saveFeedbackMessages,
  saveLearnedEntry,
  saveSalesLead,
  saveTicketDecision,
} from "@inbox/db";
import type { SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import { sendEmailJob } from "../jobs/definitions/send-email";
import { sendReplyJob } from "../jobs/definitions/send-reply";
import { sendJobs } from "../jobs/send";

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
    const [applied] = await writePlans(ctx, tx, [prepared], wake);
    await input.hooks?.beforeCommit?.();
    return applied!;
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
      const written = await writePlans(
        ctx,
        tx,
        order.map((i) => prepared[i]!),
        wake,
      );
      const applied: Applied[] = [];
      for (const [at, i] of order.entries()) applied[i] = written[at]!;
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

/**
 * The writes of a batch of plans, in the caller's transaction and in the order given (the order the company's ticket
 * counts are locked at commit): one statement per kind of row for the whole batch (the messages claimed, the tickets
 * made, the replies, the feedback questions, the outbox mail, each kind of send job), not one per plan. What is rare
 * (a ticket continued, a ticket another run made first, a responsable's answer, a sales lead) is written plan by plan.
 */
async function writePlans(
  ctx: AppContext,
  tx: DbOrTx,
  batch: PreparedApply[],
  wake: { reply: boolean; email: boolean },
): Promise<Applied[]> {
  const results: Applied[] = batch.map(() => ({ applied: false, ticketId: null }));
  const traceOf = ({ input, now }: PreparedApply, ticketId: string | null) => ({
    ...(input.baseTrace ?? {}),
    steps: input.plan.trace,
    result: input.plan.result,
    ticketId,
    decidedAt: now,
  });

  // One decision per message, recorded first: a concurrent or repeated run finds it decided and stops here.
  const claims = batch.filter(({ input }) => input.messageId);
  const claimed = await claimMessageDecisions(
    tx,
    claims.map((one) => ({
      companyId: one.input.companyId,
      messageId: one.input.messageId!,
      result: one.input.plan.result,
      outcome: one.input.plan.outcome,
      trace: traceOf(one, one.input.plan.ticket?.id ?? null),
    })),
    claims.flatMap(({ input }) => (input.hooks?.alongside ? [input.hooks.alongside.statement] : [])),
  );
  for (const { input } of claims) input.hooks?.alongside?.ran();
  const writing: number[] = [];
  for (const [i, { input }] of batch.entries()) {
    if (!input.messageId) writing.push(i);
    // A message twice in one batch is decided by its first plan.
    else if (claimed.delete(input.messageId)) writing.push(i);
  }

  const made = await createDecidedTickets(
    tx,
    writing
      .filter((i) => batch[i]!.input.plan.ticket?.create)
      .map((i) => ({
        companyId: batch[i]!.input.companyId,
        mailboxId: batch[i]!.input.mailboxId,
        messageId: batch[i]!.input.messageId,
        ticket: batch[i]!.input.plan.ticket!,
      })),
  );
  const madeIds = new Set(made.map((ticket) => ticket.id));
  for (const i of writing) {
    const one = batch[i]!;
    const { plan, companyId, messageId } = one.input;
    results[i] = { applied: true, ticketId: null };
    if (!plan.ticket) continue;
    if (plan.ticket.create && madeIds.has(plan.ticket.id)) {
      results[i]!.ticketId = plan.ticket.id;
      continue;
    }
    // A ticket continued, or one another run made for this message first: the trace names the ticket it is on.
    const ticketId = await saveTicketDecision(tx, {
      companyId,
      mailboxId: one.input.mailboxId,
      messageId: plan.ticket.create ? messageId : null,
      linkMessageId: messageId,
      ticket: plan.ticket,
      now: one.now,
    });
    results[i]!.ticketId = ticketId;
    if (messageId && ticketId !== plan.ticket.id)
      await markMessageDecided(tx, {
        companyId,
        messageId,
        result: plan.result,
        outcome: plan.outcome,
        trace: traceOf(one, ticketId),
      });
  }

  for (const i of writing) {
    const { plan, companyId, messageId, answerId } = batch[i]!.input;
    const ticketId = results[i]!.ticketId;
    if (ticketId && plan.feedbackAnswer) {
      const savedId = await saveFeedbackMessage(tx, {
        ticketId,
        inboundMessageId: messageId,
        sender: "Human Responsable",
        responsableId: plan.feedbackAnswer.responsableId,
        subject: plan.feedbackAnswer.subject,
        content: plan.feedbackAnswer.content,
        emailSent: false,
      });
      if (plan.learned && savedId)
        await saveLearnedEntry(tx, { companyId, ...plan.learned, sourceFeedbackMessageId: savedId });
    } else if (plan.learned && answerId) {
      await saveLearnedEntry(tx, { companyId, ...plan.learned, sourceFeedbackMessageId: answerId });
    }
    if (plan.salesLead) await saveSalesLead(tx, { companyId, ...plan.salesLead });
  }

  const replies = writing.flatMap((i) => {
    const { plan, messageId } = batch[i]!.input;
    const ticketId = results[i]!.ticketId;
    return ticketId && plan.reply ? [{ ticketId, inboundMessageId: messageId, ...plan.reply }] : [];
  });
  const live = new Set(
    replies.filter((r) => r.mode === "live").map((r) => `${r.ticketId}/${r.inboundMessageId}`),
  );
  const toSend = (await saveAgentReplies(tx, replies))
    .filter((r) => live.has(`${r.ticketId}/${r.inboundMessageId}`))
    .map((reply) => ({ responseId: reply.id }));
  await sendJobs(ctx, sendReplyJob, toSend, { tx });
  wake.reply ||= toSend.length > 0;

  await saveFeedbackMessages(
    tx,
    writing.flatMap((i) => {
      const { plan, messageId } = batch[i]!.input;
      const ticketId = results[i]!.ticketId;
      const q = plan.feedbackQuestion;
      if (!ticketId || !q) return [];
      return [
        {
          id: q.id,
          ticketId,
          inboundMessageId: messageId,
          sender: "AI Agent" as const,
          responsableId: q.responsableId,
          subject: q.subject,
          content: q.content,
          emailSent: !!q.responsableId,
          reason: q.reason,
        },
      ];
    }),
  );

  const emails = writing.flatMap((i) => {
    const { input, replyTo, domain } = batch[i]!;
    return input.plan.emails.map(
      (email): OutboundEmail => ({
        companyId: input.companyId,
        key: email.key,
        to: email.to,
        subject: email.subject,
        text: email.text,
        replyTo: email.replyToMailbox ? replyTo : null,
        messageId: email.feedbackMessageId
          ? `<feedback-${email.feedbackMessageId}@${domain}>`
          : `<notify-${email.key.replace(/[^\w.-]/g, "-")}@${domain}>`,
      }),
    );
  });
  const toMail = (await queueOutboundEmails(tx, emails)).map((email) => ({ emailId: email.id }));
  await sendJobs(ctx, sendEmailJob, toMail, { tx });
  wake.email ||= toMail.length > 0;
  return results;
}
