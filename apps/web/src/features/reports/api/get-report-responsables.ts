import type { ResponsableReport } from "@inbox/contracts";
import { useQuery } from "@tanstack/react-query";
import { type ReportPeriodParams, reportQueryOptions } from "./report-query";

/** Each responsable's open tickets and how fast they answer the agent's questions. */
export function useReportResponsables(period: ReportPeriodParams) {
  return useQuery(reportQueryOptions<{ responsables: ResponsableReport[] }>("responsables", period));
}
