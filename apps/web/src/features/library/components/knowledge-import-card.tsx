import { KNOWLEDGE_DOCUMENT_ACCEPT, type KnowledgeImport } from "@inbox/contracts";
import { FileUp, Globe, RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
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
import { Progress } from "@/components/ui/progress";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useCancelKnowledgeImport } from "../api/cancel-knowledge-import";
import { isImportRunning, type KnowledgeImportState, useKnowledgeImport } from "../api/get-knowledge-import";
import { useStartWebsiteImport } from "../api/start-website-import";
import { useUpdateImportSettings } from "../api/update-import-settings";
import { useUploadKnowledgeDocument } from "../api/upload-knowledge-document";
import { DialogActions } from "./dialog-actions";

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : "Please try again.");

/** "Import from website": the address (the company's, filled in) and what reading it does. */
export function ImportWebsiteDialog({
  defaultUrl,
  trigger,
  onStarted,
}: {
  defaultUrl: string;
  trigger: React.ReactNode;
  onStarted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState(defaultUrl);
  const start = useStartWebsiteImport();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    start.mutate(
      { url },
      {
        onSuccess: () => {
          toast.success("Reading your website", "Suggestions appear below as pages are read.");
          setOpen(false);
          onStarted?.();
        },
        onError: (err) => toast.error("Could not start the import", errorText(err)),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (o) setUrl(defaultUrl);
        setOpen(o);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import from your website</DialogTitle>
          <DialogDescription>
            We read the pages of your site (up to 200, in every language it has) and propose what guests ask
            about: rooms, breakfast, parking, pets, check-in and your policies. Nothing is used until you
            accept it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="website-url">Website address</Label>
            <Input
              id="website-url"
              required
              inputMode="url"
              autoComplete="url"
              placeholder="www.your-hotel.com"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
            <p className="text-xs text-slate-500">
              Only this site is read, as robots.txt allows; legal pages are left out.
            </p>
          </div>
          <DialogActions
            onCancel={() => setOpen(false)}
            isPending={start.isPending}
            label="Start import"
            pendingLabel="Starting..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ImportProgress({
  run,
  problems,
}: {
  run: KnowledgeImport;
  problems: KnowledgeImportState["problems"];
}) {
  const cancel = useCancelKnowledgeImport();
  const running = isImportRunning(run);
  const total = Math.max(1, Math.min(run.maxPages, run.pagesFound));
  const what =
    run.kind === "document"
      ? run.source
      : run.kind === "recheck"
        ? "Checking your website"
        : "Reading your website";
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-all text-sm font-medium text-slate-900">
          {running ? `${what}…` : run.kind === "document" ? `Read ${run.source}` : `Read ${run.source}`}
        </p>
        {running && (
          <Button
            variant="outline"
            size="sm"
            disabled={cancel.isPending || run.cancelRequested}
            onClick={() =>
              cancel.mutate(run.id, {
                onError: (err) => toast.error("Could not cancel the import", errorText(err)),
              })
            }
          >
            {run.cancelRequested ? "Cancelling..." : "Cancel import"}
          </Button>
        )}
      </div>
      {run.kind !== "document" && (
        <Progress
          className="mt-3"
          aria-label="Pages read"
          value={running ? run.pagesRead + run.pagesFailed : total}
          max={running ? total : total}
        />
      )}
      <p className="mt-2 text-sm text-slate-700">
        {run.kind !== "document" && (
          <>
            {run.pagesFound} pages found · {run.pagesRead} read · {run.pagesFailed} could not be read ·{" "}
          </>
        )}
        {run.entriesProposed} entries proposed
      </p>
      {run.status === "failed" && <p className="mt-2 text-sm text-red-700">{run.failureReason}</p>}
      {run.status === "cancelled" && (
        <p className="mt-2 text-sm text-slate-600">Cancelled: what was read so far stays proposed.</p>
      )}
      {!running && problems.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-700">
            {problems.length} {problems.length === 1 ? "page was" : "pages were"} not used
          </summary>
          <ul className="mt-2 space-y-1 text-slate-600">
            {problems.map((p) => (
              <li key={p.url} className="break-all">
                <span className="text-slate-800">{p.url}</span>: {p.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** "Check the website again every week": off by default; changes are proposed, never applied on their own. */
function WeeklyRecheckSwitch({ on }: { on: boolean }) {
  const update = useUpdateImportSettings();
  return (
    <div className="mt-3 flex items-center gap-3">
      <Switch
        id="weekly-recheck"
        checked={on}
        disabled={update.isPending}
        onCheckedChange={(weeklyRecheck) =>
          update.mutate(
            { weeklyRecheck },
            {
              onSuccess: () =>
                toast.success(
                  weeklyRecheck ? "Your website will be checked every week" : "Weekly check turned off",
                  weeklyRecheck ? "Changes appear here as suggestions for you to accept." : undefined,
                ),
              onError: (err) => toast.error("Could not change the weekly check", errorText(err)),
            },
          )
        }
      />
      <Label htmlFor="weekly-recheck" className="text-sm font-normal text-slate-700">
        Check the website again every week
      </Label>
    </div>
  );
}

function UploadDocumentButton({ disabled }: { disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadKnowledgeDocument();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={KNOWLEDGE_DOCUMENT_ACCEPT}
        className="sr-only"
        aria-label="Document to upload"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          upload.mutate(file, {
            onSuccess: () =>
              toast.success("Reading your document", `${file.name}: suggestions appear below.`),
            onError: (err) => toast.error("Could not read the document", errorText(err)),
          });
        }}
      />
      <Button
        variant="outline"
        disabled={disabled || upload.isPending}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden /> {upload.isPending ? "Uploading..." : "Upload a document"}
      </Button>
    </>
  );
}

/**
 * Knowledge from the hotel's own website and documents (issue 25): start an import, follow its progress, cancel it,
 * read the site again for changes. What it proposes is listed under "Suggested from your website".
 */
export function KnowledgeImportCard() {
  const state = useKnowledgeImport();
  const recheck = useStartWebsiteImport();
  const data = state.data;
  const busy = isImportRunning(data?.website) || isImportRunning(data?.document);
  const latest = [data?.website, data?.document]
    .filter((i): i is KnowledgeImport => Boolean(i))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return (
    <section
      aria-labelledby="import-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-xl">
          <h2 id="import-title" className="font-semibold text-slate-900">
            Your website and documents
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Start from what you already wrote: we propose entries from your website and from PDF, Word, text
            or Markdown files (up to 20 MB), and the agent uses only those you accept.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ImportWebsiteDialog
            defaultUrl={data?.websiteUrl ?? ""}
            trigger={
              <Button disabled={busy || !data}>
                <Globe aria-hidden /> Import from website
              </Button>
            }
          />
          {data?.website && (
            <Button
              variant="outline"
              disabled={busy || recheck.isPending}
              onClick={() =>
                recheck.mutate(
                  { recheck: true },
                  { onError: (err) => toast.error("Could not check the website", errorText(err)) },
                )
              }
            >
              <RefreshCw aria-hidden /> Check the website again
            </Button>
          )}
          <UploadDocumentButton disabled={busy || !data} />
        </div>
      </div>
      {data?.website && <WeeklyRecheckSwitch on={data.weeklyRecheck} />}
      {state.isError && (
        <p className="mt-3 text-sm text-red-700">Could not load your imports: {state.error.message}</p>
      )}
      {latest && (
        <ImportProgress run={latest} problems={latest === data?.website ? (data?.problems ?? []) : []} />
      )}
    </section>
  );
}
