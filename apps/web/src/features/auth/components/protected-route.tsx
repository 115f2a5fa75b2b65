import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useMe } from "../api/get-me";

/** The sign-in guard of spec 000 §2: "Loading..." while the session is checked, then /signin if there is none. */
export function ProtectedRoute() {
  const { data: me, isPending, isError, refetch } = useMe();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-slate-700">We could not reach the server to check your session.</p>
        <button type="button" className="text-brand-700 underline" onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!me) {
    const next = location.pathname + location.search;
    return <Navigate to={`${paths.signin.getHref()}?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/** Public pages that a signed-in user should not see (the landing page goes to /dashboard, spec 000 §2). */
export function RedirectIfSignedIn({ to = paths.dashboard.getHref() }: { to?: string }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (me) return <Navigate to={to} replace />;
  return <Outlet />;
}
