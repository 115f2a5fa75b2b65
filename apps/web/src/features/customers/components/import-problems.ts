import type { CustomerImport } from "@inbox/contracts";

/** One problem of an import: a row not imported, a value left empty, or something about the whole file. */
export interface ImportProblem {
  line: number | null;
  problem: "row not imported" | "value left empty" | "file";
  detail: string;
}

/** The import's problems by line (the kept ones: the first 1,000 of each kind), the file's own first. */
export function importProblems(job: Pick<CustomerImport, "errors" | "warnings">): ImportProblem[] {
  const rows: ImportProblem[] = job.errors.map((e) => ({
    line: e.line,
    problem: "row not imported",
    detail: e.reason,
  }));
  for (const warning of job.warnings) {
    const match = /^Line (\d+): (.*)$/s.exec(warning);
    rows.push(
      match
        ? { line: Number(match[1]), problem: "value left empty", detail: match[2]! }
        : { line: null, problem: "file", detail: warning },
    );
  }
  return rows.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The import's problems as a CSV the owner can open beside the file. */
export function importProblemsCsv(job: Pick<CustomerImport, "errors" | "warnings">): string {
  const rows = importProblems(job).map((p) => [p.line ?? "", p.problem, p.detail].map(cell).join(","));
  return ["line,problem,detail", ...rows].join("\r\n");
}

/** Whether anything is worth a look: a row refused or a value left empty. */
export const hasImportProblems = (job: CustomerImport) => job.errorCount > 0 || job.warnings.length > 0;

export function downloadImportProblems(job: CustomerImport) {
  const blob = new Blob([`\uFEFF${importProblemsCsv(job)}`], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${job.fileName.replace(/\.csv$/i, "")}-problems.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
