import type { CustomerImport } from "@inbox/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast as sonner } from "sonner";
import { toast } from "@/components/ui/toaster";
import { customersQueryKey } from "../api/get-customers";
import { isImportAwaitingReview, isImportRunning } from "../api/get-latest-import";
import { countsLine } from "./import-status";

/**
 * Tells the user when an import they watched finishes (spec 001 §8), refreshes the lists, and keeps the finished
 * import to show until dismissed. An import that had already finished when the page opened says nothing.
 */
export function useImportWatch(current: CustomerImport | null | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<{ id: string; active: boolean } | null>(null);
  const [finished, setFinished] = useState<string | null>(null);
  useEffect(() => {
    if (!current) return;
    const before = seen.current;
    // A preview waiting for the owner is a pause, not an end; a cancelled one says so where it was cancelled.
    const active = isImportRunning(current) || isImportAwaitingReview(current);
    seen.current = { id: current.id, active };
    if (!before || before.id !== current.id || !before.active || active || current.status === "cancelled")
      return;
    void queryClient.invalidateQueries({ queryKey: customersQueryKey });
    setFinished(current.id);
    if (current.status === "completed") {
      // Two lines, as the spec has them: sonner directly, since our toast helper takes one line of text. Green only
      // when no row was refused.
      const show = current.errorCount === 0 ? sonner.success : sonner.warning;
      show("Upload completed", {
        description: (
          <>
            <span className="block">
              Processed {current.processed.toLocaleString("en-US")} customers successfully
            </span>
            <span className="block">{countsLine(current)}</span>
            {current.errorCount > 0 && (
              <span className="block">
                {current.errorCount === 1
                  ? "1 row was not imported"
                  : `${current.errorCount.toLocaleString("en-US")} rows were not imported`}
                : see the list on the page.
              </span>
            )}
          </>
        ),
      });
    } else {
      toast.error("Upload failed", `Failed to process CSV: ${current.failureReason ?? "unknown error"}`);
    }
  }, [current, queryClient]);
  return {
    /** The import finished while the page watched it, until dismissed. */
    finished: current && current.id === finished ? current : null,
    dismiss: () => setFinished(null),
  };
}
