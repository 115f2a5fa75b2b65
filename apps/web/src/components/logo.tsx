import { Link } from "react-router";
import { cn } from "@/lib/utils";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M7 11l9 6 9-6v11H7z" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M7 11h18" stroke="#fff" strokeWidth="2.2" />
    </svg>
  );
}

export function Logo({ className, to = "/" }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={cn("inline-flex items-center gap-2 font-semibold text-slate-900", className)}>
      <LogoMark className="text-brand-600" />
      <span className="text-lg tracking-tight">Inbox Autopilot</span>
    </Link>
  );
}
