import { format, isThisYear } from "date-fns";
import { RefreshCw, UserRoundCheck } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { readableResult } from "@/components/agent-trace";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { columnHelper, DataTable } from "@/components/ui/table";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import {
  CLOSED_PAGE_SIZE,
  type ClosedMail,
  type HandedToPerson,
  useClosedByAgent,
  useNeedsAPerson,
} from "../api/closed-by-agent";

const subjectOf = (m: ClosedMail) => m.emailSubject?.trim() || "No subject";
/** "Karin Olsen <karin@agency.example>" as a name and an address, so neither is cut in the middle. */
function senderOf(m: ClosedMail): { name: string; address: string | null } {
  const from = m.emailFrom?.trim();
  if (!from) return { name: "Unknown sender", address: null };
  const angle = /^"?([^"<]*?)"?\s*<([^>]+)>$/.exec(from);
  if (!angle) return { name: from, address: null };
  return angle[1] ? { name: angle[1], address: angle[2]! } : { name: angle[2]!, address: null };
}

function Sender({ mail }: { mail: ClosedMail }) {
  const { name, address } = senderOf(mail);
  return (
    <span className="block min-w-0" title={mail.emailFrom ?? undefined}>
      <span className="block truncate">{name}</span>
      {address && <span className="block truncate text-xs text-slate-500">{address}</span>}
    </span>
  );
}
const whenOf = (m: ClosedMail) => new Date(m.emailDate ?? m.createdAt);
const reasonOf = (m: ClosedMail) =>
  m.reason ? readableResult(m.reason) : m.outcome === "filter" ? "Not answered" : "Skipped";

/**
 * "Closed by the agent" (issue 22): every mail the agent filtered or skipped, with why, so nothing is closed unseen.
 * "Needs a person" turns one into an open ticket for its responsable.
 */
export function ClosedByAgent({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const closed = useClosedByAgent(page);
  const needsAPerson = useNeedsAPerson();
  const [handed, setHanded] = useState<(HandedToPerson & { subject: string })[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);

  const handOver = (mail: ClosedMail) => {
    setBusyId(mail.id);
    needsAPerson.mutate(mail, {
      onSuccess: (result) => {
        toast.success(
          "Ticket opened",
          result.assignedTo === "Unassigned"
            ? "Nobody is set to receive it yet: assign it on the ticket."
            : `Assigned to ${result.assignedTo}.`,
        );
        setHanded((list) => [{ ...result, subject: subjectOf(mail) }, ...list].slice(0, 3));
      },
      onError: (error) => toast.error("Could not open a ticket", error.message),
      onSettled: () => setBusyId(null),
    });
  };

  const total = closed.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CLOSED_PAGE_SIZE));
  const rowProps = { busyId, onHandOver: handOver };

  return (
    <section aria-labelledby="closed-by-agent-heading" className="space-y-3">
      <div>
        <h2 id="closed-by-agent-heading" className="sr-only">
          Closed by the agent
        </h2>
        <p className="text-sm text-slate-600">
          Mail the agent filtered or skipped without a reply, and why. If one needs an answer, hand it to a
          person.
        </p>
      </div>

      <div role="status" aria-live="polite" className="space-y-2 empty:hidden">
        {handed.map((h) => (
          <p
            key={h.ticketId}
            className="flex flex-wrap items-center gap-x-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            <span className="min-w-0 break-words">
              “{h.subject}” is now ticket <code>{h.ticketId.slice(0, 8)}</code>
              {h.assignedTo === "Unassigned" ? ", not assigned yet." : `, assigned to ${h.assignedTo}.`}
            </span>
            <Link className="font-medium underline underline-offset-2" to={paths.ticket.getHref(h.ticketId)}>
              Open the ticket
            </Link>
          </p>
        ))}
      </div>

      <div className="rounded-xl border border-slate-200 bg-white">
        {closed.isPending ? (
          <p className="p-6 text-center text-sm text-slate-600">Loading closed mail...</p>
        ) : closed.isError ? (
          <div className="p-6 text-center">
            <p className="text-sm text-red-700">Error loading closed mail: {closed.error.message}</p>
            <Button className="mt-3" variant="outline" onClick={() => void closed.refetch()}>
              <RefreshCw aria-hidden className="size-4" /> Retry
            </Button>
          </div>
        ) : closed.data.rows.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">
            Nothing closed by the agent. Mail it filters or skips shows here.
          </p>
        ) : (
          <ClosedTable rows={closed.data.rows} {...rowProps} />
        )}
      </div>

      {total > CLOSED_PAGE_SIZE && (
        <Pager page={page} pages={pages} onPage={onPage}>
          Page {page} of {pages} · {total.toLocaleString()} closed
        </Pager>
      )}
    </section>
  );
}

interface RowsProps {
  rows: ClosedMail[];
  busyId: string | null;
  onHandOver: (mail: ClosedMail) => void;
}

function NeedsAPersonButton({
  mail,
  busyId,
  onHandOver,
  describedBy,
}: Omit<RowsProps, "rows"> & { mail: ClosedMail; describedBy: string }) {
  const busy = busyId === mail.id;
  return (
    <Button
      size="sm"
      variant="outline"
      className="ml-auto"
      disabled={busy}
      aria-describedby={describedBy}
      onClick={() => onHandOver(mail)}
    >
      <UserRoundCheck aria-hidden />
      {busy ? "Opening ticket..." : "Needs a person"}
    </Button>
  );
}

/** A skipped mail's solved ticket, for a look before asking for a person. */
function SolvedTicketLink({ mail, className }: { mail: ClosedMail; className?: string }) {
  if (!mail.ticketId) return null;
  return (
    <Link
      to={paths.ticket.getHref(mail.ticketId)}
      className={cn("text-xs text-brand-700 underline underline-offset-2", className)}
    >
      Solved ticket {mail.ticketId.slice(0, 8)}
    </Link>
  );
}

function MailDate({ mail, className }: { mail: ClosedMail; className?: string }) {
  const when = whenOf(mail);
  return (
    <time dateTime={when.toISOString()} title={format(when, "MMM dd, yyyy HH:mm")} className={className}>
      {format(when, isThisYear(when) ? "MMM dd, HH:mm" : "MMM dd, yyyy")}
    </time>
  );
}

/** A mail's subject, the link to it; its id names the mail for the button beside it. */
function Subject({ mail, id, className }: { mail: ClosedMail; id: string; className?: string }) {
  return (
    <Link
      id={id}
      to={paths.message.getHref(mail.id)}
      className={cn("break-words font-medium text-slate-900 hover:underline", className)}
    >
      {subjectOf(mail)}
    </Link>
  );
}

const helper = columnHelper<ClosedMail>();

/** From 1024 px one row per mail, the reason in full beside it; below, one card per mail, as the ticket list does. */
function ClosedTable({ rows, ...props }: RowsProps) {
  const { busyId, onHandOver } = props;
  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: "subject",
          header: "Subject",
          cell: ({ row: { original: m } }) => (
            <>
              <Subject mail={m} id={`closed-${m.id}-subject`} className="block" />
              <SolvedTicketLink mail={m} />
            </>
          ),
        }),
        helper.display({ id: "from", header: "From", cell: (info) => <Sender mail={info.row.original} /> }),
        helper.display({
          id: "date",
          header: "Date",
          cell: (info) => <MailDate mail={info.row.original} className="text-slate-700" />,
        }),
        helper.accessor((m) => reasonOf(m), { id: "reason", header: "Why it was closed" }),
        helper.display({
          id: "action",
          header: () => <span className="sr-only">Action</span>,
          cell: ({ row: { original: m } }) => (
            <NeedsAPersonButton
              mail={m}
              describedBy={`closed-${m.id}-subject`}
              busyId={busyId}
              onHandOver={onHandOver}
            />
          ),
        }),
      ]),
    [busyId, onHandOver],
  );
  return (
    <DataTable
      label="Closed by the agent"
      breakpoint="lg"
      className="table-fixed"
      columns={columns}
      data={rows}
      getRowId={(m) => m.id}
      columnClassName={{ from: "w-52", date: "w-28", reason: "break-words", action: "w-40 text-right" }}
      cardClassName="space-y-1.5 px-4 py-3 text-base"
      renderCard={(m) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <Subject mail={m} id={`closed-${m.id}-card-subject`} className="min-w-0" />
            <MailDate mail={m} className="shrink-0 text-xs text-slate-500" />
          </div>
          <div className="text-sm text-slate-600">
            <Sender mail={m} />
          </div>
          <p className="break-words text-sm text-slate-700">{reasonOf(m)}</p>
          <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
            <SolvedTicketLink mail={m} />
            <NeedsAPersonButton mail={m} describedBy={`closed-${m.id}-card-subject`} {...props} />
          </div>
        </>
      )}
    />
  );
}
