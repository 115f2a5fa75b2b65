import type * as React from "react";
import { cn } from "@/lib/utils";

/** A progress bar; without `value` it shows that work is under way without saying how far. */
export function Progress({
  value,
  max = 100,
  className,
  ...props
}: { value?: number | null; max?: number } & React.ComponentProps<"div">) {
  const known = value !== undefined && value !== null && max > 0;
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? value : undefined}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
      {...props}
    >
      <div
        className={cn("h-full rounded-full bg-brand-600 transition-[width]", !known && "w-1/3 animate-pulse")}
        style={known ? { width: `${percent}%` } : undefined}
      />
    </div>
  );
}
