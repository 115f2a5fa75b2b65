import type { Csat, CsatIntent, ReportCsat } from "@inbox/contracts";
import { useId } from "react";
import { toast } from "sonner";
import { Switch } from "@/components/ui/switch";
import { columnHelper, DataTable } from "@/components/ui/table";
import { useUpdateReportSettings } from "../api/update-report-settings";
import { formatCount, formatPercent } from "../lib/format";
import { ChangeBadge } from "./change-badge";

const answersText = (c: Csat) => `${formatCount(c.answers)} ${c.answers === 1 ? "answer" : "answers"}`;

/**
 * Guest satisfaction: the share of "Yes" to "Was this helpful?" under the replies that went out in the period, the
 * agent's apart from people's, in total and per intent, each beside the period before.
 */
export function GuestSatisfaction({ csat }: { csat: ReportCsat }) {
  const none = csat.current.agent.answers + csat.current.people.answers === 0;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <CsatTile title="Agent's replies" now={csat.current.agent} before={csat.previous.agent} />
        <CsatTile title="People's replies" now={csat.current.people} before={csat.previous.people} />
      </div>
      {none ? (
        <p className="text-sm text-slate-600">
          No guest has answered in this period yet. Answers appear here as guests click Yes or No under a
          reply.
        </p>
      ) : (
        <CsatByIntent intents={csat.intents} />
      )}
      <AskGuestsSetting csat={csat} />
    </div>
  );
}

function CsatTile({ title, now, before }: { title: string; now: Csat; before: Csat }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      {now.answers ? (
        <p className="text-2xl font-semibold tabular-nums text-slate-900">
          {formatPercent(now.rate)}
          <span className="ml-1 text-sm font-normal text-slate-600">said Yes</span>
        </p>
      ) : (
        <p className="text-2xl font-semibold text-slate-400">–</p>
      )}
      <p className="text-xs text-slate-600">{now.answers ? answersText(now) : "No answers yet"}</p>
      <ChangeBadge now={now.rate} before={before.rate} better="up" kind="rate" />
    </div>
  );
}

function CsatCell({ now, before }: { now: Csat; before: Csat }) {
  if (!now.answers) return <span className="text-slate-500">No answers</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-medium tabular-nums text-slate-900">{formatPercent(now.rate)}</span>
      <span className="text-xs text-slate-600">{answersText(now)}</span>
      <ChangeBadge now={now.rate} before={before.rate} better="up" kind="rate" compact />
    </span>
  );
}

const helper = columnHelper<CsatIntent>();
const columns = [
  helper.accessor("intent", { header: "Intent", cell: (c) => c.getValue() }),
  helper.display({
    id: "agent",
    header: "Agent's replies",
    cell: (c) => <CsatCell now={c.row.original.agent} before={c.row.original.previousAgent} />,
  }),
  helper.display({
    id: "people",
    header: "People's replies",
    cell: (c) => <CsatCell now={c.row.original.people} before={c.row.original.previousPeople} />,
  }),
];

function CsatByIntent({ intents }: { intents: CsatIntent[] }) {
  return (
    <DataTable
      label="Guest satisfaction per intent"
      columns={columns}
      data={intents}
      getRowId={(i) => i.intent}
      renderCard={(i) => (
        <div className="space-y-1 text-sm">
          <p className="font-medium text-slate-900">{i.intent}</p>
          <p className="flex flex-wrap gap-x-2">
            <span className="text-slate-600">Agent:</span>
            <CsatCell now={i.agent} before={i.previousAgent} />
          </p>
          <p className="flex flex-wrap gap-x-2">
            <span className="text-slate-600">People:</span>
            <CsatCell now={i.people} before={i.previousPeople} />
          </p>
        </div>
      )}
    />
  );
}

/** The company setting: whether replies end with the question. An owner or admin switches it; others read it. */
function AskGuestsSetting({ csat }: { csat: ReportCsat }) {
  const id = useId();
  const hintId = useId();
  const update = useUpdateReportSettings();
  const on = update.isPending ? !!update.variables?.askGuestRating : csat.askGuestRating;
  return (
    <div className="flex items-start gap-3 border-t border-slate-100 pt-3">
      <Switch
        id={id}
        checked={on}
        disabled={!csat.canEditSettings || update.isPending}
        aria-describedby={hintId}
        onCheckedChange={(askGuestRating) =>
          update.mutate(
            { askGuestRating },
            {
              onSuccess: () =>
                toast.success(askGuestRating ? "Replies ask guests again" : "Replies no longer ask guests"),
              onError: (e) => toast.error(e.message),
            },
          )
        }
      />
      <div className="min-w-0 space-y-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Ask guests "Was this helpful?" under every reply
        </label>
        <p id={hintId} className="text-xs text-slate-600">
          {on
            ? "Each reply ends with one line in the guest's language and a Yes and a No link. No sign-in, no tracking."
            : "Replies go out without the question. Answers already given still count here."}
          {!csat.canEditSettings && " The company's owner or an admin changes this."}
        </p>
      </div>
    </div>
  );
}
