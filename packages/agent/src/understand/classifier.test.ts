import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { intentCatalogue } from "../catalogue/intents";
import { IntentClassifier } from "./classifier";
import { sentenceEncoder } from "./encoder";
import { Vectorizer } from "./features";

/** Guest wordings the catalogue's examples do not contain, found by the sentence encoder alone. */
const PARAPHRASES: [string, string][] = [
  ["Can my labrador stay with us?", "pets"],
  ["Is there somewhere to swim?", "spa_gym_pool"],
];

const catalogue = intentCatalogue.flatMap((i) => i.examples.map((text) => ({ text, labels: [i.key] })));

describe("intent classifier", async () => {
  const encoder = await sentenceEncoder();
  const lexical = await IntentClassifier.train(catalogue);
  const model = await IntentClassifier.train(catalogue, { encoder });

  it("reads intents of messages it never saw, in several languages", async () => {
    for (const m of [lexical, model]) {
      expect((await m.predict("hi, is there somewhere to leave the car overnight?")).top?.intent).toBe(
        "parking",
      );
      expect((await m.predict("Can we bring our dog along?")).top?.intent).toBe("pets");
      expect((await m.predict("Quelle est l'heure d'arrivée possible à l'hôtel ?")).top?.intent).toBe(
        "check_in",
      );
      expect((await m.predict("Ich möchte meine Reservierung stornieren bitte")).top?.intent).toBe(
        "cancel_booking",
      );
    }
  });

  it("with the sentence encoder, understands English wording that shares no word with the examples", async () => {
    expect(model.semantic).toBe(true);
    expect(lexical.semantic).toBe(false);
    for (const [text, intent] of PARAPHRASES) {
      expect((await model.predict(text)).top?.intent, text).toBe(intent);
    }
  });

  it("is more confident in-domain than on unrelated text, and says none for it", async () => {
    for (const m of [lexical, model]) {
      const inDomain = await m.predict("What time is breakfast?");
      const unrelated = await m.predict("zxq plorb vint kelm");
      expect(inDomain.top!.confidence).toBeGreaterThan(unrelated.top!.confidence);
      expect(unrelated.none).toBe(true);
    }
  });

  it("gives several labels when a multi-label model sees a message asking two things", async () => {
    const multi = await IntentClassifier.train(
      [
        ...catalogue.filter((c) => ["parking", "pets", "wifi"].includes(c.labels[0]!)),
        { text: "do you have parking and can I bring my dog", labels: ["parking", "pets"] },
        { text: "is there wifi and parking", labels: ["wifi", "parking"] },
      ],
      { encoder },
    );
    const labels = (await multi.predict("Can I bring my dog, and is there a car park?")).labels.map(
      (l) => l.intent,
    );
    expect(labels).toEqual(expect.arrayContaining(["parking", "pets"]));
  });

  it("multi-label: tunes a threshold per intent, keeps it through serialisation, and learns from intent names", async () => {
    const keys = ["parking", "pets", "wifi", "breakfast", "spa_gym_pool"];
    const data = [
      ...catalogue.filter((c) => keys.includes(c.labels[0]!)),
      { text: "do you have parking and can I bring my dog", labels: ["parking", "pets"] },
      { text: "is there wifi and parking", labels: ["wifi", "parking"] },
      { text: "what time is breakfast and is the pool open", labels: ["breakfast", "spa_gym_pool"] },
      // An intent with one example that shares no word with the message below: its name teaches "late".
      { text: "could we keep the room until 2 pm on our last day", labels: ["late_check_out"] },
      { text: "we arrive on Friday", labels: [] },
    ];
    expect(data.length).toBeGreaterThanOrEqual(40);
    const multi = await IntentClassifier.train(data, { encoder });
    const copy = IntentClassifier.fromBytes(multi.toBytes(), encoder)!;
    const message = "Is a late check out possible?";
    expect(await copy.predict(message)).toEqual(await multi.predict(message));
    expect((await multi.predict(message)).top?.intent).toBe("late_check_out");
  });

  it("still reads intents from the words when the encoder fails after training", async () => {
    let failing = false;
    const flaky = {
      name: encoder.name,
      dimensions: encoder.dimensions,
      languages: encoder.languages,
      encode: (texts: string[]) =>
        failing ? Promise.reject(new Error("encoder thread crashed")) : encoder.encode(texts),
    };
    const m = await IntentClassifier.train(catalogue, { encoder: flaky });
    failing = true;
    const prediction = await m.predict("Is there wifi in the rooms?");
    const wordsOnly = await lexical.predict("Is there wifi in the rooms?");
    expect(prediction.top?.intent).toBe("wifi");
    expect(prediction.top!.confidence).toBeCloseTo(wordsOnly.top!.confidence);
  });

  it("survives serialisation unchanged, and reads words only without its encoder", async () => {
    // Through a copy of the bytes at an odd offset, as a database driver may hand them back.
    const bytes = model.toBytes();
    const stored = new Uint8Array(bytes.byteLength + 1);
    stored.set(bytes, 1);
    const copy = IntentClassifier.fromBytes(stored.subarray(1), encoder)!;
    for (const text of ["wifi password?", "Quelle est l'heure d'arrivée ?", "zxq plorb vint kelm"])
      expect(await copy.predict(text)).toEqual(await model.predict(text));
    expect((await IntentClassifier.fromBytes(lexical.toBytes())!.predict("wifi?")).top?.intent).toBe("wifi");
    const wordsOnly = IntentClassifier.fromBytes(bytes)!;
    expect(wordsOnly.semantic).toBe(false);
    expect((await wordsOnly.predict("wifi password?")).top?.intent).toBe("wifi");
    // A company's intents are stored in about a megabyte (the dense weights were 32 MB).
    expect(bytes.byteLength).toBeLessThan(4_000_000);
  });

  it("refuses bytes of another layout, so the caller trains instead", () => {
    const bytes = model.toBytes();
    expect(IntentClassifier.fromBytes(new Uint8Array([1, 2, 3]))).toBeNull();
    const otherFormat = new Uint8Array(bytes);
    const headerLength = new DataView(otherFormat.buffer).getUint32(4, true);
    const header = Buffer.from(otherFormat.subarray(8, 8 + headerLength)).toString("utf8");
    otherFormat.set(Buffer.from(header.replace('"format":1', '"format":9')), 8);
    expect(IntentClassifier.fromBytes(otherFormat)).toBeNull();
  });
});

describe("features", () => {
  it("below length norm 1, a word weighs as much in a long text as in a short one", () => {
    const texts = ["hello", "hello, I want to change the number of nights of my booking please", "thanks"];
    const weightOfHello = (lengthNorm?: number) => {
      const vectorizer = Vectorizer.fit(texts, { bits: 16, charNgrams: [3, 5], lengthNorm });
      const [short, long] = texts.map((t) => vectorizer.transform(t));
      const hello = short!.index[0]!;
      return long!.value[Array.from(long!.index).indexOf(hello)]! / short!.value[0]!;
    };
    expect(weightOfHello()).toBeLessThan(0.5);
    expect(weightOfHello(0.5)).toBeGreaterThan(weightOfHello() * 1.5);
  });
});

describe("npm run eval", () => {
  it("trains on --train, scores --test, and prints one JSON object", () => {
    const dir = mkdtempSync(join(tmpdir(), "eval-"));
    const rows = (n: number) =>
      intentCatalogue.slice(0, 6).flatMap((i) => i.examples.slice(n, n + 4).map((text) => [text, i.key]));
    writeFileSync(
      join(dir, "clinc.json"),
      JSON.stringify({
        train: rows(0),
        oos_train: [["zz qq", "oos"]],
        val: rows(5),
        oos_val: [["plorb zint", "oos"]],
      }),
    );
    const out = execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        join(import.meta.dirname, "../eval/cli.ts"),
        "--task",
        "intents",
        "--format",
        "clinc",
        "--train",
        join(dir, "clinc.json"),
        "--test",
        join(dir, "clinc.json"),
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    const result = JSON.parse(out);
    expect(Object.keys(result)).toEqual(
      expect.arrayContaining([
        "microF1",
        "exactMatch",
        "inScopeAccuracy",
        "oosRecall",
        "latencyMs",
        "trainMs",
      ]),
    );
    expect(result.inScopeAccuracy).toBeGreaterThan(0.5);
  });
});
