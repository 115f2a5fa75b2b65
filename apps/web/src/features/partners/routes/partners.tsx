import { type Partner, type PartnerStatusFilter, partnerStatusFilterValues } from "@inbox/contracts";
import { ChevronLeft, ChevronRight, Plus, RefreshCw, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PARTNERS_PAGE_SIZE, usePartners } from "../api/get-partners";
import { DoNotReplyCard } from "../components/do-not-reply-card";
import { PartnerDialog } from "../components/partner-dialog";
import { PartnerTable } from "../components/partner-table";

const TEXT_KEYS = ["name", "email", "domain"] as const;
const STATUS_LABELS: Record<PartnerStatusFilter, string> = {
  all: "All",
  active: "Active",
  inactive: "Inactive",
};

/** A text filter applied a moment after typing stops; it follows the URL (back button, Clear Filters). */
function TextFilter({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => changed.current(text), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <Input
      className={className}
      aria-label={`Filter by ${label.toLowerCase()}`}
      placeholder={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}

/** /partners (spec 001 §2): the company's partners, and the do-not-reply list. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const text = Object.fromEntries(TEXT_KEYS.map((k) => [k, params.get(k) ?? ""])) as Record<
    (typeof TEXT_KEYS)[number],
    string
  >;
  const rawStatus = params.get("status");
  const status: PartnerStatusFilter = (partnerStatusFilterValues as readonly string[]).includes(
    rawStatus ?? "",
  )
    ? (rawStatus as PartnerStatusFilter)
    : "all";
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const partners = usePartners({ ...text, status, page });
  const [editing, setEditing] = useState<Partner | "new" | null>(null);

  const setParam = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim() && !(key === "status" && value === "all")) next.set(key, value.trim());
          else next.delete(key);
          if (key !== "page") next.delete("page");
          return next;
        },
        { replace: key !== "status" && key !== "page" },
      ),
    [setParams],
  );
  const onEdit = useCallback((p: Partner) => setEditing(p), []);
  const filtered = TEXT_KEYS.some((k) => text[k]) || status !== "all";
  const total = partners.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PARTNERS_PAGE_SIZE));

  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden /> Add Partner
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
          <TextFilter
            label="Name"
            className="col-span-2 lg:col-span-1"
            value={text.name}
            onChange={(v) => setParam("name", v)}
          />
          <TextFilter label="Email" value={text.email} onChange={(v) => setParam("email", v)} />
          <TextFilter label="Domain" value={text.domain} onChange={(v) => setParam("domain", v)} />
          <NativeSelect
            aria-label="Status filter"
            value={status}
            onChange={(e) => setParam("status", e.target.value)}
          >
            {partnerStatusFilterValues.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
          <Button variant="outline" disabled={!filtered} onClick={() => setParams(new URLSearchParams())}>
            <X aria-hidden /> Clear Filters
          </Button>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white">
          {partners.isPending ? (
            <p className="p-6 text-center text-sm text-slate-600">Loading partners...</p>
          ) : partners.isError ? (
            <div className="p-6 text-center">
              <p className="text-sm text-red-700">{partners.error.message}</p>
              <Button className="mt-3" variant="outline" onClick={() => partners.refetch()}>
                <RefreshCw aria-hidden /> Retry
              </Button>
            </div>
          ) : partners.data.rows.length === 0 ? (
            <p className="p-6 text-center text-sm text-slate-600">
              {filtered ? "No partners match your filters." : "No partners found. Add your first partner!"}
            </p>
          ) : (
            <PartnerTable rows={partners.data.rows} onEdit={onEdit} />
          )}
        </div>
        {total > PARTNERS_PAGE_SIZE && (
          <nav className="flex items-center justify-end gap-2 text-sm" aria-label="Pages">
            <span className="text-slate-600">
              Page {page} of {pages}
            </span>
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => setParam("page", String(page - 1))}
            >
              <ChevronLeft />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Next page"
              disabled={page >= pages}
              onClick={() => setParam("page", String(page + 1))}
            >
              <ChevronRight />
            </Button>
          </nav>
        )}
      </div>
      <DoNotReplyCard />
      <PartnerDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        partner={editing === "new" ? null : editing}
      />
    </div>
  );
}
