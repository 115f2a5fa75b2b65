import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2, X } from "lucide-react";
import { type FormEvent, useState } from "react";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { ApiError, api } from "@/lib/api-client";

interface Responsable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isDefaultResponsable: boolean;
  intents: { id: string; name: string }[];
}
interface Intent {
  id: string;
  name: string;
  language: string;
}
type Form = { firstName: string; lastName: string; email: string; isDefaultResponsable: boolean };
const empty: Form = { firstName: "", lastName: "", email: "", isDefaultResponsable: false };
const errorText = (e: unknown) => (e instanceof ApiError ? e.message : "Please try again.");

/** /escalation-by-intent (spec 001 §2): who handles what the agent cannot, by intent. */
export function Component() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ["responsables"],
    queryFn: () => api.get<Responsable[]>("/escalation-responsables"),
  });
  const intents = useQuery({
    queryKey: ["responsable-intents"],
    queryFn: () => api.get<Intent[]>("/escalation-responsables/intents"),
  });
  const [editing, setEditing] = useState<Responsable | "new" | null>(null);
  const [form, setForm] = useState<Form>(empty);
  const [deleting, setDeleting] = useState<Responsable | null>(null);
  const [chosen, setChosen] = useState("");
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["responsables"] });
    void queryClient.invalidateQueries({ queryKey: ["shell"] });
  };

  const save = useMutation({
    mutationFn: (f: Form) =>
      editing === "new"
        ? api.post("/escalation-responsables", f)
        : api.patch(`/escalation-responsables/${(editing as Responsable).id}`, f),
    onSuccess: () => {
      toast.success(
        editing === "new" ? "Responsable created successfully" : "Responsable updated successfully",
      );
      setEditing(null);
      refresh();
    },
    onError: (e) =>
      toast.error(`Error ${editing === "new" ? "creating" : "updating"} responsable`, errorText(e)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`/escalation-responsables/${id}`),
    onSuccess: () => {
      toast.success("Responsable deleted successfully");
      setDeleting(null);
      refresh();
    },
    onError: (e) => toast.error("Error deleting responsable", errorText(e)),
  });
  const assign = useMutation({
    mutationFn: ({ id, intentId }: { id: string; intentId: string }) =>
      api.post(`/escalation-responsables/${id}/intents`, { intentId }),
    onSuccess: () => {
      toast.success("Intent assigned successfully");
      refresh();
    },
    onError: (e) => toast.error("Error assigning intent", errorText(e)),
  });
  const unassign = useMutation({
    mutationFn: ({ id, intentId }: { id: string; intentId: string }) =>
      api.delete(`/escalation-responsables/${id}/intents/${intentId}`),
    onSuccess: () => {
      toast.success("Intent unassigned successfully");
      refresh();
    },
    onError: (e) => toast.error("Error unassigning intent", errorText(e)),
  });

  const open = (r: Responsable | "new") => {
    setForm(
      r === "new"
        ? empty
        : {
            firstName: r.firstName,
            lastName: r.lastName,
            email: r.email,
            isDefaultResponsable: r.isDefaultResponsable,
          },
    );
    setEditing(r);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
  };

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
          <Button size="sm" onClick={() => open("new")}>
            <Plus aria-hidden className="size-4" /> Add Responsable
          </Button>
        </header>
        {list.data.length === 0 ? (
          <div className="p-8 text-center">
            <p className="font-medium">No responsables found</p>
            <p className="text-sm text-slate-600">Add your first responsable to get started</p>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[700px] text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase text-slate-500">
                <tr>
                  {["Name", "Email", "Default", "Assigned Intents", "Actions"].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.map((r) => (
                  <tr key={r.id} className="border-t border-slate-100">
                    <td className="px-3 py-2 font-medium">
                      {r.firstName} {r.lastName}
                    </td>
                    <td className="px-3 py-2">{r.email}</td>
                    <td className="px-3 py-2">{r.isDefaultResponsable && <Badge>Default</Badge>}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-1">
                        {r.intents.map((i) => (
                          <Badge key={i.id} variant="secondary" className="gap-1">
                            {i.name}
                            <button
                              type="button"
                              aria-label={`Unassign ${i.name} from ${r.firstName}`}
                              onClick={() => unassign.mutate({ id: r.id, intentId: i.id })}
                            >
                              <X className="size-3" />
                            </button>
                          </Badge>
                        ))}
                      </div>
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${r.firstName} ${r.lastName}`}
                          onClick={() => open(r)}
                        >
                          <Pencil className="size-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${r.firstName} ${r.lastName}`}
                          onClick={() => setDeleting(r)}
                        >
                          <Trash2 className="size-4" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
                      onClick={() => assign.mutate({ id: selected.id, intentId: i.id })}
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

      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing === "new" ? "Add New Responsable" : "Edit Responsable"}</DialogTitle>
            <DialogDescription className="sr-only">Who the agent escalates to</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1.5">
                <Label htmlFor="r-first">First Name</Label>
                <Input
                  id="r-first"
                  required
                  value={form.firstName}
                  onChange={(e) => setForm({ ...form, firstName: e.target.value })}
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="r-last">Last Name</Label>
                <Input
                  id="r-last"
                  required
                  value={form.lastName}
                  onChange={(e) => setForm({ ...form, lastName: e.target.value })}
                />
              </div>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="r-email">Email</Label>
              <Input
                id="r-email"
                type="email"
                required
                value={form.email}
                onChange={(e) => setForm({ ...form, email: e.target.value })}
              />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={form.isDefaultResponsable}
                onChange={(e) => setForm({ ...form, isDefaultResponsable: e.target.checked })}
              />{" "}
              Set as default responsable
            </label>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {editing === "new" ? "Create Responsable" : "Update Responsable"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

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
              onClick={() => deleting && remove.mutate(deleting.id)}
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
