import type { KnowledgeGap } from "@inbox/contracts";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatCount } from "../lib/format";

/**
 * The questions the agent could not answer, most asked first. "Answer it" opens the ticket whose feedback loop waits
 * for the answer (answered there, the agent learns it), or the Library when none waits.
 */
export function KnowledgeGaps({ gaps }: { gaps: KnowledgeGap[] }) {
  if (!gaps.length)
    return (
      <p className="text-sm text-slate-600">The agent found an answer to every question in this period.</p>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {gaps.map((gap) => (
        <li
          key={`${gap.intent}|${gap.subject}`}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5"
        >
          <div className="min-w-0 flex-1">
            <p className="break-words text-sm font-medium text-slate-900">{gap.subject}</p>
            <p className="text-xs text-slate-600">
              {gap.intent} · asked {formatCount(gap.count)} {gap.count === 1 ? "time" : "times"}
              {gap.open ? ` · ${formatCount(gap.open)} waiting` : ""}
            </p>
          </div>
          <Link
            to={gap.feedbackTicketId ? paths.ticket.getHref(gap.feedbackTicketId) : paths.library.getHref()}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-label={`Answer it: ${gap.subject}`}
          >
            Answer it
          </Link>
        </li>
      ))}
    </ul>
  );
}
