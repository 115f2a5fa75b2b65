import type { CustomerImport } from "@inbox/contracts";
import { Download } from "lucide-react";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { columnHelper, DataTable } from "@/components/ui/table";
import {
  downloadImportProblems,
  hasImportProblems,
  type ImportProblem,
  importProblems,
} from "./import-problems";

const helper = columnHelper<ImportProblem & { key: string }>();
const PROBLEM_WORDS: Record<ImportProblem["problem"], string> = {
  "row not imported": "Not imported",
  "value left empty": "Value left empty",
  file: "About the file",
};
const columns = [
  helper.accessor("line", { header: "Line", cell: (info) => info.getValue() ?? "-" }),
  helper.accessor("problem", { header: "Problem", cell: (info) => PROBLEM_WORDS[info.getValue()] }),
  helper.accessor("detail", {
    header: "Detail",
    cell: (info) => <span className="break-words">{info.getValue()}</span>,
  }),
];

/** An import's problems by line (the first `shown`), and the whole list as a CSV to download. */
export function ImportProblemsTable({ job, shown }: { job: CustomerImport; shown: number }) {
  const problems = useMemo(() => importProblems(job).map((p, i) => ({ ...p, key: `${i}` })), [job]);
  return (
    <section aria-labelledby="import-problems" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="import-problems" className="text-sm font-semibold">
          Problems ({problems.length.toLocaleString("en-US")})
        </h4>
        {hasImportProblems(job) && (
          <Button type="button" size="sm" variant="outline" onClick={() => downloadImportProblems(job)}>
            <Download aria-hidden /> Download problems (CSV)
          </Button>
        )}
      </div>
      {problems.length === 0 ? (
        <p className="text-sm text-slate-600">Every row can be read.</p>
      ) : (
        <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-200">
          <DataTable
            label="Problems"
            columns={columns}
            data={problems.slice(0, shown)}
            getRowId={(p) => p.key}
            columnClassName={{ line: "w-14", problem: "w-40" }}
            renderCard={(p) => (
              <p className="break-words">
                <span className="font-medium">{p.line === null ? "File" : `Line ${p.line}`}:</span> {p.detail}
              </p>
            )}
          />
        </div>
      )}
    </section>
  );
}
