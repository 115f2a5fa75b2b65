import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { cn } from "@/lib/utils";
import { type Better, describeChange } from "../lib/format";

/**
 * "+12 (+8%) vs before", green when it is good news, red when bad, grey when neither. Compact (a line under its
 * group) drops the words a screen reader still reads.
 */
export function ChangeBadge({
  now,
  before,
  better = "none",
  kind = "count",
  compact = false,
  className,
}: {
  now: number | null;
  before: number | null;
  better?: Better;
  kind?: "count" | "rate" | "duration" | "minutes";
  compact?: boolean;
  className?: string;
}) {
  const change = describeChange(now, before, { better, kind });
  if (!change)
    return (
      <span className={cn("text-xs text-slate-500", className)}>
        {compact ? "–" : "Nothing before to compare"}
      </span>
    );
  const Icon =
    change.direction === "up" ? ArrowUpRight : change.direction === "down" ? ArrowDownRight : Minus;
  const same = change.direction === "same";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5 text-xs font-medium",
        change.tone === "good" && "text-emerald-700",
        change.tone === "bad" && "text-red-700",
        change.tone === "neutral" && "text-slate-600",
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {same ? (compact ? "same" : "Same as before") : change.text}
      {!same && !compact && <span className="font-normal text-slate-500">&nbsp;vs before</span>}
      {compact && <span className="sr-only">{same ? " as before" : " vs before"}</span>}
    </span>
  );
}
