import type { Responsable } from "@inbox/contracts";
import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useAssignIntent, useUnassignIntent } from "../api/assign-intent";
import { useDeleteResponsable } from "../api/delete-responsable";
import { useResponsableIntents } from "../api/get-responsable-intents";
import { useResponsables } from "../api/get-responsables";
import { ResponsableDialog } from "../components/responsable-dialog";
import { ResponsableTable } from "../components/responsable-table";

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : "Please try again.");

/** /escalation-by-intent (spec 001 §2): who handles what the agent cannot, by intent. */
export function Component() {
  const list = useResponsables();
  const intents = useResponsableIntents();
  const remove = useDeleteResponsable();
  const assign = useAssignIntent();
  const unassign = useUnassignIntent();
  const [editing, setEditing] = useState<Responsable | "new" | null>(null);
  const [deleting, setDeleting] = useState<Responsable | null>(null);
  const [chosen, setChosen] = useState("");

  const onUnassign = useCallback(
    (r: Responsable, intentId: string) =>
      unassign.mutate(
        { id: r.id, intentId },
        {
          onSuccess: () => toast.success("Intent unassigned successfully"),
          onError: (e) => toast.error("Error unassigning intent", errorText(e)),
        },
      ),
    [unassign.mutate],
  );
  const onDelete = useCallback((r: Responsable) => setDeleting(r), []);
  const onEdit = useCallback((r: Responsable) => setEditing(r), []);

  if (list.isPending)
    return <p className="p-6 text-center text-sm text-slate-600">Loading escalation settings...</p>;
  if (list.isError) return <p className="p-6 text-center text-sm text-red-700">{list.error.message}</p>;
  const selected = list.data.find((r) => r.id === chosen);
  const available = (intents.data ?? []).filter((i) => !selected?.intents.some((a) => a.id === i.id));

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">Manage responsible persons for different intent categories</p>
      <section className="rounded-xl border border-slate-200 bg-white">
        <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 className="font-semibold">Responsables</h2>
          <Button size="sm" onClick={() => setEditing("new")}>
            <Plus aria-hidden className="size-4" /> Add Responsable
          </Button>
        </header>
        {list.data.length === 0 ? (
          <div className="p-8 text-center">
            <p className="font-medium">No responsables found</p>
            <p className="text-sm text-slate-600">Add your first responsable to get started</p>
          </div>
        ) : (
          <ResponsableTable rows={list.data} onEdit={onEdit} onDelete={onDelete} onUnassign={onUnassign} />
        )}
      </section>

      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-semibold">Assign Intents to Responsables</h2>
        <select
          aria-label="Choose a responsable"
          className="mt-3 h-9 w-full max-w-sm rounded-md border border-slate-300 bg-white px-2 text-sm"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">Choose a responsable</option>
          {list.data.map((r) => (
            <option key={r.id} value={r.id}>
              {r.firstName} {r.lastName}
            </option>
          ))}
        </select>
        {selected && (
          <div className="mt-4">
            <h3 className="text-sm font-medium text-slate-700">Available Intents</h3>
            {available.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">
                All intents are already assigned to this responsable
              </p>
            ) : (
              <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
                {available.map((i) => (
                  <li key={i.id}>
                    <button
                      type="button"
                      className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50"
                      onClick={() =>
                        assign.mutate(
                          { id: selected.id, intentId: i.id },
                          {
                            onSuccess: () => toast.success("Intent assigned successfully"),
                            onError: (e) => toast.error("Error assigning intent", errorText(e)),
                          },
                        )
                      }
                    >
                      {i.name} <Badge variant="outline">{i.language}</Badge>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>

      <ResponsableDialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        responsable={editing === "new" ? null : editing}
      />

      <Dialog open={deleting !== null} onOpenChange={(o) => !o && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete responsable</DialogTitle>
            <DialogDescription>Are you sure you want to delete this responsable?</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    toast.success("Responsable deleted successfully");
                    setDeleting(null);
                  },
                  onError: (e) => toast.error("Error deleting responsable", errorText(e)),
                })
              }
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
