import { Check, Pencil, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
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
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useUpdateIntentGroup } from "../api/update-intent-group";
import type { IntentGroup, LibraryIntent } from "../types";

export const GROUPS: Record<IntentGroup, { title: string; description: string; empty: string }> = {
  reply: {
    title: "Reply to",
    description: "The agent answers these intents from your knowledge.",
    empty: "No intents: the agent answers nothing by itself.",
  },
  never: {
    title: "Never Reply to",
    description: "The agent never answers these: it escalates them to your team.",
    empty: "No intents: every known intent may be answered.",
  },
  skip: {
    title: "Skip Intent",
    description: "The agent closes these without a reply or an escalation.",
    empty: "No intents are skipped.",
  },
};

/** Reply to, Never Reply to or Skip Intent: the group's intents and a dialog of toggles to change them. */
export function IntentGroupCard({
  group,
  intents,
  isLoading,
}: {
  group: IntentGroup;
  intents: LibraryIntent[] | undefined;
  isLoading: boolean;
}) {
  const meta = GROUPS[group];
  const inGroup = (intents ?? []).filter((i) => i.group === group);
  const [open, setOpen] = useState(false);

  return (
    <section
      aria-labelledby={`group-${group}`}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <h2 id={`group-${group}`} className="font-semibold text-slate-900">
              {meta.title}
            </h2>
            <Badge variant="secondary" title={`${inGroup.length} intents`}>
              {inGroup.length}
              <span className="sr-only"> intents</span>
            </Badge>
          </div>
          <p className="mt-1 text-sm text-slate-600">{meta.description}</p>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm" disabled={!intents} aria-label={`Edit ${meta.title}`}>
              <Pencil aria-hidden /> Edit
            </Button>
          </DialogTrigger>
          {open && intents && (
            <IntentGroupDialog group={group} intents={intents} onDone={() => setOpen(false)} />
          )}
        </Dialog>
      </div>
      <div className="mt-3 flex-1">
        {isLoading ? (
          <p className="text-sm text-slate-500">Loading intents...</p>
        ) : inGroup.length === 0 ? (
          <p className="text-sm text-slate-500">{meta.empty}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label={`${meta.title} intents`}>
            {inGroup.map((i) => (
              <li key={i.id}>
                <Badge variant="outline" className="font-medium">
                  {i.name}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function IntentGroupDialog({
  group,
  intents,
  onDone,
}: {
  group: IntentGroup;
  intents: LibraryIntent[];
  onDone: () => void;
}) {
  const meta = GROUPS[group];
  const [selected, setSelected] = useState(
    () => new Set(intents.filter((i) => i.group === group).map((i) => i.id)),
  );
  const [filter, setFilter] = useState("");
  const save = useUpdateIntentGroup();
  // A language badge tells intents apart only when there are several languages.
  const showLanguage = useMemo(() => new Set(intents.map((i) => i.language)).size > 1, [intents]);
  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return term ? intents.filter((i) => i.name.toLowerCase().includes(term)) : intents;
  }, [filter, intents]);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () =>
    save.mutate(
      { group, intentIds: [...selected] },
      {
        onSuccess: () => {
          toast.success("Intents saved", `${meta.title} now has ${selected.size} intents.`);
          onDone();
        },
        onError: (e) =>
          toast.error("Failed to save intents", e instanceof ApiError ? e.message : "Please try again."),
      },
    );

  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>{meta.title}</DialogTitle>
        <DialogDescription>
          {meta.description} Choosing an intent here moves it out of its other group.
        </DialogDescription>
      </DialogHeader>
      <div className="relative">
        <Search aria-hidden className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <Input
          aria-label="Filter intents"
          placeholder="Filter intents..."
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="pl-9"
        />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {selected.size} selected
      </p>
      <ul className="grid max-h-[50vh] gap-2 overflow-y-auto sm:grid-cols-2" aria-label="Intents">
        {shown.map((intent) => {
          const on = selected.has(intent.id);
          const elsewhere =
            intent.group !== "none" && intent.group !== group ? GROUPS[intent.group].title : null;
          return (
            <li key={intent.id}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(intent.id)}
                className={cn(
                  "flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
                  on ? "border-brand-600 bg-brand-50 text-brand-900" : "border-slate-200 hover:bg-slate-50",
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    "flex size-4 shrink-0 items-center justify-center rounded border",
                    on ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300",
                  )}
                >
                  {on && <Check className="size-3" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{intent.name}</span>
                  {elsewhere && !on && <span className="block text-xs text-slate-500">In {elsewhere}</span>}
                </span>
                {showLanguage && (
                  <Badge variant="outline" className="uppercase" aria-hidden>
                    {intent.language}
                  </Badge>
                )}
              </button>
            </li>
          );
        })}
        {shown.length === 0 && <li className="text-sm text-slate-500">No intent matches “{filter}”.</li>}
      </ul>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="button" onClick={submit} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
