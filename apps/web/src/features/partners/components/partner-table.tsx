import type { Partner } from "@inbox/contracts";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { Pencil } from "lucide-react";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Partner>();

const StatusBadge = ({ active }: { active: boolean }) =>
  active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>;

/** Partners: Name, Email, Domain ("-" if empty), Status, Created, Actions (spec 001 §2). Cards on narrow screens. */
export function PartnerTable({ rows, onEdit }: { rows: Partner[]; onEdit: (partner: Partner) => void }) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("name", {
          header: "Name",
          cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
        }),
        helper.accessor("email", { header: "Email" }),
        helper.accessor("domain", { header: "Domain", cell: (info) => info.getValue() || "-" }),
        helper.accessor("isActive", {
          header: "Status",
          cell: (info) => <StatusBadge active={info.getValue()} />,
        }),
        helper.accessor("createdAt", {
          header: "Created",
          cell: (info) => new Date(info.getValue()).toLocaleDateString(),
        }),
        helper.display({
          id: "actions",
          header: "Actions",
          cell: (info) => (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${info.row.original.name}`}
              onClick={() => onEdit(info.row.original)}
            >
              <Pencil />
            </Button>
          ),
        }),
      ]),
    [onEdit],
  );
  const table = useTable({ features, columns, data: rows, getRowId: (p) => p.id });
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-500">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-3 py-2 font-medium">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="max-w-64 truncate px-3 py-2">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden">
        {rows.map((p) => (
          <li key={p.id} className="flex items-start gap-2 p-4 text-sm">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate font-medium text-slate-900">{p.name}</p>
              <p className="truncate text-slate-600">{p.email}</p>
              <div className="flex flex-wrap items-center gap-2 text-slate-600">
                <StatusBadge active={p.isActive} />
                <span>{p.domain || "-"}</span>
                <span>{new Date(p.createdAt).toLocaleDateString()}</span>
              </div>
            </div>
            <Button variant="ghost" size="icon" aria-label={`Edit ${p.name}`} onClick={() => onEdit(p)}>
              <Pencil />
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
