import { format } from "date-fns";
import { AlertTriangle, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { TicketDetail } from "../api/tickets";

type Reply = TicketDetail["responses"][number];

/** A reason as a clause inside a sentence: no trailing full stop of its own. */
const clause = (text: string) => text.trim().replace(/[.\s]+$/, "");

export type Delivery = "draft" | "sending" | "retrying" | "sent" | "failed";

/** Where a reply is on its way out, from what the server recorded (the reply row is the outbox record). */
export function deliveryOf(reply: Reply): Delivery {
  if (reply.mode === "sandbox") return "draft";
  if (reply.sentAt) return "sent";
  if (reply.sendFailedAt) return "failed";
  if (reply.sendError) return "retrying";
  return "sending";
}

/** The short state beside the reply's author. */
export function DeliveryBadge({ reply }: { reply: Reply }) {
  switch (deliveryOf(reply)) {
    case "draft":
      return <Badge variant="warning">Draft (sandbox), not sent</Badge>;
    case "sent":
      return (
        <Badge variant="success" title={format(new Date(reply.sentAt!), "MMM dd, yyyy HH:mm")}>
          Sent
        </Badge>
      );
    case "failed":
      return <Badge variant="destructive">Not sent</Badge>;
    case "retrying":
      return <Badge variant="warning">Retrying</Badge>;
    default:
      return <Badge variant="secondary">Sending…</Badge>;
  }
}

/** What to do about a reply that did not go, from the state of the mailbox it goes out through. */
function adviceFor(mailbox: TicketDetail["mailbox"]) {
  if (!mailbox)
    return "The mailbox this ticket came in through is no longer connected. Connect it again on Support Mailboxes, then press Send again.";
  if (mailbox.needsReconnect)
    return `Reconnect ${mailbox.email} on Support Mailboxes, then press Send again.`;
  if (!mailbox.isActive)
    return `${mailbox.email} is switched off. Switch it on in Support Mailboxes, then press Send again.`;
  return `Check that ${mailbox.email} still works on Support Mailboxes (reconnect it if it asks you to), then press Send again.`;
}

/**
 * Under a reply that has not gone out: still retrying (with the last reason), or given up ("Not sent"), with what to
 * do and Send again.
 */
export function DeliveryProblem({
  reply,
  mailbox,
  replyBlocked,
  onSendAgain,
  isSending,
}: {
  reply: Reply;
  mailbox: TicketDetail["mailbox"];
  replyBlocked: string | null;
  onSendAgain: () => void;
  isSending: boolean;
}) {
  const delivery = deliveryOf(reply);
  if (delivery === "retrying") {
    return (
      <p className="mt-2 text-sm text-orange-800">
        Not sent yet, retrying: {clause(reply.sendError ?? "")}. We keep trying for more than a day.
      </p>
    );
  }
  if (delivery !== "failed") return null;
  return (
    <div className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="flex items-start gap-1.5 font-medium">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">Not sent: {reply.sendError ?? "every try failed"}</span>
      </p>
      <p className="mt-1">{replyBlocked ?? adviceFor(mailbox)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {!replyBlocked && (
          <Button size="sm" onClick={onSendAgain} disabled={isSending}>
            <RotateCw aria-hidden className="size-4" /> {isSending ? "Sending..." : "Send again"}
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <Link to={paths.supportMailboxes.getHref()}>Open Support Mailboxes</Link>
        </Button>
      </div>
    </div>
  );
}
