import type { ReportDay } from "@inbox/contracts";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount, formatDay, legendText } from "../lib/format";

const SERIES = [
  { key: "handled", name: "Handled by the agent", color: "#4f46e5" },
  { key: "closed", name: "Closed by the agent", color: "#a5b4fc" },
  { key: "handedToPeople", name: "Handed to people", color: "#f59e0b" },
  { key: "other", name: "Other", color: "#cbd5e1" },
] as const;

/** Mails per day, stacked by what the agent did with them. */
export function MailPerDayChart({ days }: { days: ReportDay[] }) {
  const total = days.reduce((sum, d) => sum + d.handled + d.handedToPeople + d.closed + d.other, 0);
  const busiest = days.reduce<ReportDay | null>(
    (best, d) =>
      !best ||
      d.handled + d.handedToPeople + d.closed + d.other >
        best.handled + best.handedToPeople + best.closed + best.other
        ? d
        : best,
    null,
  );
  return (
    <figure
      role="img"
      aria-label={`Mails per day: ${formatCount(total)} in ${days.length} days${
        busiest && total ? `, the busiest ${formatDay(busiest.day)}` : ""
      }.`}
      className="h-64 w-full sm:h-72"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="day" tickFormatter={formatDay} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={44} />
          <Tooltip labelFormatter={(day) => formatDay(String(day))} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          {SERIES.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId="mail"
              fill={s.color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
