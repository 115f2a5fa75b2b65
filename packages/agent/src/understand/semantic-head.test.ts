import { afterAll, describe, expect, it, vi } from "vitest";
import { intentCatalogue } from "../catalogue/intents";
import { sentenceEncoder } from "./encoder";
import { trainSemanticHead, trainSemanticHeadHere } from "./semantic-head";
import { headTrainer } from "./semantic-head-trainer";

// Decision 0020, session 18: a classifier's meaning model is trained in a short-lived thread of its own, so no thread
// that decides mail keeps TensorFlow.js. The head it trains must be the one the deciding thread trained itself:
// otherwise a company's mail would be read differently after the change.
describe("the semantic head's own thread", () => {
  afterAll(() => headTrainer.close());

  it("trains the very head the catalogue's intents got on the deciding thread, and stops after it", async () => {
    const encoder = await sentenceEncoder();
    const keys = intentCatalogue.map((i) => i.key);
    const examples = intentCatalogue.flatMap((i) => i.examples.map((text) => ({ text, intent: i.key })));
    const vectors = await encoder.encode(examples.map((e) => e.text));
    const labels = examples.map((e) => Int32Array.of(keys.indexOf(e.intent)));
    const job = { vectors, labels, classes: keys.length, kind: "softmax" as const, seed: 7 };

    const { started, trained } = headTrainer;
    const inThread = await trainSemanticHead(vectors, labels, keys.length, "softmax", 7);
    expect([headTrainer.started, headTrainer.trained]).toEqual([started + 1, trained + 1]);
    const here = await trainSemanticHeadHere(job);
    expect(inThread.outputs).toBe(here.outputs);
    expect(Buffer.from(inThread.weights.buffer).equals(Buffer.from(here.weights.buffer))).toBe(true);
    expect(Buffer.from(inThread.bias.buffer).equals(Buffer.from(here.bias.buffer))).toBe(true);

    // Gone once the training is over; the next training (an edited intent) starts a thread again, same head.
    await vi.waitFor(() => expect(headTrainer.running).toBe(false), { timeout: 30_000, interval: 100 });
    const again = await trainSemanticHead(vectors, labels, keys.length, "softmax", 7);
    expect([headTrainer.started, headTrainer.trained]).toEqual([started + 2, trained + 2]);
    expect(Buffer.from(again.weights.buffer).equals(Buffer.from(here.weights.buffer))).toBe(true);
  }, 120_000);
});
