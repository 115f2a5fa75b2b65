import { type TicketStatus, type TicketType, ticketStatusValues, ticketTypeValues } from "@inbox/contracts";
import { format, isThisYear } from "date-fns";
import { RefreshCw, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Pager } from "@/components/ui/pager";
import { paths } from "@/config/paths";
import { useMe } from "@/features/auth/api/get-me";
import { cn } from "@/lib/utils";
import { PAGE_SIZE, type TicketRow, useCounters, useTickets } from "../api/tickets";
import { PriorityBadge, StatusBadge, TYPE_LABELS, UnsentReplyBadge } from "../components/badges";
import { ClosedByAgent } from "../components/closed-by-agent";

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
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const isClosedView = params.get("view") === "closed";
  const [search, setSearch] = useState(q);
  const tickets = useTickets({ status, type, q: q || undefined, page }, { enabled: !isClosedView });
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
              <>
                <TicketTable rows={tickets.data.rows} onOpen={(id) => navigate(paths.ticket.getHref(id))} />
                <TicketList rows={tickets.data.rows} />
              </>
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

const requesterOf = (t: TicketRow) =>
  [t.requesterFirstName, t.requesterLastName].filter(Boolean).join(" ") || t.requesterEmail || "Unknown";

/**
 * From 1024 px: the table of spec 001 §2. It fits its card without sideways scrolling: fixed column widths, the subject
 * and requester cut with an ellipsis (full text on hover), the date over two lines. The Channel column (always "Email",
 * spec 001 §2) is always there; Type and Assigned to join from 1280 px.
 */
function TicketTable({ rows, onOpen }: { rows: TicketRow[]; onOpen: (id: string) => void }) {
  const th = "px-3 py-2 font-medium";
  return (
    <table className="hidden w-full table-fixed text-left text-sm lg:table">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-500">
        <tr>
          <th scope="col" className={cn(th, "w-32")}>
            ID
          </th>
          <th scope="col" className={th}>
            Subject
          </th>
          <th scope="col" className={cn(th, "w-24")}>
            Channel
          </th>
          <th scope="col" className={cn(th, "hidden w-24 xl:table-cell")}>
            Type
          </th>
          <th scope="col" className={cn(th, "w-32")}>
            Intent
          </th>
          <th scope="col" className={cn(th, "w-36")}>
            Requester
          </th>
          <th scope="col" className={cn(th, "w-28")}>
            Date
          </th>
          <th scope="col" className={cn(th, "hidden w-28 xl:table-cell")}>
            Assigned to
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => {
          const requester = requesterOf(t);
          const created = new Date(t.createdAt);
          return (
            <tr
              key={t.id}
              tabIndex={0}
              className="cursor-pointer border-b border-slate-100 align-top hover:bg-slate-50 focus:bg-brand-50 focus:outline-none"
              onClick={() => onOpen(t.id)}
              onKeyDown={(e) => e.key === "Enter" && onOpen(t.id)}
            >
              <td className="px-3 py-2">
                <code className="text-xs">{t.id.slice(0, 8)}</code>
                <div className="mt-1 flex flex-wrap gap-1 [&>span]:px-2">
                  <StatusBadge status={t.status} />
                  <PriorityBadge priority={t.priority} />
                  {t.hasUnsentReply && <UnsentReplyBadge />}
                </div>
              </td>
              <td className="truncate px-3 py-2 font-medium text-slate-900" title={t.subject}>
                {t.subject}
              </td>
              <td className="px-3 py-2">Email</td>
              <td className="hidden px-3 py-2 xl:table-cell">{TYPE_LABELS[t.type] ?? t.type}</td>
              <td className="break-words px-3 py-2">{t.intent}</td>
              <td className="truncate px-3 py-2" title={t.requesterEmail ?? requester}>
                {requester}
              </td>
              <td className="px-3 py-2 text-slate-700">
                <time dateTime={t.createdAt} title={format(created, "MMM dd, yyyy HH:mm")}>
                  {format(created, isThisYear(created) ? "MMM dd" : "MMM dd, yyyy")}
                  <span className="block text-xs text-slate-500">{format(created, "HH:mm")}</span>
                </time>
              </td>
              <td className="hidden truncate px-3 py-2 xl:table-cell" title={t.assignedTo}>
                {t.assignedTo}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Below 1024 px (phones, tablets, a narrow window beside the sidebar): one card per ticket, everything the table says, nothing cut sideways. */
function TicketList({ rows }: { rows: TicketRow[] }) {
  return (
    <ul className="divide-y divide-slate-100 lg:hidden" aria-label="Processed messages">
      {rows.map((t) => (
        <li key={t.id}>
          <Link
            to={paths.ticket.getHref(t.id)}
            className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none"
          >
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 break-words font-medium text-slate-900">{t.subject}</p>
              <time dateTime={t.createdAt} className="shrink-0 text-xs text-slate-500">
                {format(
                  new Date(t.createdAt),
                  isThisYear(new Date(t.createdAt)) ? "MMM dd, HH:mm" : "MMM dd, yyyy",
                )}
              </time>
            </div>
            <p className="mt-0.5 truncate text-sm text-slate-600">
              {requesterOf(t)} · {TYPE_LABELS[t.type] ?? t.type} · Email
            </p>
            <div className="mt-1.5 flex flex-wrap items-center gap-1 text-xs text-slate-600">
              <code>{t.id.slice(0, 8)}</code>
              <StatusBadge status={t.status} />
              <PriorityBadge priority={t.priority} />
              {t.hasUnsentReply && <UnsentReplyBadge />}
              <span className="ml-1">{t.intent}</span>
              <span className="ml-auto">
                {t.assignedTo === "Unassigned" ? "Unassigned" : `Assigned to ${t.assignedTo}`}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
