import {
  type TicketPriority,
  type TicketStatus,
  ticketPriorityValues,
  ticketStatusValues,
} from "@inbox/contracts";
import { format } from "date-fns";
import { ArrowLeft, Bot, Download, MessageSquareWarning, Send } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { AgentTrace, readableResult } from "@/components/agent-trace";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { useMe } from "@/features/auth/api/get-me";
import { ApiError } from "@/lib/api-client";
import { originalEmailUrl, type TicketDetail, useTicket, useTicketAction } from "../api/tickets";
import { AssigneePicker } from "../components/assignee-picker";
import { TYPE_LABELS } from "../components/badges";
import { ComposeBox } from "../components/compose-box";
import { DeliveryBadge, DeliveryProblem } from "../components/reply-delivery";

const selectClass = "h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-sm";
const when = (value: string | null | undefined) =>
  value ? format(new Date(value), "MMM dd, yyyy HH:mm") : "—";

/** /ticket/{id}: what the agent did, the conversation, the requester; a person can step in. */
export function Component() {
  const { ticketId = "" } = useParams();
  const detail = useTicket(ticketId);
  const actions = useTicketAction(ticketId);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const me = useMe();

  if (detail.isPending) return <p className="p-6 text-center text-sm text-slate-600">Loading ticket...</p>;
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold">Processed Message not found</h2>
        <Button asChild className="mt-4">
          <Link to={paths.dashboard.getHref()}>Back to Dashboard</Link>
        </Button>
      </div>
    );
  }
  const { ticket, message, responses, feedback, customer, options, mailbox, replyBlocked } = detail.data;

  async function sendReply(text: string) {
    try {
      await actions.reply.mutateAsync(text);
      toast.success("Response sent successfully");
    } catch (error) {
      toast.error("Failed to send response", error instanceof ApiError ? error.message : undefined);
      throw error;
    }
  }

  async function sendDraft(responseId: string) {
    try {
      await actions.sendDraft.mutateAsync(responseId);
      toast.success("Response sent successfully");
    } catch (error) {
      toast.error("Failed to send response", error instanceof ApiError ? error.message : undefined);
    }
  }

  async function sendAgain(responseId: string) {
    try {
      await actions.retrySend.mutateAsync(responseId);
      toast.success("Sending the reply again");
    } catch (error) {
      toast.error("Failed to send response", error instanceof ApiError ? error.message : undefined);
    }
  }

  const update = async (patch: Parameters<typeof actions.update.mutateAsync>[0]) => {
    try {
      await actions.update.mutateAsync(patch);
      toast.success("Ticket updated successfully");
    } catch {
      toast.error("Failed to update ticket");
    }
  };

  // Spec 001 §4: the feedback-loop flag can be toggled, with the spec's own toasts.
  const toggleLoop = async (isInFeedbackLoop: boolean) => {
    try {
      await actions.update.mutateAsync({ isInFeedbackLoop });
      toast.success("Feedback loop status updated successfully");
    } catch {
      toast.error("Failed to update feedback loop status");
    }
  };

  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.dashboard.getHref()}>
          <ArrowLeft aria-hidden className="size-4" /> Back to inbox
        </Link>
      </Button>
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr_18rem]">
        <aside
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm"
          aria-label="Ticket details"
        >
          <label className="block">
            <span className="text-slate-500">Status</span>
            <select
              className={selectClass}
              value={ticket.status}
              onChange={(e) => void update({ status: e.target.value as TicketStatus })}
            >
              {ticketStatusValues.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="text-slate-500">Intent</span>
            <select
              className={selectClass}
              value={ticket.intentId ?? ""}
              onChange={(e) => e.target.value && void update({ intentId: e.target.value })}
            >
              {!ticket.intentId && <option value="">{ticket.intent}</option>}
              {options.intents.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </select>
          </label>
          <div>
            <label htmlFor="ticket-assignee" className="text-slate-500">
              Assigned to
            </label>
            <AssigneePicker
              id="ticket-assignee"
              value={ticket}
              teammates={options.teammates}
              responsables={options.responsables}
              meId={me.data?.user.id}
              onChange={update}
            />
          </div>
          <label className="block">
            <span className="text-slate-500">Priority</span>
            <select
              className={selectClass}
              value={ticket.priority}
              onChange={(e) => void update({ priority: e.target.value as TicketPriority })}
            >
              {ticketPriorityValues.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </label>
          <p>
            <span className="text-slate-500">Channel</span>
            <br />
            Email
          </p>
          <p>
            <span className="text-slate-500">Type</span>
            <br />
            {TYPE_LABELS[ticket.type] ?? ticket.type}
          </p>
          <p>
            <span className="text-slate-500">Created</span>
            <br />
            {when(ticket.createdAt)}
          </p>
          {(ticket.isInFeedbackLoop || feedback.length > 0) && (
            <FeedbackLoopCard
              isActive={ticket.isInFeedbackLoop}
              hasMessages={feedback.length > 0}
              isSaving={actions.update.isPending}
              onToggle={(isInFeedbackLoop) => void toggleLoop(isInFeedbackLoop)}
              onView={() => setFeedbackOpen(true)}
            />
          )}
        </aside>

        <section className="space-y-3" aria-label="Conversation">
          {ticket.assignedTo === "Unassigned" && ticket.messageContent && (
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
              <p className="font-medium">System message</p>
              <p>
                {message?.processedResult
                  ? readableResult(message.processedResult)
                  : "The agent has not handled this message yet."}
              </p>
            </div>
          )}
          <article className="rounded-xl border border-slate-200 bg-white p-4">
            <header className="text-sm text-slate-600">
              <p>
                <span className="font-medium text-slate-900">
                  {message?.emailFrom || ticket.requesterEmail || "No sender address"}
                </span>{" "}
                · {when(message?.emailDate ?? ticket.createdAt)}
              </p>
              {message?.emailTo && <p>To: {message.emailTo}</p>}
              {message?.emailCc && <p>CC: {message.emailCc}</p>}
            </header>
            <h2 className="mt-2 font-semibold">{message?.emailSubject ?? ticket.subject}</h2>
            {message?.hasOriginal ? (
              // What arrived could not be read: the explanation, and the original to open in a mail program.
              <div role="note" className="mt-2 space-y-2 text-sm text-slate-800">
                <p className="whitespace-pre-wrap">{ticket.messageContent}</p>
                <Button asChild size="sm" variant="outline">
                  <a href={originalEmailUrl(message.id)} download="original-email.eml">
                    <Download className="size-4" aria-hidden /> Download the original email
                  </a>
                </Button>
              </div>
            ) : (
              <p className="mt-2 whitespace-pre-wrap text-sm text-slate-800">
                {message?.emailBody?.trim() || "Email content not available"}
              </p>
            )}
            {message?.trace && message.trace.length > 0 && (
              <details className="mt-3 text-xs text-slate-600">
                <summary className="cursor-pointer">
                  What the agent did
                  {message.processedResult ? `: ${readableResult(message.processedResult)}` : ""}
                </summary>
                <AgentTrace steps={message.trace} className="mt-1" />
              </details>
            )}
          </article>
          {replyBlocked && (
            <p
              role="note"
              className="flex items-start gap-1.5 rounded-xl border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900"
            >
              <MessageSquareWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
              {replyBlocked}
            </p>
          )}
          {responses.map((r) => (
            <article
              key={r.id}
              className={
                r.mode === "sandbox"
                  ? "rounded-xl border border-dashed border-orange-300 bg-orange-50 p-4"
                  : "rounded-xl border border-slate-200 bg-white p-4"
              }
            >
              <header className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                {r.author === "AI Agent" && <Bot aria-hidden className="size-4" />}
                <span className="font-medium text-slate-900">{replyAuthor(r)}</span>
                {r.author === "AI Agent" && r.sentBy && <span>Sent by {r.sentBy}</span>}
                <span>{when(r.createdAt)}</span>
                <DeliveryBadge reply={r} />
              </header>
              <p className="mt-2 whitespace-pre-wrap text-sm">{r.messageContent}</p>
              <DeliveryProblem
                reply={r}
                mailbox={mailbox}
                replyBlocked={replyBlocked}
                onSendAgain={() => void sendAgain(r.id)}
                isSending={actions.retrySend.isPending}
              />
              {r.mode === "sandbox" && (
                <Button
                  size="sm"
                  className="mt-3"
                  disabled={actions.sendDraft.isPending || Boolean(replyBlocked)}
                  onClick={() => void sendDraft(r.id)}
                >
                  <Send aria-hidden className="size-4" /> Send draft
                </Button>
              )}
            </article>
          ))}
          <ComposeBox
            id="reply"
            label="Reply"
            disabled={Boolean(replyBlocked)}
            senderLine={`Responding as: ${me.data?.user.name?.trim() || "Support Agent"}`}
            submitLabel="Send Reply"
            placeholder="Write your reply..."
            onSend={sendReply}
            className="rounded-xl border border-slate-200 bg-white p-4"
            textareaClassName="min-h-28"
          />
        </section>

        <RequesterInfo customer={customer} email={ticket.requesterEmail} />
      </div>
      <FeedbackDialog
        open={feedbackOpen}
        onOpenChange={setFeedbackOpen}
        feedback={feedback}
        isActive={ticket.isInFeedbackLoop}
        onSend={(content, reuse) => actions.feedback.mutateAsync({ content, reuse })}
      />
    </div>
  );
}

/** Who a reply is from: the agent, or the teammate who wrote it (issue 24); "Support Agent" for older replies. */
function replyAuthor(reply: TicketDetail["responses"][number]) {
  if (reply.author === "AI Agent") return "AI Agent";
  return reply.sentBy ?? reply.author;
}

function RequesterInfo({ customer, email }: { customer: TicketDetail["customer"]; email: string | null }) {
  if (!customer) {
    return (
      <aside className="rounded-xl border border-slate-200 bg-white p-4 text-sm" aria-label="Requester Info">
        <h2 className="font-semibold">Requester Info</h2>
        <p className="mt-2 text-slate-600">{email ?? "No sender address"}</p>
        <p className="mt-2 text-slate-500">Customer not found in database</p>
      </aside>
    );
  }
  const rows: [string, string][] = [
    ["Name", [customer.firstName, customer.lastName].filter(Boolean).join(" ") || "—"],
    ["Email", customer.email ?? "—"],
    ["Phone", customer.phone ?? "—"],
    ["WhatsApp", customer.whatsapp ?? "—"],
    ["Company", customer.companyName ?? "—"],
    ["Language", customer.language || "—"],
    [
      "Customer status",
      `${customer.isActiveCustomer ? "Active" : "Inactive"} · since ${format(new Date(customer.dateAdded), "MMM dd, yyyy")}`,
    ],
    ["Subscription", customer.subscription ?? "—"],
    ["Account value", customer.accountValue === null ? "—" : String(customer.accountValue)],
    ["Payment status", customer.paymentStatus ?? "—"],
  ];
  return (
    <aside className="rounded-xl border border-slate-200 bg-white p-4 text-sm" aria-label="Requester Info">
      <h2 className="font-semibold">Requester Info</h2>
      <dl className="mt-2 space-y-1.5">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-500">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

function FeedbackDialog({
  open,
  onOpenChange,
  feedback,
  isActive,
  onSend,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  feedback: TicketDetail["feedback"];
  isActive: boolean;
  onSend: (content: string, reuse: boolean) => Promise<unknown>;
}) {
  const [reuse, setReuse] = useState(true);
  async function send(text: string) {
    try {
      await onSend(text, reuse);
      toast.success("Feedback message created successfully");
    } catch (error) {
      toast.error(
        `Error creating feedback message: ${error instanceof Error ? error.message : "unknown error"}`,
      );
      throw error;
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Feedback Loop Conversation</DialogTitle>
          <DialogDescription>
            The agent's question and the responsable's answers. An answer teaches the agent.
          </DialogDescription>
        </DialogHeader>
        <ol className="max-h-80 space-y-2 overflow-y-auto">
          {feedback.map((f) => (
            <li
              key={f.id}
              className={
                f.sender === "AI Agent"
                  ? "rounded-lg bg-slate-100 p-3 text-sm"
                  : "rounded-lg bg-brand-50 p-3 text-sm"
              }
            >
              <p className="font-medium">
                {f.sender}
                {f.responsable && f.sender === "AI Agent"
                  ? ` → ${f.responsable.firstName} ${f.responsable.lastName}`
                  : ""}
              </p>
              <p className="whitespace-pre-wrap">{f.messageContent}</p>
            </li>
          ))}
        </ol>
        {!isActive && (
          <p role="note" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            This conversation is closed. Sending a message reopens the feedback loop: the ticket waits for an
            answer again.
          </p>
        )}
        <ComposeBox
          id="feedback-text"
          label="Answer"
          senderLine="Sending as: Human Responsable"
          submitLabel="Send Message"
          onSend={send}
          textareaClassName="min-h-24"
        />
        <label className={isActive ? "flex items-start gap-2 text-sm text-slate-700" : "hidden"}>
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            checked={reuse}
            onChange={(e) => setReuse(e.target.checked)}
          />
          <span>
            Also use this answer for similar questions
            <span className="block text-xs text-slate-500">
              The agent keeps it only when it is general: an answer with this guest's name, dates, booking
              reference or an action taken for them answers this guest only.
            </span>
          </span>
        </label>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The ticket's feedback loop (spec 001 §2, §4): whether the agent waits for a responsable, a switch to change it, and
 * the conversation whenever it has messages, answered or not.
 */
function FeedbackLoopCard({
  isActive,
  hasMessages,
  isSaving,
  onToggle,
  onView,
}: {
  isActive: boolean;
  hasMessages: boolean;
  isSaving: boolean;
  onToggle: (on: boolean) => void;
  onView: () => void;
}) {
  return (
    <div
      className={
        isActive
          ? "rounded-lg border border-orange-200 bg-orange-50 p-3"
          : "rounded-lg border border-slate-200 bg-slate-50 p-3"
      }
    >
      <div className="flex items-center justify-between gap-2">
        <p
          className={`flex items-center gap-1.5 font-medium ${isActive ? "text-orange-900" : "text-slate-800"}`}
        >
          <MessageSquareWarning aria-hidden className="size-4" />
          {isActive ? "Feedback Loop Active" : "Feedback Loop"}
        </p>
        <Switch
          aria-label="Feedback loop"
          checked={isActive}
          disabled={isSaving}
          onCheckedChange={onToggle}
        />
      </div>
      <p className={`mt-1 text-xs ${isActive ? "text-orange-800" : "text-slate-600"}`}>
        {isActive
          ? "The agent asked a responsable and waits for the answer."
          : "Closed: the responsable's answer was used, or the loop was switched off."}
      </p>
      {hasMessages && (
        <Button size="sm" variant="outline" className="mt-2" onClick={onView}>
          View Conversation
        </Button>
      )}
    </div>
  );
}
