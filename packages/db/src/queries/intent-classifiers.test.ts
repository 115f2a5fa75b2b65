import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../schema";
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from "../testing";
import {
  getIntentClassifier,
  listIntentClassifierVersions,
  saveIntentClassifier,
} from "./intent-classifiers";

describe.each(testDatabaseKinds())("stored intent classifiers on %s", (kind: TestDatabaseKind) => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let companyId: string;
  let otherCompanyId: string;
  const trainer = "trainer-1";

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    const [hotel, other] = await handle.db
      .insert(companies)
      .values([
        { name: "Hotel", url: "https://h.test", email: "o@h.test" },
        { name: "Other", url: "https://o.test", email: "o@o.test" },
      ])
      .returning();
    companyId = hotel!.id;
    otherCompanyId = other!.id;
  }, 60_000);
  afterAll(() => handle?.close());

  it("gives back the bytes a process stored, to that company only", async () => {
    const model = new Uint8Array(randomBytes(1_200_000));
    expect(await getIntentClassifier(handle.db, { companyId, modelVersion: "v1", trainer })).toBeNull();
    expect(await saveIntentClassifier(handle.db, { companyId, modelVersion: "v1", trainer, model })).toBe(
      true,
    );
    const loaded = await getIntentClassifier(handle.db, { companyId, modelVersion: "v1", trainer });
    expect(Buffer.from(loaded!).equals(Buffer.from(model))).toBe(true);
    expect(
      await getIntentClassifier(handle.db, { companyId: otherCompanyId, modelVersion: "v1", trainer }),
    ).toBeNull();
    expect(
      await getIntentClassifier(handle.db, { companyId, modelVersion: "v1", trainer: "other" }),
    ).toBeNull();
  });

  it("keeps one model when several processes store the same training at once, without an error", async () => {
    const model = (n: number) => new Uint8Array(1000).fill(n);
    const saved = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        saveIntentClassifier(handle.db, {
          companyId: otherCompanyId,
          modelVersion: "race",
          trainer,
          model: model(n),
        }),
      ),
    );
    expect(saved.filter(Boolean)).toHaveLength(1);
    expect(await listIntentClassifierVersions(handle.db, { companyId: otherCompanyId })).toEqual([
      { modelVersion: "race", trainer },
    ]);
    const kept = await getIntentClassifier(handle.db, {
      companyId: otherCompanyId,
      modelVersion: "race",
      trainer,
    });
    expect(kept).toHaveLength(1000);
  });

  it("keeps a company's newest models only as its setup changes", async () => {
    for (const version of ["v2", "v3", "v4", "v5"]) {
      await saveIntentClassifier(handle.db, {
        companyId,
        modelVersion: version,
        trainer,
        model: new Uint8Array([1, 2, 3]),
      });
      // A distinct creation time for each, as changes a person makes are.
      await new Promise((r) => setTimeout(r, 5));
    }
    const kept = await listIntentClassifierVersions(handle.db, { companyId });
    expect(kept.map((k) => k.modelVersion)).toEqual(["v5", "v4", "v3"]);
    // Another company's model is not touched.
    expect(await listIntentClassifierVersions(handle.db, { companyId: otherCompanyId })).toHaveLength(1);
  });
});
