/** Small numeric pieces both of the classifier's models use. */

/** A seeded xorshift generator in [0, 1): training is deterministic. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** Fisher–Yates, in place. */
export function shuffle(order: Int32Array, random: () => number): Int32Array {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return order;
}

export function softmax(logits: ArrayLike<number>): Float32Array {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < logits.length; i++) max = Math.max(max, logits[i]!);
  const exp = Float64Array.from(logits, (z) => Math.exp(z - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return Float32Array.from(exp, (e) => e / sum);
}

/**
 * One-vs-rest positives are rare, the more so for a rare intent: each intent's positives weigh
 * sqrt(negatives / positives), at most 8 (both models; on NLU++ it recovers rare intents a flat weight misses).
 */
export function positiveWeights(labels: Int32Array[], classes: number): Float32Array {
  const positives = new Float32Array(classes);
  for (const y of labels) for (const c of y) positives[c]! += 1;
  const n = labels.length;
  return Float32Array.from(positives, (p) => Math.min(8, Math.sqrt(Math.max(1, n - p) / Math.max(1, p))));
}
