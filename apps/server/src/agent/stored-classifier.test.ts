import { intentCatalogue } from "@inbox/agent";
import { aiAgentIntents, intentExamples, listIntentClassifierVersions } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { brainsFor } from "./brains";
import { classifierStoreFor } from "./classifier-store";
import { loadAgentSetup, loadSender } from "./facts";
import { answerTestMail, type TestMail } from "./test-mail";
import { AgentPool } from "./threads/agent-pool";

// Issue 26, "A worker starts warm" (decision 0021): a company's classifier is trained by the first process or agent
// thread that needs it and stored; every other one loads it. Each pool below stands for another process: its thread
// has its own copy of the agent, as a worker process has.

describe.each(testDatabaseKinds())("a company's classifier trained once, on %s", (kind) => {
  let t: TestApp;
  const pools: AgentPool[] = [];
  const newProcess = () => {
    const pool = new AgentPool({ size: 1 });
    pools.push(pool);
    return pool;
  };

  const mailFor = async (companyId: string) => {
    const setup = await loadAgentSetup(t.ctx, { companyId });
    const sender = await loadSender(t.ctx, { companyId, address: null });
    return (text: string): TestMail => ({
      text,
      customer: null,
      setup,
      sender,
      mailboxTypes: [],
      baseUrl: t.ctx.baseUrl,
    });
  };
  const ask = (pool: AgentPool, mail: TestMail) =>
    pool.run({ kind: "test-reply", mail }, mail.setup.companyId, { store: classifierStoreFor(t.ctx) });
  const storedFor = (companyId: string) => listIntentClassifierVersions(t.ctx.db, { companyId });

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
  }, 60_000);
  // Each process's thread holds its own encoder: stopped after each test.
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });
  afterAll(() => t?.close());

  it("a second process loads the classifier the first trained, and reads the mail the same way", async () => {
    const { companyId } = await createCompanyAccount(t);
    const mail = await mailFor(companyId);
    const first = newProcess();
    const second = newProcess();

    const trained = await ask(first, mail("Hello, do you have parking for our car?"));
    expect(first.classifiers).toEqual({ loaded: 0, trained: 1 });
    expect(await storedFor(companyId)).toHaveLength(1);

    const loaded = await ask(second, mail("Hello, do you have parking for our car?"));
    expect(second.classifiers).toEqual({ loaded: 1, trained: 0 });
    expect(loaded).toEqual(trained);
    expect(loaded.intent?.name).toBe("Parking");

    // Kept by the thread afterwards: the next mail neither loads nor trains.
    await ask(second, mail("Can we bring our dog?"));
    expect(second.classifiers).toEqual({ loaded: 1, trained: 0 });

    // The server's own thread (AGENT_THREADS=0) loads it too.
    const store = classifierStoreFor(t.ctx);
    const before = { ...store.counts };
    const onServer = await answerTestMail(
      mail("Hello, do you have parking for our car?"),
      brainsFor(t.ctx, store),
    );
    expect(onServer).toEqual(trained);
    expect(store.counts).toEqual({ loaded: before.loaded + 1, trained: before.trained });
  }, 180_000);

  it("an example added to an intent trains a new classifier once, which the other processes then load", async () => {
    const { companyId } = await createCompanyAccount(t);
    const first = newProcess();
    const second = newProcess();
    await ask(first, (await mailFor(companyId))("Is breakfast included?"));
    const [wifi] = await t.ctx.db.select().from(aiAgentIntents).where(eq(aiAgentIntents.key, "wifi"));
    await t.ctx.db.insert(intentExamples).values({
      intentId: wifi!.id,
      companyId,
      text: "the internet in room 12 keeps dropping",
      source: "ticket",
    });

    const mail = await mailFor(companyId);
    await ask(second, mail("Is breakfast included?"));
    await ask(first, mail("Is breakfast included?"));
    expect(second.classifiers).toEqual({ loaded: 0, trained: 1 });
    // The first process had the old classifier: it loads the new one rather than training it.
    expect(first.classifiers).toEqual({ loaded: 1, trained: 1 });
    const stored = await storedFor(companyId);
    expect(stored).toHaveLength(2);
    expect(stored[0]!.modelVersion).toBe(mail("").setup.brainContext.modelVersion);
  }, 180_000);

  it("two processes that train the same classifier at once both answer, and one model is kept", async () => {
    const { companyId } = await createCompanyAccount(t);
    const mail = await mailFor(companyId);
    const [a, b] = [newProcess(), newProcess()];
    const answers = await Promise.all([
      ask(a, mail("What time is check-in?")),
      ask(b, mail("What time is check-in?")),
    ]);
    expect(answers[0]).toEqual(answers[1]);
    expect(await storedFor(companyId)).toHaveLength(1);
    const made = [a, b].map((p) => p.classifiers.loaded + p.classifiers.trained);
    expect(made).toEqual([1, 1]);
  }, 180_000);
});
