import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ConfirmCustomerImportInput,
  type CustomerImport,
  type CustomerImportPreviewRow,
  type CustomerImportPreviewSummary,
  conflictChoiceValues,
} from "@inbox/contracts";
import { AlertTriangle, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem } from "@/components/ui/form";
import { cn } from "@/lib/utils";
import { useImportPreview } from "../api/get-import-preview";
import { ImportProblemsTable } from "./import-problems-table";
import { PreviewRowsTable } from "./preview-rows-table";

const n = (value: number) => value.toLocaleString("en-US");
/** Rows a table of the preview draws; the counts and the problems file cover all. */
const ROWS_SHOWN = 200;

const choicesSchema = z.object({
  all: z.enum(conflictChoiceValues),
  rows: z.record(z.string(), z.enum(conflictChoiceValues)),
});
type Choices = z.infer<typeof choicesSchema>;
/** A row's key in the form (a number would make react-hook-form think of an array). */
const keyOf = (line: number) => `line${line}`;

/** The owner's answers as the server takes them: the rows that differ from the choice for all. */
export function toConfirmInput(values: Choices): ConfirmCustomerImportInput {
  const lines = (choice: "update" | "skip") =>
    Object.entries(values.rows)
      .filter(([, value]) => value === choice && choice !== values.all)
      .map(([key]) => Number(key.slice(4)));
  return { conflicts: values.all, update: lines("update"), skip: lines("skip") };
}

/** The counts the owner reads first. */
function Summary({ job, preview }: { job: CustomerImport; preview: CustomerImportPreviewSummary }) {
  const valuesLeftEmpty = job.warnings.filter((w) => w.startsWith("Line ")).length;
  const items: [string, number, string][] = [
    ["New customers", preview.create, "text-green-800"],
    ["Updates", preview.update, "text-slate-900"],
    ["Unchanged", preview.unchanged, "text-slate-600"],
    ["Conflicts", preview.conflicts, preview.conflicts ? "text-orange-800" : "text-slate-600"],
    ["Not imported", job.errorCount, job.errorCount ? "text-red-700" : "text-slate-600"],
    ["Values left empty", valuesLeftEmpty, valuesLeftEmpty ? "text-orange-800" : "text-slate-600"],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map(([label, value, tone]) => (
        <div key={label} className="rounded-lg border border-slate-200 px-3 py-2">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className={cn("text-lg font-semibold tabular-nums", tone)}>{n(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One conflict's Update / Skip, as two radio buttons named after the row (in the table, or in its card). */
function ChoiceField({
  row,
  control,
  where,
}: {
  row: CustomerImportPreviewRow;
  where: "table" | "card";
  control: ReturnType<typeof useForm<Choices>>["control"];
}) {
  return (
    <FormField
      control={control}
      name={`rows.${keyOf(row.line)}`}
      render={({ field }) => (
        <FormItem>
          <FormControl>
            <div role="radiogroup" aria-label={`Line ${row.line}, ${row.customer}`} className="flex gap-3">
              {conflictChoiceValues.map((choice) => (
                <label key={choice} className="flex cursor-pointer items-center gap-1.5 text-sm">
                  <input
                    type="radio"
                    name={`${field.name}-${where}`}
                    value={choice}
                    checked={field.value === choice}
                    onChange={() => field.onChange(choice)}
                    onBlur={field.onBlur}
                    className="size-4 accent-brand-600"
                  />
                  {choice === "update" ? "Update" : "Skip"}
                </label>
              ))}
            </div>
          </FormControl>
        </FormItem>
      )}
    />
  );
}

/**
 * The preview of a checked CSV (issue 23): what it would create and change, the conflicts the owner answers (a row
 * that would replace a customer's name or email), and the problems by line. Nothing is written until Import.
 */
export function ImportPreview({
  job,
  onImport,
  onCancel,
  isImporting,
  isCancelling,
}: {
  job: CustomerImport & { preview: CustomerImportPreviewSummary };
  onImport: (choices: ConfirmCustomerImportInput) => void;
  onCancel: () => void;
  isImporting: boolean;
  isCancelling: boolean;
}) {
  const details = useImportPreview(job.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = job.preview;
  const conflictRows = details.data?.conflictRows ?? [];
  const form = useForm<Choices>({
    resolver: zodResolver(choicesSchema),
    defaultValues: { all: "skip", rows: {} },
  });
  const { reset, setValue, control } = form;

  // The owner's eyes go to the preview when it appears (screen readers announce it).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Every conflict starts skipped: nothing about who a customer is changes unless the owner says so.
  useEffect(() => {
    if (!details.data) return;
    reset({
      all: "skip",
      rows: Object.fromEntries(details.data.conflictRows.map((r) => [keyOf(r.line), "skip"])),
    });
  }, [details.data, reset]);

  const setAll = (choice: "update" | "skip") => {
    setValue("all", choice);
    for (const row of conflictRows) setValue(`rows.${keyOf(row.line)}`, choice, { shouldDirty: true });
  };

  const choice = useCallback(
    (row: CustomerImportPreviewRow, where: "table" | "card") => (
      <ChoiceField row={row} control={control} where={where} />
    ),
    [control],
  );
  const rowsToWrite = summary.create + summary.update + summary.unchanged + summary.conflicts;

  const submit = form.handleSubmit((values) => onImport(toConfirmInput(values)));

  return (
    <Form {...form}>
      <form onSubmit={submit} aria-labelledby="import-preview-title" className="min-w-0 space-y-5">
        <div className="space-y-1">
          <h3
            id="import-preview-title"
            ref={heading}
            tabIndex={-1}
            className="text-base font-semibold outline-none"
          >
            Preview of {job.fileName}
          </h3>
          <p className="text-sm text-slate-600">
            {n(job.total ?? job.rowsDone)} rows checked. Nothing is written until you press Import; Cancel
            writes nothing.
          </p>
        </div>

        <Summary job={job} preview={summary} />

        <div className="space-y-1 text-sm">
          <p>
            <span className="font-medium">Columns read:</span>{" "}
            <span className="break-words font-mono text-xs">{summary.columns.join(", ")}</span>
          </p>
          {summary.ignored.length > 0 && (
            <p className="text-slate-600">
              <span className="font-medium">Ignored columns:</span> {summary.ignored.join(", ")}
            </p>
          )}
        </div>

        {details.isPending ? (
          <p className="text-sm text-slate-600" role="status">
            Loading the rows of the preview...
          </p>
        ) : details.isError ? (
          <div className="space-y-2" role="alert">
            <p className="text-sm text-red-700">Could not load the preview's rows: {details.error.message}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => details.refetch()}>
              <RefreshCw aria-hidden /> Retry
            </Button>
          </div>
        ) : (
          <>
            {summary.conflicts > 0 && (
              <section aria-labelledby="import-conflicts" className="space-y-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h4
                    id="import-conflicts"
                    className="flex items-center gap-2 text-sm font-semibold text-orange-800"
                  >
                    <AlertTriangle aria-hidden className="size-4" />
                    {summary.conflicts === 1
                      ? "1 row would change a customer's name or email"
                      : `${n(summary.conflicts)} rows would change a customer's name or email`}
                  </h4>
                  <div className="flex gap-2">
                    <Button type="button" size="sm" variant="outline" onClick={() => setAll("update")}>
                      Update all
                    </Button>
                    <Button type="button" size="sm" variant="outline" onClick={() => setAll("skip")}>
                      Skip all
                    </Button>
                  </div>
                </div>
                <p className="text-xs text-slate-600">
                  Update writes the row; Skip leaves the customer as they are and writes nothing of the row.
                  Each row is skipped unless you choose Update.
                  {summary.conflicts > conflictRows.length &&
                    ` The first ${n(conflictRows.length)} are listed; the other ${n(summary.conflicts - conflictRows.length)} follow Update all or Skip all.`}
                </p>
                <PreviewRowsTable
                  label="Conflicts"
                  rows={conflictRows}
                  choice={choice}
                  className="max-h-80 overflow-y-auto rounded-lg border border-orange-200"
                />
              </section>
            )}

            <section aria-labelledby="import-updates" className="space-y-2">
              <h4 id="import-updates" className="text-sm font-semibold">
                Updates ({n(summary.update)})
              </h4>
              {summary.update === 0 ? (
                <p className="text-sm text-slate-600">No existing customer changes.</p>
              ) : (
                <>
                  <PreviewRowsTable
                    label="Updates"
                    rows={(details.data?.updates ?? []).slice(0, ROWS_SHOWN)}
                    className="max-h-64 overflow-y-auto rounded-lg border border-slate-200"
                  />
                  {summary.update > ROWS_SHOWN && (
                    <p className="text-xs text-slate-600">
                      Showing the first {n(ROWS_SHOWN)} of {n(summary.update)}.
                    </p>
                  )}
                </>
              )}
            </section>

            <ImportProblemsTable job={job} shown={ROWS_SHOWN} />
          </>
        )}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={isCancelling || isImporting}>
            {isCancelling ? "Cancelling..." : "Cancel import"}
          </Button>
          <Button
            type="submit"
            disabled={isImporting || isCancelling || details.isPending || rowsToWrite === 0}
          >
            {isImporting ? "Starting..." : rowsToWrite === 0 ? "Nothing to import" : "Import"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
