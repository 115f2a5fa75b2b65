import {
  type Csat,
  type ReportCsat,
  type ReportFigures,
  type ReportPeriod,
  reportOutcomeLabel,
} from "@inbox/contracts";
import type { ReportTicketRow } from "@inbox/db";
import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (a guest's subject "=HYPERLINK(…)") is written as text: a leading
 * apostrophe, as OWASP's CSV-injection advice says.
 */
function safeCell(value: unknown): string | number {
  if (typeof value === "number") return value;
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function toCsv(rows: unknown[][]): string {
  return stringify(
    rows.map((row) => row.map(safeCell)),
    { record_delimiter: "\r\n" },
  );
}

const minutes = (seconds: number | null) => (seconds === null ? "" : Math.round((seconds / 60) * 10) / 10);
const percent = (rate: number | null) => (rate === null ? "" : Math.round(rate * 1000) / 10);

/** The period's counters beside the period before, one row each: what the owner pastes into a spreadsheet. */
export function figuresCsv(
  period: ReportPeriod,
  current: ReportFigures,
  previous: ReportFigures,
  csat: ReportCsat,
): string {
  const row = (label: string, now: number | string | null, before: number | string | null) => {
    const change =
      typeof now === "number" && typeof before === "number" ? Math.round((now - before) * 10) / 10 : "";
    return [label, now ?? "", before ?? "", change];
  };
  const line = (label: string, pick: (f: ReportFigures) => number | string | null) =>
    row(label, pick(current), pick(previous));
  // Guest satisfaction: the share of Yes and how many answered, the agent's replies apart from people's, then per intent.
  const csatLines = (label: string, now: Csat, before: Csat) => [
    row(`${label}, Yes (%)`, percent(now.rate), percent(before.rate)),
    row(`${label}, answers`, now.answers, before.answers),
  ];
  return toCsv([
    ["Figure", `${period.from} to ${period.to}`, `${period.previousFrom} to ${period.previousTo}`, "Change"],
    line("Mails received", (f) => f.received),
    line("Handled by the agent", (f) => f.handled.total),
    line("  Replied live", (f) => f.handled.repliedLive),
    line("  Drafted, sent by a person", (f) => f.handled.draftSentByPerson),
    line("  Drafted, not sent", (f) => f.handled.draftNotSent),
    line("Handed to people", (f) => f.handedToPeople.total),
    line("  Escalated", (f) => f.handedToPeople.escalated),
    line("  Asked a responsable", (f) => f.handedToPeople.askedResponsable),
    line("  Translation", (f) => f.handedToPeople.translation),
    line("  Unsupported language", (f) => f.handedToPeople.unsupportedLanguage),
    line("  Answered in part", (f) => f.handedToPeople.answeredInPart),
    line("Closed by the agent", (f) => f.closed.total),
    line("  Skipped", (f) => f.closed.skipped),
    line("  Filtered", (f) => f.closed.filtered),
    line("Other", (f) => f.other),
    line("Automation rate (%)", (f) => percent(f.automationRate)),
    line("First response, agent, median (min)", (f) => minutes(f.firstResponse.agent.median)),
    line("First response, agent, 90th percentile (min)", (f) => minutes(f.firstResponse.agent.p90)),
    line("First response, people, median (min)", (f) => minutes(f.firstResponse.people.median)),
    line("First response, people, 90th percentile (min)", (f) => minutes(f.firstResponse.people.p90)),
    line("Time saved (min)", (f) => f.minutesSaved),
    ...csatLines("Guest satisfaction, agent's replies", csat.current.agent, csat.previous.agent),
    ...csatLines("Guest satisfaction, people's replies", csat.current.people, csat.previous.people),
    ...csat.intents.flatMap((i) => [
      ...csatLines(`Guest satisfaction, ${i.intent}, agent's replies`, i.agent, i.previousAgent),
      ...csatLines(`Guest satisfaction, ${i.intent}, people's replies`, i.people, i.previousPeople),
    ]),
  ]);
}

export const TICKET_CSV_HEADER = [
  "Ticket",
  "Opened (UTC)",
  "Subject",
  "Requester",
  "Intent",
  "Status",
  "Assigned to",
  "What the agent did",
  "First response by",
  "First response (min)",
];

export function ticketCsvRows(rows: ReportTicketRow[]): unknown[][] {
  return rows.map((r) => [
    r.id,
    r.createdAt,
    r.subject,
    r.requesterEmail,
    r.intent,
    r.status,
    r.assignedTo,
    reportOutcomeLabel(r.kind, r.agentReply),
    r.firstResponseBy === "agent" ? "Agent" : r.firstResponseBy === "person" ? "Person" : "",
    minutes(r.firstResponseSeconds),
  ]);
}
