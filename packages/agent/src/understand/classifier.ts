import type { SentenceEncoder } from "./encoder";
import { type FeatureOptions, type SparseVector, Vectorizer } from "./features";
import { gloss } from "./glossary";
import { detectLanguage } from "./language";
import { type SemanticHeadData, semanticScores, trainSemanticHead } from "./semantic-head";
import { positiveWeights, rng, shuffle, softmax } from "./training";

/**
 * The local brain's intent classifier, two models whose probabilities are pooled log-linearly (single-label: the
 * normalised geometric mean of the two distributions; multi-label: the mean of each intent's two log-odds):
 * - lexical: TF-IDF over hashed word and character n-grams, one-vs-rest logistic regression trained by SGD
 *   (deterministic: seeded shuffle). Robust to typos and works in any language;
 * - semantic (when a sentence encoder is given): a linear layer over sentence embeddings, which knows that "somewhere
 *   to leave the car" means parking. Used for texts in the encoder's languages.
 * A text in a language the encoder does not read but a glossary covers (glossary/) is read through its word-by-word
 * English: the lexical model gets its own words and the English, the semantic model the English.
 * Multi-label capable. An example with no label teaches "none of these" (for example CLINC150's out-of-scope rows);
 * the threshold (multi-label: one per intent) is tuned on a held-out part of the training data so the confidence means
 * something and "none" is said when no intent is likely enough.
 */
export interface LabelledText {
  text: string;
  /** Empty: the text belongs to none of the intents. */
  labels: string[];
}

export interface Prediction {
  /** Intents above the threshold, most likely first (at most one for single-label models). */
  labels: { intent: string; confidence: number }[];
  /** The most likely intent, even when below the threshold. */
  top: { intent: string; confidence: number } | null;
  /** True when no intent is likely enough. */
  none: boolean;
  /**
   * True when the text was read with the sentence encoder at hand: it took part, or the words were so sure that it
   * could not change the answer (WORDS_DECIDE). False when the intents were read from the words alone because the
   * encoder does not read the language, is absent, or failed.
   */
  semantic: boolean;
}

export interface TrainOptions {
  epochs?: number;
  /** Hash space size as a power of two; by default smaller for many classes. */
  bits?: number;
  /** Tune the thresholds on a held-out slice (default true when there are enough examples). */
  calibrate?: boolean;
  seed?: number;
  /** Adds the semantic model; without one the classifier reads words only. */
  encoder?: SentenceEncoder | null;
  /**
   * Multi-label: what intents mean, in words ("ask about check in"), by intent key. Each one of an intent in the
   * data is one more example of it, trained on by every model like the intent names and never held out.
   */
  descriptions?: Record<string, string>;
}

interface ModelData {
  labels: string[];
  options: FeatureOptions;
  singleLabel: boolean;
  threshold: number;
  /** Multi-label: one threshold per label, tuned on held-out data (absent: `threshold` for all). */
  labelThresholds?: number[];
  /**
   * The hashed features the training data has (ascending), one row of `weights` each: the lexical model's weights
   * are zero for every other feature (SGD updates only features a training text has), so only these are kept. A
   * company's 31 intents over 2^18 features were 32 MB dense and are about 1 MB this way.
   */
  features: Int32Array;
  /** [feature row][class] */
  weights: Float32Array;
  bias: Float32Array;
  idf: Float32Array;
  semantic?: { encoder: string; head: SemanticHeadData };
}

/** The features with an inverse document frequency (seen in training), ascending, and their rows of the dense weights. */
function compactWeights(dense: Float32Array, idf: Float32Array, classes: number) {
  let n = 0;
  for (let i = 0; i < idf.length; i++) if (idf[i]! > 0) n++;
  const features = new Int32Array(n);
  const weights = new Float32Array(n * classes);
  let row = 0;
  for (let i = 0; i < idf.length; i++) {
    if (idf[i]! === 0) continue;
    features[row] = i;
    weights.set(dense.subarray(i * classes, (i + 1) * classes), row * classes);
    row++;
  }
  return { features, weights };
}

/**
 * The stored form's layout (`toBytes`): bump it when the bytes change meaning. A stored model of another layout is
 * not read; the company's classifier is trained again.
 */
const BYTES_FORMAT = 1;
const MAGIC = 0x4d434931; // "1ICM"

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Share of "none of these" messages the tuned threshold must still recognise on the held-out slice. Measured on
 * CLINC150 (train → val): held-out recall understates what the final model reaches, and 0.65 keeps about three
 * quarters of out-of-scope messages out while losing under one point of in-scope accuracy.
 */
const NONE_RECALL_FLOOR = 0.65;

/**
 * Multi-label: an intent's own threshold weighs its held-out positives against this many for the global threshold.
 * Chosen by 10-fold cross-validation on NLU++ hotels (3 against 1, 10 and none at all).
 */
const LABEL_THRESHOLD_PRIOR = 3;

/**
 * Multi-label: the power of a text's vector norm the lexical features are divided by (see `FeatureOptions`).
 * 10-fold cross-validation on NLU++ hotels: words-only micro-F1 0.713 with unit vectors, 0.741 at 0.5, 0.744 at 0.
 */
const MULTI_LABEL_LENGTH_NORM = 0.5;

/**
 * An intent's key, when it reads as words ("late_check_out" → "late check out"), is one more example of it: a rare
 * intent's name often holds the very word its few examples do not share. Keys that are codes ("intent_7") teach
 * nothing and are left out. NLU++ hotels, 10-fold cross-validation: micro-F1 0.787 → 0.803.
 */
function nameExamples(labels: string[]): LabelledText[] {
  return labels
    .filter((l) => /^\p{L}{2,}(?:[_\s-]+\p{L}{2,})*$/u.test(l))
    .map((l) => ({ text: l.replace(/[_\s-]+/g, " "), labels: [l] }));
}

/**
 * An intent's description, where the data comes with one (NLU++'s ontology: "ask about check in"), is one more
 * example of it while the data has few of its own (under DESCRIBED_BELOW); descriptions of intents the data does not
 * use are left out, so they add no intent. A description is worded unlike a guest ("is the intent to indicate
 * something more, higher, after or increasing?"): it stands in for examples an intent lacks, and among many examples
 * it is one odd one.
 */
function describedExamples(
  labels: string[],
  data: LabelledText[],
  descriptions: Record<string, string> = {},
): LabelledText[] {
  const examples = new Map<string, number>();
  for (const d of data) for (const l of d.labels) examples.set(l, (examples.get(l) ?? 0) + 1);
  return labels.flatMap((l) =>
    descriptions[l] && (examples.get(l) ?? 0) < DESCRIBED_BELOW
      ? [{ text: descriptions[l], labels: [l] }]
      : [],
  );
}

/**
 * NLU++ hotels, micro-F1 (every intent's description / only these / none; decision 0005): 10-fold cross-validation,
 * 450 rows to train on, three seeds 0.795 / 0.801 / 0.800; 5-fold, 400 rows, two seeds 0.785 / 0.786 / 0.787; the
 * halves, 250 rows, 0.776 and 0.799 / 0.760 and 0.796. Descriptions help a small set and cost a larger one; for an
 * intent, under 8 examples is few.
 */
const DESCRIBED_BELOW = 8;

/**
 * Single-label: from this softmax probability of the lexical model's top intent, the message is not encoded. The
 * pooled answer is the normalised geometric mean, so the meaning would have to favour another intent about a hundred
 * times more to change it. Measured train → held-out: the same answers on CLINC150 (in-scope accuracy and
 * out-of-scope recall unchanged, 60 % of messages not encoded) and Bitext (89 %), and the time per message of those
 * not encoded falls from about 2 ms to a tenth of that.
 */
const WORDS_DECIDE = 0.99;

const logOdds = (p: number) => Math.log(Math.max(p, 1e-7) / Math.max(1 - p, 1e-7));

function softmaxOfProbabilities(probabilities: Float32Array): Float32Array {
  return softmax(Array.from(probabilities, logOdds));
}

interface FittedLexical {
  vectorizer: Vectorizer;
  weights: Float32Array;
  bias: Float32Array;
  /** Per example, the indexes of its labels. */
  ys: Int32Array[];
}

/**
 * An intent whose probability for an example is already within this of its label learns nothing from it worth the
 * time: after the first pass most of CLINC150's 150 intents are. Skipping their updates trains CLINC150's lexical
 * model about a third faster with the same figures (at 1e-3, twice as fast, but NLU++ lost 0.2 points).
 */
const NEGLIGIBLE_GRADIENT = 3e-4;

/** The lexical model: one-vs-rest logistic regression over TF-IDF features, trained by seeded SGD. */
function fitLexical(
  data: LabelledText[],
  labels: string[],
  featureOptions: FeatureOptions,
  options: TrainOptions,
): FittedLexical {
  const vectorizer = Vectorizer.fit(
    data.map((d) => d.text),
    featureOptions,
  );
  const dims = 1 << featureOptions.bits;
  const classes = labels.length;
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const xs: SparseVector[] = data.map((d) => vectorizer.transform(d.text));
  const ys: Int32Array[] = data.map((d) => Int32Array.from(d.labels.map((l) => labelIndex.get(l)!)));
  const n = data.length;
  const positiveWeight = positiveWeights(ys, classes);
  const weights = new Float32Array(classes * dims);
  const bias = new Float32Array(classes);
  const epochs = options.epochs ?? (n > 5000 ? 10 : n > 1000 ? 20 : 60);
  const random = rng(options.seed ?? 7);
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const isPositive = new Uint8Array(classes);
  const z = new Float64Array(classes);
  const g = new Float64Array(classes);
  const updated = new Int32Array(classes);
  let step = 0;
  const totalSteps = epochs * n;
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffle(order, random);
    for (let k = 0; k < n; k++) {
      const idx = order[k]!;
      const x = xs[idx]!;
      const y = ys[idx]!;
      const lr = 1.0 * (1 - step / totalSteps) + 0.05;
      step++;
      for (const c of y) isPositive[c] = 1;
      // Weights are feature-major ([feature][class]): each feature's classes sit side by side in memory.
      z.set(bias);
      for (let f = 0; f < x.index.length; f++) {
        const base = x.index[f]! * classes;
        const v = x.value[f]!;
        for (let c = 0; c < classes; c++) z[c]! += weights[base + c]! * v;
      }
      // Only the intents this example still teaches something are updated (see NEGLIGIBLE_GRADIENT).
      let active = 0;
      for (let c = 0; c < classes; c++) {
        const p = sigmoid(z[c]!);
        const grad = isPositive[c] ? (p - 1) * positiveWeight[c]! : p;
        if (Math.abs(grad) < NEGLIGIBLE_GRADIENT) continue;
        g[active] = lr * grad;
        updated[active++] = c;
        bias[c]! -= lr * grad * 0.1;
      }
      for (let f = 0; f < x.index.length; f++) {
        const base = x.index[f]! * classes;
        const v = x.value[f]!;
        for (let a = 0; a < active; a++) weights[base + updated[a]!]! -= g[a]! * v;
      }
      for (const c of y) isPositive[c] = 0;
    }
  }
  return { vectorizer, weights, bias, ys };
}

interface HeldOut {
  gold: Set<string>;
  confidences: Float32Array;
}

function decide(
  confidences: Float32Array,
  labels: string[],
  singleLabel: boolean,
  threshold: number,
  labelThresholds?: ArrayLike<number>,
): Omit<Prediction, "semantic"> {
  const ranked = Array.from(confidences, (confidence, i) => ({ intent: labels[i]!, confidence, i })).sort(
    (a, b) => b.confidence - a.confidence,
  );
  const above = ranked.filter((r) => r.confidence >= (labelThresholds?.[r.i] ?? threshold));
  const chosen = (singleLabel ? above.slice(0, 1) : above).map(({ intent, confidence }) => ({
    intent,
    confidence,
  }));
  const top = ranked[0] ? { intent: ranked[0].intent, confidence: ranked[0].confidence } : null;
  return { labels: chosen, top, none: chosen.length === 0 };
}

/**
 * Multi-label: one threshold per intent. Each is the one that gives the best micro-F1 on held-out data while the other
 * intents keep the global threshold, pulled toward the global one by how few held-out positives the intent has (a
 * rare intent's best threshold is mostly noise). Rare intents score lower than common ones, and one threshold for all
 * missed most of them.
 */
function tuneLabelThresholds(scored: HeldOut[], labels: string[], threshold: number): number[] {
  const index = new Map(labels.map((l, i) => [l, i]));
  const gold = scored.map((s) => new Set([...s.gold].map((l) => index.get(l)!)));
  /** One intent's true positives, false positives and false negatives at threshold t. */
  const counts = (c: number, t: number) => {
    const n = { tp: 0, fp: 0, fn: 0 };
    scored.forEach(({ confidences }, k) => {
      const above = confidences[c]! >= t;
      if (above && gold[k]!.has(c)) n.tp += 1;
      else if (above) n.fp += 1;
      else if (gold[k]!.has(c)) n.fn += 1;
    });
    return n;
  };
  const atGlobal = labels.map((_, c) => counts(c, threshold));
  const total = { tp: 0, fp: 0, fn: 0 };
  for (const n of atGlobal) {
    total.tp += n.tp;
    total.fp += n.fp;
    total.fn += n.fn;
  }
  return labels.map((_, c) => {
    const own = atGlobal[c]!;
    let best = { t: threshold, f: -1 };
    for (let t = 0.06; t <= 0.81; t += 0.02) {
      const n = counts(c, t);
      const tp = total.tp - own.tp + n.tp;
      const f = (2 * tp) / Math.max(1, 2 * tp + total.fp - own.fp + n.fp + total.fn - own.fn + n.fn);
      if (f > best.f + 1e-9) best = { t, f };
    }
    const positives = own.tp + own.fn;
    const t = (positives * best.t + LABEL_THRESHOLD_PRIOR * threshold) / (positives + LABEL_THRESHOLD_PRIOR);
    return Math.round(t * 1000) / 1000;
  });
}

/** The threshold that scores best on held-out data: micro-F1 where "none" rows count as all-negative. */
function tuneThreshold(scored: HeldOut[], labels: string[], singleLabel: boolean, fallback: number): number {
  let best = { t: fallback, f: -1 };
  // Ranked once: at threshold t the prediction is the ranking's prefix at or above t.
  const ranked = scored.map(({ gold, confidences }) => ({
    gold,
    candidates: decide(confidences, labels, singleLabel, 0).labels,
  }));
  for (let t = 0.06; t <= (singleLabel ? 0.61 : 0.81); t += 0.02) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let noneRight = 0;
    let noneTotal = 0;
    for (const { gold, candidates } of ranked) {
      const predicted = candidates.filter((l) => l.confidence >= t).map((l) => l.intent);
      for (const p of predicted) {
        if (gold.has(p)) tp += 1;
        else fp += 1;
      }
      for (const g of gold) if (!predicted.includes(g)) fn += 1;
      if (gold.size === 0) {
        noneTotal += 1;
        if (predicted.length === 0) noneRight += 1;
      }
    }
    const f1 = (2 * tp) / Math.max(1, 2 * tp + fp + fn);
    // Where the data teaches "none": the best intents among thresholds that still say "none" to most of what
    // belongs to none (NONE_RECALL_FLOOR); the floor is lifted only if no threshold reaches it.
    const noneRecall = noneTotal > 0 ? noneRight / noneTotal : 1;
    const f = noneRecall >= NONE_RECALL_FLOOR ? 1 + f1 : f1 * noneRecall;
    if (f > best.f + 1e-9) best = { t, f };
  }
  return Math.round(best.t * 100) / 100;
}

/**
 * Single-label with "none" rows: the highest threshold that still keeps all but KEPT_RIGHT_READS of the held-out
 * messages the model reads right. The held-out "none" rows are few (CLINC150: about 15) and resemble the trained
 * ones, so the best F1 over them says "none" too rarely on new kinds of off-topic messages; thousands of right reads
 * bound the cost of a higher threshold far more steadily. CLINC150 train → val: out-of-scope recall 0.73 → 0.85,
 * in-scope accuracy 0.960 → 0.955.
 */
const KEPT_RIGHT_READS = 0.005;

function keepingRightReads(scored: HeldOut[], labels: string[]): number {
  const right: number[] = [];
  for (const { gold, confidences } of scored) {
    let best = 0;
    for (let c = 1; c < confidences.length; c++) if (confidences[c]! > confidences[best]!) best = c;
    if (gold.has(labels[best]!)) right.push(confidences[best]!);
  }
  right.sort((a, b) => a - b);
  return right[Math.floor(right.length * KEPT_RIGHT_READS)] ?? 0;
}

/** How much of a text the encoder reads when predicting. */
const MEANING_CHARS = 600;

/** What the models read of a text: see the class comment. `language`: the language the meaning is in. */
interface Reading {
  words: string;
  meaning: string;
  language: string;
}

/** Below this share of its words known, a gloss is mostly the original words, and the encoder would misread it. */
const GLOSS_READABLE = 0.6;

function readingOf(text: string, language = detectLanguage(text)): Reading {
  const english = gloss(text, language);
  if (!english || english.known < english.words * GLOSS_READABLE)
    return { words: text, meaning: text, language };
  return { words: `${text}\n${english.text}`, meaning: english.text, language: "en" };
}

/**
 * What the encoder reads of a text, as the classifier reads it: the English gloss of a text in a glossed language
 * (else the text itself, then in its own language), cut to MEANING_CHARS. Another model over the same vectors (the
 * safety gate's reading of a mail's meaning) asks for the very text the classifier encoded, so the encoder's cache
 * answers it.
 */
export function meaningOf(text: string, language = detectLanguage(text)): { text: string; language: string } {
  const reading = readingOf(text, language);
  return { text: reading.meaning.slice(0, MEANING_CHARS), language: reading.language };
}

export class IntentClassifier {
  /** Feature → its row of the weights, -1 for a feature training never saw. */
  private readonly rowOf: Int32Array;

  private constructor(
    private readonly m: ModelData,
    private readonly vectorizer: Vectorizer,
    private readonly encoder: SentenceEncoder | null,
  ) {
    this.rowOf = new Int32Array(m.idf.length).fill(-1);
    m.features.forEach((feature, row) => {
      this.rowOf[feature] = row;
    });
  }

  get labels() {
    return this.m.labels;
  }

  get threshold() {
    return this.m.threshold;
  }

  /** True when the semantic model takes part (an encoder was given at training and is given now). */
  get semantic() {
    return this.encoder !== null && this.m.semantic !== undefined;
  }

  static async train(data: LabelledText[], options: TrainOptions = {}): Promise<IntentClassifier> {
    const labels = [...new Set(data.flatMap((d) => d.labels))].sort();
    const labelled = data.filter((d) => d.labels.length > 0);
    const singleLabel = labelled.length > 0 && labelled.every((d) => d.labels.length === 1);
    const bits = options.bits ?? (labels.length > 60 ? 16 : 18);
    const featureOptions: FeatureOptions = {
      bits,
      charNgrams: [3, 5],
      ...(singleLabel ? {} : { lengthNorm: MULTI_LABEL_LENGTH_NORM }),
    };
    // Tuning needs a trade-off to weigh: several labels per text, or texts that belong to none. Single-label data
    // without "none" rows would always pick the lowest threshold, and gibberish would get an intent.
    const hasNone = data.some((d) => d.labels.length === 0);
    const calibrate = options.calibrate ?? (data.length >= 40 && (!singleLabel || hasNone));
    let threshold = singleLabel ? 0.3 : 0.4;
    const encoder = options.encoder ?? null;
    // Multi-label: the intents' names (and descriptions, when given) are trained on by every model, never held out. Single-label (CLINC150, many
    // examples per intent) they only moved the tuned threshold: out-of-scope recall 0.77 → 0.67.
    const named = singleLabel
      ? []
      : [...nameExamples(labels), ...describedExamples(labels, data, options.descriptions)];
    // From here on an example's text is what the lexical model reads; the encoder reads its meaning.
    const meaningOf = new Map<LabelledText, Reading>();
    const read = (d: LabelledText) => {
      const reading = readingOf(d.text);
      const example = { ...d, text: reading.words };
      meaningOf.set(example, reading);
      return example;
    };
    data = data.map(read);
    const all = [...data, ...named.map(read)];
    // The encoder works (in other threads, for a large set) while the lexical models train here.
    const encoding = encoder
      ? encoder.encode(all.map((d) => meaningOf.get(d)!.meaning))
      : Promise.resolve(null);
    // Let the encoder post its batches to its threads before the synchronous training below holds this one.
    await new Promise((resolve) => setImmediate(resolve));
    // The threshold is tuned on examples a probe model did not train on: every example once, over 4 folds, for a
    // small set (a company's examples, where one held-out slice would be a few dozen); one 15% slice for a large one.
    const random = rng((options.seed ?? 7) + 1);
    const order = data.map((d) => ({ d, k: random() })).sort((a, b) => a.k - b.k);
    const folds = !calibrate ? 0 : data.length < 2000 ? 4 : 1;
    const foldSize =
      folds === 1 ? Math.max(1, Math.floor(order.length * 0.15)) : Math.ceil(order.length / folds);
    const probes = Array.from({ length: folds }, (_, f) => {
      const held = order.slice(f * foldSize, (f + 1) * foldSize).map((o) => o.d);
      const rest = [...order.slice(0, f * foldSize), ...order.slice((f + 1) * foldSize)].map((o) => o.d);
      rest.push(...all.slice(data.length));
      return { held, rest, lexical: fitLexical(rest, labels, featureOptions, options) };
    });
    const lexical = fitLexical(all, labels, featureOptions, options);
    const vectors = await encoding;
    const vectorOf = new Map(vectors?.map((v, i) => [all[i]!, v]));
    const vectorsOf = (part: LabelledText[]) => (vectors ? part.map((d) => vectorOf.get(d)!) : null);
    let labelThresholds: number[] | undefined;
    const assemble = async (part: LabelledText[], fitted: FittedLexical, threshold: number) => {
      const partVectors = vectorsOf(part);
      const semantic =
        encoder && partVectors
          ? {
              encoder: encoder.name,
              head: await trainSemanticHead(
                partVectors,
                fitted.ys,
                labels.length,
                singleLabel ? "softmax" : "sigmoid",
                options.seed,
              ),
            }
          : undefined;
      const { vectorizer, bias } = fitted;
      return new IntentClassifier(
        {
          labels,
          options: vectorizer.options,
          singleLabel,
          threshold,
          ...(labelThresholds ? { labelThresholds } : {}),
          ...compactWeights(fitted.weights, vectorizer.idf, labels.length),
          bias,
          idf: vectorizer.idf,
          semantic,
        },
        vectorizer,
        encoder,
      );
    };
    if (folds > 0) {
      const scored: HeldOut[] = [];
      for (const probe of probes) {
        const model = await assemble(probe.rest, probe.lexical, 0);
        const heldVectors = vectorsOf(probe.held);
        probe.held.forEach((d, i) => {
          const vector =
            heldVectors && model.readsSemantically(meaningOf.get(d)!.language) ? heldVectors[i]! : null;
          scored.push({
            gold: new Set(d.labels),
            confidences: model.confidences(model.lexicalScores(d.text), vector),
          });
        });
      }
      threshold = tuneThreshold(scored, labels, singleLabel, threshold);
      if (singleLabel && hasNone) threshold = Math.max(threshold, keepingRightReads(scored, labels));
      if (!singleLabel) labelThresholds = tuneLabelThresholds(scored, labels, threshold);
    }
    return assemble(all, lexical, threshold);
  }

  /** The lexical model's probability per label, in `labels` order. */
  lexicalScores(text: string): Float32Array {
    const x = this.vectorizer.transform(text);
    const { labels, weights, bias } = this.m;
    const classes = labels.length;
    const z = Float64Array.from(bias);
    for (let f = 0; f < x.index.length; f++) {
      const row = this.rowOf[x.index[f]!]!;
      if (row < 0) continue;
      const base = row * classes;
      const v = x.value[f]!;
      for (let c = 0; c < classes; c++) z[c]! += weights[base + c]! * v;
    }
    return Float32Array.from(z, sigmoid);
  }

  /** `language`: the text's, when the caller has read it already (else it is detected here). */
  async predict(text: string, language = detectLanguage(text)): Promise<Prediction> {
    return (await this.predictMany([text], [language]))[0]!;
  }

  /**
   * Several texts at once (the questions of one mail): the ones the words do not settle go through the encoder in one
   * batch, which costs little more than one text. Each text is read in its own language.
   */
  async predictMany(
    texts: string[],
    languages: string[] = texts.map((t) => detectLanguage(t)),
    options: { wordsOnly?: boolean } = {},
  ): Promise<Prediction[]> {
    const read = texts.map((text, i) => {
      const reading = readingOf(text, languages[i] ?? detectLanguage(text));
      const lexical = this.lexicalScores(reading.words);
      const semantic = this.readsSemantically(reading.language);
      const settledByWords = semantic && this.wordsDecide(lexical);
      return { reading, lexical, settledByWords, encode: semantic && !settledByWords && !options.wordsOnly };
    });
    // A long mail's meaning is read from its first sentences: the encoder's time grows with the text, its reading much
    // less (what a guest wants is almost always said first).
    const meanings = read.filter((r) => r.encode).map((r) => r.reading.meaning.slice(0, MEANING_CHARS));
    // An encoder that fails now (out of memory, a crashed thread) leaves the words: a weaker answer, not none.
    const vectors: (Float32Array | null)[] =
      meanings.length > 0 ? await this.encoder!.encode(meanings).catch(() => meanings.map(() => null)) : [];
    let next = 0;
    return read.map(({ lexical, settledByWords, encode }) => {
      const vector = encode ? (vectors[next++] ?? null) : null;
      const prediction = decide(
        this.confidences(lexical, vector),
        this.m.labels,
        this.m.singleLabel,
        this.m.threshold,
        this.m.labelThresholds,
      );
      return { ...prediction, semantic: vector !== null || settledByWords };
    });
  }

  /**
   * Single-label: the words alone are sure enough that the meaning could not change the answer, so the encoder (most
   * of a message's time) is not asked. See WORDS_DECIDE.
   */
  private wordsDecide(lexical: Float32Array) {
    if (!this.m.singleLabel) return false;
    let best = 0;
    for (const p of softmaxOfProbabilities(lexical)) best = Math.max(best, p);
    return best >= WORDS_DECIDE;
  }

  private readsSemantically(language: string) {
    return this.semantic && this.encoder!.languages.includes(language);
  }

  /**
   * One confidence per label. Single-label: the softmax over the one-vs-rest logits, which separates "none of these"
   * far better than each label's own sigmoid; with a sentence vector, the normalised geometric mean with the semantic
   * model's softmax. Multi-label: each label's probability stands on its own; with a sentence vector, the sigmoid of
   * the mean of the two models' log-odds, the same pooling for independent yes/no answers (a geometric mean of the
   * probabilities alone lets either model veto: NLU++ hotels 10-fold micro-F1 0.795 against 0.803).
   */
  private confidences(lexical: Float32Array, vector: Float32Array | null): Float32Array {
    const confidences = this.m.singleLabel ? softmaxOfProbabilities(lexical) : lexical;
    const semantic = this.m.semantic;
    if (vector && semantic) {
      const { scores: other, none } = semanticScores(semantic.head, this.m.labels.length, vector);
      if (!this.m.singleLabel) {
        for (let c = 0; c < confidences.length; c++) {
          confidences[c] = sigmoid((logOdds(confidences[c]!) + logOdds(other[c]!)) / 2);
        }
        return confidences;
      }
      let sum = 0;
      for (let c = 0; c < confidences.length; c++) {
        confidences[c] = Math.sqrt(confidences[c]! * other[c]!);
        sum += confidences[c]!;
      }
      // What the semantic head learned of "none of these" (CLINC150's out-of-scope rows) is kept: each intent is
      // as likely as the pooled models say, times the chance the message is about any intent at all. CLINC150
      // train → val, in-scope accuracy at 80 % out-of-scope recall: 0.952 without, 0.958 with.
      const scale = (1 - none) / (sum || 1);
      for (let c = 0; c < confidences.length; c++) confidences[c]! *= scale;
    }
    return confidences;
  }

  /**
   * The trained model as bytes, to store and load elsewhere (another process or thread) instead of training again:
   * a JSON header (labels, thresholds, feature options, the semantic head's shape) and the arrays after it, each
   * aligned to 4 bytes. Only features training saw are written (about 1 MB for a company's intents).
   */
  toBytes(): Uint8Array {
    const { features, weights, bias, idf, semantic, ...rest } = this.m;
    const kept = Float32Array.from(features, (f) => idf[f]!);
    const arrays: ArrayBufferView[] = [features, kept, weights, bias];
    if (semantic) arrays.push(semantic.head.weights, semantic.head.bias);
    const header = Buffer.from(
      JSON.stringify({
        ...rest,
        format: BYTES_FORMAT,
        idfLength: idf.length,
        lengths: arrays.map((a) => a.byteLength / 4),
        semantic: semantic && {
          encoder: semantic.encoder,
          kind: semantic.head.kind,
          outputs: semantic.head.outputs,
          dimensions: semantic.head.dimensions,
        },
      }),
    );
    const headerLength = Math.ceil(header.byteLength / 4) * 4;
    const out = new Uint8Array(8 + headerLength + arrays.reduce((n, a) => n + a.byteLength, 0));
    const view = new DataView(out.buffer);
    view.setUint32(0, MAGIC, true);
    view.setUint32(4, header.byteLength, true);
    out.set(header, 8);
    let at = 8 + headerLength;
    for (const a of arrays) {
      out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at);
      at += a.byteLength;
    }
    return out;
  }

  /**
   * A model from `toBytes`, or null when the bytes are of another layout. The encoder must be the one the model was
   * trained with (same name), else the model reads words only.
   */
  static fromBytes(bytes: Uint8Array, encoder?: SentenceEncoder | null): IntentClassifier | null {
    if (bytes.byteLength < 8) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint32(0, true) !== MAGIC) return null;
    const headerBytes = view.getUint32(4, true);
    const header = JSON.parse(Buffer.from(bytes.subarray(8, 8 + headerBytes)).toString("utf8")) as Omit<
      ModelData,
      "features" | "weights" | "bias" | "idf" | "semantic"
    > & {
      format: number;
      idfLength: number;
      lengths: number[];
      semantic?: { encoder: string; kind: SemanticHeadData["kind"]; outputs: number; dimensions: number };
    };
    if (header.format !== BYTES_FORMAT) return null;
    // One copy of the arrays' bytes, aligned, that the typed arrays below share.
    const start = 8 + Math.ceil(headerBytes / 4) * 4;
    const body = new Uint8Array(bytes.subarray(start)).buffer;
    let at = 0;
    const next = <T extends Float32Array | Int32Array>(
      Kind: new (b: ArrayBuffer, at: number, n: number) => T,
    ) => {
      const length = header.lengths.shift() ?? 0;
      const array = new Kind(body, at, length);
      at += length * 4;
      return array;
    };
    const features = next(Int32Array);
    const kept = next(Float32Array);
    const weights = next(Float32Array);
    const bias = next(Float32Array);
    const idf = new Float32Array(header.idfLength);
    features.forEach((f, i) => {
      idf[f] = kept[i]!;
    });
    const { format: _format, idfLength: _idfLength, lengths: _lengths, semantic, ...rest } = header;
    const m: ModelData = {
      ...rest,
      features,
      weights,
      bias,
      idf,
      semantic: semantic && {
        encoder: semantic.encoder,
        head: {
          kind: semantic.kind,
          outputs: semantic.outputs,
          dimensions: semantic.dimensions,
          weights: next(Float32Array),
          bias: next(Float32Array),
        },
      },
    };
    const usable = encoder && m.semantic?.encoder === encoder.name ? encoder : null;
    return new IntentClassifier(m, new Vectorizer(m.options, m.idf), usable);
  }
}
