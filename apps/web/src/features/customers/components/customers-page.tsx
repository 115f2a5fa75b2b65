import type { Customer, CustomerSubscription, PaymentStatus } from "@inbox/contracts";
import { ChevronLeft, ChevronRight, Plus, RefreshCw, Upload, X } from "lucide-react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useCustomerLanguages } from "../api/get-customer-languages";
import { CUSTOMERS_PAGE_SIZE, useCustomers } from "../api/get-customers";
import { isImportAwaitingReview, isImportRunning, useLatestImport } from "../api/get-latest-import";
import { CsvUploadDialog } from "./csv-upload-dialog";
import { CustomerDialog } from "./customer-dialog";
import { CustomerFilters, FILTER_KEYS, type FilterKey, type FilterValues } from "./customer-filters";
import { CustomerTable } from "./customer-table";
import { DeleteCustomerDialog } from "./delete-customer-dialog";
import { ImportStatus } from "./import-status";
import { useImportWatch } from "./use-import-watch";

/**
 * /customers (active customers) and /contacts (the others), spec 001 §2: filters in the URL, so a reload or a shared
 * link shows the same view; Add, Upload CSV, edit and delete per row.
 */
export function CustomersPage({ active }: { active: boolean }) {
  const [params, setParams] = useSearchParams();
  const values: FilterValues = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const customers = useCustomers({
    active,
    ...values,
    subscription: values.subscription as CustomerSubscription | undefined,
    paymentStatus: values.paymentStatus as PaymentStatus | undefined,
    page,
  });
  const languages = useCustomerLanguages(active);
  const latest = useLatestImport();
  const watch = useImportWatch(latest.data?.import);
  const [editing, setEditing] = useState<Customer | "new" | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [uploading, setUploading] = useState(false);

  const setParam = useCallback(
    (key: FilterKey | "page", value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set(key, value.trim());
          else next.delete(key);
          if (key !== "page") next.delete("page");
          return next;
        },
        { replace: key === "name" || key === "email" || key === "company" },
      );
    },
    [setParams],
  );
  const clear = () => setParams(new URLSearchParams());
  const onEdit = useCallback((c: Customer) => setEditing(c), []);
  const onDelete = useCallback((c: Customer) => setDeleting(c), []);

  const plural = active ? "customers" : "contacts";
  const noun = active ? "Customer" : "Contact";
  const filtered = FILTER_KEYS.some((k) => values[k]);
  const total = customers.data?.total ?? 0;
  const capped = customers.data?.capped ?? false;
  const pages = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
  const more = capped ? (customers.data?.rows.length ?? 0) === CUSTOMERS_PAGE_SIZE : page < pages;
  const current = latest.data?.import ?? null;
  const awaitingReview = isImportAwaitingReview(current);
  const importShown = isImportRunning(current) || awaitingReview ? current : watch.finished;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {customers.data
            ? `${total.toLocaleString("en-US")}${capped ? "+" : ""} ${total === 1 ? noun.toLowerCase() : plural}`
            : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setUploading(true)}>
            <Upload aria-hidden /> Upload CSV
          </Button>
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden /> Add {noun}
          </Button>
        </div>
      </div>

      {importShown && (
        <section aria-label="CSV import" className="relative rounded-xl border border-slate-200 bg-white p-4">
          <ImportStatus job={importShown} />
          {awaitingReview && (
            <Button className="mt-3" size="sm" onClick={() => setUploading(true)}>
              Review and import
            </Button>
          )}
          {!isImportRunning(importShown) && !awaitingReview && (
            <Button
              variant="ghost"
              size="icon"
              className="absolute right-2 top-2"
              aria-label="Dismiss import result"
              onClick={watch.dismiss}
            >
              <X />
            </Button>
          )}
        </section>
      )}

      <CustomerFilters values={values} languages={languages.data ?? []} onChange={setParam} onClear={clear} />

      <div className="rounded-xl border border-slate-200 bg-white">
        {customers.isPending ? (
          <p className="p-6 text-center text-sm text-slate-600">Loading {plural}...</p>
        ) : customers.isError ? (
          <div className="p-6 text-center">
            <p className="text-sm text-red-700">
              Error loading {plural}: {customers.error.message}
            </p>
            <Button className="mt-3" variant="outline" onClick={() => customers.refetch()}>
              <RefreshCw aria-hidden /> Retry
            </Button>
          </div>
        ) : customers.data.rows.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">
            {filtered
              ? `No ${plural} match your filters.`
              : active
                ? "No customers found. Add your first customer or upload a CSV."
                : "No contacts found. Add your first contact or upload a CSV."}
          </p>
        ) : (
          <CustomerTable
            rows={customers.data.rows}
            label={active ? "Customers" : "Contacts"}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      </div>

      {(total > CUSTOMERS_PAGE_SIZE || page > 1) && (
        <nav className="flex items-center justify-end gap-2 text-sm" aria-label="Pages">
          <span className="text-slate-600">
            Page {page.toLocaleString("en-US")} of {pages.toLocaleString("en-US")}
            {capped ? "+" : ""}
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
            disabled={!more}
            onClick={() => setParam("page", String(page + 1))}
          >
            <ChevronRight />
          </Button>
        </nav>
      )}

      <CustomerDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        customer={editing === "new" ? null : editing}
        active={active}
      />
      <DeleteCustomerDialog customer={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <CsvUploadDialog open={uploading} onOpenChange={setUploading} latest={latest.data} />
    </div>
  );
}
