import { describe, expect, it } from "vitest";
import type { SentenceEncoder } from "./encoder";
import { type SensitiveMeaningModel, sensitiveByMeaning } from "./sensitive-meaning";

/** A two-dimensional "encoder": the first axis is how alarming a text is, the second how ordinary. */
function encoderOf(vectors: Record<string, [number, number]>, fail = false): SentenceEncoder {
  return {
    name: "test",
    dimensions: 2,
    languages: ["en"],
    async encode(texts) {
      if (fail) throw new Error("encoder thread crashed");
      return texts.map((t) => Float32Array.from(vectors[t] ?? [0, 1]));
    },
  };
}

const model: SensitiveMeaningModel = {
  kinds: ["health and safety", "damage, loss or theft"],
  dimensions: 2,
  // Scaled by 10 when read: 0.5 × 10 × 1 - 2 = 3 → 0.95 for an alarming text; -2 → 0.12 for an ordinary one.
  weights: [
    [0.5, 0],
    [0, 0],
  ],
  bias: [-2, -5],
  threshold: 0.8,
  trainedOn: [],
  measured: {},
};

describe("the safety gate's reading by meaning", () => {
  const encoder = encoderOf({ "the soap was swallowed": [1, 0] });

  it("names the kind a mail's meaning is about, above the threshold", async () => {
    const read = await sensitiveByMeaning("the soap was swallowed", "en", encoder, model);
    expect(read?.kind).toBe("health and safety");
    expect(read?.probability).toBeGreaterThan(0.9);
  });

  it("says nothing below the threshold", async () => {
    expect(await sensitiveByMeaning("what time is breakfast", "en", encoder, model)).toBeNull();
  });

  it("leaves to the lexicon a language the encoder cannot read, and a failing or missing encoder", async () => {
    expect(await sensitiveByMeaning("the soap was swallowed", "pl", encoder, model)).toBeNull();
    expect(await sensitiveByMeaning("the soap was swallowed", "en", encoderOf({}, true), model)).toBeNull();
    expect(await sensitiveByMeaning("the soap was swallowed", "en", null, model)).toBeNull();
  });
});
