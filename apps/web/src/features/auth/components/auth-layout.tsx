import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/logo";

/** The centred card every sign-in, sign-up and password page sits in. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="px-6 py-4">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle ? <div className="mt-1 text-sm text-slate-600">{subtitle}</div> : null}
          <div className="mt-6">{children}</div>
          {footer ? <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div> : null}
        </div>
      </main>
      <footer className="pb-6 text-center text-xs text-slate-500">
        <Link to="/privacy-policy" className="hover:underline">
          Privacy Policy
        </Link>
        <span aria-hidden> · </span>
        <Link to="/terms-of-service" className="hover:underline">
          Terms of Service
        </Link>
      </footer>
    </div>
  );
}

export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {label}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/** What went wrong with the form, kept on the page until the next try (a toast says it too, but fades). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
