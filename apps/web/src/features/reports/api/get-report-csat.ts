import type { ReportCsat } from "@inbox/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReportPeriodParams, reportQueryOptions } from "./report-query";

/** Guest satisfaction: "Was this helpful?" answered on the period's replies, the agent's and people's, per intent. */
export function useReportCsat(period: ReportPeriodParams) {
  return useQuery(reportQueryOptions<ReportCsat>("csat", period));
}
