import type { Rating } from "@inbox/contracts";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";
import { useRateTestMessage } from "../api/rate-test-message";

const OPTIONS: { value: Rating; label: string; icon: React.ReactNode }[] = [
  {
    value: "double_thumbs_up",
    label: "Double thumbs up: approve this answer",
    icon: (
      <span className="flex -space-x-1.5">
        <ThumbsUp className="size-4" />
        <ThumbsUp className="size-4" />
      </span>
    ),
  },
  { value: "thumbs_up", label: "Thumbs up", icon: <ThumbsUp className="size-4" /> },
  { value: "thumbs_down", label: "Thumbs down: mark for review", icon: <ThumbsDown className="size-4" /> },
];

/** "Rate this response:" with three buttons; the chosen one is highlighted and can be changed at any time. */
export function RatingControl({
  messageId,
  testId,
  value,
}: {
  messageId: string;
  testId: string;
  value: Rating | null;
}) {
  const rate = useRateTestMessage();
  const shown = rate.isPending ? rate.variables.rating : value;
  return (
    <fieldset className="mt-2 border-t border-slate-100 pt-2 text-xs text-slate-600">
      <legend className="float-left mr-2 py-2">Rate this response:</legend>
      <div className="flex gap-1">
        {OPTIONS.map((o) => {
          const on = shown === o.value;
          return (
            <button
              key={o.value}
              type="button"
              aria-label={o.label}
              title={o.label}
              aria-pressed={on}
              disabled={rate.isPending}
              onClick={() =>
                rate.mutate(
                  { messageId, testId, rating: o.value },
                  {
                    onSuccess: () => toast.success("Response qualification updated"),
                    onError: (e) => toast.error("Failed to update qualification", e.message),
                  },
                )
              }
              className={cn(
                "flex h-8 min-w-8 items-center justify-center rounded-md border px-2 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60",
                on
                  ? o.value === "thumbs_down"
                    ? "border-red-600 bg-red-600 text-white"
                    : "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-200 bg-white text-slate-600 hover:bg-slate-50",
              )}
            >
              {o.icon}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
