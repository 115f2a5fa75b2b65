import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useMe } from "../api/get-me";
import { showAuthenticationRequired } from "../session-notice";

/** The sign-in guard of spec 000 §2: "Loading..." while the session is checked, then /signin if there is none. */
export function ProtectedRoute() {
  const { data: me, isPending, isError, refetch } = useMe();
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
  if (!me) return <RedirectToSignIn />;
  return <Outlet />;
}

/** No session (never signed in, or it expired): say so in the page's words, then go to /signin and come back after. */
function RedirectToSignIn() {
  const location = useLocation();
  useEffect(() => showAuthenticationRequired(location.pathname), [location.pathname]);
  const next = location.pathname + location.search;
  return <Navigate to={`${paths.signin.getHref()}?next=${encodeURIComponent(next)}`} replace />;
}

/** Public pages that a signed-in user should not see (the landing page goes to /dashboard, spec 000 §2). */
export function RedirectIfSignedIn({ to = paths.dashboard.getHref() }: { to?: string }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (me) return <Navigate to={to} replace />;
  return <Outlet />;
}
