import type { CustomerFieldChange, CustomerImportPreviewRow } from "@inbox/contracts";
import type { ReactNode } from "react";
import { useMemo } from "react";
import { columnHelper, DataTable, type DataTableColumn } from "@/components/ui/table";

const helper = columnHelper<CustomerImportPreviewRow>();

function Change({ change }: { change: CustomerFieldChange }) {
  return (
    <li className="break-words">
      <span className="font-mono text-xs text-slate-600">{change.field}</span>{" "}
      {change.from === null ? (
        <span className="text-slate-500">(empty)</span>
      ) : (
        <del className="text-slate-600">{change.from}</del>
      )}{" "}
      <span aria-hidden>→</span>
      <span className="sr-only">becomes</span>{" "}
      <ins className="font-medium text-slate-900 no-underline">{change.to ?? "(empty)"}</ins>
    </li>
  );
}

function Changes({ changes }: { changes: CustomerFieldChange[] }) {
  return (
    <ul className="space-y-0.5">
      {changes.map((c) => (
        <Change key={c.field} change={c} />
      ))}
    </ul>
  );
}

/**
 * Rows of a preview that name a customer (updates, conflicts): the line, who, and each change old → new; with
 * `choice`, a last column (or the card's last line) where the owner answers the row.
 */
export function PreviewRowsTable({
  label,
  rows,
  choice,
  className,
}: {
  label: string;
  rows: CustomerImportPreviewRow[];
  choice?: (row: CustomerImportPreviewRow, where: "table" | "card") => ReactNode;
  className?: string;
}) {
  const columns = useMemo(() => {
    const list: DataTableColumn<CustomerImportPreviewRow>[] = [
      helper.accessor("line", {
        header: "Line",
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      helper.accessor("customer", {
        header: "Customer",
        cell: (info) => <span className="break-words">{info.getValue()}</span>,
      }),
      helper.accessor("changes", {
        header: "Changes",
        cell: (info) => <Changes changes={info.getValue()} />,
      }),
    ];
    if (choice)
      list.push(
        helper.display({
          id: "choice",
          header: "Your choice",
          cell: (info) => choice(info.row.original, "table"),
        }),
      );
    return list;
  }, [choice]);
  return (
    <div className={className}>
      <DataTable
        label={label}
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.line)}
        columnClassName={{ line: "w-14", choice: "w-40" }}
        renderCard={(r) => (
          <div className="space-y-1.5">
            <p className="font-medium text-slate-900">
              Line {r.line}: {r.customer}
            </p>
            <Changes changes={r.changes} />
            {choice?.(r, "card")}
          </div>
        )}
      />
    </div>
  );
}
