import { daysBetween, REPORT_MAX_DAYS } from "@inbox/contracts";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { ReportPeriodParams } from "../api/report-query";
import type { PeriodChoice } from "../lib/period";

const CHOICES: { value: PeriodChoice; label: string; last?: boolean }[] = [
  { value: "7", label: "7 days", last: true },
  { value: "30", label: "30 days", last: true },
  { value: "90", label: "90 days", last: true },
  { value: "dates", label: "Dates" },
];

/**
 * The report's period: three presets or two dates, as radio buttons (arrow keys move between them) and, for dates,
 * two date fields applied together.
 */
export function PeriodPicker({
  choice,
  period,
  onChange,
}: {
  choice: PeriodChoice;
  period: ReportPeriodParams;
  onChange: (choice: PeriodChoice, dates?: { from: string; to: string }) => void;
}) {
  const name = useId();
  const [showDates, setShowDates] = useState(choice === "dates");
  useEffect(() => setShowDates(choice === "dates"), [choice]);
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="min-w-0">
        <legend className="sr-only">Period</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1">
          {CHOICES.map((c) => {
            const checked = c.value === "dates" ? showDates : !showDates && choice === c.value;
            return (
              <label
                key={c.value}
                className={cn(
                  "cursor-pointer rounded-md px-2.5 py-1.5 text-sm sm:px-3 text-slate-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                  checked ? "bg-brand-600 font-medium text-white" : "hover:bg-slate-100",
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={c.value}
                  checked={checked}
                  onChange={() => (c.value === "dates" ? setShowDates(true) : onChange(c.value))}
                  className="sr-only"
                />
                {/* "Last" is read out everywhere, shown from small screens up. */}
                {c.last && <span className="max-sm:sr-only">Last </span>}
                {c.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      {showDates && <DatesForm period={period} onApply={(dates) => onChange("dates", dates)} />}
    </div>
  );
}

function DatesForm({
  period,
  onApply,
}: {
  period: ReportPeriodParams;
  onApply: (d: { from: string; to: string }) => void;
}) {
  const errorId = useId();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!from || !to) return setError("Choose both dates.");
        if (from > to) return setError("The period ends before it starts.");
        if (daysBetween(from, to) > REPORT_MAX_DAYS)
          return setError(`Choose at most ${REPORT_MAX_DAYS} days.`);
        setError(null);
        onApply({ from, to });
      }}
    >
      <DateField label="From" value={from} onChange={setFrom} errorId={error ? errorId : undefined} />
      <DateField label="To" value={to} onChange={setTo} errorId={error ? errorId : undefined} />
      <Button type="submit" size="sm" className="h-9">
        Show these dates
      </Button>
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function DateField({
  label,
  value,
  onChange,
  errorId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorId?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-40"
        aria-describedby={errorId}
      />
    </div>
  );
}
