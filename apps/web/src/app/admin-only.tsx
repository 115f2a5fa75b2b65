import { ShieldAlert } from "lucide-react";
import { Link, Outlet } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMe } from "@/features/auth/api/get-me";

/**
 * The Owner/Admin pages (responsables, mailboxes): a Member sees why instead of a form the server
 * would refuse (issue 24).
 */
export function AdminOnly() {
  const me = useMe();
  if (me.data?.profile?.role !== "member") return <Outlet />;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-10 text-center">
      <ShieldAlert aria-hidden className="size-10 text-slate-500" />
      <h2 className="text-lg font-semibold">Only the owner or an admin can open this page</h2>
      <p className="text-sm text-slate-600">
        Members work the inbox, tickets, customers and the Test Agent. Ask your owner or an admin if something
        here needs changing.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.dashboard.getHref()}>Back to the inbox</Link>
      </Button>
    </div>
  );
}
