import type { DoNotReplyEntry } from "@inbox/contracts";
import { Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { columnHelper, DataTable } from "@/components/ui/table";

const helper = columnHelper<DoNotReplyEntry>();
const added = (entry: DoNotReplyEntry) => new Date(entry.createdAt).toLocaleDateString();

/** What an entry silences: the address alone, or every address at the domain the owner chose. */
const coverage = (entry: DoNotReplyEntry) =>
  entry.domain ? `Everyone at ${entry.domain}` : "This address only";

function RemoveButton({
  entry,
  onRemove,
}: {
  entry: DoNotReplyEntry;
  onRemove: (e: DoNotReplyEntry) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Remove ${entry.email} from the do not reply list`}
      onClick={() => onRemove(entry)}
    >
      <Trash2 />
    </Button>
  );
}

/** The do-not-reply list: Name, Email, Covers, Added, Remove; below 768 px one card per sender. */
export function DoNotReplyTable({
  rows,
  onRemove,
}: {
  rows: DoNotReplyEntry[];
  onRemove: (entry: DoNotReplyEntry) => void;
}) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor((e) => e.name || "-", { id: "name", header: "Name" }),
        helper.accessor("email", { header: "Email" }),
        helper.accessor((e) => coverage(e), { id: "covers", header: "Covers" }),
        helper.accessor((e) => added(e), { id: "added", header: "Added" }),
        helper.display({
          id: "remove",
          header: "Remove",
          cell: (info) => <RemoveButton entry={info.row.original} onRemove={onRemove} />,
        }),
      ]),
    [onRemove],
  );
  return (
    <DataTable
      label="Do not reply list"
      columns={columns}
      data={rows}
      getRowId={(e) => e.id}
      rowClassName="align-middle"
      columnClassName={{ email: "max-w-64 truncate", added: "whitespace-nowrap", remove: "w-20" }}
      renderCard={(entry) => (
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1 space-y-0.5">
            <p className="truncate font-medium text-slate-900">{entry.email}</p>
            <p className="truncate text-slate-600">
              {[entry.name, coverage(entry), added(entry)].filter(Boolean).join(" · ")}
            </p>
          </div>
          <RemoveButton entry={entry} onRemove={onRemove} />
        </div>
      )}
    />
  );
}
