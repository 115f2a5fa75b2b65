import { format, formatDistanceToNow } from "date-fns";
import { AlertTriangle, Inbox, RefreshCw } from "lucide-react";
import { Switch } from "radix-ui";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { type SupportMailbox, useMailboxes, useSetMailboxActive } from "../api/mailboxes";

const PROVIDERS: Record<SupportMailbox["provider"], string> = {
  google: "Gmail",
  microsoft: "Outlook",
  imap: "IMAP/SMTP",
  forwarding: "Forwarding address",
};

const at = (value: string) => format(new Date(value), "MMM dd, yyyy HH:mm");
const ago = (value: string) => formatDistanceToNow(new Date(value), { addSuffix: true });
/** A reason inside a sentence: no trailing full stop of its own, nor the connector's own "We will retry". */
const clause = (text: string) =>
  text
    .trim()
    .replace(/\s*We will (retry|try again)[^.]*\.?$/i, "")
    .replace(/[.\s]+$/, "");

/** The mailbox's health in one or two lines: what is wrong first, then when it last synced. */
function Health({ mailbox }: { mailbox: SupportMailbox }) {
  if (mailbox.provider === "forwarding") {
    return <p className="text-sm text-slate-600">Receives mail through its forwarding address</p>;
  }
  const lastSync = mailbox.lastSyncedAt ? (
    <p className="text-sm text-slate-600">
      Last synced <time dateTime={mailbox.lastSyncedAt}>{at(mailbox.lastSyncedAt)}</time> (
      {ago(mailbox.lastSyncedAt)})
    </p>
  ) : (
    <p className="text-sm text-slate-600">Not synced yet</p>
  );
  if (mailbox.needsReconnect) {
    return (
      <>
        <p className="flex items-start gap-1.5 text-sm text-red-700">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">Needs reconnecting: {mailbox.lastError}</span>
        </p>
        {lastSync}
      </>
    );
  }
  if (mailbox.syncStalled) {
    return (
      <p className="flex items-start gap-1.5 text-sm text-red-700">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">
          Sync stalled since <time dateTime={mailbox.syncStalled.since}>{at(mailbox.syncStalled.since)}</time>
          : {clause(mailbox.syncStalled.reason)} — we keep retrying; check the server or reconnect
        </span>
      </p>
    );
  }
  if (!mailbox.isActive) return lastSync;
  return (
    <>
      {mailbox.lastError && (
        <p className="break-words text-sm text-orange-700">
          Last sync failed, retrying: {clause(mailbox.lastError)}
        </p>
      )}
      {mailbox.lastSyncedAt ? lastSync : <p className="text-sm text-slate-600">Waiting for the first sync</p>}
    </>
  );
}

/** /support-mailboxes: every connected mailbox with its health and active toggle. */
export function Component() {
  const mailboxes = useMailboxes();
  const setActive = useSetMailboxActive();

  if (mailboxes.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    );
  }
  if (mailboxes.isError) {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="text-red-800">The mailboxes could not be loaded.</p>
        <Button className="mt-3" variant="outline" onClick={() => void mailboxes.refetch()}>
          <RefreshCw aria-hidden className="size-4" /> Retry
        </Button>
      </div>
    );
  }
  if (mailboxes.data.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <Inbox aria-hidden className="size-10 text-brand-600" />
        <h2 className="text-lg font-semibold">No mailbox yet</h2>
        <p className="text-sm text-slate-600">
          Connect your support mailbox so the agent can start reading and answering.
        </p>
        <Button asChild>
          <Link to={paths.emailConnection.getHref()}>Connect a mailbox</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Support mailboxes">
      {mailboxes.data.map((m) => (
        <li
          key={m.id}
          className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="min-w-0 flex-1 basis-full sm:basis-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="truncate font-medium text-slate-900">{m.email}</span>
              <Badge variant="secondary">{PROVIDERS[m.provider]}</Badge>
              <Badge variant="outline">
                {m.type === "info" ? "Info/Sales" : m.type === "support" ? "Support" : "Not set"}
              </Badge>
            </div>
            {m.forwardingAddress && (
              <p className="mt-1 text-sm text-slate-600">
                Forwarding address: <code>{m.forwardingAddress}</code>
              </p>
            )}
            <div className="mt-1">
              <Health mailbox={m} />
            </div>
            <p className="mt-1 text-xs text-slate-500">
              Connected {format(new Date(m.createdAt), "MMM dd, yyyy")}
            </p>
          </div>
          {(m.needsReconnect || m.syncStalled) && (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.emailConnection.getHref()}>Reconnect</Link>
            </Button>
          )}
          <div className="flex items-center gap-2 text-sm">
            <span aria-hidden>{m.isActive ? "Active" : "Inactive"}</span>
            <Switch.Root
              checked={m.isActive}
              onCheckedChange={(isActive) => setActive.mutate({ id: m.id, isActive })}
              aria-label={`Active: ${m.email}`}
              className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-green-600"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
          </div>
        </li>
      ))}
    </ul>
  );
}
