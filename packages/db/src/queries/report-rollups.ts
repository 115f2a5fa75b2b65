import { type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../client";
import { rowsOf } from "./report-rows";

/**
 * The reports' roll-ups (migration 0022, decision 0014): a company's messages and tickets created before its
 * `sealed_until` (a UTC midnight) are counted per UTC hour (mail) or day (intents, knowledge gaps); the report sums
 * the roll-up's whole units inside the period and reads the rest live from the covering indexes: the ends of a
 * period that do not fall on a unit, a unit cut by one of the reader's midnights (a time zone half an hour off UTC),
 * and everything after `sealed_until` (today, until the hourly job seals it).
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export interface TimeRange {
  lo: Date;
  hi: Date;
}

export interface PeriodCut {
  /** Whole units, each within one segment between two boundaries, all before sealed_until: read from the roll-up. */
  rolled: TimeRange[];
  /** Everything else of the period: read from the rows. */
  live: TimeRange[];
}

/**
 * Cuts [boundaries[0], boundaries.at(-1)) between the roll-up and the rows. Boundaries are the instants the report
 * groups by (the reader's midnights, or where the period before ends); a unit is rolled when no boundary falls inside
 * it and it ends by `sealedUntil`.
 */
export function cutPeriod(boundaries: Date[], unitMs: number, sealedUntil: Date | null): PeriodCut {
  const rolled: TimeRange[] = [];
  const live: TimeRange[] = [];
  const push = (list: TimeRange[], lo: number, hi: number) => {
    if (hi <= lo) return;
    const last = list.at(-1);
    if (last && last.hi.getTime() === lo) last.hi = new Date(hi);
    else list.push({ lo: new Date(lo), hi: new Date(hi) });
  };
  const sealed = sealedUntil ? sealedUntil.getTime() : Number.NEGATIVE_INFINITY;
  for (let i = 0; i + 1 < boundaries.length; i++) {
    const lo = boundaries[i]!.getTime();
    const hi = boundaries[i + 1]!.getTime();
    const first = Math.ceil(lo / unitMs) * unitMs;
    const last = Math.min(Math.floor(hi / unitMs) * unitMs, sealed);
    if (first < last) {
      push(live, lo, first);
      push(rolled, first, last);
      push(live, last, hi);
    } else push(live, lo, hi);
  }
  return { rolled, live };
}

/** Instants as a PostgreSQL timestamptz[] parameter. */
export const instants = (dates: Date[]): SQL =>
  sql`${`{${dates.map((d) => d.toISOString()).join(",")}}`}::timestamptz[]`;

/**
 * Rows of `rows` (a subquery over r.lo and r.hi) for each range, one index range scan per range: the ranges joined as
 * a lateral subquery the planner may not flatten (`offset 0`). Joined plainly, it guessed their size and read a
 * million tickets for a day's; written out as an `or` of ranges, a year of midnights half an hour off UTC took 35 ms
 * to plan.
 */
export function eachRange(ranges: TimeRange[], rows: SQL): SQL {
  return sql`unnest(${instants(ranges.map((r) => r.lo))}, ${instants(ranges.map((r) => r.hi))}) as r(lo, hi)
    cross join lateral (${rows} offset 0) as x`;
}

/** Where a company's roll-ups reach (null: nothing sealed yet). */
export async function getSealedUntil(db: DbOrTx, companyId: string): Promise<Date | null> {
  const [row] = await rowsOf<{ sealed_until: string | Date }>(
    db,
    sql`select sealed_until from report_rollup_state where company_id = ${companyId}`,
  );
  return row ? new Date(row.sealed_until) : null;
}

/**
 * Seals every company's roll-ups up to the UTC midnight before `until` (the hourly job; a new company's history the
 * first time). A company whose writers hold its lock is tried again a few times, then left for the next run.
 */
export async function sealReportRollups(
  db: Database,
  { until, companyId }: { until: Date; companyId?: string },
): Promise<{ sealed: number; busy: string[] }> {
  const scope = companyId ? sql`and c.id = ${companyId}` : sql``;
  const due = await rowsOf<{ id: string }>(
    db,
    sql`select c.id from companies c left join report_rollup_state s on s.company_id = c.id
      where (s.sealed_until is null or s.sealed_until < date_trunc('day', ${until}::timestamptz, 'UTC')) ${scope}`,
  );
  let sealed = 0;
  const busy: string[] = [];
  for (const { id } of due) {
    let done = false;
    for (let attempt = 0; attempt < 5 && !done; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      done = await db.transaction(async (tx) => {
        const [row] = await rowsOf<{ ok: boolean }>(
          tx,
          sql`select report_rollups_seal(${id}, ${until}::timestamptz) as ok`,
        );
        return row?.ok === true;
      });
    }
    if (done) sealed += 1;
    else busy.push(id);
  }
  return { sealed, busy };
}
