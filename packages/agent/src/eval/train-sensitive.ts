/**
 * `npm run train:sensitive -- [--hold blind-z,blind-aa]`: trains the safety gate's reading of a mail's meaning
 * (understand/sensitive-meaning.ts) on the realistic mail sets beside this file and writes its weights to
 * `understand/sensitive-meaning.json`. A mail whose category is one of issue 22's sensitive kinds is a positive of
 * that kind; every other mail is a negative of all four.
 *
 * What it prints is what a fresh batch would see: each set is scored by a model trained on the other sets only, and
 * the threshold is the one that does best on those scores, counting a sensitive mail the lexicon misses and the model
 * catches as one, and a mail the model would send to a person that a good front desk would not have as COST of one
 * each (the safe action, a person sees it, is the lesser mistake; see the brief's "When unsure"). `--hold` leaves
 * sets out entirely (batches kept unread for a first run).
 */
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as tf from "@energetic-ai/core";
import { beforeSignOff } from "../decide/reading";
import { shouted } from "../decide/steps/safety";
import { agentText } from "../decide/steps/understand";
import { sensitiveTopic } from "../lexicon";
import { meaningOf } from "../understand/classifier";
import { sentenceEncoder } from "../understand/encoder";
import { detectLanguage } from "../understand/language";
import { SCALE, type SensitiveMeaningModel, sensitiveScores } from "../understand/sensitive-meaning";
import { loadMailCases, type MailCase } from "./mail/cases";
import { parseMailCase } from "./mail/run";

/** Issue 22's sensitive categories of the mail sets, by the name the lexicon gives the kind. */
const KIND_OF_CATEGORY: Record<string, string> = {
  "health and safety": "health and safety",
  "damage or loss": "damage, loss or theft",
  "legal or privacy": "legal and privacy",
  "angry complaint": "threats and angry complaints",
};
const KINDS = Object.values(KIND_OF_CATEGORY);

/** A flag on a mail a front desk would not escalate costs this many caught sensitive mails. */
const COST = 1;
/** A positive counts this many times in the loss: sensitive mail is about one in fifteen. */
const POSITIVE_WEIGHT = 3;
const L2 = 1e-3;
const EPOCHS = 300;
const RATE = 0.5;

interface Row {
  set: string;
  id: string;
  kind: number; // -1: none
  expected: string;
  lexicon: boolean;
  vector: Float32Array;
}

const { values } = parseArgs({ options: { hold: { type: "string", default: "" } } });
const held = new Set(values.hold!.split(",").filter(Boolean));
const dir = join(import.meta.dirname, "mail");
const out = join(import.meta.dirname, "..", "understand", "sensitive-meaning.json");

async function readRows(): Promise<{ rows: Row[]; sets: string[] }> {
  const encoder = await sentenceEncoder();
  const sets = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .filter((s) => !held.has(s))
    .sort();
  const pending: { set: string; c: MailCase; meaning: string; lexicon: boolean }[] = [];
  for (const set of sets) {
    const cases = loadMailCases(join(dir, `${set}.json`));
    for (const c of cases.cases) {
      const parsed = await parseMailCase(c, cases.workspaces[c.workspace]!.companyDomain);
      const content = parsed.newContent.trim() || (parsed.subject ?? "");
      const text = agentText(parsed.subject, content);
      const language = detectLanguage(text);
      const meaning = meaningOf(text, language);
      if (!encoder.languages.includes(meaning.language)) continue;
      const said = `${parsed.subject ?? ""}\n${beforeSignOff(content)}`;
      const lexicon = !!(sensitiveTopic(said, language) ?? shouted(said));
      pending.push({ set, c, meaning: meaning.text, lexicon });
    }
  }
  const vectors = await encoder.encode(pending.map((p) => p.meaning));
  const rows = pending.map(({ set, c, lexicon }, i) => ({
    set,
    id: c.id,
    kind: KINDS.indexOf(KIND_OF_CATEGORY[c.category] ?? ""),
    expected: c.expected.action,
    lexicon,
    vector: vectors[i]!,
  }));
  return { rows, sets };
}

/** One-vs-rest logistic regression for every kind at once, full-batch gradient descent (TensorFlow.js products). */
function fit(rows: Row[], dimensions: number): SensitiveMeaningModel {
  const K = KINDS.length;
  const n = rows.length;
  const x = new Float32Array(n * dimensions);
  const y = new Float32Array(n * K);
  rows.forEach((r, i) => {
    for (let d = 0; d < dimensions; d++) x[i * dimensions + d] = r.vector[d]! * SCALE;
    if (r.kind >= 0) y[i * K + r.kind] = 1;
  });
  const [weights, bias] = tf.tidy(() => {
    const X = tf.tensor2d(x, [n, dimensions]);
    const XT = tf.transpose(X);
    const Y = tf.tensor2d(y, [n, K]);
    // A positive's error counts POSITIVE_WEIGHT times.
    const errorWeight = tf.add(tf.mul(Y, POSITIVE_WEIGHT - 1), 1);
    let W: tf.Tensor2D = tf.zeros([dimensions, K]);
    let b: tf.Tensor1D = tf.zeros([K]);
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      const [nextW, nextB] = tf.tidy(() => {
        const error = tf.div(tf.mul(tf.sub(tf.sigmoid(tf.add(tf.matMul(X, W), b)), Y), errorWeight), n);
        const gradW = tf.add(tf.matMul(XT, error), tf.mul(W, L2));
        return [tf.sub(W, tf.mul(gradW, RATE)), tf.sub(b, tf.mul(tf.sum(error, 0), RATE))] as [
          tf.Tensor2D,
          tf.Tensor1D,
        ];
      });
      tf.dispose([W, b]);
      W = nextW;
      b = nextB;
    }
    return [tf.transpose(W).arraySync() as number[][], b.arraySync() as number[]];
  });
  const rounded = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    kinds: KINDS,
    dimensions,
    weights: weights.map((wk) => wk.map(rounded)),
    bias: bias.map(rounded),
    threshold: 1,
    trainedOn: [],
    measured: {},
  };
}

await tf.ready();
const { rows, sets } = await readRows();
const dimensions = rows[0]!.vector.length;
console.error(
  `${rows.length} mails the encoder reads, from ${sets.length} sets (held out: ${[...held].join(", ") || "none"})`,
);

// Each set scored by a model that never saw it.
const unseen = new Map<Row, number>();
for (const set of sets) {
  const m = fit(
    rows.filter((r) => r.set !== set),
    dimensions,
  );
  for (const r of rows.filter((r) => r.set === set)) unseen.set(r, Math.max(...sensitiveScores(m, r.vector)));
}

/** At threshold t, over the unseen scores: what the model adds to the lexicon, and what it costs. */
function at(t: number) {
  let caught = 0;
  let missed = 0;
  let flagged = 0;
  let flaggedEscalated = 0;
  for (const [r, p] of unseen) {
    if (r.lexicon) continue;
    if (r.kind >= 0) {
      missed += 1;
      if (p >= t) caught += 1;
    } else if (p >= t) {
      if (r.expected === "escalate") flaggedEscalated += 1;
      else flagged += 1;
    }
  }
  return { threshold: t, lexiconMissed: missed, caught, flaggedNotEscalated: flagged, flaggedEscalated };
}
const candidates = Array.from({ length: 48 }, (_, i) => Math.round((0.5 + i * 0.01) * 100) / 100).map(at);
const best = candidates.reduce((a, c) =>
  c.caught - COST * c.flaggedNotEscalated > a.caught - COST * a.flaggedNotEscalated ? c : a,
);
for (const c of candidates.filter((_, i) => i % 5 === 0 || _ === best)) {
  console.error(
    `threshold ${c.threshold.toFixed(2)}: of ${c.lexiconMissed} sensitive mails the lexicon misses, ${c.caught} caught; ${c.flaggedNotEscalated} flagged that a person would not escalate, ${c.flaggedEscalated} that are escalated anyway${c === best ? "  <- chosen" : ""}`,
  );
}

const model = fit(rows, dimensions);
model.threshold = best.threshold;
model.trainedOn = sets;
model.measured = { eachSetUnseen: best, cost: COST, mails: rows.length };
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.error(`written ${out}`);
