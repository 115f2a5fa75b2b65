import { z } from "zod";

/**
 * Reports (issue 24): what the agent did in a period, beside the period before. Every counter is defined in
 * docs/decisions/0014-reports.md.
 */

/** The longest period a report covers: a year and a day (a leap year's "dates" from 1 January to 1 January). */
export const REPORT_MAX_DAYS = 367;
export const reportPresetValues = ["7", "30", "90"] as const;
export type ReportPreset = (typeof reportPresetValues)[number];

const isoDate = z
  .string({ message: "Choose a date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Write the date as YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "That date does not exist");

/** A period as the page asks for it: two calendar days (both included) in the reader's time zone. */
export const reportPeriodQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    tz: z
      .string()
      .max(64)
      .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, "Unknown time zone")
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, "Unknown time zone")
      .default("UTC"),
  })
  .refine((p) => p.from <= p.to, { message: "The period ends before it starts", path: ["to"] })
  .refine((p) => daysBetween(p.from, p.to) <= REPORT_MAX_DAYS, {
    message: `Choose a period of at most ${REPORT_MAX_DAYS} days`,
    path: ["from"],
  });
export type ReportPeriodQuery = z.input<typeof reportPeriodQuery>;

/** Days in a period, both ends included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1;
}

/**
 * The company's report settings, either or both: the minutes a person would have spent per mail the agent answered
 * (whole minutes, 1 to 120), and whether replies ask the guest "Was this helpful?".
 */
export const reportSettingsInput = z
  .object({
    minutesSavedPerMail: z.coerce
      .number({ message: "Write the minutes as a number" })
      .int("Write whole minutes")
      .min(1, "At least 1 minute")
      .max(120, "At most 120 minutes")
      .optional(),
    askGuestRating: z.boolean({ message: "Choose on or off" }).optional(),
  })
  .refine((v) => v.minutesSavedPerMail !== undefined || v.askGuestRating !== undefined, {
    message: "Nothing to change: give the minutes per mail or whether replies ask the guest.",
  });
export type ReportSettingsInput = z.input<typeof reportSettingsInput>;

export interface ResponseTimes {
  /** Tickets whose first response this is. */
  count: number;
  /** Seconds; null without tickets. */
  median: number | null;
  p90: number | null;
}

/** One period's counters. */
export interface ReportFigures {
  received: number;
  handled: { total: number; repliedLive: number; draftSentByPerson: number; draftNotSent: number };
  handedToPeople: {
    total: number;
    escalated: number;
    askedResponsable: number;
    translation: number;
    unsupportedLanguage: number;
    answeredInPart: number;
  };
  closed: { total: number; skipped: number; filtered: number };
  /** Mail from the team, mail kept while the agent was off, mail that failed or is not decided yet. */
  other: number;
  /** (handled + closed) / received, 0..1; null without mail. */
  automationRate: number | null;
  firstResponse: { agent: ResponseTimes; people: ResponseTimes };
  /** Minutes a person would have spent on the replies the agent wrote that reached the guest. */
  minutesSaved: number;
}

export interface ReportPeriod {
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
}

export interface ReportDay {
  day: string;
  handled: number;
  handedToPeople: number;
  closed: number;
  other: number;
}

export interface ReportSummary {
  period: ReportPeriod;
  current: ReportFigures;
  previous: ReportFigures;
  perDay: ReportDay[];
  minutesSavedPerMail: number;
  canEditSettings: boolean;
}

export interface ReportIntent {
  intent: string;
  tickets: number;
  automated: number;
  /** 0..1; null without tickets. */
  automationRate: number | null;
  previousTickets: number;
  previousAutomationRate: number | null;
}

export interface KnowledgeGap {
  intent: string;
  subject: string;
  /** Mails in the period the agent could not (fully) answer on this intent and subject. */
  count: number;
  /** Of those, tickets still waiting for a person (not solved). */
  open: number;
  /** The newest ticket still waiting in the feedback loop: "Answer it" opens it; null sends to the Library. */
  feedbackTicketId: string | null;
  latestTicketId: string | null;
  lastSeenAt: string;
}

export interface ReportLearning {
  /** Entries the agent had learned before the period. */
  before: number;
  perDay: { day: string; learned: number; total: number }[];
  learnedInPeriod: number;
}

export interface ResponsableReport {
  id: string;
  name: string;
  email: string;
  /** Tickets assigned to them, not solved (now). */
  openTickets: number;
  /** Questions the agent asked them in the period. */
  asked: number;
  answered: number;
  /** Seconds from the question to their answer. */
  medianAnswerSeconds: number | null;
  p90AnswerSeconds: number | null;
}

/** How the report counts a mail (messages.report_kind, migration 0015). */
export type ReportKind =
  | "answered"
  | "answered_in_part"
  | "escalated"
  | "unsupported_language"
  | "asked_responsable"
  | "translation"
  | "skipped"
  | "filtered"
  | "responsable_answer"
  | "other";

/** What the agent did with a ticket's opening mail, in a person's words (the ticket list export). */
export function reportOutcomeLabel(kind: string | null, agentReply: string | null): string {
  switch (kind) {
    case "answered":
      if (agentReply === "live") return "Replied by the agent";
      if (agentReply === "sent_by_person") return "Drafted by the agent, sent by a person";
      return "Drafted by the agent, not sent";
    case "answered_in_part":
      return "Answered in part, the rest to a person";
    case "escalated":
      return "Escalated to a person";
    case "unsupported_language":
      return "Handed to a person: language not supported";
    case "asked_responsable":
      return "Asked a responsable";
    case "translation":
      return "Handed to a person for translation";
    case "skipped":
      return "Closed by the agent: skipped";
    case "filtered":
      return "Closed by the agent: filtered";
    case "responsable_answer":
      return "A responsable's answer";
    case null:
      return "";
    default:
      return "Other (team mail, agent off, failed or waiting)";
  }
}
