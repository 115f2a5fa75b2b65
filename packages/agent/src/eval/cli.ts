/**
 * `npm run eval`: trains the local brain on the files --train names and scores it on the --test files.
 *   --task intents --format nlupp  --train <folds…> --test <folds…>
 *   --task intents --format clinc  --train <file>   --test <file>
 *     (tested on the file's test and oos_test splits, or val and oos_val when it has none; trained on train and
 *     oos_train, and on val and oos_val as well when they are not what is tested: see clincTrainSplits. The output
 *     lists both as trainSplits and testSplits.)
 *   --task answers --format bitext --train <csv>    --test <csv>
 *   --task mail --cases <file>   (the project's realistic mail set, through the real decision code)
 *   --task parallel --cases <file>   (the same questions in en/fr/de/es/it: each language against English)
 *   --cv <k>: cross-validation instead of --test, never scored on what it trained on: NLU++, the --train folds in k
 *     groups (each tested by a model trained on the others); Bitext, k seeded slices of the --train file. Figures are
 *     pooled over the groups; each group's is listed too.
 *   --lexical: words only, without the sentence encoder
 *   NLU++: an ontology.json beside the --train folds (the dataset ships one) adds each intent's description as one
 *   more example of it (readNluppDescriptions); no flag needed.
 * A readable table goes to stderr, one JSON object to stdout.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { KnowledgeIndex } from "../knowledge/index";
import { IntentClassifier, type LabelledText } from "../understand/classifier";
import { type SentenceEncoder, sentenceEncoder } from "../understand/encoder";
import { detectLanguage } from "../understand/language";
import {
  type BitextRow,
  clincTestSplits,
  clincTrainSplits,
  readBitext,
  readClinc,
  readNluppDescriptions,
  readNluppFolds,
} from "./datasets";

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (n: number, d = 4) => Math.round(n * 10 ** d) / 10 ** d;

/** What scoring intents counts, kept apart so cross-validation can pool its folds before dividing. */
interface IntentCounts {
  tp: number;
  fp: number;
  fn: number;
  exact: number;
  rows: number;
  inScope: number;
  inScopeRight: number;
  oos: number;
  oosRight: number;
  singleLabel: boolean;
  latency: number[];
}

function intentFigures(n: IntentCounts) {
  return {
    microF1: round((2 * n.tp) / Math.max(1, 2 * n.tp + n.fp + n.fn)),
    exactMatch: round(n.exact / Math.max(1, n.rows)),
    ...(n.oos > 0 && n.singleLabel
      ? {
          inScopeAccuracy: round(n.inScopeRight / Math.max(1, n.inScope)),
          oosRecall: round(n.oosRight / n.oos),
        }
      : {}),
    latencyMs: { p50: round(percentile(n.latency, 50), 3), p95: round(percentile(n.latency, 95), 3) },
  };
}

export async function scoreIntents(model: IntentClassifier, test: LabelledText[]) {
  return intentFigures(await countIntents(model, test));
}

async function countIntents(model: IntentClassifier, test: LabelledText[]): Promise<IntentCounts> {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let exact = 0;
  let inScope = 0;
  let inScopeRight = 0;
  let oos = 0;
  let oosRight = 0;
  const latency: number[] = [];
  const singleLabel = test.every((row) => row.labels.length <= 1);
  for (const row of test) {
    const started = performance.now();
    const prediction = await model.predict(row.text);
    latency.push(performance.now() - started);
    const predicted = new Set(prediction.labels.map((l) => l.intent));
    const gold = new Set(row.labels);
    for (const p of predicted) {
      if (gold.has(p)) tp += 1;
      else fp += 1;
    }
    for (const g of gold) if (!predicted.has(g)) fn += 1;
    if (predicted.size === gold.size && [...gold].every((g) => predicted.has(g))) exact += 1;
    if (gold.size === 0) {
      oos += 1;
      if (prediction.none) oosRight += 1;
    } else {
      inScope += 1;
      if (gold.size === 1 && prediction.labels[0]?.intent === row.labels[0]) inScopeRight += 1;
    }
  }
  return { tp, fp, fn, exact, rows: test.length, inScope, inScopeRight, oos, oosRight, singleLabel, latency };
}

function addCounts(a: IntentCounts, b: IntentCounts): IntentCounts {
  return {
    tp: a.tp + b.tp,
    fp: a.fp + b.fp,
    fn: a.fn + b.fn,
    exact: a.exact + b.exact,
    rows: a.rows + b.rows,
    inScope: a.inScope + b.inScope,
    inScopeRight: a.inScopeRight + b.inScopeRight,
    oos: a.oos + b.oos,
    oosRight: a.oosRight + b.oosRight,
    singleLabel: a.singleLabel && b.singleLabel,
    latency: [...a.latency, ...b.latency],
  };
}

/** `k` groups of `items`, the i-th item in group i mod k (files keep their order; rows are shuffled first). */
function groups<T>(items: T[], k: number): T[][] {
  return Array.from({ length: k }, (_, g) => items.filter((_, i) => i % k === g));
}

/** A seeded shuffle, so a cross-validation's slices are the same on every run. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let s = 12345;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Trains classifier and index on `train`, then counts the `test` messages whose best hit has their intent. */
async function answerRun(train: BitextRow[], test: BitextRow[], encoder: SentenceEncoder | null) {
  const started = performance.now();
  const classifier = await IntentClassifier.train(
    train.map((r) => ({ text: r.instruction, labels: [r.intent] })),
    { encoder },
  );
  const index = KnowledgeIndex.build(
    train.map((r, i) => ({ id: String(i), question: r.instruction, answer: r.response, intent: r.intent })),
  );
  const trainMs = performance.now() - started;
  let right = 0;
  const latency: number[] = [];
  for (const row of test) {
    const t0 = performance.now();
    // The language read once, for the classifier and the search.
    const language = detectLanguage(row.instruction);
    const intent = (await classifier.predict(row.instruction, language)).top?.intent ?? null;
    const [hit] = index.search(row.instruction, { intent, limit: 1, language });
    latency.push(performance.now() - t0);
    if (hit?.entry.intent === row.intent) right += 1;
  }
  return { right, rows: test.length, latency, trainMs };
}

const latencyFigures = (latency: number[]) => ({
  p50: round(percentile(latency, 50), 3),
  p95: round(percentile(latency, 95), 3),
});

export async function evaluateAnswers(trainFile: string, testFile: string, encoder: SentenceEncoder | null) {
  const train = readBitext(trainFile);
  const test = readBitext(testFile);
  const run = await answerRun(train, test, encoder);
  return {
    task: "answers",
    train: train.length,
    test: test.length,
    answerAccuracy: round(run.right / Math.max(1, run.rows)),
    latencyMs: latencyFigures(run.latency),
    trainMs: Math.round(run.trainMs),
  };
}

/** Bitext, k-fold: every row answered once by a brain that never saw it. */
export async function crossValidateAnswers(file: string, k: number, encoder: SentenceEncoder | null) {
  const slices = groups(shuffled(readBitext(file)), k);
  const runs = [];
  for (const [i, test] of slices.entries()) {
    runs.push(await answerRun(slices.filter((_, j) => j !== i).flat(), test, encoder));
  }
  const right = runs.reduce((a, r) => a + r.right, 0);
  const rows = runs.reduce((a, r) => a + r.rows, 0);
  return {
    task: "answers",
    folds: k,
    rows,
    answerAccuracy: round(right / Math.max(1, rows)),
    perFold: runs.map((r) => round(r.right / Math.max(1, r.rows))),
    // The first fold's only: later folds test texts the encoder met (and cached) while training earlier ones.
    latencyMs: latencyFigures(runs[0]!.latency),
    trainMs: Math.round(runs.reduce((a, r) => a + r.trainMs, 0) / runs.length),
  };
}

export async function evaluateIntents(
  format: "nlupp" | "clinc",
  trainFiles: string[],
  testFiles: string[],
  encoder: SentenceEncoder | null,
) {
  // CLINC150: val is trained on as well unless it is what is scored (see clincTrainSplits); the splits used are listed.
  const testSplits = format === "clinc" ? clincTestSplits(testFiles[0]!) : [];
  const valTested = resolve(trainFiles[0]!) === resolve(testFiles[0]!) && testSplits.includes("val");
  const trainSplits = format === "clinc" ? clincTrainSplits(valTested) : [];
  const train = format === "nlupp" ? readNluppFolds(trainFiles) : readClinc(trainFiles[0]!, trainSplits);
  const test = format === "nlupp" ? readNluppFolds(testFiles) : readClinc(testFiles[0]!, testSplits);
  const started = performance.now();
  // NLU++: the ontology beside the training folds says what each intent means (see readNluppDescriptions).
  const descriptions = format === "nlupp" ? readNluppDescriptions(trainFiles) : {};
  const model = await IntentClassifier.train(train, { encoder, descriptions });
  const trainMs = performance.now() - started;
  return {
    task: "intents",
    format,
    train: train.length,
    test: test.length,
    ...(format === "clinc" ? { trainSplits, testSplits } : {}),
    ...(await scoreIntents(model, test)),
    trainMs: Math.round(trainMs),
  };
}

/** NLU++, k groups of the given folds: each group scored by a model trained on the others, counts pooled. */
export async function crossValidateIntents(foldFiles: string[], k: number, encoder: SentenceEncoder | null) {
  const parts = groups(foldFiles, Math.min(k, foldFiles.length));
  let pooled: IntentCounts | null = null;
  let latency: number[] | null = null;
  const perGroup: number[] = [];
  const descriptions = readNluppDescriptions(foldFiles);
  let trainMs = 0;
  for (const [i, testFiles] of parts.entries()) {
    const started = performance.now();
    const model = await IntentClassifier.train(readNluppFolds(parts.filter((_, j) => j !== i).flat()), {
      encoder,
      descriptions,
    });
    trainMs += performance.now() - started;
    const counts = await countIntents(model, readNluppFolds(testFiles));
    perGroup.push(intentFigures(counts).microF1);
    pooled = pooled ? addCounts(pooled, counts) : counts;
    // The first group's only: later groups test texts the encoder met (and cached) while training earlier ones.
    latency ??= counts.latency;
  }
  return {
    task: "intents",
    format: "nlupp",
    folds: parts.length,
    ...intentFigures({ ...pooled!, latency: latency! }),
    perFold: perGroup,
    trainMs: Math.round(trainMs / parts.length),
  };
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      task: { type: "string" },
      format: { type: "string" },
      train: { type: "string", multiple: true },
      test: { type: "string", multiple: true },
      lexical: { type: "boolean" },
      cases: { type: "string" },
      verbose: { type: "boolean" },
      cv: { type: "string" },
    },
    allowPositionals: true,
  });
  // `--train a b c --test d e` : files after a flag belong to it until the next flag.
  const argv = process.argv.slice(2);
  const filesOf = (flag: string) => {
    const out: string[] = [];
    for (let i = 0; i < argv.length; i++) {
      if (argv[i] !== flag) continue;
      for (let j = i + 1; j < argv.length && !argv[j]!.startsWith("--"); j++) out.push(argv[j]!);
    }
    return out;
  };
  void positionals;
  if (values.task === "parallel") {
    if (!values.cases) {
      process.stderr.write("Usage: npm run eval -- --task parallel --cases <file> [--verbose]\n");
      process.exit(2);
    }
    const { runParallelEval } = await import("./parallel/run");
    const { summary } = await runParallelEval({ file: values.cases, verbose: values.verbose });
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    return;
  }
  if (values.task === "mail") {
    if (!values.cases) {
      process.stderr.write("Usage: npm run eval -- --task mail --cases <file> [--verbose]\n");
      process.exit(2);
    }
    const { evaluateMail } = await import("./mail/run");
    const { results, summary } = await evaluateMail(values.cases);
    if (values.verbose)
      for (const r of results.filter((r) => r.actual !== r.expected || r.answeredCorrectly === false))
        process.stderr.write(
          `  ${r.id.padEnd(10)} expected ${r.expected.padEnd(20)} got ${r.actual.padEnd(20)} ${r.result}${r.forbidden.length ? ` FORBIDDEN ${r.forbidden.join("|")}` : ""}${r.wrongLanguage ? ` LANG ${r.replyLanguage}` : ""}${r.harm ? ` HARMFUL: ${r.harm}` : ""}\n`,
        );
    for (const r of results)
      if (r.trace && process.env.EVAL_TRACE === "*") process.stdout.write(`${JSON.stringify(r.trace)}\n`);
      else if (r.trace) process.stderr.write(`${JSON.stringify(r.trace, null, 2)}\n`);
    const { byExpectedAction, ...overall } = summary;
    process.stderr.write(
      `\nInbox Autopilot — realistic mail (${summary.cases} cases)\n${Object.entries(overall)
        .map(([k, v]) => `  ${k.padEnd(28)} ${typeof v === "object" ? JSON.stringify(v) : v}`)
        .join("\n")}\n  per expected action:\n${Object.entries(byExpectedAction)
        .map(
          ([k, v]) =>
            `    ${k.padEnd(22)} ${v.right}/${v.cases} (${v.accuracy}) got ${JSON.stringify(v.got)}`,
        )
        .join("\n")}\n\n`,
    );
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    return;
  }
  const train = filesOf("--train");
  const test = filesOf("--test");
  const folds = values.cv ? Number(values.cv) : 0;
  const crossValidates = folds >= 2 && (values.format === "nlupp" || values.format === "bitext");
  if (!values.task || !values.format || train.length === 0 || (test.length === 0 && !crossValidates)) {
    process.stderr.write(
      "Usage: npm run eval -- --task intents|answers --format nlupp|clinc|bitext --train <files…> (--test <files…> | --cv <k>)\n",
    );
    process.exit(2);
  }
  // Loading the encoder is part of starting up, not of training: it happens once per process.
  const encoder = values.lexical ? null : await sentenceEncoder();
  const figures = crossValidates
    ? values.task === "answers"
      ? await crossValidateAnswers(train[0]!, folds, encoder)
      : await crossValidateIntents(train, folds, encoder)
    : values.task === "answers"
      ? await evaluateAnswers(train[0]!, test[0]!, encoder)
      : await evaluateIntents(values.format as "nlupp" | "clinc", train, test, encoder);
  const result = {
    ...figures,
    encoder: encoder?.name ?? "none",
  };
  const rows = Object.entries(result).map(
    ([k, v]) => `  ${k.padEnd(16)} ${typeof v === "object" ? JSON.stringify(v) : v}`,
  );
  process.stderr.write(
    `\nInbox Autopilot local brain — ${values.task} (${values.format})\n${rows.join("\n")}\n\n`,
  );
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
