/**
 * The safety gate's second reading (issue 22): a mail about health and safety, damage, privacy or an angry complaint
 * that names none of the words the lexicon lists ("a strong smell of petrol near the lift", "our puppy chewed the leg
 * of the chair", "send us the times his devices were connected") is still recognised by what it means. One logistic
 * model per kind over the sentence encoder's vector of the mail, the very vector the intent classifier reads
 * (`meaningOf`), so the encoder's cache usually answers it.
 *
 * The weights are data (`sensitive-meaning.json`), trained by `npm run train:sensitive` on the project's realistic
 * mail sets, where each mail's category says whether a person had to see it. That script measures the model the only
 * honest way: each set scored by a model trained without it, and the threshold is chosen on those scores (see the
 * JSON's `measured`). Mail the encoder cannot read (a language without a readable gloss) is left to the lexicon.
 */

import { meaningOf } from "./classifier";
import type { SentenceEncoder } from "./encoder";
import model from "./sensitive-meaning.json";

export interface SensitiveMeaningModel {
  /** The kinds, named as the lexicon names them ("health and safety"). */
  kinds: string[];
  dimensions: number;
  /** [kind][dimension] */
  weights: number[][];
  bias: number[];
  /** The probability from which a kind is taken as the mail's topic. */
  threshold: number;
  /** The sets it was trained on, and what leaving each set out measured. */
  trainedOn: string[];
  measured: Record<string, unknown>;
}

/** Vectors are unit length; the model was trained on them scaled, as the semantic head is. */
export const SCALE = 10;

export function sensitiveScores(m: SensitiveMeaningModel, vector: Float32Array): number[] {
  return m.kinds.map((_, k) => {
    const w = m.weights[k]!;
    let z = m.bias[k]!;
    for (let d = 0; d < m.dimensions; d++) z += w[d]! * vector[d]! * SCALE;
    return 1 / (1 + Math.exp(-z));
  });
}

/**
 * The kind a mail's meaning is about, with the model's probability, or null: below the threshold, in a language the
 * encoder does not read, or when the encoder fails (the lexicon still stands).
 */
export async function sensitiveByMeaning(
  text: string,
  language: string,
  encoder: SentenceEncoder | null,
  m: SensitiveMeaningModel = model as SensitiveMeaningModel,
  threshold = m.threshold,
): Promise<{ kind: string; probability: number } | null> {
  if (!encoder || m.weights.length === 0) return null;
  const meaning = meaningOf(text, language);
  if (!encoder.languages.includes(meaning.language)) return null;
  const [vector] = await encoder.encode([meaning.text]).catch(() => [null]);
  if (!vector) return null;
  const scores = sensitiveScores(m, vector);
  let best = 0;
  for (let k = 1; k < scores.length; k++) if (scores[k]! > scores[best]!) best = k;
  return scores[best]! >= threshold ? { kind: m.kinds[best]!, probability: scores[best]! } : null;
}
