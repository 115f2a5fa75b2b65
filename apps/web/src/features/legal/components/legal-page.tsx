import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { paths } from "@/config/paths";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The frame of the legal pages: a table of contents and numbered sections, readable from 360 px. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div className="min-h-screen bg-white text-slate-800">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
          <Logo to={paths.home.getHref()} />
          <Link to={paths.home.getHref()} className="text-sm text-brand-700 hover:underline">
            Back to home
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-500">Last updated: {updated}</p>
        <div className="mt-6 space-y-3 leading-relaxed">{intro}</div>
        <nav aria-label="Contents" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h2 className="text-sm font-semibold text-slate-900">Contents</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-700 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} className="mt-10 scroll-mt-6">
            <h2 className="text-xl font-semibold text-slate-900">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed">{s.body}</div>
          </section>
        ))}
      </main>
    </div>
  );
}
