import { Construction } from "lucide-react";
import { useLocation } from "react-router";
import { pageTitleFor } from "../page-titles";

/** Pages a later issue builds: a proper empty state inside the shell rather than a broken page. */
export function Component() {
  const { pathname } = useLocation();
  const { title, subtitle } = pageTitleFor(pathname);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <Construction aria-hidden className="size-10 text-brand-600" />
      <h2 className="text-lg font-semibold text-slate-900">{title} is coming soon</h2>
      <p className="text-sm text-slate-600">
        {subtitle} The agent is already at work: your mail is read, answered or escalated, and this page will
        show it.
      </p>
    </section>
  );
}
