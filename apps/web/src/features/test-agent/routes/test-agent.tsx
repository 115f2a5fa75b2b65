import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useLatestReplay } from "../api/get-latest-replay";
import { useTests } from "../api/get-tests";
import { PastMailDialog } from "../components/past-mail-dialog";
import { PastMailResults } from "../components/past-mail-results";
import { TestConversation } from "../components/test-conversation";
import { TestCustomerPanel } from "../components/test-customer";
import { TestSessions } from "../components/test-sessions";
import { isReplayRunning } from "../types";

const n = (value: number) => value.toLocaleString("en-US");

/**
 * /test-agent (spec 001 §2): try the agent on pasted customer emails and rate its answers, or test it on the
 * company's own past mail (?view=past-mail). The test and the view are in the URL, so a reload keeps them.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tests = useTests();
  const latest = useLatestReplay();
  const selectedId = params.get("test");
  const test = tests.data?.find((t) => t.id === selectedId) ?? null;
  const pastMail = params.get("view") === "past-mail";
  const setView = (view: "past-mail" | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (view) next.set("view", view);
      else next.delete("view");
      return next;
    });
  const select = (id: string) => setParams({ test: id });
  const replay = latest.data?.replay ?? null;
  const running = isReplayRunning(replay);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {pastMail ? (
          <Button variant="ghost" asChild>
            <Link to={selectedId ? `?test=${encodeURIComponent(selectedId)}` : "?"}>
              <ArrowLeft aria-hidden /> Test conversations
            </Link>
          </Button>
        ) : (
          <p className="text-sm text-slate-600" aria-live="polite">
            {replay && (
              <>
                {running
                  ? `Replaying past mail: ${n(replay.done)} of ${n(replay.total)}. `
                  : replay.status === "completed"
                    ? `Last test on past mail: ${n(replay.changed)} of ${n(replay.total)} changed. `
                    : ""}
                <Link
                  to={`?${new URLSearchParams({ ...(selectedId ? { test: selectedId } : {}), view: "past-mail" })}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {running ? "View progress" : "View the last test on past mail"}
                </Link>
              </>
            )}
          </p>
        )}
        <PastMailDialog
          max={latest.data?.maxCount ?? 500}
          disabled={running}
          onStarted={() => setView("past-mail")}
        />
      </div>
      {pastMail ? (
        latest.isPending ? (
          <p className="text-sm text-slate-500">Loading...</p>
        ) : latest.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load the test on past mail: {latest.error.message}
          </p>
        ) : replay ? (
          <PastMailResults replay={replay} />
        ) : (
          <section className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
            <h2 className="mb-1 font-semibold text-slate-900">No test on past mail yet</h2>
            Choose <span className="font-medium">Test on past mail</span> to replay your last received
            messages with today's knowledge and see what the agent would do differently, before you go live.
          </section>
        )
      ) : (
        <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)_15rem]">
          <TestSessions selectedId={test?.id ?? null} onSelect={select} />
          <TestConversation test={test} isLoadingTest={Boolean(selectedId) && tests.isPending} />
          <TestCustomerPanel test={test} />
        </div>
      )}
    </div>
  );
}
