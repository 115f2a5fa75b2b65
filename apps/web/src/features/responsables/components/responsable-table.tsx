import type { Responsable } from "@inbox/contracts";
import { Pencil, Trash2, X } from "lucide-react";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { columnHelper, DataTable } from "@/components/ui/table";

interface Actions {
  onEdit: (r: Responsable) => void;
  onDelete: (r: Responsable) => void;
  onUnassign: (r: Responsable, intentId: string) => void;
}

const helper = columnHelper<Responsable>();
const nameOf = (r: Responsable) => `${r.firstName} ${r.lastName}`;

function IntentBadges({ r, onUnassign }: { r: Responsable; onUnassign: Actions["onUnassign"] }) {
  if (r.intents.length === 0) return <span className="text-slate-500">No intents</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {r.intents.map((i) => (
        <Badge key={i.id} variant="secondary" className="gap-1">
          {i.name}
          <button
            type="button"
            aria-label={`Unassign ${i.name} from ${r.firstName}`}
            onClick={() => onUnassign(r, i.id)}
          >
            <X className="size-3" />
          </button>
        </Badge>
      ))}
    </div>
  );
}

function RowActions({ r, onEdit, onDelete }: { r: Responsable } & Omit<Actions, "onUnassign">) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${nameOf(r)}`} onClick={() => onEdit(r)}>
        <Pencil className="size-4" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${nameOf(r)}`} onClick={() => onDelete(r)}>
        <Trash2 className="size-4" />
      </Button>
    </div>
  );
}

/**
 * Name, Email, Default, Assigned Intents, Actions (spec 001 §2). Below 768 px each responsable is a card with the same
 * five things, as the inbox does, so nothing hides off-screen on a phone.
 */
export function ResponsableTable({ rows, onEdit, onDelete, onUnassign }: { rows: Responsable[] } & Actions) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor((r) => nameOf(r), {
          id: "name",
          header: "Name",
          cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
        }),
        helper.accessor("email", {
          header: "Email",
          cell: (info) => <span className="break-all">{info.getValue()}</span>,
        }),
        helper.accessor("isDefaultResponsable", {
          header: "Default",
          cell: (info) => info.getValue() && <Badge>Default</Badge>,
        }),
        helper.display({
          id: "intents",
          header: "Assigned Intents",
          cell: (info) => <IntentBadges r={info.row.original} onUnassign={onUnassign} />,
        }),
        helper.display({
          id: "actions",
          header: "Actions",
          cell: (info) => <RowActions r={info.row.original} onEdit={onEdit} onDelete={onDelete} />,
        }),
      ]),
    [onEdit, onDelete, onUnassign],
  );
  return (
    <DataTable
      label="Responsables"
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      columnClassName={{ name: "w-44", isDefaultResponsable: "w-24", actions: "w-24" }}
      renderCard={(r) => (
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1 space-y-1.5">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              {nameOf(r)}
              {r.isDefaultResponsable && <Badge>Default</Badge>}
            </p>
            <p className="break-all text-slate-600">{r.email}</p>
            <IntentBadges r={r} onUnassign={onUnassign} />
          </div>
          <RowActions r={r} onEdit={onEdit} onDelete={onDelete} />
        </div>
      )}
    />
  );
}
