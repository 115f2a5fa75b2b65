import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { type ReportPeriodParams, reportSearch } from "../api/report-query";

/** The period's figures and its ticket list as CSV files, downloaded with the session's cookie. */
export function ExportLinks({ period }: { period: ReportPeriodParams }) {
  const search = reportSearch(period);
  return (
    <div className="flex flex-wrap gap-2">
      {(
        [
          ["figures", "Figures (CSV)"],
          ["tickets", "Tickets (CSV)"],
        ] as const
      ).map(([file, label]) => (
        <a
          key={file}
          href={`/api/reports/export/${file}.csv?${search}`}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden />
          {label}
        </a>
      ))}
    </div>
  );
}
