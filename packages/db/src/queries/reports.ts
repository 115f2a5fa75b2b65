import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { cutPeriod, DAY_MS, eachRange, getSealedUntil, HOUR_MS, instants } from "./report-rollups";
import { reportRows, rowsOf } from "./report-rows";

/**
 * Reports (issue 24, decision 0014): what the agent did with a company's mail in a period. Every query takes the
 * company and the period's instants. Counts are summed from the roll-ups of migration 0022 for the whole hours or days
 * they hold and read live from the report indexes of migration 0015 for the rest (report-rollups.ts), so a year of a
 * busy mailbox is a few thousand roll-up rows; percentiles are exact, read from an index of the values.
 */

export interface ReportRange {
  companyId: string;
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** A period of calendar days in a time zone, and the one of the same length just before it, as instants. */
export async function resolveReportPeriod(
  db: DbOrTx,
  { from, to, tz }: { from: string; to: string; tz: string },
) {
  const [row] = await rowsOf<{ start: string; end: string; previous_start: string; days: number }>(
    db,
    sql`select
      (${from}::date)::timestamp at time zone ${tz} as start,
      (${to}::date + 1)::timestamp at time zone ${tz} as "end",
      (${from}::date - (${to}::date - ${from}::date + 1))::timestamp at time zone ${tz} as previous_start,
      (${to}::date - ${from}::date + 1) as days`,
  );
  if (!row) throw new Error("The period could not be read");
  return {
    start: new Date(row.start),
    end: new Date(row.end),
    previousStart: new Date(row.previous_start),
    days: Number(row.days),
  };
}

export interface MailCountRow {
  /** The day in the reader's time zone (YYYY-MM-DD); null when counted without days. */
  day: string | null;
  kind: string;
  agentReply: string | null;
  n: number;
}

/** The reader's midnights from the first day of a period to the one after its last (days + 1 instants). */
export async function reportMidnights(
  db: DbOrTx,
  { from, to, tz }: { from: string; to: string; tz: string },
) {
  const rows = await rowsOf<{ t: string | number }>(
    db,
    sql`select extract(epoch from (d::date)::timestamp at time zone ${tz}) * 1000 as t
      from generate_series(${from}::date, ${to}::date + 1, interval '1 day') d
      order by d`,
  );
  return rows.map((r) => new Date(Number(r.t)));
}

/**
 * The period's mail by how the report counts it (messages.report_kind) and what became of the agent's reply, and with
 * `days` per day of the period in the reader's time zone (each mail falls between two of the days' midnights:
 * width_bucket over them, exact across a change of clocks). Whole sealed hours come from report_mail_hours; the rest
 * from an index-only scan of messages_company_report_idx.
 */
export async function countReportMail(
  db: DbOrTx,
  range: ReportRange & { days?: { from: string; to: string; tz: string } },
) {
  const days = range.days;
  const [sealed, bounds] = await Promise.all([
    getSealedUntil(db, range.companyId),
    days ? reportMidnights(db, days) : Promise.resolve([range.start, range.end]),
  ]);
  const cut = cutPeriod(bounds, HOUR_MS, sealed);
  const rolled = cut.rolled.length
    ? sql`select width_bucket(x.hour, b.m) as seg, v.kind, v.reply as agent_reply, sum(v.n)::int as n
        from b, ${eachRange(
          cut.rolled,
          sql`select * from report_mail_hours h
            where h.company_id = ${range.companyId} and h.hour >= r.lo and h.hour < r.hi`,
        )}
        cross join lateral (values
          ('answered', 'live', x.answered_live), ('answered', 'sent_by_person', x.answered_sent_by_person),
          ('answered', 'draft', x.answered_draft), ('answered_in_part', null, x.answered_in_part),
          ('escalated', null, x.escalated), ('unsupported_language', null, x.unsupported_language),
          ('asked_responsable', null, x.asked_responsable), ('translation', null, x.translation),
          ('skipped', null, x.skipped), ('filtered', null, x.filtered), ('other', null, x.other)
        ) as v(kind, reply, n)
        where v.n <> 0
        group by 1, 2, 3`
    : null;
  const live = cut.live.length
    ? sql`select width_bucket(x.created_at, b.m) as seg, x.report_kind as kind, x.agent_reply, count(*)::int as n
        from b, ${eachRange(
          cut.live,
          sql`select m.created_at, m.report_kind, m.agent_reply from messages m
            where m.company_id = ${range.companyId} and m.created_at >= r.lo and m.created_at < r.hi`,
        )}
        group by 1, 2, 3`
    : null;
  const parts = [rolled, live].filter((p): p is SQL => p !== null);
  const rows = await reportRows<{ seg: number; kind: string; agent_reply: string | null; n: number }>(
    db,
    sql`with b as (select ${instants(bounds)} as m) ${sql.join(parts, sql` union all `)}`,
  );
  const dayOf = (bucket: number) =>
    days
      ? new Date(Date.parse(`${days.from}T00:00:00Z`) + (Number(bucket) - 1) * 864e5)
          .toISOString()
          .slice(0, 10)
      : null;
  return rows.map(
    (r): MailCountRow => ({ day: dayOf(r.seg), kind: r.kind, agentReply: r.agent_reply, n: Number(r.n) }),
  );
}

export interface FirstResponseRow {
  by: "agent" | "person";
  count: number;
  median: number | null;
  p90: number | null;
}

/**
 * First response times of the tickets opened in the period, the agent's apart from people's: exact median and 90th
 * percentile (one sort per group for both), read from tickets_company_first_response_idx alone.
 */
export async function reportFirstResponses(db: DbOrTx, range: ReportRange) {
  const rows = await reportRows<{ by: string; count: number; p: number[] | string | null }>(
    db,
    sql`select first_response_by as by, count(*)::int as count,
        percentile_cont(array[0.5, 0.9]::float8[]) within group (order by first_response_seconds) as p
      from tickets
      where company_id = ${range.companyId} and first_response_by in ('agent', 'person')
        and created_at >= ${range.start} and created_at < ${range.end}
      group by first_response_by`,
  );
  return (["agent", "person"] as const).map((by): FirstResponseRow => {
    const row = rows.find((r) => r.by === by);
    const [median, p90] = row ? floatArray(row.p) : [];
    return { by, count: Number(row?.count ?? 0), median: median ?? null, p90: p90 ?? null };
  });
}

/** A float8[] as node-postgres and PGlite return it (parsed, or as its text form). */
function floatArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
}

/**
 * The intents of the tickets opened in the period and in the period before (`previousStart`), with how many the agent
 * dealt with alone (its opening mail answered or skipped: tickets.opening_kind): whole sealed UTC days from
 * report_intent_days, the rest from the tickets' report index.
 */
export async function reportIntents(db: DbOrTx, range: ReportRange & { previousStart: Date; limit: number }) {
  const bounds = [range.previousStart, range.start, range.end];
  const cut = cutPeriod(bounds, DAY_MS, await getSealedUntil(db, range.companyId));
  const rows = await reportRows<{
    intent: string;
    tickets: number;
    automated: number;
    previous_tickets: number;
    previous_automated: number;
  }>(
    db,
    sql`with b as (select ${instants(bounds)} as m),
      counted as (
        select width_bucket(x.day, b.m) as seg, x.intent, x.tickets as n, x.automated as a
        from b, ${eachRange(
          cut.rolled,
          sql`select d.day, d.intent, d.tickets, d.automated from report_intent_days d
            where d.company_id = ${range.companyId} and d.day >= r.lo and d.day < r.hi`,
        )}
        union all
        select width_bucket(x.created_at, b.m), x.intent, 1, case when x.opening_kind in ('answered', 'skipped') then 1 else 0 end
        from b, ${eachRange(
          cut.live,
          sql`select t.created_at, t.intent, t.opening_kind from tickets t
            where t.company_id = ${range.companyId} and t.created_at >= r.lo and t.created_at < r.hi`,
        )}
      )
      select intent,
        coalesce(sum(n) filter (where seg = 2), 0)::int as tickets,
        coalesce(sum(a) filter (where seg = 2), 0)::int as automated,
        coalesce(sum(n) filter (where seg = 1), 0)::int as previous_tickets,
        coalesce(sum(a) filter (where seg = 1), 0)::int as previous_automated
      from counted
      group by intent
      having coalesce(sum(n) filter (where seg = 2), 0) > 0
      order by tickets desc, intent
      limit ${range.limit}`,
  );
  return rows.map((r) => ({
    intent: r.intent,
    tickets: Number(r.tickets),
    automated: Number(r.automated),
    previousTickets: Number(r.previous_tickets),
    previousAutomated: Number(r.previous_automated),
  }));
}

/**
 * Knowledge gaps: the tickets opened in the period whose opening mail the agent asked a responsable about or answered
 * only in part (tickets.opening_kind), by intent and subject (report_subject_key: without "Re:" / "Fwd:" and case),
 * the most frequent first, each with its newest ticket still in the feedback loop (where "Answer it" goes). Whole
 * sealed UTC days from report_gap_days, the rest from the partial index of the gap tickets.
 */
export async function listKnowledgeGaps(db: DbOrTx, range: ReportRange & { limit: number }) {
  const cut = cutPeriod([range.start, range.end], DAY_MS, await getSealedUntil(db, range.companyId));
  const rows = await reportRows<{
    intent: string;
    subject: string;
    count: number;
    open: number;
    feedback_ticket_id: string | null;
    latest_ticket_id: string | null;
    last_seen_at: string;
  }>(
    db,
    sql`with groups as (
        select x.intent, x.subject_key, x.n, x.open, x.last_seen, x.latest_id, x.latest_subject, x.feedback_at, x.feedback_id
        from ${eachRange(
          cut.rolled,
          sql`select * from report_gap_days g
            where g.company_id = ${range.companyId} and g.day >= r.lo and g.day < r.hi`,
        )}
        union all
        select x.intent, report_subject_key(x.subject), 1, case when x.status <> 'Solved' then 1 else 0 end,
          x.created_at, x.id, x.subject,
          case when x.is_in_feedback_loop and x.status <> 'Solved' then x.created_at end,
          case when x.is_in_feedback_loop and x.status <> 'Solved' then x.id end
        from ${eachRange(
          cut.live,
          sql`select t.id, t.created_at, t.intent, t.subject, t.status, t.is_in_feedback_loop from tickets t
            where t.company_id = ${range.companyId} and t.created_at >= r.lo and t.created_at < r.hi
              and t.opening_kind in ('asked_responsable', 'answered_in_part')`,
        )}
      )
      select intent, (array_agg(latest_subject order by last_seen desc))[1] as subject, sum(n)::int as count,
        sum(open)::int as open,
        (array_agg(feedback_id order by feedback_at desc) filter (where feedback_id is not null))[1] as feedback_ticket_id,
        (array_agg(latest_id order by last_seen desc))[1] as latest_ticket_id,
        max(last_seen) as last_seen_at
      from groups
      group by intent, subject_key
      order by count desc, max(last_seen) desc
      limit ${range.limit}`,
  );
  return rows.map((r) => ({
    intent: r.intent,
    subject: r.subject,
    count: Number(r.count),
    open: Number(r.open),
    feedbackTicketId: r.feedback_ticket_id,
    latestTicketId: r.latest_ticket_id,
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
  }));
}

/**
 * Learned answers (agent.md §4: from a responsable's answer in the feedback loop, or an approved Test Agent reply): how
 * many the agent had before the period and how many it learned each day of it (days in `tz`).
 */
export async function reportLearning(db: DbOrTx, range: ReportRange & { tz: string }) {
  const learned = sql`source in ('feedback_loop', 'test_rating')`;
  const [before] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from knowledge_entries
      where company_id = ${range.companyId} and created_at < ${range.start} and ${learned}`,
  );
  const perDay = await rowsOf<{ day: string; n: number }>(
    db,
    sql`select to_char(created_at at time zone ${range.tz}, 'YYYY-MM-DD') as day, count(*)::int as n
      from knowledge_entries
      where company_id = ${range.companyId} and created_at >= ${range.start} and created_at < ${range.end} and ${learned}
      group by 1 order by 1`,
  );
  return { before: Number(before?.n ?? 0), perDay: perDay.map((r) => ({ day: r.day, n: Number(r.n) })) };
}

/**
 * Each responsable of the company: tickets assigned to them and not solved (now), and the questions the agent asked
 * them in the period with how long their first answer on that ticket took.
 */
export async function reportResponsables(db: DbOrTx, range: ReportRange) {
  const rows = await reportRows<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    open_tickets: number;
    asked: number;
    answered: number;
    median: number | null;
    p90: number | null;
  }>(
    db,
    sql`with open_tickets as (
        select assigned_responsable_id as id, count(*)::int as n from tickets
        where company_id = ${range.companyId} and status <> 'Solved' and assigned_responsable_id is not null
        group by assigned_responsable_id
      ), questions as materialized (
        -- first_answer_at is kept on the question (migration 0022): the wait is read from the questions' index.
        select q.assigned_to as id, q.first_answer_at - q.created_at as waited
        from feedback_loop_message q
        -- The company's own responsables: the agent asks them only about the company's tickets.
        join escalation_responsables r on r.id = q.assigned_to and r.company_id = ${range.companyId}
        where q.sender = 'AI Agent' and q.created_at >= ${range.start} and q.created_at < ${range.end}
      ), answers as (
        select id, count(*)::int as asked, count(waited)::int as answered,
          percentile_cont(0.5) within group (order by extract(epoch from waited)) as median,
          percentile_cont(0.9) within group (order by extract(epoch from waited)) as p90
        from questions group by id
      )
      select r.id, r.first_name, r.last_name, r.email, coalesce(o.n, 0) as open_tickets,
        coalesce(a.asked, 0) as asked, coalesce(a.answered, 0) as answered, a.median, a.p90
      from escalation_responsables r
      left join open_tickets o on o.id = r.id
      left join answers a on a.id = r.id
      where r.company_id = ${range.companyId}
      order by coalesce(o.n, 0) desc, r.first_name, r.last_name`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    openTickets: Number(r.open_tickets),
    asked: Number(r.asked),
    answered: Number(r.answered),
    medianAnswerSeconds: r.median === null ? null : Number(r.median),
    p90AnswerSeconds: r.p90 === null ? null : Number(r.p90),
  }));
}

export interface ReportTicketRow {
  id: string;
  createdAt: string;
  subject: string;
  requesterEmail: string | null;
  intent: string;
  status: string;
  assignedTo: string;
  kind: string | null;
  agentReply: string | null;
  firstResponseBy: string | null;
  firstResponseSeconds: number | null;
}

/**
 * The tickets opened in the period, oldest first, a page at a time after `after` (the last row of the page before):
 * the CSV export streams them without holding a year of tickets in memory.
 */
export async function listReportTickets(
  db: DbOrTx,
  range: ReportRange & { after: { createdAt: string; id: string } | null; limit: number },
) {
  const after = range.after
    ? sql`and (t.created_at, t.id) > (${range.after.createdAt}::timestamptz, ${range.after.id}::uuid)`
    : sql``;
  const rows = await rowsOf<{
    id: string;
    created_at: string;
    subject: string;
    requester_email: string | null;
    intent: string;
    status: string;
    assigned_to: string;
    kind: string | null;
    agent_reply: string | null;
    first_response_by: string | null;
    first_response_seconds: number | null;
  }>(
    db,
    sql`select t.id, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
        t.subject, t.requester_email, t.intent, t.status, t.assigned_to,
        m.report_kind as kind, m.agent_reply, t.first_response_by, t.first_response_seconds
      from tickets t
      left join messages m on m.id = t.message_id and m.company_id = ${range.companyId}
      where t.company_id = ${range.companyId} and t.created_at >= ${range.start} and t.created_at < ${range.end} ${after}
      order by t.created_at, t.id
      limit ${range.limit}`,
  );
  return rows.map(
    (r): ReportTicketRow => ({
      id: r.id,
      createdAt: r.created_at,
      subject: r.subject,
      requesterEmail: r.requester_email,
      intent: r.intent,
      status: r.status,
      assignedTo: r.assigned_to,
      kind: r.kind,
      agentReply: r.agent_reply,
      firstResponseBy: r.first_response_by,
      firstResponseSeconds: r.first_response_seconds === null ? null : Number(r.first_response_seconds),
    }),
  );
}

/** The company's report setting, and whether this user may change it (the owner or an admin, issue 24). */
export async function getReportSettings(
  db: DbOrTx,
  { companyId, userId }: { companyId: string; userId: string },
) {
  const [row] = await rowsOf<{ minutes: number; ask_guest_rating: boolean; is_owner: boolean }>(
    db,
    sql`select c.minutes_saved_per_mail as minutes, c.ask_guest_rating,
        exists (select 1 from memberships m where m.company_id = c.id and m.user_id = ${userId}
          and m.role in ('owner', 'admin')) as is_owner
      from companies c
      where c.id = ${companyId}`,
  );
  return {
    minutesSavedPerMail: Number(row?.minutes ?? 4),
    askGuestRating: row?.ask_guest_rating !== false,
    isOwner: row?.is_owner === true,
  };
}

/** Changes the company's report settings: the minutes per mail, whether replies ask the guest, or both. */
export async function setReportSettings(
  db: DbOrTx,
  {
    companyId,
    minutesSavedPerMail,
    askGuestRating,
  }: { companyId: string; minutesSavedPerMail?: number; askGuestRating?: boolean },
) {
  await db.execute(
    sql`update companies set
        minutes_saved_per_mail = coalesce(${minutesSavedPerMail ?? null}::int, minutes_saved_per_mail),
        ask_guest_rating = coalesce(${askGuestRating ?? null}::boolean, ask_guest_rating),
        updated_at = now()
      where id = ${companyId}`,
  );
}
