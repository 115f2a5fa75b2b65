import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import {
  agentConfigFeatures,
  agentConfigIntents,
  agentConfigs,
  agentSetupVersionRow,
  aiAgentIntents,
  brandBriefs,
  companies,
  customers,
  escalationResponsableIntents,
  escalationResponsables,
  feedbackLoopMessage,
  intentExamples,
  knowledgeEntries,
  memberships,
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
  const [row] = await getMessagesForAgent(db, [{ companyId, id }]);
  return row ?? null;
}

/**
 * Several messages as the agent reads them, in one statement (a batch of decisions reads its messages together), each
 * within its company. Rows come in no particular order; a message that is gone has none.
 */
export async function getMessagesForAgent(db: DbOrTx, items: { companyId: string; id: string }[]) {
  if (items.length === 0) return [];
  let prepared = messagesForAgent.get(db);
  if (!prepared) {
    prepared = prepareMessagesForAgent(db);
    messagesForAgent.set(db, prepared);
  }
  // Within the companies asked, then each message with the company it was asked with.
  const rows = await prepared.execute({
    ids: `{${items.map((i) => i.id).join(",")}}`,
    companyIds: `{${[...new Set(items.map((i) => i.companyId))].join(",")}}`,
  });
  const asked = new Set(items.map((i) => `${i.id}/${i.companyId}`));
  return rows.filter((row) => asked.has(`${row.message.id}/${row.message.companyId}`));
}

/**
 * The messages as the agent reads them, prepared once per database handle: built for every message, this select cost
 * about as much CPU as running it on PostgreSQL. The body is read only when ingest kept no new content (mail stored
 * before it did): the agent reads that, and a body can be a megabyte.
 */
function prepareMessagesForAgent(db: DbOrTx) {
  return (
    db
      .select({
        message: {
          id: messages.id,
          companyId: messages.companyId,
          mailboxId: messages.mailboxId,
          emailFrom: messages.emailFrom,
          emailSubject: messages.emailSubject,
          emailBody: sql<
            string | null
          >`case when ${messages.trace} -> 'ingest' ? 'newContent' then null else ${messages.emailBody} end`,
          messageIdHeader: messages.messageIdHeader,
          inReplyTo: messages.inReplyTo,
          references: messages.references,
          processed: messages.processed,
          trace: messages.trace,
          createdAt: messages.createdAt,
        },
        mailboxType: supportMailboxes.type,
        mailboxActive: supportMailboxes.isActive,
        mailboxEmail: supportMailboxes.email,
        mailboxForwardingAddress: supportMailboxes.forwardingAddress,
        // Read with the message, so that a cached setup costs no round trip of its own.
        setupVersion: setupVersionColumn(),
      })
      .from(messages)
      .leftJoin(supportMailboxes, eq(supportMailboxes.id, messages.mailboxId))
      // By the primary key (a list, not a join the planner might answer by scanning every message).
      .where(
        and(
          sql`${messages.id} = any(${sql.placeholder("ids")}::uuid[])`,
          sql`${messages.companyId} = any(${sql.placeholder("companyIds")}::uuid[])`,
        ),
      )
      .prepare("messages_for_agent")
  );
}

const messagesForAgent = new WeakMap<DbOrTx, ReturnType<typeof prepareMessagesForAgent>>();

/** Everything about a company's agent in one read: company, owner, the company's latest config, brief, intents, knowledge. */
export async function loadAgentSetupRows(db: DbOrTx, { companyId }: { companyId: string }) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  // The mode, the agent config and the brief are the company's (issue 24): whoever connected the mailbox and whoever
  // edited the Library, the agent answers every mailbox of the company with the same setup.
  const [ownerProfile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .leftJoin(memberships, and(eq(memberships.userId, profiles.id), eq(memberships.role, "owner")))
    .where(eq(profiles.companyId, companyId))
    .orderBy(sql`${memberships.userId} is null`, asc(profiles.createdAt))
    .limit(1);
  const owner = ownerProfile ? { id: ownerProfile.id, mode: company.mode } : undefined;
  const [config] = await db
    .select()
    .from(agentConfigs)
    .where(eq(agentConfigs.companyId, companyId))
    .orderBy(desc(agentConfigs.createdAt))
    .limit(1);
  const [brief] = await db
    .select({ content: brandBriefs.content })
    .from(brandBriefs)
    .where(eq(brandBriefs.companyId, companyId))
    .orderBy(desc(brandBriefs.updatedAt))
    .limit(1);
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
        linkGroup: knowledgeEntries.linkGroup,
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
      ownMailbox: sql<boolean>`exists (select 1 from support_mailboxes m where m.company_id = ${companyId} and (lower(m.email) = ${email} or lower(m.forwarding_address) = ${email}))`,
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

/** The row `ticketFacts` selects. */
type TicketFacts = {
  id: string;
  status: (typeof tickets.$inferSelect)["status"];
  type: (typeof tickets.$inferSelect)["type"];
  intent: string;
  intentId: string | null;
  priority: (typeof tickets.$inferSelect)["priority"];
  language: string | null;
  assignedTo: string;
  messageContent: string | null;
  requesterEmail: string | null;
  isInFeedbackLoop: boolean;
};

/** `ticketFacts` as one JSON value, for a subquery that returns a ticket among other facts. */
const ticketFactsJson = (t: string) =>
  sql.raw(`json_build_object('id', ${t}.id, 'status', ${t}.status, 'type', ${t}.type, 'intent', ${t}.intent,
    'intentId', ${t}.intent_id, 'priority', ${t}.priority, 'language', ${t}.language, 'assignedTo', ${t}.assigned_to,
    'messageContent', ${t}.message_content, 'requesterEmail', ${t}.requester_email,
    'isInFeedbackLoop', ${t}.is_in_feedback_loop)`);

/** What `loadMessagesContext` needs of one message. */
export interface MessageContextInput {
  companyId: string;
  messageId: string;
  senderAddress: string | null;
  messageIdHeader: string | null;
  createdAt: Date;
  refs: string[];
  repliesSince: Date | null;
}

/** `loadMessagesContext` for one message. */
export async function loadMessageContext(db: DbOrTx, input: MessageContextInput) {
  const [context] = await loadMessagesContext(db, [input]);
  return context!;
}

/**
 * What the agent needs to know around each of several messages, in one round trip (a batch of decisions reads it in
 * one statement, not eight a message): who the sender is (as `loadSenderFacts`), an earlier twin (as
 * `findEarlierTwin`), the message's own ticket or its thread's (as `findTicketForMessage`) and, when asked, the
 * agent's replies since a moment (as `countAgentRepliesSince`). Every subquery is scoped by the message's company.
 * Returned in the order given.
 */
export async function loadMessagesContext(db: DbOrTx, inputs: MessageContextInput[]) {
  if (inputs.length === 0) return [];
  const items = inputs.map((i) => {
    const email = i.senderAddress?.toLowerCase() ?? null;
    return {
      n: 0,
      message_id: i.messageId,
      company_id: i.companyId,
      email,
      domain: email ? (email.split("@")[1] ?? "") : null,
      message_id_header: i.messageIdHeader,
      created_at: i.createdAt.toISOString(),
      refs: i.refs,
      replies_since: i.repliesSince?.toISOString() ?? null,
    };
  });
  for (const [n, item] of items.entries()) item.n = n;
  const { rows } = (await db.execute(sql`select v.n,
      v.email is not null and exists (select 1 from do_not_reply_to d where d.company_id = v.company_id and (lower(d.email) = v.email or lower(d.domain) = v.domain)) as "blocked",
      v.email is not null and exists (select 1 from support_mailboxes m where m.company_id = v.company_id and (lower(m.email) = v.email or lower(m.forwarding_address) = v.email)) as "ownMailbox",
      v.email is not null and exists (select 1 from partners x where x.company_id = v.company_id and x.is_active and (lower(x.email) = v.email or lower(x.domain) = v.domain)) as "partner",
      v.email is not null and exists (select 1 from escalation_responsables r where r.company_id = v.company_id and lower(r.email) = v.email) as "responsable",
      (select json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name,
          'isActiveCustomer', c.is_active_customer, 'subscription', c.subscription, 'paymentStatus', c.payment_status,
          'accountValue', c.account_value)
        from customers c where c.company_id = v.company_id and lower(c.email) = v.email
        order by c.is_active_customer desc, c.created_at asc limit 1) as "customer",
      (select m.id from messages m where m.company_id = v.company_id
        and m.message_id_header = v.message_id_header and m.id <> v.message_id
        and (m.created_at, m.id) < (v.created_at, v.message_id) limit 1) as "twinId",
      coalesce(
        (select ${ticketFactsJson("t")} from tickets t where t.company_id = v.company_id and t.message_id = v.message_id),
        (select ${ticketFactsJson("t")} from ticket_messages tm inner join tickets t on t.id = tm.ticket_id
          where t.company_id = v.company_id and tm.message_id = v.message_id limit 1)) as "ownTicket",
      case when cardinality(v.refs) > 0 then coalesce(
          (select ${ticketFactsJson("t")} from ticket_messages tm inner join messages m on m.id = tm.message_id
            inner join tickets t on t.id = tm.ticket_id
            where t.company_id = v.company_id and m.message_id_header = any(v.refs) limit 1),
          (select ${ticketFactsJson("t")} from ticket_responses r inner join tickets t on t.id = r.ticket_id
            where t.company_id = v.company_id and r.message_id_header = any(v.refs) limit 1)) end as "threadTicket",
      case when v.replies_since is null then 0 else
        (select count(*)::int from ticket_responses r inner join tickets t on t.id = r.ticket_id
          where t.company_id = v.company_id and r.author = 'AI Agent' and r.created_at >= v.replies_since) end
        as "agentRepliesSince"
    from json_to_recordset(${JSON.stringify(items)}::json) as v(n int, message_id uuid, company_id uuid, email text,
      domain text, message_id_header text, created_at timestamptz, refs text[], replies_since timestamptz)`)) as unknown as {
    rows: {
      n: number;
      blocked: boolean;
      ownMailbox: boolean;
      partner: boolean;
      responsable: boolean;
      customer: {
        id: string;
        firstName: string | null;
        lastName: string | null;
        isActiveCustomer: boolean;
        subscription: (typeof customers.$inferSelect)["subscription"];
        paymentStatus: (typeof customers.$inferSelect)["paymentStatus"];
        accountValue: number | null;
      } | null;
      twinId: string | null;
      ownTicket: TicketFacts | null;
      threadTicket: TicketFacts | null;
      agentRepliesSince: number;
    }[];
  };
  const byN = new Map(rows.map((r) => [Number(r.n), r]));
  return items.map(({ n }) => {
    const row = byN.get(n);
    const own = row?.ownTicket ?? null;
    return {
      sender: {
        onDoNotReplyList: !!row?.blocked,
        isOwnMailbox: !!row?.ownMailbox,
        isActivePartner: !!row?.partner,
        isResponsable: !!row?.responsable,
        customer: row?.customer ?? null,
      },
      duplicateOf: row?.twinId ?? null,
      thread: own ? { ticket: own, own: true } : { ticket: row?.threadTicket ?? null, own: false },
      agentRepliesSince: row?.agentRepliesSince ?? 0,
    };
  });
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
 * The version of everything `loadAgentSetupRows` reads: the agent's setup is cached by it, so a message costs one
 * read instead of ten, and any change (a FAQ edit, a new responsable) is seen by the next message. Triggers on the
 * eleven tables it reads move one row on with every row they change (migration 0009): reading that row replaced a
 * fingerprint of row counts and versions that planned the eleven tables on every message (about 3 ms on PGlite). It is
 * one version for every company: an edit makes each company's next message read its setup again, and a transaction
 * that changes the setup holds the row until it commits.
 */
export async function agentSetupVersion(db: DbOrTx, _scope: { companyId: string }) {
  const [row] = await db.select({ version: setupVersionColumn() }).from(sql`(select 1) as one`);
  return row?.version ?? "";
}

function setupVersionColumn() {
  return sql<string>`(select ${agentSetupVersionRow.version}::text from ${agentSetupVersionRow} where ${agentSetupVersionRow.id} = 1)`;
}
