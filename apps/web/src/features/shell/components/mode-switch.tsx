import { Switch } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useMe } from "@/features/auth/api/get-me";
import { useSetMode, useShell } from "../api/shell";

/** "24 Nov 2026": the day the account went live, as the header shows it. */
export const formatLiveSince = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/**
 * The header's sandbox / live switch (spec 001 §4). Going live starts sending the agent's replies to guests, so it asks
 * first and names the mailboxes that will send; back to sandbox needs no question (nothing more goes out).
 */
export function ModeSwitch() {
  const shell = useShell();
  const setMode = useSetMode();
  const [confirming, setConfirming] = useState(false);
  const mode = shell.data?.mode ?? "sandbox";
  const liveSince = shell.data?.liveSince ?? null;
  const mailboxes = shell.data?.mailboxes ?? [];
  // The mode is the company's: every teammate sees it, only the owner or an admin switches it (issue 24).
  const canSwitch = useMe().data?.profile?.role !== "member";

  return (
    <div className="ml-auto flex items-center gap-2 text-sm text-slate-700 sm:ml-0">
      <span aria-hidden={mode === "live" && liveSince ? undefined : true}>
        {mode === "live" ? (liveSince ? `Live since ${formatLiveSince(liveSince)}` : "Live") : "Sandbox"}
      </span>
      <Switch.Root
        checked={mode === "live"}
        disabled={setMode.isPending || !shell.data || !canSwitch}
        title={canSwitch ? undefined : "Only the owner or an admin can switch between sandbox and live."}
        onCheckedChange={(checked) => (checked ? setConfirming(true) : setMode.mutate("sandbox"))}
        aria-label="Live mode"
        className="relative h-6 w-11 rounded-full bg-orange-400 transition-colors data-[state=checked]:bg-green-600 disabled:opacity-50"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Go live?</DialogTitle>
            <DialogDescription>
              {mailboxes.length > 0
                ? "The agent will send its replies to guests at once, instead of leaving drafts for your team. These mailboxes of the company start sending:"
                : "The agent will send its replies to guests at once, instead of leaving drafts for your team. No mailbox is connected yet, so nothing is sent until you connect one."}
            </DialogDescription>
          </DialogHeader>
          {mailboxes.length > 0 && (
            <ul aria-label="Mailboxes that start sending" className="space-y-1 text-sm">
              {mailboxes.map((m) => (
                <li key={`${m.provider}:${m.email}`} className="rounded-md border border-slate-200 px-3 py-2">
                  {m.email}
                </li>
              ))}
            </ul>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Stay in sandbox
            </Button>
            <Button
              disabled={setMode.isPending}
              onClick={() => setMode.mutate("live", { onSuccess: () => setConfirming(false) })}
            >
              {setMode.isPending ? "Going live..." : "Go live"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
