import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** A report period as the API reads it: two calendar days (both included) in the reader's time zone. */
export interface ReportPeriodParams {
  from: string;
  to: string;
  tz: string;
}

export const reportsQueryKey = ["reports"] as const;

export const reportSearch = (period: ReportPeriodParams) => new URLSearchParams({ ...period }).toString();

/** One report call's query: keyed by the period, the last figures kept on screen while the next period loads. */
export const reportQueryOptions = <T>(endpoint: string, period: ReportPeriodParams) =>
  queryOptions({
    queryKey: [...reportsQueryKey, endpoint, period],
    queryFn: () => api.get<T>(`/reports/${endpoint}?${reportSearch(period)}`),
    placeholderData: keepPreviousData,
  });
