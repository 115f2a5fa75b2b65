/**
 * `npm run eval`: trains the local brain on the files --train names and scores it on the --test files.
 *   --task intents --format nlupp  --train <folds…> --test <folds…>
 *   --task intents --format clinc  --train <file>   --test <file>
 *   --task answers --format bitext --train <csv>    --test <csv>
 *   --task mail --cases <file>   (the project's realistic mail set, through the real decision code)
 *   --lexical: words only, without the sentence encoder
 * A readable table goes to stderr, one JSON object to stdout.
 */
import { parseArgs } from "node:util";
import { KnowledgeIndex } from "../knowledge/index";
import { IntentClassifier, type LabelledText } from "../understand/classifier";
import { type SentenceEncoder, sentenceEncoder } from "../understand/encoder";
import { readBitext, readClinc, readNluppFolds } from "./datasets";

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (n: number, d = 4) => Math.round(n * 10 ** d) / 10 ** d;

export async function scoreIntents(model: IntentClassifier, test: LabelledText[]) {
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
  return {
    microF1: round((2 * tp) / Math.max(1, 2 * tp + fp + fn)),
    exactMatch: round(exact / Math.max(1, test.length)),
    ...(oos > 0 && singleLabel
      ? { inScopeAccuracy: round(inScopeRight / Math.max(1, inScope)), oosRecall: round(oosRight / oos) }
      : {}),
    latencyMs: { p50: round(percentile(latency, 50), 3), p95: round(percentile(latency, 95), 3) },
  };
}

export async function evaluateAnswers(trainFile: string, testFile: string, encoder: SentenceEncoder | null) {
  const train = readBitext(trainFile);
  const test = readBitext(testFile);
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
    const intent = (await classifier.predict(row.instruction)).top?.intent ?? null;
    const [hit] = index.search(row.instruction, { intent, limit: 1 });
    latency.push(performance.now() - t0);
    if (hit?.entry.intent === row.intent) right += 1;
  }
  return {
    task: "answers",
    train: train.length,
    test: test.length,
    answerAccuracy: round(right / Math.max(1, test.length)),
    latencyMs: { p50: round(percentile(latency, 50), 3), p95: round(percentile(latency, 95), 3) },
    trainMs: Math.round(trainMs),
  };
}

export async function evaluateIntents(
  format: "nlupp" | "clinc",
  trainFiles: string[],
  testFiles: string[],
  encoder: SentenceEncoder | null,
) {
  const train = format === "nlupp" ? readNluppFolds(trainFiles) : readClinc(trainFiles[0]!, "train");
  const test = format === "nlupp" ? readNluppFolds(testFiles) : readClinc(testFiles[0]!, "test");
  const started = performance.now();
  const model = await IntentClassifier.train(train, { encoder });
  const trainMs = performance.now() - started;
  return {
    task: "intents",
    format,
    train: train.length,
    test: test.length,
    ...(await scoreIntents(model, test)),
    trainMs: Math.round(trainMs),
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
          `  ${r.id.padEnd(10)} expected ${r.expected.padEnd(20)} got ${r.actual.padEnd(20)} ${r.result}${r.forbidden.length ? ` FORBIDDEN ${r.forbidden.join("|")}` : ""}${r.wrongLanguage ? ` LANG ${r.replyLanguage}` : ""}\n`,
        );
    for (const r of results) if (r.trace) process.stderr.write(`${JSON.stringify(r.trace, null, 2)}\n`);
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
  if (!values.task || !values.format || train.length === 0 || test.length === 0) {
    process.stderr.write(
      "Usage: npm run eval -- --task intents|answers --format nlupp|clinc|bitext --train <files…> --test <files…>\n",
    );
    process.exit(2);
  }
  // Loading the encoder is part of starting up, not of training: it happens once per process.
  const encoder = values.lexical ? null : await sentenceEncoder();
  const result = {
    ...(values.task === "answers"
      ? await evaluateAnswers(train[0]!, test[0]!, encoder)
      : await evaluateIntents(values.format as "nlupp" | "clinc", train, test, encoder)),
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
