import type { ReportLearning } from "@inbox/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReportPeriodParams, reportQueryOptions } from "./report-query";

/** The answers the agent learned, day by day, with its running total. */
export function useReportLearning(period: ReportPeriodParams) {
  return useQuery(reportQueryOptions<ReportLearning>("learning", period));
}
