import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { cn } from "@/lib/utils";

const STEPS = ["Company", "Plan", "Agent", "Brand brief", "Email", "Usecase"];

/** The frame of the onboarding chain: logo, where the user is in the chain, and a wide card. */
export function OnboardingLayout({
  step,
  title,
  subtitle,
  children,
  wide = false,
}: {
  step: number;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <header className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
        <Logo />
        <ol className="flex flex-wrap gap-1 text-xs" aria-label="Setup progress">
          {STEPS.map((label, i) => (
            <li
              key={label}
              aria-current={i === step ? "step" : undefined}
              className={cn(
                "rounded-full px-2 py-1",
                i < step && "bg-green-100 text-green-800",
                i === step && "bg-brand-600 text-white",
                i > step && "bg-slate-100 text-slate-500",
              )}
            >
              {i + 1}. {label}
            </li>
          ))}
        </ol>
      </header>
      <main className="flex justify-center px-4 pb-16 pt-4">
        <div
          className={cn(
            "w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8",
            wide ? "max-w-5xl" : "max-w-xl",
          )}
        >
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {subtitle ? <div className="mt-1 text-sm text-slate-600">{subtitle}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
