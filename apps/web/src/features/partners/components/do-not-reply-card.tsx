import type { DoNotReplyEntry } from "@inbox/contracts";
import { Ban } from "lucide-react";
import { useCallback, useState } from "react";
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
import { useDoNotReply } from "../api/get-do-not-reply";
import { useRemoveDoNotReply } from "../api/remove-do-not-reply";
import { DoNotReplyForm } from "./do-not-reply-form";
import { DoNotReplyTable } from "./do-not-reply-table";

/**
 * "Do not reply": the senders the agent never answers (spec 001 §3 do_not_reply_to), fed by the message action
 * "Never reply to this email" or added here; removing one lets the agent answer them again from the next message.
 * An entry is the address alone; the whole domain is a choice made here, refused for a public mail provider.
 */
export function DoNotReplyCard() {
  const list = useDoNotReply();
  const remove = useRemoveDoNotReply();
  const [removing, setRemoving] = useState<DoNotReplyEntry | null>(null);
  const onRemove = useCallback((entry: DoNotReplyEntry) => setRemoving(entry), []);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(`Removed ${removing.email} from the do not reply list`);
        setRemoving(null);
      },
      onError: (error) =>
        toast.error(
          "Failed to remove from the do not reply list",
          error instanceof ApiError ? error.message : undefined,
        ),
    });
  };

  return (
    <section aria-labelledby="dnr-title" className="rounded-xl border border-slate-200 bg-white">
      <header className="space-y-1 border-b border-slate-200 p-4">
        <h2 id="dnr-title" className="flex items-center gap-2 font-semibold">
          <Ban aria-hidden className="size-4 text-slate-500" /> Do not reply
        </h2>
        <p className="text-sm text-slate-600">
          The agent never answers these senders. Remove one to let it answer again.
        </p>
        <DoNotReplyForm />
      </header>
      {list.isPending ? (
        <p className="p-4 text-sm text-slate-600">Loading the do not reply list...</p>
      ) : list.isError ? (
        <p className="p-4 text-sm text-red-700">{list.error.message}</p>
      ) : list.data.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">
          No one is on the list. Use "Never reply to this email" on a message, or add an address above.
        </p>
      ) : (
        <DoNotReplyTable rows={list.data} onRemove={onRemove} />
      )}
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove from the do not reply list</DialogTitle>
            <DialogDescription>
              The agent will answer {removing?.domain ? `everyone at ${removing.domain}` : removing?.email}{" "}
              again from their next message.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={confirmRemove}>
              Remove
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
