import { createElement } from "react";

/** How the report writes its figures for a person. */

const whole = new Intl.NumberFormat("en-US");

export const formatCount = (n: number) => whole.format(n);

export const formatPercent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

/** A duration in the unit a person would use: "45 s", "12 min", "3.5 h", "2.1 days". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "–";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${(seconds / 3600).toFixed(1).replace(/\.0$/, "")} h`;
  return `${(seconds / 86_400).toFixed(1).replace(/\.0$/, "")} days`;
}

export function formatHours(minutes: number): string {
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  return `${hours < 10 ? hours.toFixed(1).replace(/\.0$/, "") : whole.format(Math.round(hours))} h`;
}

/** A day of the period for a chart's axis: "12 Jan". */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

export type Better = "up" | "down" | "none";
export type Tone = "good" | "bad" | "neutral";

/** A counter's change from the period before, in words, and whether that is good news. */
export function describeChange(
  now: number | null,
  before: number | null,
  { better, kind }: { better: Better; kind: "count" | "rate" | "duration" | "minutes" },
): { text: string; tone: Tone; direction: "up" | "down" | "same" } | null {
  if (now === null || before === null) return null;
  const diff = now - before;
  const direction = Math.abs(diff) < 1e-9 ? "same" : diff > 0 ? "up" : "down";
  const tone: Tone =
    direction === "same" || better === "none" ? "neutral" : direction === better ? "good" : "bad";
  const sign = diff > 0 ? "+" : diff < 0 ? "−" : "±";
  const size = Math.abs(diff);
  const text =
    kind === "rate"
      ? `${sign}${Math.round(size * 100)} pts`
      : kind === "duration"
        ? `${sign}${formatDuration(size)}`
        : kind === "minutes"
          ? `${sign}${formatHours(size)}`
          : `${sign}${formatCount(size)}${before > 0 ? ` (${sign}${Math.round((size / before) * 100)}%)` : ""}`;
  return { text, tone, direction };
}

/** A chart legend's entry in the page's text colour (Recharts paints it in the series' colour, too pale to read). */
export const legendText = (value: string) => createElement("span", { className: "text-slate-700" }, value);
