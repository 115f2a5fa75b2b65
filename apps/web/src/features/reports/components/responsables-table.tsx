import type { ResponsableReport } from "@inbox/contracts";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { formatCount, formatDuration } from "../lib/format";

/** Each responsable: tickets waiting on them now, and how fast they answered the agent's questions in the period. */
export function ResponsablesTable({ responsables }: { responsables: ResponsableReport[] }) {
  if (!responsables.length)
    return (
      <p className="text-sm text-slate-600">
        No responsables yet.{" "}
        <Link to={paths.escalationByIntent.getHref()} className="text-brand-700 underline">
          Add one
        </Link>{" "}
        so the agent can hand mail to a person.
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {responsables.map((r) => (
        <li key={r.id} className="rounded-lg border border-slate-200 p-3">
          <p className="font-medium text-slate-900">{r.name}</p>
          <p className="truncate text-xs text-slate-600">{r.email}</p>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Open tickets</dt>
            <dd className="text-right font-medium tabular-nums">{formatCount(r.openTickets)}</dd>
            <dt className="text-slate-600">Questions answered</dt>
            <dd className="text-right font-medium tabular-nums">
              {formatCount(r.answered)} of {formatCount(r.asked)}
            </dd>
            <dt className="text-slate-600">Median answer</dt>
            <dd className="text-right font-medium tabular-nums">{formatDuration(r.medianAnswerSeconds)}</dd>
            <dt className="text-slate-600">90% within</dt>
            <dd className="text-right font-medium tabular-nums">{formatDuration(r.p90AnswerSeconds)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
