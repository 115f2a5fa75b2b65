import type { KnowledgeSuggestion } from "@inbox/contracts";
import { Check, Pencil, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useAcceptAllSuggestions, useAcceptSuggestion, useRejectSuggestion } from "../api/decide-suggestion";
import { isImportRunning, useKnowledgeImport } from "../api/get-knowledge-import";
import { useSuggestions } from "../api/get-suggestions";
import { DialogActions } from "./dialog-actions";

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : "Please try again.");

/** A page's address as a person reads it: the path, or the file name. */
function sourceLabel(source: string) {
  try {
    const url = new URL(source);
    return `${url.host}${decodeURIComponent(url.pathname)}`;
  } catch {
    return source;
  }
}

const changeBadges = {
  changed: <Badge variant="warning">Changed on your website</Badge>,
  removed: <Badge variant="destructive">No longer on your website</Badge>,
} as const;

function EditSuggestion({ suggestion }: { suggestion: KnowledgeSuggestion }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ title: suggestion.title, text: suggestion.text });
  const accept = useAcceptSuggestion();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    accept.mutate(
      { id: suggestion.id, edit: form },
      {
        onSuccess: () => {
          toast.success("Entry accepted", "The agent answers from it from the next message on.");
          setOpen(false);
        },
        onError: (err) => toast.error("Could not accept the entry", errorText(err)),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (o) setForm({ title: suggestion.title, text: suggestion.text });
        setOpen(o);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Edit suggestion: ${suggestion.title}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit before accepting</DialogTitle>
          <DialogDescription>
            Correct the wording; the agent answers from your version. From {sourceLabel(suggestion.sourceUrl)}
            .
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor={`st-${suggestion.id}`}>Title</Label>
            <Input
              id={`st-${suggestion.id}`}
              required
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`sx-${suggestion.id}`}>Text</Label>
            <Textarea
              id={`sx-${suggestion.id}`}
              required
              value={form.text}
              onChange={(e) => setForm({ ...form, text: e.target.value })}
              className="min-h-40"
            />
          </div>
          <DialogActions
            onCancel={() => setOpen(false)}
            isPending={accept.isPending}
            label="Save and accept"
            pendingLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SuggestionRow({ suggestion, twins }: { suggestion: KnowledgeSuggestion; twins: string[] }) {
  const accept = useAcceptSuggestion();
  const reject = useRejectSuggestion();
  const busy = accept.isPending || reject.isPending;
  return (
    <li className="py-3" aria-label={suggestion.title}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          {suggestion.change !== "new" && <div className="mb-1">{changeBadges[suggestion.change]}</div>}
          <p className="break-words font-medium text-slate-900">{suggestion.title}</p>
          <p className="mt-1 line-clamp-4 whitespace-pre-wrap break-words text-sm text-slate-700">
            {suggestion.text}
          </p>
          {suggestion.replaces && suggestion.change === "changed" && (
            <p className="mt-1 line-clamp-2 break-words text-xs text-slate-500">
              Before: <span className="line-through">{suggestion.replaces.text}</span>
            </p>
          )}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <Badge variant="outline">
              <span className="sr-only">Language </span>
              <span className="uppercase">{suggestion.language}</span>
            </Badge>
            {twins.length > 0 && <span>Also in {twins.map((l) => l.toUpperCase()).join(", ")}</span>}
            <span className="min-w-0 break-all">
              From{" "}
              {suggestion.sourceKind === "website" ? (
                <a
                  className="text-brand-700 underline-offset-2 hover:underline"
                  href={suggestion.sourceUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  {sourceLabel(suggestion.sourceUrl)}
                </a>
              ) : (
                <span>{suggestion.sourceUrl}</span>
              )}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1">
          <Button
            size="sm"
            disabled={busy}
            aria-label={`Accept suggestion: ${suggestion.title}`}
            onClick={() =>
              accept.mutate(
                { id: suggestion.id },
                { onError: (err) => toast.error("Could not accept the entry", errorText(err)) },
              )
            }
          >
            <Check aria-hidden /> {suggestion.change === "removed" ? "Remove entry" : "Accept"}
          </Button>
          {suggestion.change !== "removed" && <EditSuggestion suggestion={suggestion} />}
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={`Reject suggestion: ${suggestion.title}`}
            onClick={() =>
              reject.mutate(suggestion.id, {
                onError: (err) => toast.error("Could not reject the entry", errorText(err)),
              })
            }
          >
            <X aria-hidden /> {suggestion.change === "removed" ? "Keep entry" : "Reject"}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * "Suggested from your website" (issue 25): proposed entries, each accepted, edited or rejected, or all accepted at
 * once. Only accepted entries reach the agent; a rejected one is never proposed again.
 */
export function WebsiteSuggestions() {
  const imports = useKnowledgeImport();
  const running = isImportRunning(imports.data?.website) || isImportRunning(imports.data?.document);
  const suggestions = useSuggestions({ polling: running });
  const acceptAll = useAcceptAllSuggestions();
  // An import links the languages of a fact when it ends: read the list once more then.
  const wasRunning = useRef(running);
  const { refetch } = suggestions;
  useEffect(() => {
    if (wasRunning.current && !running) void refetch();
    wasRunning.current = running;
  }, [running, refetch]);
  const rows = suggestions.data?.rows ?? [];
  const total = suggestions.data?.total ?? 0;
  if (!suggestions.isPending && total === 0 && !running) return null;
  const languagesOf = new Map<string, Set<string>>();
  for (const row of rows)
    if (row.linkGroup)
      languagesOf.set(row.linkGroup, (languagesOf.get(row.linkGroup) ?? new Set()).add(row.language));

  return (
    <section
      aria-labelledby="suggestions-title"
      className="rounded-xl border border-brand-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="suggestions-title" className="font-semibold text-slate-900">
              Suggested from your website
            </h2>
            {total > 0 && <Badge variant="secondary">{total} to review</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Read them before the agent uses them: accept what is right, edit what needs a better wording,
            reject the rest.
          </p>
        </div>
        {total > 0 && (
          <Button
            variant="outline"
            disabled={acceptAll.isPending}
            onClick={() =>
              acceptAll.mutate(undefined, {
                onSuccess: ({ accepted }) =>
                  toast.success(`${accepted} ${accepted === 1 ? "entry" : "entries"} accepted`),
                onError: (err) => toast.error("Could not accept all", errorText(err)),
              })
            }
          >
            <Check aria-hidden /> {acceptAll.isPending ? "Accepting..." : `Accept all ${total}`}
          </Button>
        )}
      </div>
      <div className="mt-3" aria-busy={suggestions.isFetching}>
        {suggestions.isPending ? (
          <p className="py-6 text-center text-sm text-slate-500">Loading suggestions...</p>
        ) : suggestions.isError ? (
          <p className="py-6 text-center text-sm text-red-700">
            Could not load the suggestions: {suggestions.error.message}
          </p>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">
            Suggestions appear here as pages are read.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Suggested entries">
            {rows.map((s) => (
              <SuggestionRow
                key={s.id}
                suggestion={s}
                twins={[...(s.linkGroup ? (languagesOf.get(s.linkGroup) ?? []) : [])].filter(
                  (l) => l !== s.language,
                )}
              />
            ))}
          </ul>
        )}
        {total > rows.length && (
          <p className="mt-2 text-center text-xs text-slate-500">
            Showing the first {rows.length} of {total}: more appear as you decide.
          </p>
        )}
      </div>
    </section>
  );
}
