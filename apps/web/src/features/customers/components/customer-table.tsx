import type { Customer, PaymentStatus } from "@inbox/contracts";
import { Pencil, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { columnHelper, DataTable } from "@/components/ui/table";
import { displayName, formatDate, formatMoney, fullName } from "./format";

const helper = columnHelper<Customer>();

const PAYMENT_BADGE: Record<PaymentStatus, "success" | "destructive" | "secondary"> = {
  Ok: "success",
  Overdue: "destructive",
  Off: "secondary",
};

export function PaymentBadge({ status }: { status: PaymentStatus | null }) {
  return status ? (
    <Badge variant={PAYMENT_BADGE[status]}>{status}</Badge>
  ) : (
    <span className="text-slate-400">-</span>
  );
}

interface Actions {
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}

function RowActions({ customer, onEdit, onDelete }: Actions & { customer: Customer }) {
  const name = displayName(customer);
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => onEdit(customer)}>
        <Pencil />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={() => onDelete(customer)}>
        <Trash2 />
      </Button>
    </div>
  );
}

/** Every cell is one line, cut short; Date Added shows only where the table has room (it stays in the edit dialog). */
const CELL = "max-w-64 truncate whitespace-nowrap px-2.5";
const COLUMN_CLASS: Record<string, string> = {
  internalCustomerId: CELL,
  name: CELL,
  companyName: CELL,
  subscription: CELL,
  accountValue: CELL,
  paymentStatus: CELL,
  language: CELL,
  dateAdded: `${CELL} hidden 2xl:table-cell`,
  actions: CELL,
};

const dash = (value: string | null | undefined) => value || <span className="text-slate-400">-</span>;

/**
 * The Customers / Contacts table (the app's DataTable: columns and cells; paging and filters are the server's). On
 * narrow screens each customer is a card instead.
 */
export function CustomerTable({
  rows,
  label,
  onEdit,
  onDelete,
}: { rows: Customer[]; label: string } & Actions) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("internalCustomerId", { header: "ID", cell: (info) => dash(info.getValue()) }),
        helper.accessor((c) => fullName(c), {
          id: "name",
          header: "Name",
          cell: (info) => {
            const c = info.row.original;
            const name = info.getValue();
            return (
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{name || c.email || "-"}</p>
                {name && c.email && <p className="truncate text-xs text-slate-600">{c.email}</p>}
              </div>
            );
          },
        }),
        helper.accessor("companyName", { header: "Company", cell: (info) => dash(info.getValue()) }),
        helper.accessor("subscription", { header: "Subscription", cell: (info) => dash(info.getValue()) }),
        helper.accessor("accountValue", {
          header: "Account Value",
          cell: (info) =>
            info.getValue() === null ? (
              dash(null)
            ) : (
              <span className="tabular-nums">{formatMoney(info.getValue())}</span>
            ),
        }),
        helper.accessor("paymentStatus", {
          header: "Payment Status",
          cell: (info) => <PaymentBadge status={info.getValue()} />,
        }),
        helper.accessor("language", { header: "Language", cell: (info) => dash(info.getValue()) }),
        helper.accessor("dateAdded", { header: "Date Added", cell: (info) => formatDate(info.getValue()) }),
        helper.display({
          id: "actions",
          header: "Actions",
          cell: (info) => <RowActions customer={info.row.original} onEdit={onEdit} onDelete={onDelete} />,
        }),
      ]),
    [onEdit, onDelete],
  );
  return (
    <div className="overflow-x-auto">
      <DataTable
        label={label}
        columns={columns}
        data={rows}
        getRowId={(c) => c.id}
        className="min-w-[820px]"
        rowClassName="align-middle hover:bg-slate-50"
        columnClassName={COLUMN_CLASS}
        renderCard={(c) => (
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate font-medium text-slate-900">{fullName(c) || c.email || "-"}</p>
              {c.email && fullName(c) && <p className="truncate text-slate-600">{c.email}</p>}
              {c.companyName && <p className="truncate text-slate-600">{c.companyName}</p>}
              <div className="flex flex-wrap items-center gap-1.5 pt-1">
                {c.internalCustomerId && <Badge variant="outline">ID {c.internalCustomerId}</Badge>}
                {c.subscription && <Badge variant="secondary">{c.subscription}</Badge>}
                {c.paymentStatus && <PaymentBadge status={c.paymentStatus} />}
                {c.language && <Badge variant="outline">{c.language}</Badge>}
                {c.accountValue !== null && (
                  <span className="tabular-nums text-slate-700">{formatMoney(c.accountValue)}</span>
                )}
              </div>
            </div>
            <RowActions customer={c} onEdit={onEdit} onDelete={onDelete} />
          </div>
        )}
      />
    </div>
  );
}
