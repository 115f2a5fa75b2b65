import type { ReportSummary } from "@inbox/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReportPeriodParams, reportQueryOptions } from "./report-query";

/** The period's counters beside the period before, and its mail per day. */
export function useReportSummary(period: ReportPeriodParams) {
  return useQuery(reportQueryOptions<ReportSummary>("summary", period));
}
