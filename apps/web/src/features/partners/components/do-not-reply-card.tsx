import {
  type DoNotReplyEntry,
  domainOfEmail,
  isPublicMailDomain,
  publicDomainRefusal,
} from "@inbox/contracts";
import { Ban, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
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
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useAddDoNotReply } from "../api/add-do-not-reply";
import { useDoNotReply } from "../api/get-do-not-reply";
import { useRemoveDoNotReply } from "../api/remove-do-not-reply";

/**
 * "Do not reply": the senders the agent never answers (spec 001 §3 do_not_reply_to), fed by the message action
 * "Never reply to this email" or added here; removing one lets the agent answer them again from the next message.
 * An entry is the address alone; the whole domain is a choice made here, refused for a public mail provider.
 */
export function DoNotReplyCard() {
  const list = useDoNotReply();
  const add = useAddDoNotReply();
  const remove = useRemoveDoNotReply();
  const [email, setEmail] = useState("");
  const [wholeDomain, setWholeDomain] = useState(false);
  const domain = domainOfEmail(email);
  const refusal = wholeDomain && isPublicMailDomain(domain) ? publicDomainRefusal(domain, "block") : null;
  const [removing, setRemoving] = useState<DoNotReplyEntry | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || refusal) return;
    add.mutate(
      { email: email.trim(), wholeDomain },
      {
        onSuccess: (entry) => {
          toast.success(
            entry.domain
              ? `Added everyone at ${entry.domain} to the do not reply list`
              : `Added ${entry.email} to the do not reply list`,
          );
          setEmail("");
          setWholeDomain(false);
        },
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : "Failed to add to do not reply list"),
      },
    );
  };
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
        <form onSubmit={submit} className="flex flex-col gap-2 pt-2 sm:flex-row">
          <Input
            type="email"
            aria-label="Email to never reply to"
            placeholder="sender@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="sm:max-w-sm"
          />
          <Button type="submit" variant="outline" disabled={!email.trim() || !!refusal || add.isPending}>
            {add.isPending ? "Adding..." : "Add to list"}
          </Button>
        </form>
        <div className="flex items-center gap-3">
          <Switch
            id="dnr-whole-domain"
            checked={wholeDomain}
            onCheckedChange={setWholeDomain}
            aria-describedby={refusal ? "dnr-whole-domain-refusal" : undefined}
          />
          <Label htmlFor="dnr-whole-domain">The whole domain{domain ? ` (everyone at ${domain})` : ""}</Label>
        </div>
        {refusal ? (
          <p id="dnr-whole-domain-refusal" role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        ) : null}
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
        <>
          <ul className="divide-y divide-slate-100 md:hidden">
            {list.data.map((entry) => (
              <li key={entry.id} className="flex items-start gap-2 p-4 text-sm">
                <div className="min-w-0 flex-1 space-y-0.5">
                  <p className="truncate font-medium text-slate-900">{entry.email}</p>
                  <p className="truncate text-slate-600">
                    {[entry.name, coverage(entry), new Date(entry.createdAt).toLocaleDateString()]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${entry.email} from the do not reply list`}
                  onClick={() => setRemoving(entry)}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-500">
                <tr>
                  {["Name", "Email", "Covers", "Added", "Remove"].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.map((entry) => (
                  <tr key={entry.id} className="border-b border-slate-100 last:border-0">
                    <td className="px-3 py-2">{entry.name || "-"}</td>
                    <td className="max-w-64 truncate px-3 py-2">{entry.email}</td>
                    <td className="px-3 py-2">{coverage(entry)}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {new Date(entry.createdAt).toLocaleDateString()}
                    </td>
                    <td className="px-3 py-2">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${entry.email} from the do not reply list`}
                        onClick={() => setRemoving(entry)}
                      >
                        <Trash2 />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
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

/** What an entry silences: the address alone, or every address at the domain the owner chose. */
const coverage = (entry: DoNotReplyEntry) =>
  entry.domain ? `Everyone at ${entry.domain}` : "This address only";
