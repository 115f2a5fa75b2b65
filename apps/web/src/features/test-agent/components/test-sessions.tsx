import { FlaskConical, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useCreateTest } from "../api/create-test";
import { useTestCustomers } from "../api/get-test-customers";
import { useTests } from "../api/get-tests";
import { customerName } from "../types";

/** Left column: the test sessions, newest first, a customer picker and New Test (which needs a customer). */
export function TestSessions({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const tests = useTests();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const customers = useTestCustomers(q);
  const [customerId, setCustomerId] = useState("");
  const create = useCreateTest();

  const newTest = () => {
    if (!customerId) return;
    create.mutate(customerId, {
      onSuccess: (test) => {
        toast.success("Test created successfully");
        onSelect(test.id);
      },
      onError: (e) =>
        e instanceof ApiError && e.status === 401
          ? toast.error("User not authenticated")
          : toast.error("Failed to create test", e.message),
    });
  };

  return (
    <section
      aria-labelledby="sessions-title"
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="space-y-3 border-b border-slate-200 p-4">
        <h2 id="sessions-title" className="font-semibold text-slate-900">
          Test Sessions
        </h2>
        <div className="space-y-1.5">
          <Label htmlFor="test-customer">Customer</Label>
          <Input
            type="search"
            aria-label="Search customers"
            placeholder="Search customers..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <select
            id="test-customer"
            value={customerId}
            onChange={(e) => setCustomerId(e.target.value)}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <option value="">{customers.isPending ? "Loading customers..." : "Select a customer"}</option>
            {(customers.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {customerName(c) || c.email || "Unnamed customer"}
                {customerName(c) && c.email ? ` (${c.email})` : ""}
              </option>
            ))}
          </select>
          {customers.data?.length === 0 && (
            <p className="text-xs text-slate-500">
              {q.trim() ? "No customer matches your search." : "Add a customer first: a test writes as one."}
            </p>
          )}
        </div>
        <Button className="w-full" onClick={newTest} disabled={!customerId || create.isPending}>
          <Plus aria-hidden /> {create.isPending ? "Creating..." : "New Test"}
        </Button>
      </div>
      <div className="max-h-72 flex-1 overflow-y-auto p-2 lg:max-h-none">
        {tests.isPending ? (
          <p className="p-3 text-sm text-slate-500">Loading tests...</p>
        ) : tests.isError ? (
          <p className="p-3 text-sm text-red-700">Could not load tests: {tests.error.message}</p>
        ) : tests.data.length === 0 ? (
          <p className="p-3 text-sm text-slate-500">No tests yet. Choose a customer and start a New Test.</p>
        ) : (
          <ul className="space-y-1" aria-label="Tests">
            {tests.data.map((test) => {
              const active = test.id === selectedId;
              return (
                <li key={test.id}>
                  <button
                    type="button"
                    aria-current={active ? "true" : undefined}
                    onClick={() => onSelect(test.id)}
                    className={cn(
                      "flex w-full items-start gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600",
                      active && "bg-brand-50 text-brand-900 hover:bg-brand-50",
                    )}
                  >
                    <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{test.testName}</span>
                      <span className="block truncate text-xs text-slate-600">
                        {customerName(test.customer) || test.customer?.email || "No customer"} ·{" "}
                        {new Date(test.createdAt).toLocaleDateString()}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
