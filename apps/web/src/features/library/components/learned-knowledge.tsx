import { ChevronLeft, ChevronRight, Pencil, Search, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
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
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useDeleteKnowledgeEntry } from "../api/delete-knowledge-entry";
import { useKnowledge } from "../api/get-knowledge";
import { useUpdateKnowledgeEntry } from "../api/update-knowledge-entry";
import type { KnowledgeEntry, LibraryIntent } from "../types";

const PAGE_SIZE = 20;
const errorText = (e: unknown) => (e instanceof ApiError ? e.message : "Please try again.");

/**
 * Learned knowledge (agent.md §4): answers from the feedback loop and replies approved in the Test Agent, beside the
 * FAQ. Entries a thumbs-down marked for review come first; search and pages are the server's.
 */
export function LearnedKnowledge({
  intents,
  readOnly = false,
}: {
  intents: LibraryIntent[];
  /** A Member reads and searches the entries; only an owner or admin edits or removes them (issue 24). */
  readOnly?: boolean;
}) {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const knowledge = useKnowledge({ q, page, pageSize: PAGE_SIZE });
  const data = knowledge.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // The last entry of a page removed: show the page before.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);

  return (
    <section
      aria-labelledby="learned-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="learned-title" className="font-semibold text-slate-900">
              Learned knowledge
            </h2>
            {data && data.needsReview > 0 && <Badge variant="warning">{data.needsReview} to review</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Answers the agent learned from your team in the feedback loop and from replies you approved in the
            Test Agent. It answers from them beside your FAQ.
          </p>
        </div>
        <div className="relative w-full sm:w-72">
          <Search aria-hidden className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label="Search learned knowledge"
            placeholder="Search questions and answers..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
      </div>

      <div className="mt-4" aria-busy={knowledge.isFetching}>
        {knowledge.isPending ? (
          <p className="py-6 text-center text-sm text-slate-500">Loading learned knowledge...</p>
        ) : knowledge.isError ? (
          <div className="py-6 text-center text-sm">
            <p className="text-red-700">Could not load learned knowledge: {knowledge.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void knowledge.refetch()}>
              Retry
            </Button>
          </div>
        ) : data && data.rows.length === 0 ? (
          <div className="py-6 text-center text-sm text-slate-600">
            {q.trim() ? (
              <p>No entries match “{q.trim()}”.</p>
            ) : (
              <>
                <p className="font-medium text-slate-800">No learned knowledge yet</p>
                <p className="mt-1">
                  When your team answers a question the agent could not, or you approve a reply with a double
                  thumbs up in the Test Agent, it appears here.
                </p>
              </>
            )}
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Learned entries">
            {data?.rows.map((entry) => (
              <EntryRow key={entry.id} entry={entry} intents={intents} readOnly={readOnly} />
            ))}
          </ul>
        )}
      </div>

      {data && data.total > PAGE_SIZE && (
        <nav
          aria-label="Learned knowledge pages"
          className="mt-4 flex items-center justify-between gap-3 text-sm"
        >
          <span className="text-slate-600">
            Page {page} of {pages} · {data.total} entries
          </span>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden /> Previous
            </Button>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next <ChevronRight aria-hidden />
            </Button>
          </div>
        </nav>
      )}
    </section>
  );
}

function SourceLink({ entry }: { entry: KnowledgeEntry }) {
  if (entry.source === "test_rating")
    return entry.sourceTestId ? (
      <Link
        className="text-brand-700 underline-offset-2 hover:underline"
        to={`${paths.testAgent.getHref()}?test=${entry.sourceTestId}`}
      >
        Test Agent
      </Link>
    ) : (
      <span>Test Agent</span>
    );
  if (entry.source === "feedback_loop")
    return entry.sourceTicketId ? (
      <Link
        className="text-brand-700 underline-offset-2 hover:underline"
        to={paths.ticket.getHref(entry.sourceTicketId)}
      >
        Ticket {entry.sourceTicketId.slice(0, 8)}
      </Link>
    ) : (
      <span>Feedback loop</span>
    );
  if ((entry.source === "website" || entry.source === "document") && entry.sourceUrl)
    return entry.source === "website" ? (
      <a
        className="text-brand-700 underline-offset-2 hover:underline"
        href={entry.sourceUrl}
        target="_blank"
        rel="noreferrer noopener"
      >
        Your website
      </a>
    ) : (
      <span>{entry.sourceUrl}</span>
    );
  return <span>Added by hand</span>;
}

function EntryRow({
  entry,
  intents,
  readOnly,
}: {
  entry: KnowledgeEntry;
  intents: LibraryIntent[];
  readOnly: boolean;
}) {
  return (
    <li className="py-3" aria-label={entry.question}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          {entry.needsReview && (
            <Badge variant="warning" className="mb-1">
              Needs review
            </Badge>
          )}
          <p className="break-words font-medium text-slate-900">{entry.question}</p>
          <p className="mt-1 line-clamp-3 whitespace-pre-wrap break-words text-sm text-slate-700">
            {entry.answer}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <Badge variant="outline">{entry.intent ?? "No intent"}</Badge>
            <span>
              <span className="sr-only">Language </span>
              <span className="uppercase">{entry.language}</span>
            </span>
            <span>
              Source: <SourceLink entry={entry} />
            </span>
            <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleDateString()}</time>
          </p>
        </div>
        <div className={readOnly ? "hidden" : "flex shrink-0 gap-1"}>
          <EditEntry entry={entry} intents={intents} />
          <RemoveEntry entry={entry} />
        </div>
      </div>
    </li>
  );
}

function EditEntry({ entry, intents }: { entry: KnowledgeEntry; intents: LibraryIntent[] }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    question: entry.question,
    answer: entry.answer,
    intentId: entry.intentId ?? "",
    language: entry.language,
  });
  const save = useUpdateKnowledgeEntry();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: entry.id, ...form, intentId: form.intentId || null },
      {
        onSuccess: () => {
          toast.success(
            "Entry updated",
            entry.needsReview ? "Reviewed: the agent answers from it again." : undefined,
          );
          setOpen(false);
        },
        onError: (err) => toast.error("Failed to update entry", errorText(err)),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (o)
          setForm({
            question: entry.question,
            answer: entry.answer,
            intentId: entry.intentId ?? "",
            language: entry.language,
          });
        setOpen(o);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Edit entry: ${entry.question}`}>
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit learned entry</DialogTitle>
          <DialogDescription>
            {entry.needsReview
              ? "A thumbs down marked this answer for review. Correct it and save: the agent answers from it again."
              : "The agent answers from this entry when a customer asks the same thing."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor={`q-${entry.id}`}>Question</Label>
            <Textarea
              id={`q-${entry.id}`}
              required
              value={form.question}
              onChange={(e) => setForm({ ...form, question: e.target.value })}
              className="min-h-16"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`a-${entry.id}`}>Answer</Label>
            <Textarea
              id={`a-${entry.id}`}
              required
              value={form.answer}
              onChange={(e) => setForm({ ...form, answer: e.target.value })}
              className="min-h-40"
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
            <div className="space-y-1.5">
              <Label htmlFor={`i-${entry.id}`}>Intent</Label>
              <select
                id={`i-${entry.id}`}
                value={form.intentId}
                onChange={(e) => setForm({ ...form, intentId: e.target.value })}
                className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <option value="">No intent</option>
                {intents.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`l-${entry.id}`}>Language</Label>
              <Input
                id={`l-${entry.id}`}
                required
                maxLength={2}
                value={form.language}
                onChange={(e) => setForm({ ...form, language: e.target.value })}
              />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : entry.needsReview ? "Save and mark reviewed" : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveEntry({ entry }: { entry: KnowledgeEntry }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteKnowledgeEntry();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Remove entry: ${entry.question}`}>
          <Trash2 aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove this entry?</DialogTitle>
          <DialogDescription>
            The agent will no longer answer “{entry.question}” from it. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(entry.id, {
                onSuccess: () => {
                  toast.success("Entry removed");
                  setOpen(false);
                },
                onError: (err) => toast.error("Failed to remove entry", errorText(err)),
              })
            }
          >
            {remove.isPending ? "Removing..." : "Remove"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
