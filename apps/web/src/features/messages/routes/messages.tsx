import { format } from "date-fns";
import { RefreshCw } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { readableResult } from "@/components/agent-trace";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMessages } from "../api/messages";

export function formatMessageDate(value: string | null) {
  if (!value) return "Invalid date";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Invalid date" : format(date, "MMM dd, yyyy HH:mm");
}

export function cutSubject(subject: string | null) {
  if (!subject) return "No subject";
  return subject.length > 50 ? `${subject.slice(0, 50)}...` : subject;
}

/** /messages: every message of the support mailboxes with what became of it. */
export function Component() {
  const messages = useMessages();
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold">All Messages</h2>
        <p className="text-sm text-slate-600">
          View all messages from your support mailboxes and their ticket status.
        </p>
      </div>
      <section className="rounded-xl border border-slate-200 bg-white">
        <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h3 className="font-medium">Messages ({messages.data?.total ?? 0})</h3>
          <Button variant="outline" size="sm" onClick={() => void messages.refetch()}>
            <RefreshCw aria-hidden className="size-4" /> Refresh
          </Button>
        </header>
        {messages.isPending ? (
          <p className="p-6 text-center text-sm text-slate-600">Loading messages...</p>
        ) : messages.isError ? (
          <p className="p-6 text-center text-sm text-red-700">
            Failed to load messages: {messages.error.message}
          </p>
        ) : messages.data.rows.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">No messages found</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[760px] text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase text-slate-500">
                <tr>
                  {["From", "Subject", "Created At", "Result", "Ticket"].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {messages.data.rows.map((m) => (
                  <tr
                    key={m.id}
                    tabIndex={0}
                    className="cursor-pointer border-t border-slate-100 hover:bg-slate-50"
                    onClick={() => navigate(paths.message.getHref(m.id))}
                    onKeyDown={(e) => e.key === "Enter" && navigate(paths.message.getHref(m.id))}
                  >
                    <td className="max-w-56 truncate px-3 py-2">{m.emailFrom}</td>
                    <td className="px-3 py-2">{cutSubject(m.emailSubject)}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatMessageDate(m.createdAt)}</td>
                    <td
                      className="max-w-72 truncate px-3 py-2"
                      title={m.processedResult ? readableResult(m.processedResult) : undefined}
                    >
                      {m.processedResult ? readableResult(m.processedResult) : "-"}
                    </td>
                    <td className="px-3 py-2">
                      {m.ticketId ? (
                        <span className="flex items-center gap-2">
                          <Badge variant="success">Created</Badge>
                          <Link
                            to={paths.ticket.getHref(m.ticketId)}
                            onClick={(e) => e.stopPropagation()}
                            className="text-brand-700 hover:underline"
                          >
                            View
                          </Link>
                        </span>
                      ) : (
                        <Badge variant="secondary">Null</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
