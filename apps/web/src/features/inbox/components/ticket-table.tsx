import { format, isThisYear } from "date-fns";
import { useMemo } from "react";
import { Link } from "react-router";
import { columnHelper, DataTable } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import type { TicketRow } from "../api/tickets";
import { PriorityBadge, StatusBadge, TYPE_LABELS, UnsentReplyBadge } from "./badges";

const helper = columnHelper<TicketRow>();
const requesterOf = (t: TicketRow) =>
  [t.requesterFirstName, t.requesterLastName].filter(Boolean).join(" ") || t.requesterEmail || "Unknown";
const typeOf = (t: TicketRow) => TYPE_LABELS[t.type] ?? t.type;

function Badges({ ticket }: { ticket: TicketRow }) {
  return (
    <>
      <StatusBadge status={ticket.status} />
      <PriorityBadge priority={ticket.priority} />
      {ticket.hasUnsentReply && <UnsentReplyBadge />}
    </>
  );
}

/** A cell's text cut with an ellipsis, the whole of it on hover. */
const Cut = ({ text, title = text, className }: { text: string; title?: string; className?: string }) => (
  <span className={cn("block truncate", className)} title={title}>
    {text}
  </span>
);

function CreatedAt({ ticket }: { ticket: TicketRow }) {
  const created = new Date(ticket.createdAt);
  return (
    <time
      dateTime={ticket.createdAt}
      title={format(created, "MMM dd, yyyy HH:mm")}
      className="text-slate-700"
    >
      {format(created, isThisYear(created) ? "MMM dd" : "MMM dd, yyyy")}
      <span className="block text-xs text-slate-500">{format(created, "HH:mm")}</span>
    </time>
  );
}

/** Below 1024 px: one card per ticket, everything the table says, nothing cut sideways; the card is the link. */
function TicketCard({ ticket: t }: { ticket: TicketRow }) {
  const created = new Date(t.createdAt);
  return (
    <Link
      to={paths.ticket.getHref(t.id)}
      className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 break-words font-medium text-slate-900">{t.subject}</p>
        <time dateTime={t.createdAt} className="shrink-0 text-xs text-slate-500">
          {format(created, isThisYear(created) ? "MMM dd, HH:mm" : "MMM dd, yyyy")}
        </time>
      </div>
      <p className="mt-0.5 truncate text-sm text-slate-600">
        {requesterOf(t)} · {typeOf(t)} · Email
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-1 text-xs text-slate-600">
        <code>{t.id.slice(0, 8)}</code>
        <Badges ticket={t} />
        <span className="ml-1">{t.intent}</span>
        <span className="ml-auto">
          {t.assignedTo === "Unassigned" ? "Unassigned" : `Assigned to ${t.assignedTo}`}
        </span>
      </div>
    </Link>
  );
}

/**
 * The Support Inbox's tickets (spec 001 §2). From 1024 px a table that fits its card without sideways scrolling: fixed
 * column widths, the subject and requester cut with an ellipsis (full text on hover), the date over two lines. The
 * Channel column (always "Email") is always there; Type and Assigned to join from 1280 px. A row opens its ticket by
 * click or Enter. Below 1024 px (phones, tablets, a narrow window beside the sidebar) each ticket is a card.
 */
export function TicketTable({ rows, onOpen }: { rows: TicketRow[]; onOpen: (id: string) => void }) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("id", {
          header: "ID",
          cell: (info) => (
            <>
              <code className="text-xs">{info.getValue().slice(0, 8)}</code>
              <div className="mt-1 flex flex-wrap gap-1 [&>span]:px-2">
                <Badges ticket={info.row.original} />
              </div>
            </>
          ),
        }),
        helper.accessor("subject", {
          header: "Subject",
          cell: (info) => <Cut text={info.getValue()} className="font-medium text-slate-900" />,
        }),
        helper.display({ id: "channel", header: "Channel", cell: () => "Email" }),
        helper.accessor((t) => typeOf(t), { id: "type", header: "Type" }),
        helper.accessor("intent", { header: "Intent" }),
        helper.accessor((t) => requesterOf(t), {
          id: "requester",
          header: "Requester",
          cell: (info) => (
            <Cut text={info.getValue()} title={info.row.original.requesterEmail ?? undefined} />
          ),
        }),
        helper.accessor("createdAt", {
          header: "Date",
          cell: (info) => <CreatedAt ticket={info.row.original} />,
        }),
        helper.accessor("assignedTo", {
          header: "Assigned to",
          cell: (info) => <Cut text={info.getValue()} />,
        }),
      ]),
    [],
  );
  return (
    <DataTable
      label="Processed messages"
      breakpoint="lg"
      className="table-fixed"
      columns={columns}
      data={rows}
      getRowId={(t) => t.id}
      onRowClick={(t) => onOpen(t.id)}
      columnClassName={{
        id: "w-32",
        channel: "w-24",
        type: "hidden w-24 xl:table-cell",
        intent: "w-32 break-words",
        requester: "w-36",
        createdAt: "w-28",
        assignedTo: "hidden w-28 xl:table-cell",
      }}
      cardClassName="p-0 text-base"
      renderCard={(t) => <TicketCard ticket={t} />}
    />
  );
}
