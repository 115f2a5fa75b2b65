import { useMemo } from "react";
import { Link } from "react-router";
import { readableResult } from "@/components/agent-trace";
import { Badge } from "@/components/ui/badge";
import { columnHelper, DataTable } from "@/components/ui/table";
import { paths } from "@/config/paths";
import type { MessageRow } from "../api/messages";
import { cutSubject, formatMessageDate } from "../utils/format";

const helper = columnHelper<MessageRow>();
const resultOf = (m: MessageRow) => (m.processedResult ? readableResult(m.processedResult) : "-");

/** A cell's text, cut by its column's width, whole on hover. */
const Whole = ({ text }: { text: string | null }) => <span title={text ?? undefined}>{text}</span>;

/** A 'Created' badge and a View link to the ticket, or a 'Null' badge. */
function TicketCell({ message }: { message: MessageRow }) {
  if (!message.ticketId) return <Badge variant="secondary">Null</Badge>;
  return (
    <span className="flex items-center gap-2">
      <Badge variant="success">Created</Badge>
      <Link
        to={paths.ticket.getHref(message.ticketId)}
        // The row opens the message; this link opens the ticket alone.
        onClick={(e) => e.stopPropagation()}
        className="text-brand-700 hover:underline"
      >
        View
      </Link>
    </span>
  );
}

/**
 * Messages (spec 001 §2): From, Subject, Created At, Result, Ticket; a row opens the message by click or Enter. Below
 * 768 px each message is a card whose subject is the link.
 */
export function MessageTable({ rows, onOpen }: { rows: MessageRow[]; onOpen: (id: string) => void }) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("emailFrom", { header: "From", cell: (info) => <Whole text={info.getValue()} /> }),
        helper.accessor((m) => cutSubject(m.emailSubject), { id: "subject", header: "Subject" }),
        helper.accessor((m) => formatMessageDate(m.createdAt), { id: "createdAt", header: "Created At" }),
        helper.accessor((m) => resultOf(m), {
          id: "result",
          header: "Result",
          cell: (info) => <Whole text={info.getValue()} />,
        }),
        helper.display({
          id: "ticket",
          header: "Ticket",
          cell: (info) => <TicketCell message={info.row.original} />,
        }),
      ]),
    [],
  );
  return (
    <DataTable
      label="Messages"
      columns={columns}
      data={rows}
      getRowId={(m) => m.id}
      onRowClick={(m) => onOpen(m.id)}
      rowClassName="align-middle"
      columnClassName={{
        emailFrom: "max-w-56 truncate",
        createdAt: "whitespace-nowrap",
        result: "max-w-72 truncate",
      }}
      cardClassName="space-y-1"
      renderCard={(m) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <Link
              to={paths.message.getHref(m.id)}
              className="min-w-0 break-words text-base font-medium text-slate-900 hover:underline"
            >
              {cutSubject(m.emailSubject)}
            </Link>
            <span className="shrink-0 text-xs text-slate-500">{formatMessageDate(m.createdAt)}</span>
          </div>
          <p className="truncate text-slate-600">{m.emailFrom}</p>
          <p className="break-words text-slate-700">{resultOf(m)}</p>
          <TicketCell message={m} />
        </>
      )}
    />
  );
}
