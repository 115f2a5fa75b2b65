import { type ReportPreset, reportPresetValues } from "@inbox/contracts";
import { format, subDays } from "date-fns";
import type { ReportPeriodParams } from "../api/report-query";

export type PeriodChoice = ReportPreset | "dates";

/** The reader's time zone: days start at their midnight. */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const day = (d: Date) => format(d, "yyyy-MM-dd");

/** The period the URL asks for (?period=7|30|90|dates&from&to), the last 30 days when it says nothing valid. */
export function periodFromSearch(
  search: URLSearchParams,
  today = new Date(),
): {
  choice: PeriodChoice;
  params: ReportPeriodParams;
} {
  const tz = readerTimeZone();
  const asked = search.get("period");
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  if (asked === "dates" && isDay(from) && isDay(to) && from <= to)
    return { choice: "dates", params: { from, to, tz } };
  const preset = (reportPresetValues as readonly string[]).includes(asked ?? "")
    ? (asked as ReportPreset)
    : "30";
  return {
    choice: preset,
    params: { from: day(subDays(today, Number(preset) - 1)), to: day(today), tz },
  };
}
