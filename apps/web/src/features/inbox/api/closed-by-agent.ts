import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** A mail the agent filtered (no ticket) or skipped (its ticket solved), with why in the agent's words. */
export interface ClosedMail {
  id: string;
  emailFrom: string | null;
  emailSubject: string | null;
  emailDate: string | null;
  createdAt: string;
  outcome: "filter" | "skip";
  /** The agent's result ("filtered: automated mail (…)"): shown through readableResult. */
  reason: string | null;
  ticketId: string | null;
}

export interface ClosedPage {
  rows: ClosedMail[];
  total: number;
}

export interface HandedToPerson {
  ticketId: string;
  changed: boolean;
  assignedTo: string;
}

export const CLOSED_PAGE_SIZE = 25;
const closedKey = ["tickets", "closed"] as const;

export function useClosedByAgent(page: number) {
  return useQuery({
    queryKey: [...closedKey, page],
    queryFn: () => api.get<ClosedPage>(`/tickets/closed?page=${page}&pageSize=${CLOSED_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

/** "Needs a person": the mail leaves the list at once, and the inbox (its tickets and counters) is read again. */
export function useNeedsAPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mail: ClosedMail) => api.post<HandedToPerson>(`/tickets/closed/${mail.id}/needs-a-person`),
    onSuccess: (_handed, mail) => {
      queryClient.setQueriesData<ClosedPage>(
        { queryKey: closedKey },
        (data) =>
          data && { rows: data.rows.filter((r) => r.id !== mail.id), total: Math.max(0, data.total - 1) },
      );
      void queryClient.invalidateQueries({ queryKey: ["tickets"] });
    },
  });
}
