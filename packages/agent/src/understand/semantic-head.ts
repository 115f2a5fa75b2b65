/**
 * A linear layer over sentence embeddings: softmax for single-label intents, one sigmoid per intent for multi-label.
 * Trained with Adam on TensorFlow.js tensors (its WebAssembly matrix products are several times faster than a loop in
 * JavaScript). The gradient of this one layer is written out: the bundled TensorFlow.js carries no autodiff
 * gradients. Predicting is one small matrix product done here without it.
 *
 * Training runs in a short-lived thread of its own (semantic-head-trainer.ts): TensorFlow.js's WebAssembly memory only
 * grows, and the thread that imports it keeps it and its code for as long as it lives (decision 0020, session 18).
 */
import type * as TensorFlow from "@energetic-ai/core";
import { headTrainer } from "./semantic-head-trainer";
import { positiveWeights, rng, shuffle, softmax } from "./training";

let loading: Promise<typeof TensorFlow> | null = null;
/**
 * TensorFlow.js, imported when a head is first trained on this thread: only the head-training thread does (35 MB and
 * 0.4 s of CPU at import, most of it its WebAssembly backend's memory; decision 0020, sessions 17 and 18).
 */
function tensorFlow(): Promise<typeof TensorFlow> {
  loading ??= import("@energetic-ai/core").then(
    // A CommonJS package: its exports arrive as `default` under some loaders.
    (module) => (module as unknown as { default?: typeof TensorFlow }).default ?? module,
  );
  return loading;
}

export interface SemanticHeadData {
  kind: "softmax" | "sigmoid";
  /** Output columns; a softmax head has one more than there are intents when it learned "none of these". */
  outputs: number;
  dimensions: number;
  /** [dimension][output] */
  weights: Float32Array;
  bias: Float32Array;
}

/** Embeddings are unit vectors; scaled up, a linear model reaches confident logits in fewer steps. */
const SCALE = 10;
const L2 = 1e-4;
/**
 * Adam's step size and the fewest steps, per kind of head. A sigmoid head (multi-label, a few hundred examples)
 * takes smaller and fewer steps: stopping early keeps a rare intent's logits moderate, and the mean with the lexical
 * model's log-odds works best that way (NLU++ hotels, 10-fold cross-validation: micro-F1 +1.4 points over the
 * softmax's schedule).
 */
const SCHEDULE = { softmax: { rate: 0.01, steps: 300 }, sigmoid: { rate: 0.003, steps: 150 } };
const BETA1 = 0.9;
const BETA2 = 0.999;

/**
 * Trains a head in the head-training thread, which stops soon after its last training; on this thread when that thread
 * cannot run. Either way the same head: the same code and backend, the same seed.
 * @param labels per example, the indexes of its intents (empty: none of these)
 * @param classes how many intents there are
 */
export function trainSemanticHead(
  vectors: Float32Array[],
  labels: Int32Array[],
  classes: number,
  kind: "softmax" | "sigmoid",
  seed = 7,
): Promise<SemanticHeadData> {
  return headTrainer.train({ vectors, labels, classes, kind, seed }, trainSemanticHeadHere);
}

/** What a head is trained on (trainSemanticHead's arguments, as sent to the head-training thread). */
export interface HeadTraining {
  vectors: Float32Array[];
  labels: Int32Array[];
  classes: number;
  kind: "softmax" | "sigmoid";
  seed: number;
}

/** Trains a head on this thread, importing TensorFlow.js here (the head-training thread's work). */
export async function trainSemanticHeadHere({
  vectors,
  labels,
  classes,
  kind,
  seed,
}: HeadTraining): Promise<SemanticHeadData> {
  const tf = await tensorFlow();
  await tf.ready();
  const n = vectors.length;
  const dimensions = vectors[0]?.length ?? 0;
  const outputs = kind === "softmax" && labels.some((y) => y.length === 0) ? classes + 1 : classes;
  const x = new Float32Array(n * dimensions);
  const y = new Float32Array(n * outputs);
  vectors.forEach((v, i) => {
    for (let d = 0; d < dimensions; d++) x[i * dimensions + d] = v[d]! * SCALE;
    const row = labels[i]!;
    if (row.length === 0 && outputs > classes) y[i * outputs + classes] = 1;
    for (const c of row) y[i * outputs + c] = kind === "softmax" ? 1 / row.length : 1;
  });
  const batch = Math.min(n, 256);
  const stepsPerEpoch = Math.ceil(n / batch);
  // Small sets (a company's examples) take full-batch steps; large ones a few passes of mini-batches.
  const steps = Math.max(SCHEDULE[kind].steps, stepsPerEpoch * 6);
  // Batches are copied from these arrays rather than gathered from a tensor, and the transpose is taken once per
  // batch: both are an order of magnitude faster than tf.gather and a transposed matMul in this backend.
  const xb = new Float32Array(batch * dimensions);
  const yb = new Float32Array(batch * outputs);
  const batchOf = (rows: Int32Array) => {
    rows.forEach((row, i) => {
      xb.set(x.subarray(row * dimensions, (row + 1) * dimensions), i * dimensions);
      yb.set(y.subarray(row * outputs, (row + 1) * outputs), i * outputs);
    });
    const X = tf.tensor2d(xb.subarray(0, rows.length * dimensions), [rows.length, dimensions]);
    return {
      X,
      XT: tf.transpose(X),
      Y: tf.tensor2d(yb.subarray(0, rows.length * outputs), [rows.length, outputs]),
    };
  };
  // A set that fits in one batch is one batch for every step.
  const whole = n <= batch ? batchOf(Int32Array.from({ length: n }, (_, i) => i)) : null;
  // Multi-label: a positive's error counts positiveWeights times (1 + Y * (weight - 1)).
  const extraPositiveWeight =
    kind === "sigmoid"
      ? tf.tensor2d(
          positiveWeights(labels, classes).map((w) => w - 1),
          [1, classes],
        )
      : null;
  // Parameters and Adam's moments: [W, b].
  let params: TensorFlow.Tensor[] = [tf.zeros([dimensions, outputs]), tf.zeros([outputs])];
  let first: TensorFlow.Tensor[] = params.map((p) => tf.zerosLike(p));
  let second: TensorFlow.Tensor[] = params.map((p) => tf.zerosLike(p));
  const shuffled = (seed: number) =>
    shuffle(
      Int32Array.from({ length: n }, (_, i) => i),
      rng(seed),
    );
  let order = shuffled(seed);
  try {
    for (let step = 1; step <= steps; step++) {
      const start = ((step - 1) % stepsPerEpoch) * batch;
      if (start === 0 && step > 1) order = shuffled(seed + step);
      const next = tf.tidy(() => {
        const { X, XT, Y } = whole ?? batchOf(order.subarray(start, Math.min(n, start + batch)));
        const [W, b] = params as [TensorFlow.Tensor2D, TensorFlow.Tensor1D];
        const logits = tf.add(tf.matMul(X, W), b);
        // d(loss)/d(logits), per example: p - y (weighted for multi-label positives), averaged over the batch.
        let error = kind === "softmax" ? tf.sub(tf.softmax(logits), Y) : tf.sub(tf.sigmoid(logits), Y);
        if (kind === "sigmoid") error = tf.mul(error, tf.add(tf.mul(Y, extraPositiveWeight!), 1));
        error = tf.div(error, X.shape[0]);
        const grads = [tf.add(tf.matMul(XT, error), tf.mul(W, 2 * L2)), tf.sum(error, 0)];
        const m = first.map((f, i) => tf.add(tf.mul(f, BETA1), tf.mul(grads[i]!, 1 - BETA1)));
        const v = second.map((s, i) => tf.add(tf.mul(s, BETA2), tf.mul(tf.square(grads[i]!), 1 - BETA2)));
        const rate = (SCHEDULE[kind].rate * Math.sqrt(1 - BETA2 ** step)) / (1 - BETA1 ** step);
        const p = params.map((q, i) => tf.sub(q, tf.div(tf.mul(m[i]!, rate), tf.add(tf.sqrt(v[i]!), 1e-8))));
        return [...p, ...m, ...v];
      });
      tf.dispose([...params, ...first, ...second]);
      params = next.slice(0, 2);
      first = next.slice(2, 4);
      second = next.slice(4, 6);
    }
    return {
      kind,
      outputs,
      dimensions,
      weights: Float32Array.from(await params[0]!.data()),
      bias: Float32Array.from(await params[1]!.data()),
    };
  } finally {
    tf.dispose([
      ...params,
      ...first,
      ...second,
      ...(whole ? [whole.X, whole.XT, whole.Y] : []),
      ...(extraPositiveWeight ? [extraPositiveWeight] : []),
    ]);
  }
}

/**
 * Probabilities for the intents (a softmax head's "none" column left out and the rest renormalised), and the
 * probability the head gives "none of these" (0 for a head that did not learn it).
 */
export function semanticScores(
  head: SemanticHeadData,
  classes: number,
  vector: Float32Array,
): { scores: Float32Array; none: number } {
  const { outputs, dimensions, weights, bias } = head;
  const z = Float64Array.from(bias);
  for (let d = 0; d < dimensions; d++) {
    const v = vector[d]! * SCALE;
    if (v === 0) continue;
    const base = d * outputs;
    for (let c = 0; c < outputs; c++) z[c]! += weights[base + c]! * v;
  }
  if (head.kind === "sigmoid")
    return { scores: Float32Array.from(z, (v) => 1 / (1 + Math.exp(-v))), none: 0 };
  const none = outputs > classes ? softmax(z)[classes]! : 0;
  return { scores: softmax(z.subarray(0, classes)), none };
}
