// Reports' roll-ups (decision 0014, "Fast on a million tickets"): what the report sums, counted once per company and
// hour or day, so a year is read from a few thousand rows. Kept exact by triggers and the sealing of migration 0022.

import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./app";

/**
 * How far a company's roll-ups reach: every message and ticket created before `sealed_until` (a UTC midnight) is
 * counted in them, and the triggers move the counts when such a row changes; later rows are read live until the
 * hourly `report-rollups` job seals their day. No row: nothing sealed yet, the report reads everything live.
 */
export const reportRollupState = pgTable("report_rollup_state", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  sealedUntil: timestamp("sealed_until", { withTimezone: true }).notNull(),
});

// The roll-ups have no foreign key: a company's deletion cascades to its messages, whose triggers may still write a
// count after the company row is gone; deleting report_rollup_state's row (cascaded too) clears them instead.

/** Mail received per company and UTC hour, one column per counter of the summary (messages.report_kind). */
export const reportMailHours = pgTable(
  "report_mail_hours",
  {
    companyId: uuid("company_id").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    /** report_kind 'answered' by what became of the agent's reply (messages.agent_reply). */
    answeredLive: integer("answered_live").notNull().default(0),
    answeredSentByPerson: integer("answered_sent_by_person").notNull().default(0),
    /** A draft not sent, or no reply row. */
    answeredDraft: integer("answered_draft").notNull().default(0),
    answeredInPart: integer("answered_in_part").notNull().default(0),
    escalated: integer("escalated").notNull().default(0),
    unsupportedLanguage: integer("unsupported_language").notNull().default(0),
    askedResponsable: integer("asked_responsable").notNull().default(0),
    translation: integer("translation").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    filtered: integer("filtered").notNull().default(0),
    other: integer("other").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.hour] })],
);

/** Tickets opened per company, UTC day and intent, and how many of them the agent dealt with alone. */
export const reportIntentDays = pgTable(
  "report_intent_days",
  {
    companyId: uuid("company_id").notNull(),
    day: timestamp("day", { withTimezone: true }).notNull(),
    intent: text("intent").notNull(),
    tickets: integer("tickets").notNull().default(0),
    /** Opening mail answered or skipped (tickets.opening_kind). */
    automated: integer("automated").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.intent] })],
);

/**
 * Knowledge gaps per company, UTC day, intent and subject (report_subject_key): how many, how many open, and the
 * group's newest ticket and newest ticket still in its feedback loop. Recomputed from the day's tickets when one of
 * them changes (no unique key: a subject may be longer than an index entry).
 */
export const reportGapDays = pgTable(
  "report_gap_days",
  {
    companyId: uuid("company_id").notNull(),
    day: timestamp("day", { withTimezone: true }).notNull(),
    intent: text("intent").notNull(),
    subjectKey: text("subject_key").notNull(),
    n: integer("n").notNull(),
    open: integer("open").notNull(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull(),
    latestId: uuid("latest_id").notNull(),
    latestSubject: text("latest_subject").notNull(),
    feedbackAt: timestamp("feedback_at", { withTimezone: true }),
    feedbackId: uuid("feedback_id"),
  },
  (t) => [index("report_gap_days_company_day_idx").on(t.companyId, t.day)],
);
