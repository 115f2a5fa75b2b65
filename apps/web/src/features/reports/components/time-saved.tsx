import { type ReportSummary, reportSettingsInput } from "@inbox/contracts";
import { Pencil } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useUpdateReportSettings } from "../api/update-report-settings";
import { formatHours } from "../lib/format";
import { ChangeBadge } from "./change-badge";

/**
 * Time saved: the minutes a person would have spent on each reply the agent wrote that reached the guest (live, or a
 * draft a person sent), per period and per week, the figure the landing page promises. The owner sets the minutes.
 */
export function TimeSavedCard({ summary }: { summary: ReportSummary }) {
  const { current, previous, period, minutesSavedPerMail, canEditSettings } = summary;
  const [editing, setEditing] = useState(false);
  const perWeek = (current.minutesSaved / period.days) * 7;
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-4">
      <h3 className="text-sm font-medium text-slate-600">Time saved</h3>
      <p className="text-2xl font-semibold tabular-nums text-slate-900 sm:text-3xl">
        {formatHours(current.minutesSaved)}
      </p>
      <p className="text-xs text-slate-600">
        About {formatHours(perWeek)} a week, at {minutesSavedPerMail} min per answered mail
      </p>
      <ChangeBadge now={current.minutesSaved} before={previous.minutesSaved} better="up" kind="minutes" />
      {editing ? (
        <MinutesForm initial={minutesSavedPerMail} onDone={() => setEditing(false)} />
      ) : canEditSettings ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto self-start whitespace-normal px-0 text-left"
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden />
          Change minutes per mail
        </Button>
      ) : (
        <p className="text-xs text-slate-500">The company's owner sets the minutes per mail.</p>
      )}
    </Card>
  );
}

function MinutesForm({ initial, onDone }: { initial: number; onDone: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(String(initial));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateReportSettings();
  return (
    <form
      noValidate
      className="mt-1 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reportSettingsInput.safeParse({ minutesSavedPerMail: value });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? "Write whole minutes");
          return;
        }
        update.mutate(parsed.data, {
          onSuccess: () => {
            toast.success("Minutes per mail saved");
            onDone();
          },
          onError: (e) => toast.error(e.message),
        });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-xs font-medium text-slate-700">
          Minutes per mail
        </label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          value={value}
          autoFocus
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Escape") onDone();
          }}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          className="h-8 w-24"
        />
      </div>
      <Button type="submit" size="sm" disabled={update.isPending}>
        {update.isPending ? "Saving..." : "Save"}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
      {error && (
        <p id={errorId} className="w-full text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
