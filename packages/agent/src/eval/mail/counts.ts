/**
 * Counts of a mail case file, for its README and its test:
 *   npx tsx packages/agent/src/eval/mail/counts.ts [cases.json]
 */
import { fileURLToPath } from "node:url";
import { loadMailCases, type MailCaseSet } from "./cases";

const tally = (values: string[]) => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
};

/** A mail with several questions: at least two parts, in a mail that gets a reply or a drafted reply. */
const answeringActions = new Set(["reply", "reply_and_handover", "handover_translation"]);

export function countMailCases(set: MailCaseSet) {
  const { cases } = set;
  const severalQuestions = cases.filter(
    (c) => c.expected.parts.length >= 2 && answeringActions.has(c.expected.action),
  );
  const nonEnglish = cases.filter((c) => c.language !== "en").length;
  return {
    total: cases.length,
    nonEnglish,
    nonEnglishShare: Math.round((nonEnglish / Math.max(1, cases.length)) * 1000) / 10,
    perWorkspace: tally(cases.map((c) => c.workspace)),
    perCategory: tally(cases.map((c) => c.category)),
    perAction: tally(cases.map((c) => c.expected.action)),
    perLanguage: tally(cases.map((c) => c.language)),
    formality: tally(
      cases
        .filter((c) => c.expected.formal !== undefined)
        .map((c) => (c.expected.formal ? "formal" : "informal")),
    ),
    severalQuestions: {
      total: severalQuestions.length,
      allAnswerable: severalQuestions.filter((c) => c.expected.parts.every((p) => p.answerable)).length,
      mixed: severalQuestions.filter((c) => c.expected.parts.some((p) => !p.answerable)).length,
    },
    /** Questions the FAQ does not answer though a related entry exists; their notes name the "nearest" entry. */
    nearestEntryTraps: cases.filter((c) => /nearest/i.test(c.expected.note)).length,
    answerOnlyInAnotherLanguage: cases.filter((c) => c.expected.action === "handover_translation").length,
  };
}

/** A markdown table: one row per value, with the total and one column per workspace. */
function table(set: MailCaseSet, title: string, key: (mail: MailCaseSet["cases"][number]) => string | null) {
  const workspaces = Object.keys(set.workspaces);
  const rows = new Map<string, number[]>();
  for (const mail of set.cases) {
    const value = key(mail);
    if (value === null) continue;
    const row = rows.get(value) ?? new Array(workspaces.length + 1).fill(0);
    row[0] += 1;
    row[workspaces.indexOf(mail.workspace) + 1] += 1;
    rows.set(value, row);
  }
  const sorted = [...rows].sort((a, b) => b[1][0]! - a[1][0]! || a[0].localeCompare(b[0]));
  return [
    `| ${title} | all | ${workspaces.join(" | ")} |`,
    `|---|---|${workspaces.map(() => "---|").join("")}`,
    ...sorted.map(([value, row]) => `| ${value} | ${row.join(" | ")} |`),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? fileURLToPath(new URL("./cases.json", import.meta.url));
  const set = loadMailCases(file);
  const counts = countMailCases(set);
  console.log(
    [
      `${counts.total} cases (${Object.entries(counts.perWorkspace)
        .map(([ws, n]) => `${ws} ${n}`)
        .join(", ")}); ${counts.nonEnglish} not in English (${counts.nonEnglishShare} %).`,
      `Several questions: ${counts.severalQuestions.total} (${counts.severalQuestions.allAnswerable} all answerable, ${counts.severalQuestions.mixed} mixed).`,
      `Unanswered questions whose nearest FAQ entry looks related: ${counts.nearestEntryTraps}.`,
      `Answer only in another language (handover_translation): ${counts.answerOnlyInAnotherLanguage}.`,
      "",
      table(set, "action", (c) => c.expected.action),
      "",
      table(set, "language", (c) => c.language),
      "",
      table(set, "register of non-English replies", (c) =>
        c.expected.formal === undefined ? null : c.expected.formal ? "formal" : "informal",
      ),
      "",
      table(set, "category", (c) => c.category),
    ].join("\n"),
  );
}
