import type { TicketPriority, TicketStatus } from "@inbox/contracts";
import { Badge } from "@/components/ui/badge";

const STATUS_VARIANT: Record<TicketStatus, "default" | "secondary" | "warning" | "success"> = {
  New: "default",
  Open: "warning",
  Pending: "secondary",
  Solved: "success",
};
const PRIORITY_VARIANT: Record<TicketPriority, "destructive" | "warning" | "outline"> = {
  high: "destructive",
  medium: "warning",
  low: "outline",
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{priority}</Badge>;
}

/** On an inbox row: a reply of this ticket that every retry failed to send (the ticket page says why). */
export function UnsentReplyBadge() {
  return (
    <Badge variant="destructive" title="A reply on this ticket could not be sent. Open it to see why.">
      Reply not sent
    </Badge>
  );
}

export const TYPE_LABELS: Record<string, string> = {
  customer: "Customer",
  "my team": "My Team",
  unknown: "Unknown",
  guest: "Guest",
  "sales lead": "Sales Lead",
  partner: "Partner",
  provider: "Provider",
};
