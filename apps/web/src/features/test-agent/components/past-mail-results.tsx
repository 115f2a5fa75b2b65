import { AlertTriangle, CheckCircle2, ChevronLeft, ChevronRight, Loader2, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { columnHelper, DataTable } from "@/components/ui/table";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { useCancelReplay } from "../api/cancel-replay";
import { REPLAY_PAGE_SIZE, useReplay } from "../api/get-replay";
import { isReplayRunning, type MailReplay, type MailReplayRow } from "../types";
import { actionWords, resultWords, senderAddress, senderName } from "./replay-words";

const n = (value: number) => value.toLocaleString("en-US");
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "";
const messages = (count: number) => `${n(count)} ${count === 1 ? "message" : "messages"}`;

/** Says so when a replay the user watched finishes; one that had finished before the page opened says nothing. */
function useFinishToast(replay: MailReplay) {
  const seen = useRef<{ id: string; running: boolean } | null>(null);
  useEffect(() => {
    const before = seen.current;
    const running = isReplayRunning(replay);
    seen.current = { id: replay.id, running };
    if (!before || before.id !== replay.id || !before.running || running) return;
    if (replay.status === "completed")
      toast.success(
        "Test on past mail finished",
        replay.changed === 0
          ? `The agent would handle all ${messages(replay.total)} as it did.`
          : `${n(replay.changed)} of ${messages(replay.total)} would be handled differently now.`,
      );
    else if (replay.status === "failed")
      toast.error("Test on past mail failed", replay.failureReason ?? "Please try again.");
  }, [replay]);
}

/**
 * The results of a test on past mail: its progress while it runs (read again after a reload), counts per action now
 * and then, and the table of messages with the changed ones first.
 */
export function PastMailResults({ replay }: { replay: MailReplay }) {
  const [page, setPage] = useState(1);
  const [changedOnly, setChangedOnly] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new replay starts on its first page
  useEffect(() => {
    setPage(1);
    setChangedOnly(false);
  }, [replay.id]);
  const rows = useReplay({ id: replay.id, page, changedOnly });
  const cancel = useCancelReplay();
  // The page's replay is the fresher of the two reads (the list's own poll, or the latest replay's).
  const current = rows.data?.replay && rows.data.replay.done >= replay.done ? rows.data.replay : replay;
  useFinishToast(current);
  const running = isReplayRunning(current);
  const totalRows = rows.data?.totalRows ?? 0;
  const pages = Math.max(1, Math.ceil(totalRows / REPLAY_PAGE_SIZE));

  const stop = () =>
    cancel.mutate(current.id, {
      onSuccess: (r) => toast.success("Test on past mail stopped", `Stopped after ${messages(r.done)}.`),
      onError: (e) => toast.error("Could not stop the test on past mail", e.message),
    });

  return (
    <section
      aria-labelledby="past-mail-title"
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="past-mail-title" className="text-lg font-semibold text-slate-900">
            Test on past mail
          </h2>
          <p className="text-sm text-slate-600">
            Your last {messages(current.total)} received
            {current.total < current.requested
              ? ` (all there were of the ${n(current.requested)} asked for)`
              : ""}
            , replayed with today's knowledge and configuration on {when(current.createdAt)}. Nothing was sent
            and no ticket changed.
          </p>
        </div>
        {running && (
          <Button variant="outline" onClick={stop} disabled={cancel.isPending}>
            <Square aria-hidden /> {cancel.isPending ? "Stopping..." : "Stop"}
          </Button>
        )}
      </header>

      <Status replay={current} />

      {rows.data && rows.data.counts.length > 0 && (
        <div className="space-y-1">
          <h3 className="text-sm font-medium text-slate-800">What the agent would do now (then)</h3>
          <ul aria-label="Counts per action" className="flex flex-wrap gap-2">
            {rows.data.counts.map((c) => (
              <li
                key={c.action}
                className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
              >
                <span className="font-medium">{actionWords(c.action)}</span> {n(c.now)}
                <span className="text-slate-600"> ({n(c.before)})</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {(current.changed > 0 || changedOnly) && (
        <label className="flex w-fit items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={changedOnly}
            onChange={(e) => {
              setChangedOnly(e.target.checked);
              setPage(1);
            }}
          />
          Changed only
        </label>
      )}

      {rows.isPending ? (
        <p className="text-sm text-slate-500">Loading messages...</p>
      ) : rows.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the messages: {rows.error.message}
        </p>
      ) : totalRows === 0 ? (
        <p className="text-sm text-slate-500">
          {running ? "The first messages appear here in a moment." : "No message was replayed."}
        </p>
      ) : (
        <>
          <ReplayTable rows={rows.data.rows} />
          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                <ChevronLeft aria-hidden /> Previous
              </Button>
              <span className="text-sm text-slate-600">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pages}>
                Next <ChevronRight aria-hidden />
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function Status({ replay }: { replay: MailReplay }) {
  if (isReplayRunning(replay))
    return (
      <div className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800" role="status">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {replay.status === "queued" ? "Starting the test on past mail..." : "Replaying past mail..."}
        </p>
        <Progress aria-label="Replay progress" value={replay.done} max={replay.total} />
        <p className="text-xs text-slate-600">
          {n(replay.done)} of {messages(replay.total)}
        </p>
      </div>
    );
  if (replay.status === "failed")
    return (
      <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
        <AlertTriangle aria-hidden className="size-4" /> The test on past mail failed:{" "}
        {replay.failureReason ?? "unknown error"}. Please try again.
      </p>
    );
  if (replay.status === "cancelled")
    return (
      <p className="text-sm text-slate-700" role="status">
        Stopped after {n(replay.done)} of {messages(replay.total)}
        {replay.changed > 0 ? `: ${n(replay.changed)} would be handled differently now.` : "."}
      </p>
    );
  return (
    <p className="flex items-center gap-2 text-sm text-slate-800" role="status">
      <CheckCircle2 aria-hidden className="size-4 text-green-700" />
      {replay.changed === 0
        ? `${messages(replay.total)} replayed: the agent would handle every one as it did.`
        : `${messages(replay.total)} replayed: ${n(replay.changed)} would be handled differently now.`}
    </p>
  );
}

const helper = columnHelper<MailReplayRow>();
const columns = helper.columns([
  helper.display({
    id: "message",
    header: "Message",
    cell: (info) => <MessageCell row={info.row.original} />,
  }),
  helper.display({
    id: "before",
    header: "What the agent did then",
    cell: (info) => <ThenCell row={info.row.original} />,
  }),
  helper.display({
    id: "now",
    header: "What it would do now",
    cell: (info) => <NowCell row={info.row.original} />,
  }),
]);

/** The replayed messages: a table on wide screens, cards on a phone; changed rows first, marked. */
function ReplayTable({ rows }: { rows: MailReplayRow[] }) {
  return (
    <DataTable
      label="Past messages"
      caption="Past messages: what the agent did then and what it would do now"
      className="table-fixed"
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.position)}
      rowClassName={(row) => row.changed && "bg-amber-50/70"}
      columnClassName={{ message: "w-[30%]", before: "w-[30%]" }}
      cardListClassName="space-y-3 divide-y-0"
      cardClassName={(row) =>
        cn(
          "space-y-2 rounded-lg border border-slate-200 p-3",
          row.changed && "border-amber-200 bg-amber-50/70",
        )
      }
      renderCard={(row) => (
        <>
          <MessageCell row={row} />
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">Then</p>
            <ThenCell row={row} />
          </div>
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">Now</p>
            <NowCell row={row} />
          </div>
        </>
      )}
    />
  );
}

function MessageCell({ row }: { row: MailReplayRow }) {
  const subject = row.emailSubject?.trim() || "(no subject)";
  const address = senderAddress(row.emailFrom);
  return (
    <div className="min-w-0 space-y-0.5">
      {row.changed && (
        <Badge variant="warning" className="mb-1">
          Changed
        </Badge>
      )}
      <p className="break-words font-medium text-slate-900">
        {row.messageId ? (
          <Link to={paths.message.getHref(row.messageId)} className="text-brand-700 hover:underline">
            {subject}
          </Link>
        ) : (
          subject
        )}
      </p>
      <p className="break-words text-slate-700">
        {senderName(row.emailFrom)}
        {address && senderName(row.emailFrom) !== address && (
          <span className="text-slate-600"> · {address}</span>
        )}
      </p>
      <p className="text-xs text-slate-600">{when(row.emailDate)}</p>
    </div>
  );
}

function ThenCell({ row }: { row: MailReplayRow }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="break-words text-slate-800">{resultWords(row.thenResult)}</p>
      {row.changed && row.thenReply && <ReplyText label="Reply then" text={row.thenReply} />}
    </div>
  );
}

function NowCell({ row }: { row: MailReplayRow }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className={cn("break-words text-slate-800", row.changed && "font-medium text-slate-900")}>
        {resultWords(row.nowResult)}
      </p>
      {row.nowIntent && (
        <Badge variant="secondary" aria-label={`Intent: ${row.nowIntent}`}>
          {row.nowIntent}
        </Badge>
      )}
      {/* A system message only repeats the result above in other words: a reply is what there is to read. */}
      {row.nowReply && !row.nowIsSystemMessage && <ReplyText label="Reply now" text={row.nowReply} preview />}
    </div>
  );
}

/** A reply: its first lines, the whole of it on demand. */
function ReplyText({ label, text, preview = false }: { label: string; text: string; preview?: boolean }) {
  return (
    <details className="group rounded-md border border-slate-200 bg-white">
      <summary className="cursor-pointer list-none px-2 py-1.5 text-xs text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        <span className="font-medium">{label}</span>
        <span className="hidden text-brand-700 group-open:inline"> · hide</span>
        <span className={cn("block group-open:hidden", preview ? "line-clamp-3" : "line-clamp-2")}>
          {text}
        </span>
      </summary>
      <p className="whitespace-pre-line break-words border-t border-slate-100 px-2 py-1.5 text-xs text-slate-800">
        {text}
      </p>
    </details>
  );
}
