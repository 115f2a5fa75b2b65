import { cn } from "@/lib/utils";

export interface TraceStep {
  step: string;
  outcome: string;
  reason?: string;
}

/** The agent's steps for one message (messages.trace), as a person reads them. */
export function AgentTrace({ steps, className }: { steps: TraceStep[]; className?: string }) {
  return (
    <ol className={cn("list-decimal pl-5", className)}>
      {steps.map((s, i) => (
        <li key={`${s.step}-${i}`}>
          {s.step}: {s.outcome}
          {s.reason ? ` (${s.reason})` : ""}
        </li>
      ))}
    </ol>
  );
}
