import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { logClientEvent } from "@/lib/log-client-event";

/** Any unknown path (spec 000 §2): a 404 page with a way home; the path is logged on the server. */
export function Component() {
  const { pathname } = useLocation();
  useEffect(() => logClientEvent({ type: "not_found", path: pathname }), [pathname]);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <Logo to={paths.home.getHref()} />
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold text-slate-900">Oops! Page not found</h1>
      <p className="max-w-md text-slate-600">
        The page you are looking for does not exist or has been moved.
      </p>
      <Button asChild>
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </Button>
    </div>
  );
}
