import { type ConfirmCustomerImportInput, customerCsvColumns, isCsvFile } from "@inbox/contracts";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
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
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useCancelImport } from "../api/cancel-import";
import { useConfirmImport } from "../api/confirm-import";
import { isImportAwaitingReview, isImportRunning, type LatestImport } from "../api/get-latest-import";
import { useUploadCustomerCsv } from "../api/upload-customer-csv";
import { ImportPreview } from "./import-preview";
import { ImportStatus } from "./import-status";

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The message of a refused call, or what to say when there is none. */
const messageOf = (error: unknown, otherwise: string) =>
  error instanceof ApiError ? error.message : otherwise;

/**
 * Upload CSV (spec 001 §4, §5, §8; issue 23): pick a file and send it; the server checks it and the dialog shows the
 * preview (nothing written yet), where the owner answers the conflicts and imports or cancels; then it follows the
 * import the server runs in the background.
 */
export function CsvUploadDialog({
  open,
  onOpenChange,
  latest,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  latest: LatestImport | undefined;
}) {
  const upload = useUploadCustomerCsv();
  const confirm = useConfirmImport();
  const cancel = useCancelImport();
  const [file, setFile] = useState<File | null>(null);
  const [startedId, setStartedId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const statusBox = useRef<HTMLDivElement>(null);
  const current = latest?.import ?? null;
  const running = isImportRunning(current);
  const awaiting = isImportAwaitingReview(current);
  // The import this dialog started, or one already running or waiting for review when it opened.
  const shown = current && (current.id === startedId || running || awaiting) ? current : null;
  const reviewing =
    shown && isImportAwaitingReview(shown) && shown.preview ? { ...shown, preview: shown.preview } : null;
  const { reset } = upload;
  const resetConfirm = confirm.reset;
  const resetCancel = cancel.reset;

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setStartedId(null);
    reset();
    resetConfirm();
    resetCancel();
  }, [open, reset, resetConfirm, resetCancel]);

  const importIt = (importId: string, choices: ConfirmCustomerImportInput) =>
    confirm.mutate(
      { importId, choices },
      {
        onSuccess: (started) => {
          setStartedId(started.id);
          // The preview's buttons are gone: the progress takes the focus.
          requestAnimationFrame(() => statusBox.current?.focus());
        },
        onError: (error) =>
          toast.error(
            "Import not started",
            messageOf(error, "The import could not be started. Please try again."),
          ),
      },
    );

  const cancelIt = (importId: string) =>
    cancel.mutate(importId, {
      onSuccess: () => {
        toast.success("Import cancelled", "Nothing was written.");
        requestAnimationFrame(() => input.current?.focus());
      },
      onError: (error) =>
        toast.error(
          "Not cancelled",
          messageOf(error, "The import could not be cancelled. Please try again."),
        ),
    });

  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = "";
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isCsvFile(chosen)) {
      toast.error("Invalid file type", "Please select a CSV file");
      clear();
      return;
    }
    if (chosen && latest && chosen.size > latest.maxUploadBytes) {
      toast.error(
        "Upload failed",
        `This file is too large: the most you can upload at once is ${megabytes(latest.maxUploadBytes)}. Please split it into smaller files.`,
      );
      clear();
      return;
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error("No file selected", "Please select a CSV file first");
      return;
    }
    upload.mutate(file, {
      onSuccess: (started) => {
        setStartedId(started.id);
        clear();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401)
          toast.error("Authentication required", "Please sign in to upload CSV files");
        else if (error instanceof ApiError) toast.error("Upload failed", error.message);
        else toast.error("Upload failed", "An unexpected error occurred while processing the file");
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={reviewing ? "max-w-4xl" : "max-w-xl"}>
        <DialogHeader>
          <DialogTitle>Upload CSV</DialogTitle>
          <DialogDescription>
            A row updates the customer with the same email (else the same internal_customer_id) and adds the
            others; empty cells keep what a customer has. You see the changes before anything is written.
          </DialogDescription>
        </DialogHeader>
        {reviewing ? (
          <ImportPreview
            job={reviewing}
            onImport={(choices) => importIt(reviewing.id, choices)}
            onCancel={() => cancelIt(reviewing.id)}
            isImporting={confirm.isPending}
            isCancelling={cancel.isPending}
          />
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="csv-file">CSV file</Label>
              <Input
                ref={input}
                id="csv-file"
                type="file"
                accept=".csv,text/csv"
                onChange={choose}
                className="cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1 file:text-sm"
              />
              <p className="text-xs text-slate-600">
                Columns, in any order:{" "}
                <span className="break-words font-mono">{customerCsvColumns.join(", ")}</span>. Commas or
                semicolons; other columns are ignored.
                {latest &&
                  Number.isFinite(latest.maxUploadBytes) &&
                  ` Up to ${megabytes(latest.maxUploadBytes)}.`}
              </p>
            </div>
            {upload.isPending && (
              <div className="space-y-2">
                <p className="text-sm font-medium text-slate-800" role="status">
                  Reading CSV file...
                </p>
                <Progress aria-label="Upload progress" value={Math.round(upload.progress * 100)} max={100} />
              </div>
            )}
            {shown && !upload.isPending && (
              <div
                ref={statusBox}
                tabIndex={-1}
                className="rounded-lg border border-slate-200 p-3 outline-none"
              >
                <ImportStatus job={shown} />
                {isImportRunning(shown) && (
                  <p className="mt-2 text-xs text-slate-600">
                    You can close this window: the import goes on.
                  </p>
                )}
              </div>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              <Button type="submit" disabled={!file || upload.isPending || running}>
                {upload.isPending || running ? "Processing..." : "Upload"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
