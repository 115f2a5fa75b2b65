import type { KnowledgeGap } from "@inbox/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReportPeriodParams, reportQueryOptions } from "./report-query";

/** The questions the agent could not answer in the period, grouped by intent and subject. */
export function useKnowledgeGaps(period: ReportPeriodParams) {
  return useQuery(reportQueryOptions<{ gaps: KnowledgeGap[] }>("knowledge-gaps", period));
}
