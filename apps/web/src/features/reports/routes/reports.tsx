import { Inbox } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useKnowledgeGaps } from "../api/get-knowledge-gaps";
import { useReportCsat } from "../api/get-report-csat";
import { useReportIntents } from "../api/get-report-intents";
import { useReportLearning } from "../api/get-report-learning";
import { useReportResponsables } from "../api/get-report-responsables";
import { useReportSummary } from "../api/get-report-summary";
import { BreakdownCounters, HeadlineCounters } from "../components/counters";
import { ExportLinks } from "../components/export-links";
import { GuestSatisfaction } from "../components/guest-satisfaction";
import { IntentsList } from "../components/intents-list";
import { KnowledgeGaps } from "../components/knowledge-gaps";
import { LearningChart } from "../components/learning-chart";
import { MailPerDayChart } from "../components/mail-per-day-chart";
import { PeriodPicker } from "../components/period-picker";
import { ReportSection, SectionError } from "../components/report-section";
import { ResponsablesTable } from "../components/responsables-table";
import { TimeSavedCard } from "../components/time-saved";
import { formatDay } from "../lib/format";
import { type PeriodChoice, periodFromSearch } from "../lib/period";

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** Reports (issue 24): what the agent did with the company's mail in a period, and what it saved. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const { choice, params } = periodFromSearch(search);
  const summary = useReportSummary(params);
  const intents = useReportIntents(params);
  const gaps = useKnowledgeGaps(params);
  const learning = useReportLearning(params);
  const responsables = useReportResponsables(params);
  const csat = useReportCsat(params);

  const choose = (next: PeriodChoice, dates?: { from: string; to: string }) =>
    setSearch(next === "dates" && dates ? { period: "dates", ...dates } : { period: next }, {
      replace: true,
    });

  const data = summary.data;
  const isEmpty = data && data.current.received === 0 && data.previous.received === 0;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PeriodPicker choice={choice} period={params} onChange={choose} />
        <ExportLinks period={params} />
      </div>
      {data && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {longDay(data.period.from)} – {longDay(data.period.to)} ({data.period.days} days), compared with{" "}
          {formatDay(data.period.previousFrom)} – {longDay(data.period.previousTo)}.
          {summary.isFetching && <span className="sr-only"> Updating.</span>}
        </p>
      )}
      {!data ? (
        summary.isError ? (
          <SectionError message={summary.error.message} onRetry={() => void summary.refetch()} />
        ) : (
          <div className="flex h-40 items-center justify-center">
            <Spinner label="Loading the report..." />
          </div>
        )
      ) : (
        <>
          <HeadlineCounters summary={data} timeSaved={<TimeSavedCard summary={data} />} />
          {isEmpty ? (
            <EmptyReport />
          ) : (
            <>
              <BreakdownCounters summary={data} />
              <ReportSection
                title="Mails per day"
                description="Each day's mail by what the agent did with it."
                query={summary}
              >
                {(s) => <MailPerDayChart days={s.perDay} />}
              </ReportSection>
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                <ReportSection
                  title="Top intents"
                  description="Tickets opened per intent, and the share the agent dealt with alone."
                  query={intents}
                >
                  {(d) => <IntentsList intents={d.intents} />}
                </ReportSection>
                <ReportSection
                  title="Knowledge gaps"
                  description="Questions the agent could not answer. Answer them once and it learns."
                  query={gaps}
                >
                  {(d) => <KnowledgeGaps gaps={d.gaps} />}
                </ReportSection>
              </div>
              <ReportSection
                title="Learned answers"
                description="Answers the agent learned from responsables and approved tests."
                query={learning}
              >
                {(d) => <LearningChart learning={d} />}
              </ReportSection>
              <ReportSection
                title="Responsables"
                description="Tickets waiting on each person now, and how fast they answered the agent."
                query={responsables}
              >
                {(d) => <ResponsablesTable responsables={d.responsables} />}
              </ReportSection>
            </>
          )}
          {/* Shown without mail too: the setting whether replies ask guests lives here. */}
          <ReportSection
            title="Guest satisfaction"
            description={'Guests\' answers to "Was this helpful?" under the replies sent in this period.'}
            query={csat}
          >
            {(d) => <GuestSatisfaction csat={d} />}
          </ReportSection>
        </>
      )}
    </div>
  );
}

function EmptyReport() {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <Inbox aria-hidden className="size-8 text-slate-400" />
      <h2 className="text-lg font-semibold">No mail in this period yet</h2>
      <p className="max-w-md text-sm text-slate-600">
        Once your support mailbox is connected, every mail the agent reads is counted here: what it answered,
        what it handed to your team and how much time it saved.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.supportMailboxes.getHref()} className={buttonVariants({ size: "sm" })}>
          Connect a mailbox
        </Link>
        <Link to={paths.testAgent.getHref()} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Test your agent
        </Link>
      </div>
    </Card>
  );
}
