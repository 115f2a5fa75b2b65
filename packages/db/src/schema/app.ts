// The product's tables, named as in the spec files (000 §3, 001 §3) plus what agent.md and product-decisions.md add.

import type { CustomerImportChoices, CustomerImportPreview } from "@inbox/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import {
  actionIfTeammate,
  customerSubscription,
  feedbackSender,
  knowledgeSource,
  mailboxProvider,
  mailboxType,
  paymentStatus,
  planId,
  profileMode,
  rating,
  ticketPriority,
  ticketStatus,
  ticketType,
} from "./enums";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const plans = pgTable("plans", {
  id: planId("id").primaryKey(),
  name: text("name").notNull(),
  price: integer("price").notNull(),
  aiRepliesPerDay: integer("ai_replies_per_day"),
  agents: integer("agents"),
  users: integer("users"),
});

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  url: text("url").notNull(),
  email: text("email").notNull(),
  subscription: planId("subscription"),
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
  /** Reports: the minutes a person would have spent on a mail the agent answered (the owner sets it; 4 by default). */
  minutesSavedPerMail: integer("minutes_saved_per_mail").notNull().default(4),
  /** Whether replies to guests end with "Was this helpful? Yes · No" (guest satisfaction, issue 24); on by default. */
  askGuestRating: boolean("ask_guest_rating").notNull().default(true),
  /** Sandbox or live for the whole company (issue 24): the agent's mode; only an owner or admin switches it. */
  mode: profileMode("mode").notNull().default("sandbox"),
  liveSince: timestamp("live_since", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    mode: profileMode("mode").notNull().default("sandbox"),
    /** When live mode was last switched on (the header's "Live since"); null while in sandbox. */
    liveSince: timestamp("live_since", { withTimezone: true }),
    /** Set when the user connects a mailbox or skips that step: onboarding is then finished. */
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profiles_company_id_idx").on(t.companyId)],
);

export const agentConfigs = pgTable(
  "agent_configs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The company's agent (issue 24): every teammate reads and the agent uses the company's latest config. */
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Who made it; the config is the company's. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    faqContent: text("faq_content"),
    actionIfTeammate: actionIfTeammate("action_if_teammate").notNull().default("Do nothing"),
    bookingUrl: text("booking_url"),
    /** Off: when the answer exists only in another language, the local brain drafts it and hands the ticket over. */
    answerInEnglishWithoutTranslation: boolean("answer_in_english_without_translation")
      .notNull()
      .default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("agent_configs_company_id_created_at_idx").on(t.companyId, t.createdAt)],
);

export const pmsFeatures = pgTable("pms_features", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
});

export const agentConfigFeatures = pgTable(
  "agent_config_features",
  {
    agentConfigId: uuid("agent_config_id")
      .notNull()
      .references(() => agentConfigs.id, { onDelete: "cascade" }),
    pmsFeatureId: uuid("pms_feature_id")
      .notNull()
      .references(() => pmsFeatures.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.agentConfigId, t.pmsFeatureId] })],
);

export const customFeatures = pgTable(
  "custom_features",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentConfigId: uuid("agent_config_id")
      .notNull()
      .references(() => agentConfigs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [index("custom_features_agent_config_id_idx").on(t.agentConfigId)],
);

export const brandBriefs = pgTable(
  "brand_briefs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The company's brief (issue 24): the agent writes every mailbox's replies in it. */
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Who wrote it last; the brief is the company's. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("brand_briefs_company_id_updated_at_idx").on(t.companyId, t.updatedAt)],
);

export const supportMailboxes = pgTable(
  "support_mailboxes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The company's mailbox (issue 24): every teammate sees it, live mode sends through it. */
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Who connected it; the mailbox stays the company's when they leave. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    provider: mailboxProvider("provider").notNull(),
    /** Encrypted at rest (AES-256-GCM); never sent to the browser. */
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    /** Encrypted JSON of connector settings (IMAP/SMTP host, port, security, user, password). */
    settings: text("settings"),
    forwardingAddress: text("forwarding_address").unique(),
    isActive: boolean("is_active").notNull().default(true),
    type: mailboxType("type"),
    syncCursor: jsonb("sync_cursor"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: text("last_error"),
    needsReconnect: boolean("needs_reconnect").notNull().default(false),
    /** When the owner was told the mailbox needs reconnecting: told once, not on every retry. */
    reconnectNotifiedAt: timestamp("reconnect_notified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("support_mailboxes_company_email_provider_idx").on(t.companyId, t.email, t.provider)],
);

/** Intents: the seeded catalogue has company_id null; a company may add its own. */
export const aiAgentIntents = pgTable(
  "ai_agent_intents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ai_agent_intents_catalogue_key_idx")
      .on(t.key, t.language)
      .where(sql`${t.companyId} is null`),
    index("ai_agent_intents_company_id_idx").on(t.companyId),
  ],
);

export const intentExamples = pgTable(
  "intent_examples",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    intentId: uuid("intent_id")
      .notNull()
      .references(() => aiAgentIntents.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    source: text("source").notNull().default("catalogue"),
    createdAt: createdAt(),
  },
  (t) => [
    index("intent_examples_intent_id_idx").on(t.intentId),
    index("intent_examples_company_id_idx").on(t.companyId),
  ],
);

export const agentConfigIntents = pgTable(
  "agent_config_intents",
  {
    agentConfigId: uuid("agent_config_id")
      .notNull()
      .references(() => agentConfigs.id, { onDelete: "cascade" }),
    aiAgentIntentId: uuid("ai_agent_intent_id")
      .notNull()
      .references(() => aiAgentIntents.id, { onDelete: "cascade" }),
    excludeIntent: boolean("exclude_intent").notNull().default(false),
    skipIntent: boolean("skip_intent").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.agentConfigId, t.aiAgentIntentId] })],
);

export const escalationResponsables = pgTable(
  "escalation_responsables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    isDefaultResponsable: boolean("is_default_responsable").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("escalation_responsables_company_id_idx").on(t.companyId, t.firstName),
    // One responsable per address in a company, whatever its case: the agent escalates to a person, not a row.
    uniqueIndex("escalation_responsables_company_email_idx").on(t.companyId, sql`lower(${t.email})`),
  ],
);

export const escalationResponsableIntents = pgTable(
  "escalation_responsable_intents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    escalationResponsableId: uuid("escalation_responsable_id")
      .notNull()
      .references(() => escalationResponsables.id, { onDelete: "cascade" }),
    aiAgentIntentId: uuid("ai_agent_intent_id")
      .notNull()
      .references(() => aiAgentIntents.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("escalation_responsable_intents_pair_idx").on(t.escalationResponsableId, t.aiAgentIntentId),
  ],
);

/**
 * A customer's full name as the name filter matches it (first and last name). The list query and the trigram index
 * over it use this one expression, or the planner cannot use the index.
 */
export function customerFullName(t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) {
  return sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`;
}

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    internalCustomerId: text("internal_customer_id"),
    companyName: text("company_name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    phoneNumber: text("phone_number"),
    whatsapp: text("whatsapp"),
    domainName: text("domain_name"),
    isActiveCustomer: boolean("is_active_customer").notNull().default(true),
    language: text("language").notNull().default(""),
    subscription: customerSubscription("subscription"),
    accountValue: doublePrecision("account_value"),
    paymentStatus: paymentStatus("payment_status"),
    dateAdded: timestamp("date_added", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // The Customers / Contacts lists: newest first within a company and an active flag (id breaks ties of an import).
    index("customers_company_id_active_created_at_idx").on(
      t.companyId,
      t.isActiveCustomer,
      t.createdAt,
      t.id,
    ),
    index("customers_company_id_email_idx").on(t.companyId, sql`lower(${t.email})`),
    // The company's own customer number: one customer per number; the highest numeric one gives the next.
    uniqueIndex("customers_company_id_internal_id_idx").on(t.companyId, t.internalCustomerId),
    index("customers_company_id_internal_number_idx")
      .on(t.companyId, sql`(${t.internalCustomerId}::numeric)`)
      .where(sql`${t.internalCustomerId} ~ '^[0-9]{1,30}$'`),
    // The subscription / payment status / language filters and their count. The plain language column lets the
    // count read the index alone; lower(language) gives the planner statistics for the filter.
    index("customers_company_id_active_filters_idx").on(
      t.companyId,
      t.isActiveCustomer,
      t.subscription,
      t.paymentStatus,
      sql`lower(${t.language})`,
      t.language,
    ),
    // The name / email / company filters: a trigram index each (pg_trgm, on PGlite and PostgreSQL). One index over
    // the three texts made the count of a company search recheck every long text its trigrams found.
    index("customers_name_trgm_idx").using("gin", sql`${customerFullName(t)} gin_trgm_ops`),
    index("customers_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("customers_company_name_trgm_idx").using("gin", sql`${t.companyName} gin_trgm_ops`),
  ],
);

export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    domain: text("domain"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("partners_company_id_created_at_idx").on(t.companyId, t.createdAt),
    index("partners_company_id_email_idx").on(t.companyId, sql`lower(${t.email})`),
  ],
);

export const doNotReplyTo = pgTable(
  "do_not_reply_to",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name"),
    email: text("email").notNull(),
    domain: text("domain"),
    createdAt: createdAt(),
  },
  (t) => [index("do_not_reply_to_company_id_email_idx").on(t.companyId, sql`lower(${t.email})`)],
);

/** Where a customer CSV import stands (spec 001 §4): the page shows it, and a reload finds it again. */
/** A customer import's preview as stored: the preview, then the owner's answer and when they gave it. */
export type StoredCustomerImportPreview = Omit<CustomerImportPreview, "importId"> & {
  choices?: CustomerImportChoices;
  confirmedAt?: string;
};

export const customerImports = pgTable(
  "customer_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    byteSize: integer("byte_size").notNull().default(0),
    /** uploading → queued → processing → completed | failed */
    status: text("status").notNull().default("uploading"),
    /** Rows in the file (header excluded), known once the worker has counted them. */
    total: integer("total"),
    /** Rows read so far, good or bad: the progress bar. */
    rowsDone: integer("rows_done").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    errorCount: integer("error_count").notNull().default(0),
    /** The first errors, each with the file line where its row starts. */
    errors: jsonb("errors").$type<{ line: number; reason: string }[]>().notNull().default([]),
    warnings: jsonb("warnings").$type<string[]>().notNull().default([]),
    /** Conflicting rows the owner chose to skip (issue 23). */
    skipped: integer("skipped").notNull().default(0),
    /**
     * What the file would do, read before anything is written (counts, columns, the first updates and conflicts),
     * then the owner's choices and when they confirmed; null until the file is checked.
     */
    preview: jsonb("preview").$type<StoredCustomerImportPreview>(),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("customer_imports_company_id_created_at_idx").on(t.companyId, t.createdAt)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Bytes written as base64 text that the database decodes: PGlite takes a 10 MB bytea parameter in 5.4 s on the
 * server's thread, the same as base64 text in 0.75 s. Read it with `encode(column, 'base64')`.
 */
export const base64Bytea = customType<{ data: Uint8Array; driverData: string }>({
  dataType: () => "bytea",
  toDriver: (value) => sql`decode(${Buffer.from(value).toString("base64")}, 'base64')`,
});

/**
 * The uploaded file, in small pieces, until the import job has read it: the upload streams in here and
 * the worker streams it out, on whichever server runs it, so neither holds the whole file in memory.
 */
export const customerImportChunks = pgTable(
  "customer_import_chunks",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => customerImports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    mailboxId: uuid("mailbox_id").references(() => supportMailboxes.id, { onDelete: "set null" }),
    /** Provider message id or Message-ID: with the mailbox, the key that stores a message once. */
    dedupeKey: text("dedupe_key").notNull(),
    emailFrom: text("email_from"),
    emailTo: text("email_to"),
    emailCc: text("email_cc"),
    emailSubject: text("email_subject"),
    emailBody: text("email_body"),
    emailHtml: text("email_html"),
    emailDate: timestamp("email_date", { withTimezone: true }),
    emailProvider: text("email_provider"),
    messageIdHeader: text("message_id_header"),
    inReplyTo: text("in_reply_to"),
    references: text("references"),
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; size: number }[]>(),
    processed: boolean("processed").notNull().default(false),
    processedResult: text("processed_result"),
    /**
     * What the agent did, in one word: the agent's outcome (reply, reply_and_handover, handover_translation,
     * ask_responsable, escalate, skip, filter, ticket_only), "kept" (its mailbox was off) or "failed"; null until then.
     */
    agentOutcome: text("agent_outcome"),
    /**
     * What became of the agent's reply to this message, kept by a trigger on ticket_responses (migration 0015): "live"
     * (sent by the agent), "sent_by_person" (a sandbox draft a person sent) or "draft" (not sent); null without one.
     */
    agentReply: text("agent_reply"),
    /** Reports: the outcome as the report counts it (decision 0014), read from the outcome and its reason once. */
    reportKind: text("report_kind").generatedAlwaysAs(sql`case
      when agent_outcome = 'reply' and processed_result like 'learned:%' then 'responsable_answer'
      when agent_outcome = 'reply' then 'answered'
      when agent_outcome = 'reply_and_handover' then 'answered_in_part'
      when agent_outcome = 'escalate' and processed_result like 'escalated: language not supported%' then 'unsupported_language'
      when agent_outcome = 'escalate' then 'escalated'
      when agent_outcome = 'ask_responsable' then 'asked_responsable'
      when agent_outcome = 'handover_translation' then 'translation'
      when agent_outcome = 'skip' then 'skipped'
      when agent_outcome = 'filter' then 'filtered'
      else 'other' end`),
    trace: jsonb("trace"),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
    /** The message as it arrived, kept only when it could not be read: its ticket offers it for download. */
    rawMessage: base64Bytea("raw_message"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_company_mailbox_dedupe_idx").on(t.companyId, t.mailboxId, t.dedupeKey),
    index("messages_company_id_created_at_idx").on(t.companyId, t.createdAt),
    index("messages_message_id_header_idx").on(t.companyId, t.messageIdHeader),
    // "Closed by the agent" in the Support Inbox: the company's filtered and skipped mail, newest first.
    index("messages_company_closed_idx")
      .on(t.companyId, t.createdAt)
      .where(sql`${t.agentOutcome} in ('filter', 'skip')`),
    // Reports: a period's mail counted from the index alone.
    index("messages_company_report_idx").on(t.companyId, t.createdAt, t.reportKind, t.agentReply),
  ],
);

/** The text the inbox search matches: subject, what the customer wrote, the requester's address and the intent. */
export function ticketSearchText(t: {
  subject: AnyPgColumn;
  messageContent: AnyPgColumn;
  requesterEmail: AnyPgColumn;
  intent: AnyPgColumn;
}) {
  return sql`(coalesce(${t.subject}, '') || ' ' || coalesce(${t.messageContent}, '') || ' ' || coalesce(${t.requesterEmail}, '') || ' ' || coalesce(${t.intent}, ''))`;
}

export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    mailboxId: uuid("mailbox_id").references(() => supportMailboxes.id, { onDelete: "set null" }),
    status: ticketStatus("status").notNull().default("New"),
    priority: ticketPriority("priority").notNull().default("medium"),
    type: ticketType("type").notNull().default("unknown"),
    intent: text("intent").notNull().default("General Inquiry"),
    intentId: uuid("intent_id").references(() => aiAgentIntents.id, { onDelete: "set null" }),
    language: text("language"),
    assignedTo: text("assigned_to").notNull().default("Unassigned"),
    assignedResponsableId: uuid("assigned_responsable_id").references(() => escalationResponsables.id, {
      onDelete: "set null",
    }),
    /** A teammate the ticket is assigned to (issue 24); "Unassigned" when neither this nor a responsable is set. */
    assignedUserId: text("assigned_user_id").references(() => user.id, { onDelete: "set null" }),
    subject: text("subject").notNull().default("No subject"),
    messageContent: text("message_content"),
    isInFeedbackLoop: boolean("is_in_feedback_loop").notNull().default(false),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    requesterId: uuid("requester_id").references(() => customers.id, { onDelete: "set null" }),
    requesterEmail: text("requester_email"),
    /** The first reply that left for the customer, kept by a trigger on ticket_responses (migration 0015). */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** Who gave it: "agent" (the agent's own reply) or "person" (a person's reply or a draft a person sent). */
    firstResponseBy: text("first_response_by"),
    /** Seconds from the opening mail's arrival to that reply. */
    firstResponseSeconds: doublePrecision("first_response_seconds"),
    /** The opening mail's messages.report_kind, kept by triggers (migration 0015): the reports' intents read it here. */
    openingKind: text("opening_kind"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tickets_company_id_created_at_idx").on(t.companyId, t.createdAt),
    // Reports: a period's tickets, first responses and intents read from the index alone.
    index("tickets_company_report_idx").on(
      t.companyId,
      t.createdAt,
      t.firstResponseBy,
      t.firstResponseSeconds,
      t.intent,
      t.openingKind,
    ),
    // Reports' first response times: the tickets that had one, by who gave it, read in the period's order from the
    // index alone (a year of a million-ticket company's first responses without reading the table).
    index("tickets_company_first_response_idx")
      .on(t.companyId, t.firstResponseBy, t.createdAt, t.firstResponseSeconds)
      .where(sql`${t.firstResponseBy} is not null`),
    // Reports' knowledge gaps: the tickets whose opening mail the agent could not (fully) answer.
    index("tickets_company_gaps_idx")
      .on(t.companyId, t.createdAt)
      .where(sql`${t.openingKind} in ('asked_responsable', 'answered_in_part')`),
    // Reports: each responsable's open tickets.
    index("tickets_company_responsable_open_idx")
      .on(t.companyId, t.assignedResponsableId)
      .where(sql`${t.status} <> 'Solved' and ${t.assignedResponsableId} is not null`),
    index("tickets_company_id_status_created_at_idx").on(t.companyId, t.status, t.createdAt),
    // "Assigned to me" in the Support Inbox.
    index("tickets_company_assigned_user_idx")
      .on(t.companyId, t.assignedUserId, t.createdAt)
      .where(sql`${t.assignedUserId} is not null`),
    index("tickets_company_id_type_created_at_idx").on(t.companyId, t.type, t.createdAt),
    // One ticket per message that opened it: a retried or repeated decision finds it instead of making a second.
    uniqueIndex("tickets_message_id_unique_idx").on(t.messageId),
    // Inbox search: one trigram index over everything the search box looks at (pg_trgm, on PGlite and PostgreSQL).
    index("tickets_search_trgm_idx").using("gin", sql`${ticketSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * Ticket counts per company and status, kept by a trigger on tickets (migration 0001), so the inbox counters read a
 * handful of rows instead of counting a million tickets.
 */
export const companyTicketCounts = pgTable(
  "company_ticket_counts",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: ticketStatus("status").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/** Every message that belongs to a ticket's thread (the first one is tickets.message_id). */
export const ticketMessages = pgTable(
  "ticket_messages",
  {
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.messageId] }),
    // A message belongs to one ticket.
    uniqueIndex("ticket_messages_message_id_unique_idx").on(t.messageId),
  ],
);

export const ticketResponses = pgTable(
  "ticket_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    intent: text("intent"),
    assignedTo: text("assigned_to"),
    priority: ticketPriority("priority"),
    status: ticketStatus("status"),
    messageContent: text("message_content").notNull(),
    mode: profileMode("mode").notNull(),
    author: text("author").notNull().default("Support Agent"),
    /** The teammate who wrote or sent this reply (issue 24); null for the agent's own. */
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The inbound message this agent reply answers: one agent reply per (ticket, inbound message), ever. */
    inboundMessageId: uuid("inbound_message_id").references(() => messages.id, { onDelete: "set null" }),
    /** Stable Message-ID of the outgoing mail: a retry reuses it, so the Sent folder tells whether it already went. */
    messageIdHeader: text("message_id_header"),
    /** Set just before handing the mail to the provider; with sent_at null it means "maybe sent": check first. */
    sendAttemptedAt: timestamp("send_attempted_at", { withTimezone: true }),
    sendError: text("send_error"),
    /** Set when every retry failed: the reply is shown as not sent on its ticket and in the inbox. */
    sendFailedAt: timestamp("send_failed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When a person sent this sandbox draft (set by a trigger, migration 0015): the reports tell it from a live reply. */
    madeLiveAt: timestamp("made_live_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("ticket_responses_ticket_id_created_at_idx").on(t.ticketId, t.createdAt),
    uniqueIndex("ticket_responses_ticket_inbound_idx").on(t.ticketId, t.inboundMessageId),
  ],
);

/**
 * A guest's answer to "Was this helpful?" under a reply (guest satisfaction, issue 24, decision 0014): one per reply,
 * changed in place when the guest changes their mind. Who wrote the reply, its intent and when it went out are copied
 * here when the guest answers, so the report reads one index and joins nothing.
 */
export const replyRatings = pgTable(
  "reply_ratings",
  {
    responseId: uuid("response_id")
      .primaryKey()
      .references(() => ticketResponses.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** "agent" (the agent wrote the words, sent live or as a draft a person sent) or "person". */
    writtenBy: text("written_by").notNull(),
    intent: text("intent").notNull(),
    /** When the rated reply went out: the period the answer counts in. */
    repliedAt: timestamp("replied_at", { withTimezone: true }).notNull(),
    helpful: boolean("helpful").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reply_ratings_company_report_idx").on(t.companyId, t.repliedAt, t.writtenBy, t.intent, t.helpful),
  ],
);

export const feedbackLoopMessage = pgTable(
  "feedback_loop_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    assignedTo: uuid("assigned_to").references(() => escalationResponsables.id, { onDelete: "set null" }),
    sender: feedbackSender("sender").notNull(),
    messageSubject: text("message_subject"),
    messageContent: text("message_content").notNull(),
    emailSent: boolean("email_sent").notNull().default(false),
    reasonWhyInFeedbackloop: text("reason_why_in_feedbackloop"),
    /** The inbound message this feedback message comes from (the customer's question, or the responsable's email). */
    inboundMessageId: uuid("inbound_message_id").references(() => messages.id, { onDelete: "set null" }),
    /**
     * On the agent's question: when a responsable first answered on its ticket after it was asked, kept by triggers
     * (migration 0022), so the reports time a year of questions from one index.
     */
    firstAnswerAt: timestamp("first_answer_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("feedback_loop_message_ticket_id_created_at_idx").on(t.ticketId, t.createdAt),
    // The agent asks once per (ticket, message), and an answer by email is stored once.
    uniqueIndex("feedback_loop_message_ticket_inbound_idx").on(t.ticketId, t.inboundMessageId, t.sender),
    // Reports: the questions asked of each responsable in a period.
    index("feedback_loop_message_questions_idx")
      .on(t.assignedTo, t.createdAt, t.firstAnswerAt)
      .where(sql`${t.sender} = 'AI Agent'`),
  ],
);

export const agentTests = pgTable(
  "agent_tests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    testName: text("test_name").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    agentConfigId: uuid("agent_config_id").references(() => agentConfigs.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("agent_tests_user_id_created_at_idx").on(t.userId, t.createdAt)],
);

export const agentTestMessages = pgTable(
  "agent_test_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentTestId: uuid("agent_test_id")
      .notNull()
      .references(() => agentTests.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    messageContent: text("message_content").notNull(),
    aiResponse: text("ai_response"),
    intent: text("intent"),
    intentId: uuid("intent_id").references(() => aiAgentIntents.id, { onDelete: "set null" }),
    isSystemMessage: boolean("is_system_message").notNull().default(false),
    /** What the agent would do with this mail for real (the plan's result: "handed over: translation needed …"). */
    result: text("result"),
    userQualification: rating("user_qualification"),
    createdAt: createdAt(),
  },
  (t) => [index("agent_test_messages_test_id_created_at_idx").on(t.agentTestId, t.createdAt)],
);

/**
 * "Test on past mail" (issue 12): the company's last N received messages decided again with today's knowledge and
 * configuration, writing nothing else. One running replay per user; the last few are kept.
 */
export const mailReplays = pgTable(
  "mail_replays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** queued → running → completed | failed | cancelled */
    status: text("status").notNull().default("queued"),
    /** How many messages the user asked for. */
    requested: integer("requested").notNull(),
    /** The messages there were to replay (at most `requested`): the progress bar's end. */
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    changed: integer("changed").notNull().default(0),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_replays_company_id_created_at_idx").on(t.companyId, t.createdAt),
    index("mail_replays_user_id_created_at_idx").on(t.userId, t.createdAt),
    // One running replay per user, even when two requests start one at the same moment.
    uniqueIndex("mail_replays_one_running_per_user_idx")
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** One replayed message: what the agent did then and what it would do now. */
export const mailReplayRows = pgTable(
  "mail_replay_rows",
  {
    replayId: uuid("replay_id")
      .notNull()
      .references(() => mailReplays.id, { onDelete: "cascade" }),
    /** 0 = the newest message. */
    position: integer("position").notNull(),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    emailFrom: text("email_from"),
    emailSubject: text("email_subject"),
    emailDate: timestamp("email_date", { withTimezone: true }),
    thenResult: text("then_result"),
    thenAction: text("then_action").notNull(),
    thenReply: text("then_reply"),
    nowResult: text("now_result").notNull(),
    nowAction: text("now_action").notNull(),
    nowIntent: text("now_intent"),
    nowReply: text("now_reply"),
    /** The reply is the Test Agent's system message (no reply would be written). */
    nowIsSystemMessage: boolean("now_is_system_message").notNull().default(false),
    changed: boolean("changed").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.replayId, t.position] }),
    // The table lists changed rows first, then newest first.
    index("mail_replay_rows_replay_changed_position_idx").on(t.replayId, t.changed, t.position),
  ],
);

/** Learned knowledge (agent.md §4): answers from the feedback loop and approved test replies. */
/**
 * One row whose version goes up with every change to the tables the agent's setup is read from (statement triggers on
 * those eleven tables, migration 0009): deciding a message reads it instead of fingerprinting the tables, and a setup
 * edit is still seen by the next message.
 */
export const agentSetupVersionRow = pgTable("agent_setup_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * A company's trained intent classifier, stored by the first process or agent thread that trains it so that every
 * other one that needs the same training loads it (milliseconds) instead of training it again (seconds of CPU;
 * decision 0021). `model_version` is the fingerprint of the company's intents and examples, `trainer` that of the code,
 * glossaries and sentence encoder that trained it: a change to either trains a new model. Training is deterministic,
 * so two processes that race store the same model, once.
 */
export const intentClassifiers = pgTable(
  "intent_classifiers",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    modelVersion: text("model_version").notNull(),
    trainer: text("trainer").notNull(),
    /** `IntentClassifier.toBytes()`: about 1 MB for a company's intents. */
    model: base64Bytea("model").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.modelVersion, t.trainer] }),
    index("intent_classifiers_company_id_created_at_idx").on(t.companyId, t.createdAt),
  ],
);

export const knowledgeEntries = pgTable(
  "knowledge_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    intentId: uuid("intent_id").references(() => aiAgentIntents.id, { onDelete: "set null" }),
    language: text("language").notNull().default("en"),
    source: knowledgeSource("source").notNull(),
    sourceTicketId: uuid("source_ticket_id").references(() => tickets.id, { onDelete: "set null" }),
    /** The rated Test Agent reply it came from: one entry per test message, whatever the rating becomes. */
    sourceTestMessageId: uuid("source_test_message_id").references(() => agentTestMessages.id, {
      onDelete: "set null",
    }),
    /** The responsable's answer it was learned from: one entry per answer, however often it is applied. */
    sourceFeedbackMessageId: uuid("source_feedback_message_id").references(() => feedbackLoopMessage.id, {
      onDelete: "set null",
    }),
    needsReview: boolean("needs_review").notNull().default(false),
    /** The page or file an accepted suggestion came from (issue 25). */
    sourceUrl: text("source_url"),
    /** Entries of one fact in several languages share it: a French guest is answered from the French page. */
    linkGroup: text("link_group"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("knowledge_entries_company_id_idx").on(t.companyId),
    uniqueIndex("knowledge_entries_source_feedback_message_idx").on(t.sourceFeedbackMessageId),
    // The Library lists entries marked for review first, newest first.
    index("knowledge_entries_company_review_created_idx").on(t.companyId, t.needsReview, t.createdAt),
    // Reports: what was learned in a period.
    index("knowledge_entries_company_created_idx").on(t.companyId, t.createdAt, t.source),
    uniqueIndex("knowledge_entries_source_test_message_idx").on(t.sourceTestMessageId),
    index("knowledge_entries_search_trgm_idx").using(
      "gin",
      sql`(${t.question} || ' ' || ${t.answer}) gin_trgm_ops`,
    ),
  ],
);

/**
 * The outbox of mail the agent sends people (responsable notifications, feedback questions): written in the same
 * transaction as the decision, sent after commit by a job, once per key.
 */
export const outboundEmails = pgTable(
  "outbound_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** One mail per (message, step), ever. */
    key: text("key").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    replyTo: text("reply_to"),
    /** Stable Message-ID: a retry reuses it, and a feedback question's answer finds its question by it. */
    messageId: text("message_id").notNull(),
    sendAttemptedAt: timestamp("send_attempted_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("outbound_emails_company_key_idx").on(t.companyId, t.key)],
);

/** Mail the product itself sends (reset links, notifications) when no SMTP_URL is set. */
export const devOutbox = pgTable(
  "dev_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Message-ID of the mail, so a retried send can tell it already went. */
    messageId: text("message_id"),
    createdAt: createdAt(),
  },
  (t) => [index("dev_outbox_created_at_idx").on(t.createdAt)],
);
