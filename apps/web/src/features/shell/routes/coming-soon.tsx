import { Construction } from "lucide-react";
import { useLocation } from "react-router";
import { Logo } from "@/components/logo";

/** Pages a later issue builds: a proper empty state rather than a broken page. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 px-6 py-3">
        <Logo to="/dashboard" />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <Construction aria-hidden className="size-10 text-brand-600" />
        <h1 className="text-xl font-semibold">Coming soon</h1>
        <p className="max-w-md text-slate-600">
          This part of Inbox Autopilot (<code>{pathname}</code>) is being built. Your account and data are
          safe.
        </p>
      </main>
    </div>
  );
}
