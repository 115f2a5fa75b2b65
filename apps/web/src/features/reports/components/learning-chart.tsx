import type { ReportLearning } from "@inbox/contracts";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCount, formatDay, legendText } from "../lib/format";

/** Learned answers over time: what was learned each day, and how many the agent knows in all. */
export function LearningChart({ learning }: { learning: ReportLearning }) {
  const total = learning.perDay.at(-1)?.total ?? learning.before;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        <span className="text-2xl font-semibold tabular-nums text-slate-900">
          {formatCount(learning.learnedInPeriod)}
        </span>{" "}
        learned in this period, {formatCount(total)} in all.
      </p>
      <figure
        role="img"
        aria-label={`Learned answers: ${formatCount(learning.learnedInPeriod)} in this period, ${formatCount(total)} in all.`}
        className="h-56 w-full"
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={learning.perDay} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="day" tickFormatter={formatDay} tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis yAxisId="day" allowDecimals={false} tick={{ fontSize: 11 }} width={44} />
            <YAxis
              yAxisId="total"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 11 }}
              width={44}
            />
            <Tooltip labelFormatter={(day) => formatDay(String(day))} />
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
            <Bar
              yAxisId="day"
              dataKey="learned"
              name="Learned that day"
              fill="#a5b4fc"
              isAnimationActive={false}
            />
            <Line
              yAxisId="total"
              dataKey="total"
              name="Known in all"
              stroke="#4f46e5"
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
