import { type ActionIfTeammate, actionIfTeammateValues } from "@inbox/contracts";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useUpdateActionIfTeammate } from "../api/update-action-if-teammate";
import { LibraryCard } from "./library-card";

/** What the agent does with mail from your own team (spec 001 §2, default "Do nothing"). */
export function ActionIfTeammateCard({ value }: { value: ActionIfTeammate | null }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ActionIfTeammate>(value ?? "Do nothing");
  const save = useUpdateActionIfTeammate();

  const submit = () =>
    save.mutate(choice, {
      onSuccess: () => {
        toast.success("Setting saved");
        setOpen(false);
      },
      onError: (e) =>
        toast.error(
          e instanceof ApiError && e.status === 404
            ? "No agent configuration found"
            : "Failed to save setting",
          e instanceof ApiError && e.status !== 404 ? e.message : undefined,
        ),
    });

  return (
    <LibraryCard
      title="Action if Teammate"
      description="What the agent does when someone from your own team writes in."
      action={
        <Dialog
          open={open}
          onOpenChange={(o) => {
            if (o) setChoice(value ?? "Do nothing");
            setOpen(o);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="outline" size="sm" aria-label="Edit Action if Teammate">
              <Pencil aria-hidden /> Edit
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Action if Teammate</DialogTitle>
              <DialogDescription>
                When the sender is one of your team, the agent can leave the mail as a ticket or answer it.
              </DialogDescription>
            </DialogHeader>
            <div className="space-y-1.5">
              <Label htmlFor="action-if-teammate">Action</Label>
              <select
                id="action-if-teammate"
                value={choice}
                onChange={(e) => setChoice(e.target.value as ActionIfTeammate)}
                className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {actionIfTeammateValues.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={submit} disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      }
    >
      <p className="text-sm">
        <span className="text-slate-500">Current: </span>
        <span className="font-medium text-slate-900">{value ?? "Do nothing"}</span>
      </p>
    </LibraryCard>
  );
}
