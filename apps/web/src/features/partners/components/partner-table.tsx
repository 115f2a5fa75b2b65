import type { Partner } from "@inbox/contracts";
import { Pencil } from "lucide-react";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { columnHelper, DataTable } from "@/components/ui/table";

const helper = columnHelper<Partner>();
const created = (p: Partner) => new Date(p.createdAt).toLocaleDateString();

const StatusBadge = ({ active }: { active: boolean }) =>
  active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>;

function EditButton({ partner, onEdit }: { partner: Partner; onEdit: (partner: Partner) => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Edit ${partner.name}`} onClick={() => onEdit(partner)}>
      <Pencil />
    </Button>
  );
}

/** Partners: Name, Email, Domain ("-" if empty), Status, Created, Actions (spec 001 §2). Cards below 768 px. */
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
        helper.accessor((p) => created(p), { id: "createdAt", header: "Created" }),
        helper.display({
          id: "actions",
          header: "Actions",
          cell: (info) => <EditButton partner={info.row.original} onEdit={onEdit} />,
        }),
      ]),
    [onEdit],
  );
  return (
    <DataTable
      label="Partners"
      columns={columns}
      data={rows}
      getRowId={(p) => p.id}
      rowClassName="align-middle hover:bg-slate-50"
      columnClassName={{
        name: "max-w-64 truncate",
        email: "max-w-64 truncate",
        domain: "max-w-64 truncate",
        createdAt: "whitespace-nowrap",
        actions: "w-16",
      }}
      renderCard={(p) => (
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="truncate font-medium text-slate-900">{p.name}</p>
            <p className="truncate text-slate-600">{p.email}</p>
            <div className="flex flex-wrap items-center gap-2 text-slate-600">
              <StatusBadge active={p.isActive} />
              <span>{p.domain || "-"}</span>
              <span>{created(p)}</span>
            </div>
          </div>
          <EditButton partner={p} onEdit={onEdit} />
        </div>
      )}
    />
  );
}
