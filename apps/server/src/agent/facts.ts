import { randomUUID } from "node:crypto";
import {
  type AgentSetup,
  buildAgentSetup,
  type Facts,
  type MessageFacts,
  type SenderFacts,
} from "@inbox/agent";
import { plans } from "@inbox/contracts";
import {
  agentSetupVersion,
  findFeedbackQuestion,
  getMessagesForAgent,
  getTicketFacts,
  listCompanyUserEmails,
  loadAgentSetupRows,
  loadMessagesContext,
  loadSenderFacts,
} from "@inbox/db";
import { extractNewContent } from "@inbox/mail";
import type { AppContext } from "../context";
import { isTrustedFeedbackSender } from "../lib/trusted-feedback-sender";

export function parseAddress(value: string | null): { address: string; name: string } | null {
  if (!value) return null;
  const angle = /^(.*)<([^>]+)>\s*$/.exec(value);
  if (angle) return { address: angle[2]!.trim().toLowerCase(), name: angle[1]!.trim().replace(/^"|"$/g, "") };
  const bare = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(value);
  return bare ? { address: bare[0].toLowerCase(), name: "" } : null;
}

/**
 * Everything about a company's agent (the company's config and brief, issue 24: the same for every mailbox and every
 * teammate), read in one place. `version` is the setup's fingerprint when the caller read it already (with the
 * message); otherwise it is read here.
 */
export async function loadAgentSetup(
  ctx: Pick<AppContext, "db">,
  { companyId, version: knownVersion }: { companyId: string; version?: string },
  now = new Date(),
): Promise<AgentSetup> {
  const version = knownVersion ?? (await agentSetupVersion(ctx.db, { companyId }));
  const key = `${companyId}/${startOfDay(now).getTime()}`;
  const cached = setups.get(key);
  if (cached?.version === version) return cached.setup;
  const rows = await loadAgentSetupRows(ctx.db, { companyId });
  if (!rows) throw new Error(`Company ${companyId} not found`);
  const plan = plans.find((p) => p.id === rows.company.subscription) ?? plans[0]!;
  // After the trial, a company that has not paid falls back to Free limits (payment is out of scope for now).
  const trialOver = rows.company.trialEndsAt ? rows.company.trialEndsAt.getTime() < now.getTime() : false;
  const limits = trialOver ? plans[0]!.limits : plan.limits;
  const setup = buildAgentSetup({ ...rows, aiRepliesPerDay: limits.aiRepliesPerDay });
  if (setups.size > 1000) setups.clear();
  setups.set(key, { version, setup });
  return setup;
}

/** Setups by company and day (the trial's end is a matter of the day), checked by their version. */
const setups = new Map<string, { version: string; setup: AgentSetup }>();

export async function loadSender(
  ctx: Pick<AppContext, "db">,
  { companyId, address }: { companyId: string; address: string | null },
): Promise<SenderFacts> {
  if (!address)
    return {
      onDoNotReplyList: false,
      isOwnMailbox: false,
      isActivePartner: false,
      isResponsable: false,
      customer: null,
    };
  return loadSenderFacts(ctx.db, { companyId, address });
}

const startOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The most of a body the quote stripper reads: what is further down is history or attachments' text. */
const MAX_READ_CHARS = 64_000;

/** What the agent reads of a stored message: what ingest kept of it (the new content, why it is automated). */
export function messageFactsOf(message: {
  id: string;
  emailSubject: string | null;
  emailFrom: string | null;
  emailBody: string | null;
  ingest: { automated?: string | null; newContent?: string } | null | undefined;
  mailboxType: "info" | "support" | null | undefined;
}): MessageFacts {
  const { ingest } = message;
  return {
    id: message.id,
    subject: message.emailSubject,
    from: parseAddress(message.emailFrom),
    content: (
      ingest?.newContent ?? extractNewContent((message.emailBody ?? "").slice(0, MAX_READ_CHARS))
    ).trim(),
    automated: ingest?.automated ?? null,
    mailboxType: message.mailboxType ?? null,
  };
}

/** What the agent needs to decide on one stored message, or null when it is not there. */
export async function loadMessageFacts(
  ctx: Pick<AppContext, "db" | "baseUrl">,
  input: { companyId: string; messageId: string },
  now = new Date(),
) {
  const [loaded] = await loadMessagesFacts(ctx, [input], now);
  return loaded ?? null;
}

export type LoadedMessage = NonNullable<Awaited<ReturnType<typeof loadMessageFacts>>>;

/**
 * What the agent needs to decide on each of several stored messages (null for one that is not there), in the order
 * given: the messages in one statement, what is around them in one more (a cached setup costs none; a responsable's
 * answer by email, rare, a few of its own).
 */
export async function loadMessagesFacts(
  ctx: Pick<AppContext, "db" | "baseUrl">,
  inputs: { companyId: string; messageId: string }[],
  now = new Date(),
) {
  const rows = await getMessagesForAgent(
    ctx.db,
    inputs.map((i) => ({ companyId: i.companyId, id: i.messageId })),
  );
  const byId = new Map(rows.map((row) => [row.message.id, row]));
  const found = inputs.flatMap((input) => {
    const row = byId.get(input.messageId);
    return row && row.message.companyId === input.companyId ? [row] : [];
  });
  const setups = new Map<string, AgentSetup>();
  for (const row of found)
    if (!setups.has(row.message.companyId))
      setups.set(
        row.message.companyId,
        await loadAgentSetup(ctx, { companyId: row.message.companyId, version: row.setupVersion }, now),
      );
  const reads = found.map((row) => {
    const { message } = row;
    const refs = [message.inReplyTo, ...(message.references ?? "").split(/\s+/)].filter(
      (r): r is string => !!r,
    );
    const setup = setups.get(message.companyId)!;
    return { row, refs, setup, from: parseAddress(message.emailFrom) };
  });
  const contexts = await loadMessagesContext(
    ctx.db,
    reads.map(({ row, refs, setup, from }) => ({
      companyId: row.message.companyId,
      messageId: row.message.id,
      senderAddress: from?.address ?? null,
      messageIdHeader: row.message.messageIdHeader,
      createdAt: row.message.createdAt,
      refs,
      // Only a plan with a daily limit needs today's count.
      repliesSince: setup.aiRepliesPerDay === null ? null : startOfDay(now),
    })),
  );
  const loaded = new Map<string, Awaited<ReturnType<typeof factsOf>>>();
  for (const [i, read] of reads.entries())
    loaded.set(read.row.message.id, await factsOf(ctx, { ...read, context: contexts[i]! }));
  return inputs.map((input) => loaded.get(input.messageId) ?? null);
}

/** One message's facts from what was read for it. */
async function factsOf(
  ctx: Pick<AppContext, "db" | "baseUrl">,
  {
    row,
    refs,
    setup,
    context,
  }: {
    row: Awaited<ReturnType<typeof getMessagesForAgent>>[number];
    refs: string[];
    setup: AgentSetup;
    context: Awaited<ReturnType<typeof loadMessagesContext>>[number];
  },
) {
  const { message } = row;
  const { companyId } = message;
  const ingest = (message.trace as { ingest?: { automated?: string | null; newContent?: string } } | null)
    ?.ingest;
  const { sender, duplicateOf, thread, agentRepliesSince } = context;
  const aiRepliesToday = agentRepliesSince;

  // A responsable answering the agent's question by email (agent.md §2 step 8).
  const feedbackRef = refs.map((r) => /^<feedback-([0-9a-f-]{36})@/i.exec(r)?.[1]).find(Boolean);
  let feedbackAnswer: Facts["feedbackAnswer"] = null;
  if (feedbackRef) {
    const asked = await findFeedbackQuestion(ctx.db, { companyId, id: feedbackRef });
    if (asked) {
      const ticket = await getTicketFacts(ctx.db, { companyId, id: asked.ticketId });
      const users = await listCompanyUserEmails(ctx.db, { companyId });
      if (ticket)
        feedbackAnswer = {
          askedId: asked.id,
          askedResponsableId: asked.assignedTo,
          ticket,
          senderTrusted: isTrustedFeedbackSender({
            from: message.emailFrom,
            responsableEmails: [asked.responsableEmail],
            mailboxUserEmails: users,
          }),
        };
    }
  }

  const messageFacts = messageFactsOf({ ...message, ingest, mailboxType: row.mailboxType });
  const facts: Facts = {
    message: messageFacts,
    sender,
    duplicateOf,
    ticket: thread.ticket,
    reprocess: thread.own,
    feedbackAnswer,
    setup,
    aiRepliesToday,
    ids: { ticket: randomUUID(), feedbackMessage: randomUUID() },
    baseUrl: ctx.baseUrl,
  };
  return {
    facts,
    message,
    mailboxActive: row.mailboxActive ?? true,
    /** Where a responsable's answer should go: the mailbox's forwarding address or its own address. */
    mailboxReplyTo: row.mailboxForwardingAddress ?? row.mailboxEmail ?? null,
  };
}
