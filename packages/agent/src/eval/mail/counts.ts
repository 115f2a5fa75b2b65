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

function table(title: string, counts: Record<string, number>) {
  return [
    `| ${title} | cases |`,
    "|---|---|",
    ...Object.entries(counts).map(([k, v]) => `| ${k} | ${v} |`),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? fileURLToPath(new URL("./cases.json", import.meta.url));
  const counts = countMailCases(loadMailCases(file));
  console.log(
    [
      `${counts.total} cases; ${counts.nonEnglish} not in English (${counts.nonEnglishShare} %).`,
      `Several questions: ${counts.severalQuestions.total} (${counts.severalQuestions.allAnswerable} all answerable, ${counts.severalQuestions.mixed} mixed).`,
      `Unanswered questions whose nearest FAQ entry looks related: ${counts.nearestEntryTraps}.`,
      `Answer only in another language (handover_translation): ${counts.answerOnlyInAnotherLanguage}.`,
      "",
      table("workspace", counts.perWorkspace),
      "",
      table("action", counts.perAction),
      "",
      table("language", counts.perLanguage),
      "",
      table("register of non-English replies", counts.formality),
      "",
      table("category", counts.perCategory),
    ].join("\n"),
  );
}
