import type { CustomerImport } from "@inbox/contracts";
import { AlertTriangle, CheckCircle2, Download, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { isImportRunning } from "../api/get-latest-import";
import { downloadImportProblems, hasImportProblems } from "./import-problems";

const n = (value: number) => value.toLocaleString("en-US");

/** The counts line of a finished import (spec 001 §8: processed, created and updated). */
export const countsLine = (job: CustomerImport) =>
  `Processed: ${n(job.processed)} · Created: ${n(job.created)} · Updated: ${n(job.updated)}${
    job.skipped ? ` · Skipped: ${n(job.skipped)}` : ""
  }`;

const RUNNING_TEXT: Partial<Record<CustomerImport["status"], string>> = {
  uploading: "Reading CSV file...",
  queued: "Checking the file: nothing is written yet...",
  previewing: "Checking the file: nothing is written yet...",
  processing: "Processing customers in background...",
};

/**
 * Where an import stands (spec 001 §4): processing with rows done of total, then completed with its counts and each
 * refused row by line, or failed with the reason.
 */
export function ImportStatus({ job }: { job: CustomerImport }) {
  if (isImportRunning(job)) {
    const counted = job.total !== null;
    return (
      <div className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800" role="status">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {RUNNING_TEXT[job.status]}
        </p>
        <Progress aria-label="Import progress" value={counted ? job.rowsDone : null} max={job.total ?? 0} />
        <p className="text-xs text-slate-600">
          {counted
            ? `${n(job.rowsDone)} of ${n(job.total ?? 0)} rows${job.status === "processing" ? "" : " checked"}`
            : "Counting rows..."}{" "}
          · {job.fileName}
        </p>
      </div>
    );
  }
  if (job.status === "previewed" && job.preview) {
    const p = job.preview;
    return (
      <div className="space-y-1 text-sm">
        <p className="font-medium text-slate-900">{job.fileName} is checked and waits for you</p>
        <p className="text-slate-700">
          New: {n(p.create)} · Updates: {n(p.update)} · Conflicts: {n(p.conflicts)} · Not imported:{" "}
          {n(job.errorCount)}
        </p>
        <p className="text-xs text-slate-600">Nothing is written until you review it and press Import.</p>
      </div>
    );
  }
  if (job.status === "cancelled") {
    return (
      <p className="text-sm text-slate-700" role="status">
        Import of {job.fileName} cancelled: nothing was written.
      </p>
    );
  }
  if (job.status === "failed") {
    return (
      <div className="space-y-1 text-sm" role="alert">
        <p className="flex items-center gap-2 font-medium text-red-700">
          <AlertTriangle className="size-4" aria-hidden /> Upload failed
        </p>
        <p className="text-slate-700">Failed to process CSV: {job.failureReason ?? "unknown error"}</p>
      </div>
    );
  }
  return (
    <div className="space-y-2 text-sm">
      {job.errorCount === 0 ? (
        <p className="flex items-center gap-2 font-medium text-green-800">
          <CheckCircle2 className="size-4" aria-hidden /> Upload completed
        </p>
      ) : (
        <p className="flex items-center gap-2 font-medium text-orange-800">
          <AlertTriangle className="size-4" aria-hidden /> Upload completed with rows not imported
        </p>
      )}
      <p className="text-slate-700">Processed {n(job.processed)} customers successfully</p>
      <p className="text-slate-700">{countsLine(job)}</p>
      {job.warnings.length > 0 && (
        <ul
          aria-label="Import warnings"
          className="max-h-48 space-y-0.5 overflow-y-auto rounded-md border border-orange-100 bg-orange-50 p-2 text-xs text-orange-900"
        >
          {job.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      {job.errorCount > 0 && (
        <div className="space-y-1">
          <p className="font-medium text-red-700">
            {job.errorCount === 1
              ? "1 row was not imported:"
              : `${n(job.errorCount)} rows were not imported:`}
          </p>
          <ul
            aria-label="Rows not imported"
            className="max-h-48 space-y-0.5 overflow-y-auto rounded-md border border-red-100 bg-red-50 p-2 font-mono text-xs text-red-900"
          >
            {job.errors.map((e) => (
              <li key={`${e.line}-${e.reason}`}>
                Line {e.line}: {e.reason}
              </li>
            ))}
          </ul>
          {job.errorCount > job.errors.length && (
            <p className="text-xs text-slate-600">
              Showing the first {n(job.errors.length)} of {n(job.errorCount)}.
            </p>
          )}
        </div>
      )}
      {hasImportProblems(job) && (
        <Button size="sm" variant="outline" onClick={() => downloadImportProblems(job)}>
          <Download aria-hidden className="size-4" /> Download problems (CSV)
        </Button>
      )}
    </div>
  );
}
