import { readFileSync } from "node:fs";
import { z } from "zod";
import { intentCatalogue } from "../../catalogue/intents";
import { splitFaq } from "../../knowledge/faq";
import { mailWorkspaceSchema } from "../mail/cases";

/**
 * The parallel question set (issue 13): the same hotel-guest questions in five languages, each with the intent it
 * should be read as and the demo hotel's FAQ entry that answers it (or none). See README.md beside this file.
 */

export const PARALLEL_LANGUAGES = ["en", "fr", "de", "es", "it"] as const;
export type ParallelLanguage = (typeof PARALLEL_LANGUAGES)[number];

const intentKeys = new Set(intentCatalogue.map((intent) => intent.key));
const text = z.string().trim().min(1);

export const parallelQuestionSchema = z
  .object({
    id: z.string().regex(/^p\d{2,3}$/),
    intent: text.refine((key) => intentKeys.has(key), "Not an intent of the catalogue"),
    /** A key of `faqEntries`, or null when the FAQ does not answer the question. */
    faq: text.nullable(),
    text: z.object(Object.fromEntries(PARALLEL_LANGUAGES.map((l) => [l, text]))).strict(),
  })
  .strict();

export const parallelSetSchema = z
  .object({
    about: text,
    workspace: mailWorkspaceSchema,
    /** Per FAQ entry (a stable part of its English question): its question in every language it exists in. */
    faqEntries: z.record(text, z.array(text).min(1)),
    questions: z.array(parallelQuestionSchema),
  })
  .strict()
  .superRefine((set, ctx) => {
    const questions = new Set(
      splitFaq(set.workspace.faqContent)
        .map((e) => e.question?.trim())
        .filter(Boolean),
    );
    for (const [key, texts] of Object.entries(set.faqEntries)) {
      if (!texts[0]!.toLowerCase().includes(key.toLowerCase()))
        ctx.addIssue({
          code: "custom",
          path: ["faqEntries", key],
          message: "The first question must be the English one, containing the key",
        });
      for (const question of texts)
        if (!questions.has(question))
          ctx.addIssue({
            code: "custom",
            path: ["faqEntries", key],
            message: `Not a question of the FAQ: ${question}`,
          });
    }
    const seen = new Set<string>();
    set.questions.forEach((q, i) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: "Duplicate id" });
      seen.add(q.id);
      if (q.faq !== null && !set.faqEntries[q.faq])
        ctx.addIssue({ code: "custom", path: ["questions", i, "faq"], message: "Not a key of faqEntries" });
    });
  });

export type ParallelQuestion = z.infer<typeof parallelQuestionSchema> & {
  text: Record<ParallelLanguage, string>;
};
export type ParallelSet = Omit<z.infer<typeof parallelSetSchema>, "questions"> & {
  questions: ParallelQuestion[];
};

/** Reads and validates a parallel question file; throws with the first problems found, each with its path. */
export function loadParallelSet(path: string): ParallelSet {
  const result = parallelSetSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`${path} is not a valid parallel question file:\n${problems}`);
  }
  return result.data as ParallelSet;
}

/** Which FAQ entry (its `faqEntries` key) a knowledge entry's question is, in whatever language it is written. */
export function faqKeyOf(set: ParallelSet, question: string | null): string | null {
  if (!question) return null;
  const q = question.trim();
  return Object.entries(set.faqEntries).find(([, texts]) => texts.includes(q))?.[0] ?? null;
}
