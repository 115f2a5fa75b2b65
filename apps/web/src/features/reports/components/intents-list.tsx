import type { ReportIntent } from "@inbox/contracts";
import { formatCount, formatPercent } from "../lib/format";
import { ChangeBadge } from "./change-badge";

/** The period's top intents: how many tickets, and the share the agent dealt with alone, with its trend. */
export function IntentsList({ intents }: { intents: ReportIntent[] }) {
  if (!intents.length) return <p className="text-sm text-slate-600">No tickets in this period.</p>;
  return (
    <ul className="space-y-3">
      {intents.map((intent) => (
        <li key={intent.intent} className="space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="min-w-0 font-medium text-slate-800">{intent.intent}</span>
            <span className="text-slate-600">
              {formatCount(intent.tickets)} {intent.tickets === 1 ? "ticket" : "tickets"} ·{" "}
              <span className="font-medium text-slate-900">{formatPercent(intent.automationRate)}</span> by
              the agent
            </span>
          </div>
          <div aria-hidden className="h-2 overflow-hidden rounded-full bg-slate-100">
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${(intent.automationRate ?? 0) * 100}%` }}
            />
          </div>
          <ChangeBadge
            now={intent.automationRate}
            before={intent.previousAutomationRate}
            better="up"
            kind="rate"
          />
        </li>
      ))}
    </ul>
  );
}
