import type { KnowledgeGap, ReportFigures, ResponsableReport } from "@inbox/contracts";
import { type FirstResponseRow, type MailCountRow, resolveReportPeriod, rowsOf } from "@inbox/db";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { figuresOf, perDayOf } from "./figures";

/**
 * The report's figures counted the plain way, from the raw rows of messages, tickets and the feedback loop (no
 * roll-up, no stored wait, local dates formatted per row): what the report tests compare the served figures with.
 */
export async function rawReport(
  ctx: AppContext,
  companyId: string,
  query: { from: string; to: string; tz: string },
  minutesSavedPerMail = 4,
) {
  const db = ctx.db;
  const { start, end, previousStart, days } = await resolveReportPeriod(db, query);
  const mail = async (lo: Date, hi: Date, perDay: boolean) =>
    (
      await rowsOf<{ day: string; kind: string; agent_reply: string | null; n: number }>(
        db,
        sql`select to_char(created_at at time zone ${query.tz}, 'YYYY-MM-DD') as day, report_kind as kind, agent_reply,
            count(*)::int as n
          from messages where company_id = ${companyId} and created_at >= ${lo} and created_at < ${hi}
          group by 1, 2, 3`,
      )
    ).map(
      (r): MailCountRow => ({ day: perDay ? r.day : null, kind: r.kind, agentReply: r.agent_reply, n: r.n }),
    );
  const responses = async (lo: Date, hi: Date) => {
    const rows = await rowsOf<{ by: "agent" | "person"; n: number; median: number; p90: number }>(
      db,
      sql`select first_response_by as by, count(*)::int as n,
          percentile_cont(0.5) within group (order by first_response_seconds) as median,
          percentile_cont(0.9) within group (order by first_response_seconds) as p90
        from tickets where company_id = ${companyId} and created_at >= ${lo} and created_at < ${hi}
          and first_response_by is not null
        group by 1`,
    );
    return (["agent", "person"] as const).map((by): FirstResponseRow => {
      const row = rows.find((r) => r.by === by);
      return {
        by,
        count: row?.n ?? 0,
        median: row ? Number(row.median) : null,
        p90: row ? Number(row.p90) : null,
      };
    });
  };
  const current = await mail(start, end, true);
  const summary = {
    current: figuresOf(current, await responses(start, end), minutesSavedPerMail) as ReportFigures,
    previous: figuresOf(
      await mail(previousStart, start, false),
      await responses(previousStart, start),
      minutesSavedPerMail,
    ),
    perDay: perDayOf(current, query.from, days),
  };

  const intents = await rowsOf<{
    intent: string;
    tickets: number;
    automated: number;
    previous_tickets: number;
    previous_automated: number;
  }>(
    db,
    sql`select intent,
        count(*) filter (where created_at >= ${start})::int as tickets,
        count(*) filter (where created_at >= ${start} and opening_kind in ('answered', 'skipped'))::int as automated,
        count(*) filter (where created_at < ${start})::int as previous_tickets,
        count(*) filter (where created_at < ${start} and opening_kind in ('answered', 'skipped'))::int as previous_automated
      from tickets where company_id = ${companyId} and created_at >= ${previousStart} and created_at < ${end}
      group by intent having count(*) filter (where created_at >= ${start}) > 0
      order by tickets desc, intent limit 8`,
  );

  const gaps = await rowsOf<{
    intent: string;
    subject: string;
    count: number;
    open: number;
    feedback_ticket_id: string | null;
    latest_ticket_id: string;
    last_seen_at: string | Date;
  }>(
    db,
    sql`with gaps as (
        select id, created_at, intent, status, is_in_feedback_loop, subject,
          lower(trim(regexp_replace(subject, '^(\\s*(re|fw|fwd|aw|wg|tr|rv|sv)\\s*:\\s*)+', '', 'i'))) as subject_key
        from tickets
        where company_id = ${companyId} and created_at >= ${start} and created_at < ${end}
          and opening_kind in ('asked_responsable', 'answered_in_part')
      )
      select intent, (array_agg(subject order by created_at desc))[1] as subject, count(*)::int as count,
        count(*) filter (where status <> 'Solved')::int as open,
        (array_agg(id order by created_at desc) filter (where is_in_feedback_loop and status <> 'Solved'))[1] as feedback_ticket_id,
        (array_agg(id order by created_at desc))[1] as latest_ticket_id, max(created_at) as last_seen_at
      from gaps group by intent, subject_key
      order by count desc, max(created_at) desc limit 20`,
  );

  const responsables = await rowsOf<{
    id: string;
    name: string;
    email: string;
    open_tickets: number;
    asked: number;
    answered: number;
    median: number | null;
    p90: number | null;
  }>(
    db,
    sql`with questions as (
        select q.assigned_to as id,
          (select min(a.created_at) from feedback_loop_message a
            where a.ticket_id = q.ticket_id and a.sender = 'Human Responsable' and a.created_at >= q.created_at)
            - q.created_at as waited
        from feedback_loop_message q
        join escalation_responsables r on r.id = q.assigned_to and r.company_id = ${companyId}
        where q.sender = 'AI Agent' and q.created_at >= ${start} and q.created_at < ${end}
      )
      select r.id, trim(r.first_name || ' ' || r.last_name) as name, r.email,
        (select count(*)::int from tickets t where t.company_id = ${companyId} and t.assigned_responsable_id = r.id
          and t.status <> 'Solved') as open_tickets,
        (select count(*)::int from questions q where q.id = r.id) as asked,
        (select count(waited)::int from questions q where q.id = r.id) as answered,
        (select percentile_cont(0.5) within group (order by extract(epoch from waited)) from questions q where q.id = r.id) as median,
        (select percentile_cont(0.9) within group (order by extract(epoch from waited)) from questions q where q.id = r.id) as p90
      from escalation_responsables r where r.company_id = ${companyId}
      order by open_tickets desc, r.first_name, r.last_name`,
  );

  return {
    summary,
    intents: intents.map((r) => ({
      intent: r.intent,
      tickets: r.tickets,
      automated: r.automated,
      automationRate: r.tickets ? r.automated / r.tickets : null,
      previousTickets: r.previous_tickets,
      previousAutomationRate: r.previous_tickets ? r.previous_automated / r.previous_tickets : null,
    })),
    gaps: gaps.map(
      (r): KnowledgeGap => ({
        intent: r.intent,
        subject: r.subject,
        count: r.count,
        open: r.open,
        feedbackTicketId: r.feedback_ticket_id,
        latestTicketId: r.latest_ticket_id,
        lastSeenAt: new Date(r.last_seen_at).toISOString(),
      }),
    ),
    responsables: responsables.map(
      (r): ResponsableReport => ({
        id: r.id,
        name: r.name,
        email: r.email,
        openTickets: r.open_tickets,
        asked: r.asked,
        answered: r.answered,
        medianAnswerSeconds: r.median === null ? null : Number(r.median),
        p90AnswerSeconds: r.p90 === null ? null : Number(r.p90),
      }),
    ),
  };
}
