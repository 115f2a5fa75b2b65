import type { ReportSettingsInput } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { reportsQueryKey } from "./report-query";

export const updateReportSettings = (input: ReportSettingsInput) =>
  api.put<{ minutesSavedPerMail: number; askGuestRating: boolean }>(
    "/reports/settings",
    input as Record<string, unknown>,
  );

/** The owner's minutes per mail, or whether replies ask the guest: every report figure is read again. */
export function useUpdateReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
