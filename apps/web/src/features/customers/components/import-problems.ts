import type { CustomerImport } from "@inbox/contracts";

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The import's problems by line as a CSV the owner can open beside the file: the rows not imported, then the values
 * left empty (the kept ones: the first 1,000 of each).
 */
export function importProblemsCsv(job: CustomerImport): string {
  const rows: [number | string, string, string][] = job.errors.map((e) => [
    e.line,
    "row not imported",
    e.reason,
  ]);
  for (const warning of job.warnings) {
    const match = /^Line (\d+): (.*)$/s.exec(warning);
    rows.push(match ? [Number(match[1]), "value left empty", match[2]!] : ["", "file", warning]);
  }
  rows.sort((a, b) => (Number(a[0]) || 0) - (Number(b[0]) || 0));
  return ["line,problem,detail", ...rows.map((r) => r.map(cell).join(","))].join("\r\n");
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
