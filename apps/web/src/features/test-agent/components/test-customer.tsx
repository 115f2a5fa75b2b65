import { type AgentTest, customerName } from "../types";

/** Right column: who the test writes as, with "Not provided" for what is missing. */
export function TestCustomerPanel({ test }: { test: AgentTest | null }) {
  return (
    <section
      aria-labelledby="test-customer-title"
      className="min-w-0 self-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="test-customer-title" className="font-semibold text-slate-900">
        Test Customer
      </h2>
      {!test ? (
        <p className="mt-3 text-sm text-slate-500">Select a test to view customer details</p>
      ) : (
        <>
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="text-xs font-medium uppercase text-slate-500">Name</dt>
              <dd className="break-words text-slate-900">{customerName(test.customer) || "Not provided"}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase text-slate-500">Email</dt>
              <dd className="break-words text-slate-900">{test.customer?.email || "Not provided"}</dd>
            </div>
          </dl>
          <p className="mt-4 text-xs text-slate-500">
            Full customer details will be displayed when a test is selected.
          </p>
        </>
      )}
    </section>
  );
}
