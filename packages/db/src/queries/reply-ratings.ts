import { sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { reportRows, rowsOf } from "./report-rows";
import type { ReportRange } from "./reports";

/**
 * Guest satisfaction (issue 24, decision 0014): a guest's "Was this helpful?" on a reply. The reply is found by the id
 * its signed link names; the company is the reply's ticket's, never one the browser sent.
 */

export interface RatedReply {
  responseId: string;
  companyId: string;
  companyName: string;
  /** The ticket's language (the guest's). */
  language: string | null;
  /** The guest's answer so far. */
  helpful: boolean | null;
}

/** A reply that went to a guest (written live or a draft a person sent), with the guest's answer so far. */
export async function getRatedReply(db: DbOrTx, { responseId }: { responseId: string }) {
  const [row] = await rowsOf<{
    response_id: string;
    company_id: string;
    company_name: string;
    language: string | null;
    helpful: boolean | null;
  }>(
    db,
    sql`select r.id as response_id, t.company_id, c.name as company_name, t.language, rr.helpful
      from ticket_responses r
      join tickets t on t.id = r.ticket_id
      join companies c on c.id = t.company_id
      left join reply_ratings rr on rr.response_id = r.id
      where r.id = ${responseId} and r.mode = 'live'`,
  );
  if (!row) return null;
  return {
    responseId: row.response_id,
    companyId: row.company_id,
    companyName: row.company_name,
    language: row.language,
    helpful: row.helpful,
  } satisfies RatedReply;
}

/**
 * Records or changes the guest's answer. Who wrote the reply (the agent's words, live or sent as a draft by a person;
 * or a person's), its intent and when it went out are copied from the reply, so the report joins nothing. One row per
 * reply: answering twice changes the answer, never counts twice.
 */
export async function saveReplyRating(
  db: DbOrTx,
  { responseId, helpful }: { responseId: string; helpful: boolean },
) {
  const [row] = await rowsOf<{ helpful: boolean }>(
    db,
    sql`insert into reply_ratings (response_id, company_id, written_by, intent, replied_at, helpful)
      select r.id, t.company_id,
        case when r.author = 'AI Agent' then 'agent' else 'person' end,
        coalesce(r.intent, t.intent),
        coalesce(r.sent_at, r.made_live_at, r.created_at),
        ${helpful}
      from ticket_responses r join tickets t on t.id = r.ticket_id
      where r.id = ${responseId} and r.mode = 'live'
      on conflict (response_id) do update set helpful = excluded.helpful, updated_at = now()
      returning helpful`,
  );
  return row ? { helpful: row.helpful } : null;
}

export interface CsatCountRow {
  intent: string;
  writtenBy: "agent" | "person";
  answers: number;
  yes: number;
  previousAnswers: number;
  previousYes: number;
}

/**
 * The answers on the replies that went out in the period and in the period before (`previousStart`), by intent and by
 * who wrote the reply: an index-only read of reply_ratings_company_report_idx.
 */
export async function countReplyRatings(db: DbOrTx, range: ReportRange & { previousStart: Date }) {
  const rows = await reportRows<{
    intent: string;
    written_by: "agent" | "person";
    answers: number;
    yes: number;
    previous_answers: number;
    previous_yes: number;
  }>(
    db,
    sql`select intent, written_by,
        count(*) filter (where replied_at >= ${range.start})::int as answers,
        count(*) filter (where replied_at >= ${range.start} and helpful)::int as yes,
        count(*) filter (where replied_at < ${range.start})::int as previous_answers,
        count(*) filter (where replied_at < ${range.start} and helpful)::int as previous_yes
      from reply_ratings
      where company_id = ${range.companyId} and replied_at >= ${range.previousStart} and replied_at < ${range.end}
      group by intent, written_by`,
  );
  return rows.map(
    (r): CsatCountRow => ({
      intent: r.intent,
      writtenBy: r.written_by,
      answers: Number(r.answers),
      yes: Number(r.yes),
      previousAnswers: Number(r.previous_answers),
      previousYes: Number(r.previous_yes),
    }),
  );
}
