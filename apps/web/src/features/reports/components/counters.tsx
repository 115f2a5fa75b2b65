import type { ReportFigures, ReportSummary } from "@inbox/contracts";
import type * as React from "react";
import { Card } from "@/components/ui/card";
import { type Better, formatCount, formatDuration, formatPercent } from "../lib/format";
import { ChangeBadge } from "./change-badge";

type Kind = "count" | "rate" | "duration" | "minutes";

/** One headline figure: its name, its value this period and its change from the period before. */
function Headline({
  label,
  value,
  hint,
  now,
  before,
  better,
  kind,
}: {
  label: string;
  value: string;
  hint?: React.ReactNode;
  now: number | null;
  before: number | null;
  better: Better;
  kind: Kind;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-4">
      <h3 className="text-sm font-medium text-slate-600">{label}</h3>
      <p className="text-2xl font-semibold tabular-nums text-slate-900 sm:text-3xl">{value}</p>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      <ChangeBadge now={now} before={before} better={better} kind={kind} />
    </Card>
  );
}

export function HeadlineCounters({
  summary,
  timeSaved,
}: {
  summary: ReportSummary;
  timeSaved: React.ReactNode;
}) {
  const { current, previous } = summary;
  return (
    <section aria-label="Headline figures" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <Headline
        label="Mails received"
        value={formatCount(current.received)}
        now={current.received}
        before={previous.received}
        better="none"
        kind="count"
      />
      <Headline
        label="Automation rate"
        value={formatPercent(current.automationRate)}
        hint="Answered or closed by the agent"
        now={current.automationRate}
        before={previous.automationRate}
        better="up"
        kind="rate"
      />
      {timeSaved}
      <Headline
        label="Agent's first response"
        value={formatDuration(current.firstResponse.agent.median)}
        hint="Median, from the mail's arrival"
        now={current.firstResponse.agent.median}
        before={previous.firstResponse.agent.median}
        better="down"
        kind="duration"
      />
    </section>
  );
}

interface Line {
  label: string;
  pick: (f: ReportFigures) => number;
}

/** A group of counters (handled, handed to people, closed), its total and each part, each with its change. */
function Breakdown({
  title,
  description,
  total,
  lines,
  summary,
  better,
  footer,
}: {
  title: string;
  description: string;
  total: (f: ReportFigures) => number;
  lines: Line[];
  summary: ReportSummary;
  better: Better;
  footer?: (f: ReportFigures) => string;
}) {
  const { current, previous } = summary;
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <div>
        <h3 className="text-sm font-medium text-slate-600">{title}</h3>
        <p className="text-2xl font-semibold tabular-nums">{formatCount(total(current))}</p>
        <ChangeBadge now={total(current)} before={total(previous)} better={better} />
        <p className="mt-1 text-xs text-slate-500">{description}</p>
      </div>
      <dl className="divide-y divide-slate-100 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="ml-auto flex items-baseline gap-2">
              <span className="font-medium tabular-nums">{formatCount(line.pick(current))}</span>
              <ChangeBadge
                now={line.pick(current)}
                before={line.pick(previous)}
                compact
                className="min-w-12 justify-end"
              />
            </dd>
          </div>
        ))}
      </dl>
      {footer && <p className="text-xs text-slate-500">{footer(current)}</p>}
    </Card>
  );
}

/** The three groups every mail falls in (decision 0014), each with its parts. */
const GROUPS: {
  title: string;
  description: string;
  total: (f: ReportFigures) => number;
  better: Better;
  lines: Line[];
  footer?: (f: ReportFigures) => string;
}[] = [
  {
    title: "Handled by the agent",
    description: "The agent wrote the whole answer.",
    total: (f) => f.handled.total,
    better: "up",
    lines: [
      { label: "Replied live", pick: (f) => f.handled.repliedLive },
      { label: "Drafted, sent by a person", pick: (f) => f.handled.draftSentByPerson },
      { label: "Drafted, not sent", pick: (f) => f.handled.draftNotSent },
    ],
  },
  {
    title: "Handed to people",
    description: "A person had to answer all or part of it.",
    total: (f) => f.handedToPeople.total,
    better: "down",
    lines: [
      { label: "Escalated", pick: (f) => f.handedToPeople.escalated },
      { label: "Asked a responsable", pick: (f) => f.handedToPeople.askedResponsable },
      { label: "Translation", pick: (f) => f.handedToPeople.translation },
      { label: "Language not supported", pick: (f) => f.handedToPeople.unsupportedLanguage },
      { label: "Answered in part", pick: (f) => f.handedToPeople.answeredInPart },
    ],
  },
  {
    title: "Closed by the agent",
    description: "Nothing to answer: thanks, newsletters, automatic mail.",
    total: (f) => f.closed.total,
    better: "none",
    lines: [
      { label: "Skipped", pick: (f) => f.closed.skipped },
      { label: "Filtered", pick: (f) => f.closed.filtered },
    ],
    footer: (f) => `Other (team mail, agent off, failed or waiting): ${formatCount(f.other)}`,
  },
];

export function BreakdownCounters({ summary }: { summary: ReportSummary }) {
  const { current, previous } = summary;
  return (
    <section aria-label="What the agent did" className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
      {GROUPS.map((group) => (
        <Breakdown key={group.title} {...group} summary={summary} />
      ))}
      <Card className="flex min-w-0 flex-col gap-3 p-4">
        <div>
          <h3 className="text-sm font-medium text-slate-600">First response time</h3>
          <p className="text-xs text-slate-500">From the mail's arrival to the first reply that left.</p>
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">First response time, median and 90th percentile</caption>
          <thead>
            <tr className="text-left text-xs text-slate-500">
              <th scope="col" className="font-medium">
                By
              </th>
              <th scope="col" className="font-medium">
                Median
              </th>
              <th scope="col" className="font-medium">
                90% within
              </th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ["The agent", "agent"],
                ["People", "people"],
              ] as const
            ).map(([label, who]) => (
              <tr key={who} className="border-t border-slate-100 align-top">
                <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                  {label}
                  <span className="block text-xs text-slate-500">
                    {formatCount(current.firstResponse[who].count)} tickets
                  </span>
                </th>
                <td className="py-1.5">
                  <span className="font-medium tabular-nums">
                    {formatDuration(current.firstResponse[who].median)}
                  </span>
                  <ChangeBadge
                    className="flex"
                    now={current.firstResponse[who].median}
                    before={previous.firstResponse[who].median}
                    better="down"
                    kind="duration"
                    compact
                  />
                </td>
                <td className="py-1.5 font-medium tabular-nums">
                  {formatDuration(current.firstResponse[who].p90)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
