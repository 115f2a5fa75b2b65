import { type TicketStatus, type TicketType, ticketStatusValues, ticketTypeValues } from "@inbox/contracts";
import { RefreshCw, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Pager } from "@/components/ui/pager";
import { paths } from "@/config/paths";
import { useMe } from "@/features/auth/api/get-me";
import { cn } from "@/lib/utils";
import { PAGE_SIZE, useCounters, useTickets } from "../api/tickets";
import { TYPE_LABELS } from "../components/badges";
import { ClosedByAgent } from "../components/closed-by-agent";
import { TicketTable } from "../components/ticket-table";

const selectClass = "h-9 rounded-md border border-slate-300 bg-white px-2 text-sm";

/** /dashboard. A signed-in user without a company creates it first (spec 000: /create-company then /dashboard). */
export function Component() {
  const me = useMe();
  if (me.data && !me.data.profile?.companyId) return <Navigate to={paths.createCompany.getHref()} replace />;
  return <SupportInbox />;
}

/** The Support Inbox: filters and search live in the URL, so a reload or a shared link shows the same view. */
function SupportInbox() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const status = (params.get("status") as TicketStatus | null) ?? undefined;
  const type = (params.get("type") as TicketType | null) ?? undefined;
  const q = params.get("q") ?? "";
  const assignedParam = params.get("assigned");
  const assigned = assignedParam === "me" || assignedParam === "unassigned" ? assignedParam : undefined;
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const isClosedView = params.get("view") === "closed";
  const [search, setSearch] = useState(q);
  const tickets = useTickets({ status, type, q: q || undefined, assigned, page }, { enabled: !isClosedView });
  const counters = useCounters();

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== "page") next.delete("page");
    setParams(next, { replace: key === "q" });
  };

  // Search as the user types, a moment after they stop.
  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => setParam("q", search.trim() || undefined), 300);
    return () => clearTimeout(timer);
  });

  const total = tickets.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const stats = [
    { label: "Open Messages", value: counters.data?.open },
    { label: "In Progress", value: counters.data?.inProgress },
    { label: "Resolved Today", value: counters.data?.resolvedToday },
    { label: "Total Messages Processed", value: counters.data?.total },
  ];

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{s.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{s.value ?? "–"}</dd>
          </div>
        ))}
      </dl>

      <InboxViews isClosedView={isClosedView} />

      {isClosedView ? (
        <ClosedByAgent page={page} onPage={(p) => setParam("page", String(p))} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <div className="relative min-w-56 flex-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-slate-400"
              />
              <Input
                aria-label="Search"
                className="pl-8"
                placeholder="Search processed messages..."
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <select
              aria-label="Status filter"
              className={selectClass}
              value={status ?? ""}
              onChange={(e) => setParam("status", e.target.value || undefined)}
            >
              <option value="">All Status</option>
              {ticketStatusValues.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <select
              aria-label="Type filter"
              className={selectClass}
              value={type ?? ""}
              onChange={(e) => setParam("type", e.target.value || undefined)}
            >
              <option value="">All Types</option>
              {ticketTypeValues.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </select>
            <select
              aria-label="Assignee filter"
              className={selectClass}
              value={assigned ?? ""}
              onChange={(e) => setParam("assigned", e.target.value || undefined)}
            >
              <option value="">All assignees</option>
              <option value="me">Assigned to me</option>
              <option value="unassigned">Unassigned</option>
            </select>
            <Button asChild variant="outline">
              <Link to={paths.messages.getHref()}>See all messages</Link>
            </Button>
          </div>

          <div className="rounded-xl border border-slate-200 bg-white">
            {tickets.isPending ? (
              <p className="p-6 text-center text-sm text-slate-600">Loading processed messages...</p>
            ) : tickets.isError ? (
              <div className="p-6 text-center">
                <p className="text-sm text-red-700">
                  Error loading processed messages: {tickets.error.message}
                </p>
                <Button className="mt-3" variant="outline" onClick={() => window.location.reload()}>
                  <RefreshCw aria-hidden className="size-4" /> Retry
                </Button>
              </div>
            ) : tickets.data.rows.length === 0 ? (
              <p className="p-6 text-center text-sm text-slate-600">No processed messages found</p>
            ) : (
              <TicketTable rows={tickets.data.rows} onOpen={(id) => navigate(paths.ticket.getHref(id))} />
            )}
          </div>
          {total > PAGE_SIZE && (
            <Pager page={page} pages={pages} onPage={(p) => setParam("page", String(p))}>
              Page {page} of {pages}
              {tickets.data?.capped ? "+" : ""} · {total.toLocaleString()}
              {tickets.data?.capped ? "+" : ""} tickets
            </Pager>
          )}
        </>
      )}
    </div>
  );
}

/** The ticket list and "Closed by the agent", as links: the view lives in the URL like the filters. */
function InboxViews({ isClosedView }: { isClosedView: boolean }) {
  const views = [
    { label: "Tickets", href: paths.dashboard.getHref(), current: !isClosedView },
    { label: "Closed by the agent", href: `${paths.dashboard.getHref()}?view=closed`, current: isClosedView },
  ];
  return (
    <nav aria-label="Inbox views" className="flex gap-1 border-b border-slate-200">
      {views.map((v) => (
        <Link
          key={v.label}
          to={v.href}
          aria-current={v.current ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
            v.current
              ? "border-brand-600 text-brand-700"
              : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
          )}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  );
}
