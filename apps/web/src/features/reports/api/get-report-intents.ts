import type { ReportIntent } from "@inbox/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReportPeriodParams, reportQueryOptions } from "./report-query";

/** The period's most frequent intents with the share the agent dealt with alone, now and before. */
export function useReportIntents(period: ReportPeriodParams) {
  return useQuery(reportQueryOptions<{ intents: ReportIntent[] }>("intents", period));
}
