import { RefreshCw } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMessages } from "../api/messages";
import { MessageTable } from "../components/message-table";

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
          <MessageTable rows={messages.data.rows} onOpen={(id) => navigate(paths.message.getHref(id))} />
        )}
      </section>
    </div>
  );
}
