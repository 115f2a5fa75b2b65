import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, MoreHorizontal } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { AgentTrace, readableResult } from "@/components/agent-trace";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ApiError, api } from "@/lib/api-client";
import { useMessage } from "../api/messages";
import { formatMessageDate } from "../utils/format";

type Action = "customer" | "do-not-reply" | "partner";

/** /messages/{id}: one message, what the agent did with it, and the three actions of spec 001 §5. */
export function Component() {
  const { messageId = "" } = useParams();
  const message = useMessage(messageId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Action | null>(null);

  if (message.isPending) return <p className="p-6 text-center text-sm text-slate-600">Loading message...</p>;
  if (message.isError) {
    return (
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center">
        <p className="font-medium">Failed to load message</p>
        <Button asChild className="mt-4">
          <Link to={paths.messages.getHref()}>Back to Messages</Link>
        </Button>
      </div>
    );
  }
  const m = message.data;

  async function run(action: Action) {
    setBusy(action);
    try {
      if (action === "customer") {
        const result = await api.post<{
          customer: { internalCustomerId: string; email: string };
          created: boolean;
          activated: boolean;
        }>(`/messages/${m.id}/customer`);
        const { customer } = result;
        const id = customer.internalCustomerId ? ` (ID ${customer.internalCustomerId})` : "";
        if (result.created)
          toast.success(`Customer created successfully with ID ${customer.internalCustomerId}`);
        else if (result.activated)
          toast.success(
            "Contact is now an active customer",
            `${customer.email}${id} was a contact; the message is being reprocessed.`,
          );
        else
          toast.success(
            "Customer already exists",
            `${customer.email}${id} is already a customer; the message is being reprocessed.`,
          );
      } else if (action === "do-not-reply") {
        const result = await api.post<{ email: string }>(`/messages/${m.id}/do-not-reply`);
        toast.success(`Added ${result.email} to the do not reply list`);
      } else {
        const result = await api.post<{ name: string }>(`/messages/${m.id}/partner`);
        toast.success("Partner added successfully", `${result.name} has been added to your partners list.`);
      }
      await queryClient.invalidateQueries({ queryKey: ["message", m.id] });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : undefined;
      if (action === "customer") toast.error("Error", "Failed to create customer and reprocess message");
      else if (action === "do-not-reply") toast.error(message ?? "Failed to add to do not reply list");
      else toast.error("Error adding partner", message ?? "Failed to add partner. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  const busyText: Record<Action, string> = {
    customer: "Creating customer...",
    "do-not-reply": "Adding to list...",
    partner: "Adding partner...",
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.messages.getHref()}>
            <ArrowLeft aria-hidden className="size-4" /> Back to Messages
          </Link>
        </Button>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="outline" size="sm" disabled={busy !== null}>
              <MoreHorizontal aria-hidden className="size-4" /> {busy ? busyText[busy] : "Actions"}
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              className="z-50 min-w-64 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg"
            >
              {(
                [
                  ["customer", "Message from a Customer, create it and reprocess"],
                  ["do-not-reply", "Never reply to this email"],
                  ["partner", "Add Contact as a Partner"],
                ] as const
              ).map(([action, label]) => (
                <DropdownMenu.Item
                  key={action}
                  onSelect={() => void run(action)}
                  className="cursor-pointer rounded px-2 py-1.5 outline-none data-[highlighted]:bg-slate-100"
                >
                  {label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <article className="rounded-xl border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{m.emailSubject || "No Subject"}</h2>
          <Badge variant={m.processed ? "success" : "secondary"}>
            {m.processed ? "Processed" : "Unprocessed"}
          </Badge>
          {m.processedResult && (
            <Badge variant="outline" className="max-w-full break-words">
              {readableResult(m.processedResult)}
            </Badge>
          )}
          {m.emailProvider && <Badge variant="secondary">{m.emailProvider}</Badge>}
        </div>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-slate-500">From</dt>
          <dd>{m.emailFrom}</dd>
          <dt className="text-slate-500">To</dt>
          <dd>{m.emailTo}</dd>
          {m.emailCc && (
            <>
              <dt className="text-slate-500">CC</dt>
              <dd>{m.emailCc}</dd>
            </>
          )}
          <dt className="text-slate-500">Date</dt>
          <dd>{formatMessageDate(m.emailDate ?? m.createdAt)}</dd>
          <dt className="text-slate-500">Received</dt>
          <dd>{formatMessageDate(m.createdAt)}</dd>
        </dl>
        {m.ticket && (
          <Button asChild size="sm" variant="outline" className="mt-3">
            <Link to={paths.ticket.getHref(m.ticket.id)}>View Ticket (Status: {m.ticket.status})</Link>
          </Button>
        )}
        <p className="mt-4 whitespace-pre-wrap text-sm">{m.emailBody?.trim() || "No content available"}</p>
      </article>
      <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
        <h3 className="font-semibold">Processing Result</h3>
        <p className="mt-1">{m.processedResult ? readableResult(m.processedResult) : "Not processed yet."}</p>
        {m.failureReason && <p className="mt-1 text-red-700">Last failure: {m.failureReason}</p>}
        {m.trace.length > 0 && <AgentTrace steps={m.trace} className="mt-2 text-slate-600" />}
      </section>
    </div>
  );
}
