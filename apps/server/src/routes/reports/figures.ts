import type { Csat, CsatIntent, ReportCsat, ReportDay, ReportFigures, ResponseTimes } from "@inbox/contracts";
import type { CsatCountRow, FirstResponseRow, MailCountRow } from "@inbox/db";

/**
 * The report's counters from the counted mail (decision 0014 defines each). A responsable's answer to the agent's
 * question is not a mail received: it is the other half of an "asked a responsable".
 */
export function figuresOf(
  mail: MailCountRow[],
  responses: FirstResponseRow[],
  minutesSavedPerMail: number,
): ReportFigures {
  const count = (kind: string, agentReply?: (reply: string | null) => boolean) =>
    mail
      .filter((r) => r.kind === kind && (!agentReply || agentReply(r.agentReply)))
      .reduce((sum, r) => sum + r.n, 0);
  const handled = {
    repliedLive: count("answered", (r) => r === "live"),
    draftSentByPerson: count("answered", (r) => r === "sent_by_person"),
    draftNotSent: count("answered", (r) => r !== "live" && r !== "sent_by_person"),
  };
  const handedToPeople = {
    escalated: count("escalated"),
    askedResponsable: count("asked_responsable"),
    translation: count("translation"),
    unsupportedLanguage: count("unsupported_language"),
    answeredInPart: count("answered_in_part"),
  };
  const closed = { skipped: count("skipped"), filtered: count("filtered") };
  const other = count("other");
  const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
  const handledTotal = sum(handled);
  const closedTotal = sum(closed);
  const received = handledTotal + sum(handedToPeople) + closedTotal + other;
  const times = (by: "agent" | "person"): ResponseTimes => {
    const row = responses.find((r) => r.by === by);
    return { count: row?.count ?? 0, median: row?.median ?? null, p90: row?.p90 ?? null };
  };
  return {
    received,
    handled: { total: handledTotal, ...handled },
    handedToPeople: { total: sum(handedToPeople), ...handedToPeople },
    closed: { total: closedTotal, ...closed },
    other,
    automationRate: received ? (handledTotal + closedTotal) / received : null,
    firstResponse: { agent: times("agent"), people: times("person") },
    minutesSaved: (handled.repliedLive + handled.draftSentByPerson) * minutesSavedPerMail,
  };
}

const GROUP_OF: Record<string, keyof Omit<ReportDay, "day"> | null> = {
  answered: "handled",
  answered_in_part: "handedToPeople",
  escalated: "handedToPeople",
  unsupported_language: "handedToPeople",
  asked_responsable: "handedToPeople",
  translation: "handedToPeople",
  skipped: "closed",
  filtered: "closed",
  other: "other",
  responsable_answer: null,
};

/** Every day of the period (YYYY-MM-DD, in the reader's time zone), with its mail by group; days without mail as 0. */
export function perDayOf(mail: MailCountRow[], from: string, days: number): ReportDay[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const byDay = new Map<string, ReportDay>();
  for (let i = 0; i < days; i++) {
    const day = new Date(start + i * 864e5).toISOString().slice(0, 10);
    byDay.set(day, { day, handled: 0, handedToPeople: 0, closed: 0, other: 0 });
  }
  for (const row of mail) {
    const group = GROUP_OF[row.kind];
    const entry = row.day ? byDay.get(row.day) : undefined;
    if (group && entry) entry[group] += row.n;
  }
  return [...byDay.values()];
}

/** The same calendar day moved by `days` (negative: earlier), as YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
}

const csat = (answers: number, yes: number): Csat => ({ answers, yes, rate: answers ? yes / answers : null });

/**
 * Guest satisfaction of the period and the one before, the agent's replies apart from people's, in total and per
 * intent (the intents with the most answers first).
 */
export function csatOf(rows: CsatCountRow[]): Pick<ReportCsat, "current" | "previous" | "intents"> {
  const total = (by: "agent" | "person", previous: boolean) => {
    const mine = rows.filter((r) => r.writtenBy === by);
    const sum = (pick: (r: CsatCountRow) => number) => mine.reduce((s, r) => s + pick(r), 0);
    return previous
      ? csat(
          sum((r) => r.previousAnswers),
          sum((r) => r.previousYes),
        )
      : csat(
          sum((r) => r.answers),
          sum((r) => r.yes),
        );
  };
  const intents = new Map<string, CsatIntent>();
  const empty = () => csat(0, 0);
  for (const r of rows) {
    const entry = intents.get(r.intent) ?? {
      intent: r.intent,
      agent: empty(),
      people: empty(),
      previousAgent: empty(),
      previousPeople: empty(),
    };
    const now = csat(r.answers, r.yes);
    const before = csat(r.previousAnswers, r.previousYes);
    if (r.writtenBy === "agent") Object.assign(entry, { agent: now, previousAgent: before });
    else Object.assign(entry, { people: now, previousPeople: before });
    intents.set(r.intent, entry);
  }
  return {
    current: { agent: total("agent", false), people: total("person", false) },
    previous: { agent: total("agent", true), people: total("person", true) },
    intents: [...intents.values()]
      .filter((i) => i.agent.answers + i.people.answers > 0)
      .sort(
        (a, b) =>
          b.agent.answers + b.people.answers - (a.agent.answers + a.people.answers) ||
          a.intent.localeCompare(b.intent),
      ),
  };
}
