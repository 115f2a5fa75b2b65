import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import {
  agentConfigFeatures,
  agentConfigIntents,
  agentConfigs,
  aiAgentIntents,
  brandBriefs,
  companies,
  customers,
  escalationResponsableIntents,
  escalationResponsables,
  feedbackLoopMessage,
  intentExamples,
  knowledgeEntries,
  messages,
  pmsFeatures,
  profiles,
  supportMailboxes,
  ticketMessages,
  ticketResponses,
  tickets,
  user,
} from "../schema";

/**
 * What the agent reads before it decides (issue 16): every query takes the company, and none writes. The server
 * turns these rows into the facts `decide` works on.
 */

export async function getMessageForAgent(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select({
      message: messages,
      mailboxType: supportMailboxes.type,
      mailboxUserId: supportMailboxes.userId,
      mailboxActive: supportMailboxes.isActive,
      mailboxEmail: supportMailboxes.email,
      mailboxForwardingAddress: supportMailboxes.forwardingAddress,
    })
    .from(messages)
    .leftJoin(supportMailboxes, eq(supportMailboxes.id, messages.mailboxId))
    .where(and(eq(messages.id, id), eq(messages.companyId, companyId)));
  return row ?? null;
}

/** Everything about a company's agent in one read: company, owner, latest config, brief, intents, knowledge. */
export async function loadAgentSetupRows(
  db: DbOrTx,
  { companyId, ownerUserId }: { companyId: string; ownerUserId: string | null },
) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const [owner] = await db
    .select({ id: profiles.id, mode: profiles.mode })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), ownerUserId ? eq(profiles.id, ownerUserId) : undefined))
    .orderBy(asc(profiles.createdAt))
    .limit(1);
  const userId = owner?.id ?? null;
  const [config] = userId
    ? await db
        .select()
        .from(agentConfigs)
        .where(eq(agentConfigs.userId, userId))
        .orderBy(desc(agentConfigs.createdAt))
        .limit(1)
    : [];
  const [brief] = userId
    ? await db
        .select({ content: brandBriefs.content })
        .from(brandBriefs)
        .where(eq(brandBriefs.userId, userId))
        .orderBy(desc(brandBriefs.updatedAt))
        .limit(1)
    : [];
  const [intents, examples, groups, responsables, learned, features] = await Promise.all([
    db
      .select({ id: aiAgentIntents.id, key: aiAgentIntents.key, name: aiAgentIntents.name })
      .from(aiAgentIntents)
      .where(or(isNull(aiAgentIntents.companyId), eq(aiAgentIntents.companyId, companyId)))
      .orderBy(asc(aiAgentIntents.name)),
    db
      .select({ intentId: intentExamples.intentId, text: intentExamples.text })
      .from(intentExamples)
      .where(or(isNull(intentExamples.companyId), eq(intentExamples.companyId, companyId))),
    config
      ? db
          .select({
            aiAgentIntentId: agentConfigIntents.aiAgentIntentId,
            excludeIntent: agentConfigIntents.excludeIntent,
            skipIntent: agentConfigIntents.skipIntent,
          })
          .from(agentConfigIntents)
          .where(eq(agentConfigIntents.agentConfigId, config.id))
      : Promise.resolve([]),
    db
      .select({
        id: escalationResponsables.id,
        firstName: escalationResponsables.firstName,
        lastName: escalationResponsables.lastName,
        email: escalationResponsables.email,
        isDefaultResponsable: escalationResponsables.isDefaultResponsable,
      })
      .from(escalationResponsables)
      .where(eq(escalationResponsables.companyId, companyId))
      .orderBy(asc(escalationResponsables.createdAt)),
    db
      .select({
        id: knowledgeEntries.id,
        question: knowledgeEntries.question,
        answer: knowledgeEntries.answer,
        intentKey: aiAgentIntents.key,
        language: knowledgeEntries.language,
      })
      .from(knowledgeEntries)
      .leftJoin(aiAgentIntents, eq(aiAgentIntents.id, knowledgeEntries.intentId))
      .where(and(eq(knowledgeEntries.companyId, companyId), eq(knowledgeEntries.needsReview, false)))
      .orderBy(asc(knowledgeEntries.createdAt)),
    config
      ? db
          .select({ name: pmsFeatures.name })
          .from(agentConfigFeatures)
          .innerJoin(pmsFeatures, eq(pmsFeatures.id, agentConfigFeatures.pmsFeatureId))
          .where(eq(agentConfigFeatures.agentConfigId, config.id))
      : Promise.resolve([]),
  ]);
  const responsableIntents = responsables.length
    ? await db
        .select({
          escalationResponsableId: escalationResponsableIntents.escalationResponsableId,
          aiAgentIntentId: escalationResponsableIntents.aiAgentIntentId,
        })
        .from(escalationResponsableIntents)
        .where(
          inArray(
            escalationResponsableIntents.escalationResponsableId,
            responsables.map((r) => r.id),
          ),
        )
    : [];
  return {
    company,
    owner: owner ?? null,
    config: config ?? null,
    brandBrief: brief?.content ?? null,
    intents,
    examples,
    groups,
    responsables,
    responsableIntents,
    learned,
    features: features.map((f) => f.name),
  };
}

/** Who the sender is to the company, in one query: blocked, own mailbox, partner, responsable, customer. */
export async function loadSenderFacts(
  db: DbOrTx,
  { companyId, address }: { companyId: string; address: string },
) {
  const email = address.toLowerCase();
  const domain = email.split("@")[1] ?? "";
  const [flags] = await db
    .select({
      blocked: sql<boolean>`exists (select 1 from do_not_reply_to d where d.company_id = ${companyId} and (lower(d.email) = ${email} or lower(d.domain) = ${domain}))`,
      ownMailbox: sql<boolean>`exists (select 1 from support_mailboxes m inner join profiles p on p.id = m.user_id where p.company_id = ${companyId} and (lower(m.email) = ${email} or lower(m.forwarding_address) = ${email}))`,
      partner: sql<boolean>`exists (select 1 from partners x where x.company_id = ${companyId} and x.is_active and (lower(x.email) = ${email} or lower(x.domain) = ${domain}))`,
      responsable: sql<boolean>`exists (select 1 from escalation_responsables r where r.company_id = ${companyId} and lower(r.email) = ${email})`,
    })
    .from(sql`(select 1) as one`);
  const [customer] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      isActiveCustomer: customers.isActiveCustomer,
      subscription: customers.subscription,
      paymentStatus: customers.paymentStatus,
      accountValue: customers.accountValue,
    })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), sql`lower(${customers.email}) = ${email}`))
    .orderBy(desc(customers.isActiveCustomer), asc(customers.createdAt))
    .limit(1);
  return {
    onDoNotReplyList: !!flags?.blocked,
    isOwnMailbox: !!flags?.ownMailbox,
    isActivePartner: !!flags?.partner,
    isResponsable: !!flags?.responsable,
    customer: customer ?? null,
  };
}

/** An earlier message of the company with the same Message-ID (the same mail reaching two mailboxes). */
export async function findEarlierTwin(
  db: DbOrTx,
  {
    companyId,
    id,
    messageIdHeader,
    createdAt,
  }: { companyId: string; id: string; messageIdHeader: string; createdAt: Date },
) {
  const [twin] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.messageIdHeader, messageIdHeader),
        ne(messages.id, id),
        sql`(${messages.createdAt}, ${messages.id}) < (${createdAt}, ${id})`,
      ),
    )
    .limit(1);
  return twin?.id ?? null;
}

const ticketFacts = {
  id: tickets.id,
  status: tickets.status,
  type: tickets.type,
  intent: tickets.intent,
  intentId: tickets.intentId,
  priority: tickets.priority,
  language: tickets.language,
  assignedTo: tickets.assignedTo,
  messageContent: tickets.messageContent,
  requesterEmail: tickets.requesterEmail,
  isInFeedbackLoop: tickets.isInFeedbackLoop,
};

/**
 * The ticket a message belongs to: its own (a reprocess), else the ticket of the thread it answers (by In-Reply-To /
 * References, matching a message of the ticket or one of our replies).
 */
export async function findTicketForMessage(
  db: DbOrTx,
  { companyId, messageId, refs }: { companyId: string; messageId: string; refs: string[] },
) {
  // Its own ticket: the one it opened, or the one it was linked to.
  const [own] = await db
    .select(ticketFacts)
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, companyId),
        or(
          eq(tickets.messageId, messageId),
          sql`${tickets.id} in (select ticket_id from ticket_messages where message_id = ${messageId})`,
        ),
      ),
    )
    .limit(1);
  if (own) return { ticket: own, own: true };
  if (refs.length === 0) return { ticket: null, own: false };
  const [byMessage] = await db
    .select(ticketFacts)
    .from(ticketMessages)
    .innerJoin(messages, eq(messages.id, ticketMessages.messageId))
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(and(eq(tickets.companyId, companyId), inArray(messages.messageIdHeader, refs)))
    .limit(1);
  if (byMessage) return { ticket: byMessage, own: false };
  const [byReply] = await db
    .select(ticketFacts)
    .from(ticketResponses)
    .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
    .where(and(eq(tickets.companyId, companyId), inArray(ticketResponses.messageIdHeader, refs)))
    .limit(1);
  return { ticket: byReply ?? null, own: false };
}

export async function getTicketFacts(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select({ ...ticketFacts, mailboxId: tickets.mailboxId, requesterId: tickets.requesterId })
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.companyId, companyId)));
  return row ?? null;
}

/** The agent's question a responsable answers by email (its Message-ID names it), with the responsable asked. */
export async function findFeedbackQuestion(db: DbOrTx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await db
    .select({
      id: feedbackLoopMessage.id,
      ticketId: feedbackLoopMessage.ticketId,
      assignedTo: feedbackLoopMessage.assignedTo,
      responsableEmail: escalationResponsables.email,
    })
    .from(feedbackLoopMessage)
    .innerJoin(tickets, eq(tickets.id, feedbackLoopMessage.ticketId))
    .leftJoin(escalationResponsables, eq(escalationResponsables.id, feedbackLoopMessage.assignedTo))
    .where(
      and(
        eq(feedbackLoopMessage.id, id),
        eq(feedbackLoopMessage.sender, "AI Agent"),
        eq(tickets.companyId, companyId),
      ),
    );
  return row ?? null;
}

/** The addresses of the company's users, who may also answer the agent's questions by email. */
export async function listCompanyUserEmails(db: DbOrTx, { companyId }: { companyId: string }) {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(profiles.companyId, companyId));
  return rows.map((r) => r.email.toLowerCase());
}

/** Agent replies of the company since a moment (the Free plan counts a day's). */
export async function countAgentRepliesSince(
  db: DbOrTx,
  { companyId, since }: { companyId: string; since: Date },
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketResponses)
    .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
    .where(
      and(
        eq(tickets.companyId, companyId),
        eq(ticketResponses.author, "AI Agent"),
        gte(ticketResponses.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A fingerprint of everything `loadAgentSetupRows` reads, in one round trip: the agent's setup is cached by it, so a
 * message costs one query instead of ten, and any change (a FAQ edit, a new responsable) is seen at once. Each table
 * contributes its row count and the sum of its rows' versions (`xmin`, the transaction that wrote the row): an
 * insert, update or delete changes one or the other, without reading the rows' text (a long FAQ, hundreds of learned
 * answers) on every message.
 */
export async function agentSetupVersion(db: DbOrTx, { companyId }: { companyId: string }) {
  const rows = (alias: string) =>
    sql.raw(`count(*)::text || ':' || coalesce(sum(${alias}.xmin::text::bigint), 0)::text`);
  const [row] = await db
    .select({
      version: sql<string>`concat_ws('|',
        (select ${rows("c")} from companies c where c.id = ${companyId}),
        (select ${rows("p")} from profiles p where p.company_id = ${companyId}),
        (select ${rows("a")} from agent_configs a inner join profiles p on p.id = a.user_id where p.company_id = ${companyId}),
        (select ${rows("b")} from brand_briefs b inner join profiles p on p.id = b.user_id where p.company_id = ${companyId}),
        (select ${rows("i")} from ai_agent_intents i where i.company_id is null or i.company_id = ${companyId}),
        (select ${rows("e")} from intent_examples e where e.company_id is null or e.company_id = ${companyId}),
        (select ${rows("x")} from agent_config_intents x inner join agent_configs a on a.id = x.agent_config_id inner join profiles p on p.id = a.user_id where p.company_id = ${companyId}),
        (select ${rows("f")} from agent_config_features f inner join agent_configs a on a.id = f.agent_config_id inner join profiles p on p.id = a.user_id where p.company_id = ${companyId}),
        (select ${rows("r")} from escalation_responsables r where r.company_id = ${companyId}),
        (select ${rows("ri")} from escalation_responsable_intents ri inner join escalation_responsables r on r.id = ri.escalation_responsable_id where r.company_id = ${companyId}),
        (select ${rows("k")} from knowledge_entries k where k.company_id = ${companyId})
      )`,
    })
    .from(sql`(select 1) as one`);
  return row?.version ?? "";
}
