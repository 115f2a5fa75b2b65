import type { TicketPriority, TicketStatus, TicketType } from "@inbox/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface TicketRow {
  id: string;
  status: TicketStatus;
  priority: TicketPriority;
  type: TicketType;
  intent: string;
  subject: string;
  assignedTo: string;
  requesterEmail: string | null;
  requesterFirstName: string | null;
  requesterLastName: string | null;
  isInFeedbackLoop: boolean;
  /** A reply of this ticket that every retry failed to send. */
  hasUnsentReply: boolean;
  createdAt: string;
}

export interface TicketFilters {
  status?: TicketStatus;
  type?: TicketType;
  q?: string;
  /** "Assigned to me" or "Unassigned" (issue 24). */
  assigned?: "me" | "unassigned";
  page: number;
}

export const PAGE_SIZE = 25;
/** New tickets and status changes reach an open inbox within this many milliseconds, without a reload. */
const LIVE_REFRESH_MS = 5000;

export function useTickets(filters: TicketFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(PAGE_SIZE) });
  if (filters.status) params.set("status", filters.status);
  if (filters.type) params.set("type", filters.type);
  if (filters.q) params.set("q", filters.q);
  if (filters.assigned) params.set("assigned", filters.assigned);
  return useQuery({
    queryKey: ["tickets", filters],
    queryFn: () => api.get<{ rows: TicketRow[]; total: number; capped: boolean }>(`/tickets?${params}`),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
    enabled,
  });
}

export function useCounters() {
  return useQuery({
    queryKey: ["tickets", "counters"],
    queryFn: () =>
      api.get<{ open: number; inProgress: number; resolvedToday: number; total: number }>(
        "/tickets/counters",
      ),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export interface TicketDetail {
  ticket: TicketRow & {
    messageContent: string | null;
    language: string | null;
    intentId: string | null;
    assignedResponsableId: string | null;
    /** The teammate it is assigned to (issue 24); a ticket has one assignee, a teammate or a responsable. */
    assignedUserId: string | null;
  };
  message: {
    id: string;
    emailFrom: string | null;
    emailTo: string | null;
    emailCc: string | null;
    emailSubject: string | null;
    emailBody: string | null;
    emailDate: string | null;
    processedResult: string | null;
    /** The product could not read it: the original, as it arrived, is kept for download. */
    hasOriginal: boolean;
    trace: { step: string; outcome: string; reason?: string }[];
  } | null;
  thread: {
    id: string;
    emailFrom: string | null;
    emailBody: string | null;
    emailDate: string | null;
    createdAt: string;
  }[];
  responses: {
    id: string;
    messageContent: string;
    mode: "sandbox" | "live";
    author: string;
    /** The teammate who wrote it or sent the agent's draft (issue 24); null for the agent's own. */
    sentBy: string | null;
    status: TicketStatus | null;
    sentAt: string | null;
    /** The last failed try's reason: retrying while sendFailedAt is null, given up once it is set. */
    sendError: string | null;
    sendFailedAt: string | null;
    createdAt: string;
  }[];
  feedback: {
    id: string;
    sender: "AI Agent" | "Human Responsable";
    messageContent: string;
    reasonWhyInFeedbackloop: string | null;
    createdAt: string;
    responsable: { firstName: string; lastName: string; email: string } | null;
  }[];
  customer: null | {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
    whatsapp: string | null;
    companyName: string | null;
    language: string;
    isActiveCustomer: boolean;
    dateAdded: string;
    subscription: string | null;
    accountValue: number | null;
    paymentStatus: string | null;
  };
  /** The mailbox replies go out through (null when it is gone). */
  mailbox: { id: string; email: string; isActive: boolean; needsReconnect: boolean } | null;
  /** Why a reply to this ticket cannot be sent, in words; null when it can. */
  replyBlocked: string | null;
  options: {
    intents: { id: string; name: string }[];
    responsables: { id: string; firstName: string; lastName: string }[];
    teammates: { userId: string; name: string }[];
  };
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: ["ticket", id],
    queryFn: () => api.get<TicketDetail>(`/tickets/${id}`),
    retry: false,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function useTicketAction(id: string) {
  const queryClient = useQueryClient();
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: ["ticket", id] });
    void queryClient.invalidateQueries({ queryKey: ["tickets"] });
  };
  return {
    reply: useMutation({
      mutationFn: (content: string) => api.post(`/tickets/${id}/responses`, { content }),
      onSuccess: invalidate,
    }),
    sendDraft: useMutation({
      mutationFn: (responseId: string) => api.post(`/tickets/${id}/responses/${responseId}/send`),
      onSuccess: invalidate,
    }),
    /** "Send again" on a reply every retry failed to send. */
    retrySend: useMutation({
      mutationFn: (responseId: string) => api.post(`/tickets/${id}/responses/${responseId}/retry`),
      onSuccess: invalidate,
    }),
    feedback: useMutation({
      mutationFn: ({ content, reuse }: { content: string; reuse: boolean }) =>
        api.post(`/tickets/${id}/feedback`, { content, reuse }),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: (patch: {
        status?: TicketStatus;
        priority?: TicketPriority;
        intentId?: string;
        assignedResponsableId?: string | null;
        assignedUserId?: string | null;
        isInFeedbackLoop?: boolean;
      }) => api.patch<Partial<TicketDetail["ticket"]>>(`/tickets/${id}`, patch),
      // The changed ticket is shown at once (a select does not flip back while the page reloads the rest).
      onSuccess: (row) => {
        queryClient.setQueryData<TicketDetail>(["ticket", id], (old) =>
          old ? { ...old, ticket: { ...old.ticket, ...row } } : old,
        );
        invalidate();
      },
    }),
  };
}

/** "Download the original email": a mail the product could not read, as it arrived (message/rfc822). */
export const originalEmailUrl = (messageId: string) => `/api/messages/${messageId}/original`;
