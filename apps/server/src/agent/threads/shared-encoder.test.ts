import { randomUUID } from "node:crypto";
import { type Facts, intentCatalogue, newMailFacts, type Plan } from "@inbox/agent";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { loadAgentSetup } from "../facts";
import { AgentPool } from "./agent-pool";

// Decision 0020, session 17: two agent threads or more share one sentence encoder, in a thread of its own, rather than
// each loading ONNX Runtime and the weights (about 60 MB a copy once it has run).
describe("the agent threads' shared sentence encoder", () => {
  let t: TestApp;
  let setup: Facts["setup"];

  const facts = (content: string): Facts =>
    newMailFacts(
      setup,
      {
        id: randomUUID(),
        subject: null,
        from: { address: `guest-${randomUUID()}@guest.test`, name: "Ana Guest" },
        content,
        automated: null,
        mailboxType: null,
      },
      { ids: { ticket: randomUUID(), feedbackMessage: randomUUID() } },
    );
  /** How the plan's understanding step read the mail: "words and meaning" with the encoder, "words only" without. */
  const readBy = (plan: Plan) =>
    plan.trace.find((s) => s.step === "understand")?.reason?.match(/read by ([^;]+);/)?.[1];

  beforeAll(async () => {
    t = await createTestApp("pglite", { catalogue: intentCatalogue });
    const { companyId } = await createCompanyAccount(t);
    setup = await loadAgentSetup(t.ctx, { companyId });
  });
  afterAll(() => t?.close());

  it("two agent threads decide mail by its meaning with one encoder loaded between them", async () => {
    const pool = new AgentPool({ size: 2 });
    try {
      const texts = [
        "Is there somewhere to leave the car during our stay?",
        "Can we bring our dog?",
        "What time can we get into the room?",
        "Is breakfast served early on Sundays?",
        "Do you have a gym or a pool?",
        "How far is the train station?",
      ];
      const plans = await Promise.all(
        texts.map((text) =>
          pool.run({ kind: "decide", facts: facts(text) }, setup.companyId, { whenBusy: "wait" }),
        ),
      );
      expect(pool.started).toBe(2);
      expect(plans.map(readBy)).toEqual(texts.map(() => "words and meaning"));
      expect(pool.encoderLoads).toBe(1);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it("a lone agent thread loads the encoder itself, with no thread beside it", async () => {
    const pool = new AgentPool({ size: 1 });
    try {
      const plan = await pool.run({ kind: "decide", facts: facts("Can we bring our dog?") }, setup.companyId);
      expect(readBy(plan)).toBe("words and meaning");
      expect(pool.encoderLoads).toBe(1);
      expect(pool.encoder.started).toBe(0);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it("when the encoder's thread stops, mail is still decided, and by its meaning again once a new one loaded", async () => {
    const pool = new AgentPool({ size: 2 });
    try {
      const first = await pool.run(
        { kind: "decide", facts: facts("Can we bring our dog?") },
        setup.companyId,
      );
      expect(readBy(first)).toBe("words and meaning");
      await pool.encoder.close();
      // Decided either way: from words alone while the thread has no encoder, by meaning once it has a new one.
      const meanwhile = await pool.run(
        { kind: "decide", facts: facts("Is there somewhere to leave the car?") },
        setup.companyId,
      );
      expect(["words only", "words and meaning"]).toContain(readBy(meanwhile));
      await vi.waitFor(() => expect(pool.encoder.loads).toBe(2), { timeout: 60_000, interval: 100 });
      const after = await pool.run(
        { kind: "decide", facts: facts("What time can we get into the room?") },
        setup.companyId,
      );
      expect(readBy(after)).toBe("words and meaning");
      expect(pool.encoderLoads).toBe(2);
      expect(pool.started).toBe(1);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
