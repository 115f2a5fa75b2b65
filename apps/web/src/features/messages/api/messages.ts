import type { TicketStatus } from "@inbox/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface MessageRow {
  id: string;
  emailFrom: string | null;
  emailSubject: string | null;
  createdAt: string;
  processed: boolean;
  processedResult: string | null;
  ticketId: string | null;
  ticketStatus: TicketStatus | null;
}

export interface MessageDetail {
  id: string;
  emailFrom: string | null;
  emailTo: string | null;
  emailCc: string | null;
  emailSubject: string | null;
  emailBody: string | null;
  emailDate: string | null;
  emailProvider: string | null;
  createdAt: string;
  processed: boolean;
  processedResult: string | null;
  failureReason: string | null;
  trace: { step: string; outcome: string; reason?: string }[];
  ticket: { id: string; status: TicketStatus } | null;
}

export function useMessages() {
  return useQuery({
    queryKey: ["messages"],
    queryFn: () => api.get<{ rows: MessageRow[]; total: number }>("/messages?pageSize=200"),
    refetchInterval: 5000,
  });
}

export function useMessage(id: string) {
  return useQuery({
    queryKey: ["message", id],
    queryFn: () => api.get<MessageDetail>(`/messages/${id}`),
    retry: false,
  });
}
