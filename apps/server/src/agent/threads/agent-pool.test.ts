import { intentCatalogue } from "@inbox/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { classifierStoreFor } from "../classifier-store";
import { loadAgentSetup, loadSender } from "../facts";
import type { TestMail } from "../test-mail";
import { AgentPool, AgentPoolError } from "./agent-pool";

describe("agent threads", () => {
  let t: TestApp;
  let mail: (text: string) => TestMail;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp("pglite", { catalogue: intentCatalogue });
    const account = await createCompanyAccount(t);
    companyId = account.companyId;
    const setup = await loadAgentSetup(t.ctx, { companyId });
    const sender = await loadSender(t.ctx, { companyId, address: null });
    mail = (text) => ({ text, customer: null, setup, sender, mailboxTypes: [], baseUrl: t.ctx.baseUrl });
  });
  afterAll(() => t?.close());

  it("a message still being read after the time budget is refused in words, and its thread replaced", async () => {
    // Training a company's classifier takes longer than 50 ms: every first message overruns this budget.
    const pool = new AgentPool({ size: 1, timeBudgetMs: 50 });
    try {
      const first = await pool
        .run({ kind: "test-reply", mail: mail("Do you have parking?") }, companyId)
        .catch((e) => e);
      expect(first).toBeInstanceOf(AgentPoolError);
      expect(first).toMatchObject({
        reason: "overran",
        message:
          "The agent took longer than 0.05 seconds on this message and was stopped. Please try again, or with a shorter message.",
      });
      const second = await pool
        .run({ kind: "test-reply", mail: mail("Are pets allowed?") }, companyId)
        .catch((e) => e);
      expect(second).toMatchObject({ reason: "overran" });
      expect(pool.started).toBe(2);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it("past its queue, a message is refused at once with a sentence; the ones taken are answered", async () => {
    const pool = new AgentPool({ size: 1, queueLimit: 1 });
    try {
      const running = pool.run({ kind: "test-reply", mail: mail("Do you have parking?") }, companyId);
      const waiting = pool.run({ kind: "test-reply", mail: mail("Are pets allowed?") }, companyId);
      const refused = await pool
        .run({ kind: "test-reply", mail: mail("Is there a gym?") }, companyId)
        .catch((e) => e);
      expect(refused).toMatchObject({
        reason: "busy",
        message: "The agent is busy with other messages right now. Please try again in a minute.",
      });
      const answers = await Promise.all([running, waiting]);
      expect(answers.map((a) => typeof a.reply)).toEqual(["string", "string"]);
      expect(pool.started).toBe(1);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it("a burst of one company's mail is decided on every thread, not queued behind the one that knows it", async () => {
    const pool = new AgentPool({ size: 2 });
    try {
      const texts = [
        "Do you have parking?",
        "Are pets allowed?",
        "Is there a gym?",
        "When is breakfast?",
        "Late check-in?",
      ];
      const answers = await Promise.all(
        texts.map((text) =>
          pool.run({ kind: "test-reply", mail: mail(text) }, companyId, { whenBusy: "wait" }),
        ),
      );
      expect(answers.map((a) => typeof a.reply)).toEqual(texts.map(() => "string"));
      expect(pool.started).toBe(2);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it("a burst of a company's first mail on two threads trains its classifier once, and each mail is read alike", async () => {
    // A company no process has trained for: both threads need its classifier at once. The second waits for the
    // first's training (decision 0020, session 18) instead of training the same model beside it.
    const fresh = await createCompanyAccount(t);
    const setup = await loadAgentSetup(t.ctx, { companyId: fresh.companyId });
    const sender = await loadSender(t.ctx, { companyId: fresh.companyId, address: null });
    const store = classifierStoreFor(t.ctx);
    const pool = new AgentPool({ size: 2 });
    try {
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() =>
          pool.run(
            {
              kind: "test-reply",
              mail: { ...mail("Is there somewhere to leave the car?"), setup, sender },
            },
            fresh.companyId,
            { whenBusy: "wait", store },
          ),
        ),
      );
      expect(pool.started).toBe(2);
      expect(pool.classifiers).toEqual({ loaded: 1, trained: 1 });
      expect(answers.map((a) => a.intent?.name)).toEqual(["Parking", "Parking", "Parking", "Parking"]);
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it("a person's Test Agent message is neither refused nor kept waiting behind a burst of live mail", async () => {
    const pool = new AgentPool({ size: 1, queueLimit: 1 });
    try {
      const finished: string[] = [];
      const background = [
        "Do you have parking?",
        "Are pets allowed?",
        "Is there a gym?",
        "When is breakfast?",
      ].map((text, i) =>
        pool
          .run({ kind: "test-reply", mail: mail(text) }, companyId, { whenBusy: "wait" })
          .then(() => finished.push(`mail ${i + 1}`)),
      );
      const person = pool
        .run({ kind: "test-reply", mail: mail("Can I bring my bike?") }, companyId)
        .then(() => finished.push("person"));
      await Promise.all([...background, person]);
      expect(finished).toEqual(["mail 1", "person", "mail 2", "mail 3", "mail 4"]);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
