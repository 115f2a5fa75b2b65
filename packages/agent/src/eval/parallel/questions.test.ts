import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { splitFaq } from "../../knowledge/faq";
import { loadParallelSet, PARALLEL_LANGUAGES, parallelSetSchema } from "./questions";

const FILE = fileURLToPath(new URL("./questions.json", import.meta.url));
const DEMO = fileURLToPath(new URL("../../../../../apps/server/src/demo.ts", import.meta.url));
const set = loadParallelSet(FILE);

describe("the parallel question set", () => {
  it("asks at least 40 questions, each in all five languages, with and without an FAQ answer", () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(40);
    for (const q of set.questions) expect(Object.keys(q.text).sort()).toEqual([...PARALLEL_LANGUAGES].sort());
    expect(set.questions.filter((q) => q.faq !== null).length).toBeGreaterThanOrEqual(10);
    expect(set.questions.filter((q) => q.faq === null).length).toBeGreaterThanOrEqual(10);
  });

  it("measures against the FAQ the demo hotel really has, every entry of it named", () => {
    const demo = readFileSync(DEMO, "utf8");
    expect(demo).toContain(set.workspace.faqContent);
    const named = Object.values(set.faqEntries).flat();
    for (const entry of splitFaq(set.workspace.faqContent)) expect(named).toContain(entry.question);
  });

  it("refuses an expected entry the FAQ does not have", () => {
    const raw = JSON.parse(readFileSync(FILE, "utf8"));
    raw.questions[0].faq = "airport shuttle";
    expect(parallelSetSchema.safeParse(raw).success).toBe(false);
  });
});
