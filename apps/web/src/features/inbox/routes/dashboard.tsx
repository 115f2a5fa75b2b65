import { type TicketStatus, type TicketType, ticketStatusValues, ticketTypeValues } from "@inbox/contracts";
import { format } from "date-fns";
import { ChevronLeft, ChevronRight, RefreshCw, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { PAGE_SIZE, useCounters, useTickets } from "../api/tickets";
import { PriorityBadge, StatusBadge, TYPE_LABELS } from "../components/badges";

const selectClass = "h-9 rounded-md border border-slate-300 bg-white px-2 text-sm";

/** /dashboard, the Support Inbox: filters and search live in the URL, so a reload or a shared link shows the same view. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const status = (params.get("status") as TicketStatus | null) ?? undefined;
  const type = (params.get("type") as TicketType | null) ?? undefined;
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const [search, setSearch] = useState(q);
  const tickets = useTickets({ status, type, q: q || undefined, page });
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

      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        {tickets.isPending ? (
          <p className="p-6 text-center text-sm text-slate-600">Loading processed messages...</p>
        ) : tickets.isError ? (
          <div className="p-6 text-center">
            <p className="text-sm text-red-700">Error loading processed messages: {tickets.error.message}</p>
            <Button className="mt-3" variant="outline" onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden className="size-4" /> Retry
            </Button>
          </div>
        ) : tickets.data.rows.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">No processed messages found</p>
        ) : (
          <table className="w-full min-w-[900px] text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-500">
              <tr>
                {["ID", "Subject", "Channel", "Type", "Intent", "Requester", "Date", "Assigned to"].map(
                  (h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {tickets.data.rows.map((t) => {
                const requester =
                  [t.requesterFirstName, t.requesterLastName].filter(Boolean).join(" ") ||
                  t.requesterEmail ||
                  "Unknown";
                return (
                  <tr
                    key={t.id}
                    tabIndex={0}
                    className="cursor-pointer border-b border-slate-100 hover:bg-slate-50 focus:bg-brand-50 focus:outline-none"
                    onClick={() => navigate(paths.ticket.getHref(t.id))}
                    onKeyDown={(e) => e.key === "Enter" && navigate(paths.ticket.getHref(t.id))}
                  >
                    <td className="px-3 py-2">
                      <div className="flex items-center gap-1.5">
                        <code className="text-xs">{t.id.slice(0, 8)}</code>
                        <StatusBadge status={t.status} />
                        <PriorityBadge priority={t.priority} />
                      </div>
                    </td>
                    <td className="max-w-64 truncate px-3 py-2 font-medium text-slate-900">{t.subject}</td>
                    <td className="px-3 py-2">Email</td>
                    <td className="px-3 py-2">{TYPE_LABELS[t.type] ?? t.type}</td>
                    <td className="px-3 py-2">{t.intent}</td>
                    <td className="max-w-48 truncate px-3 py-2">{requester}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {format(new Date(t.createdAt), "MMM dd, yyyy HH:mm")}
                    </td>
                    <td className="px-3 py-2">{t.assignedTo}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      {total > PAGE_SIZE && (
        <nav className="flex items-center justify-end gap-2 text-sm" aria-label="Pages">
          <span className="text-slate-600">
            Page {page} of {pages}
            {tickets.data?.capped ? "+" : ""} · {total.toLocaleString()}
            {tickets.data?.capped ? "+" : ""} tickets
          </span>
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => setParam("page", String(page - 1))}
          >
            <ChevronLeft className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next page"
            disabled={page >= pages}
            onClick={() => setParam("page", String(page + 1))}
          >
            <ChevronRight className="size-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}
