import { intentCatalogue } from "@inbox/agent";
import { agentConfigs, messages, tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeInboundMessage } from "../mail/ingest";
import { createCompanyAccount, createForwardingMailbox } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { processMessageJob } from "./definitions/process-message";
import { createMessageHandOff, type HandedOver, SAFETY_NET_SECONDS } from "./hand-off";
import { createJobs } from "./queue";
import { recoverInterruptedWork, requeueOrphanMessages } from "./recovery";
import { sendJobs } from "./send";
import type { MessageToDecide } from "./types";
import { startWorkers } from "./workers";

// Issue 16: a message stored by the process that runs the workers is decided there at once, and its job waits as a
// safety net: deleted once the message is decided, released to the queue when deciding fails. On the embedded
// database (issue 26) there is no job to write and delete: one is queued when deciding fails, and the next start
// queues the mail a process died holding.

describe.each(testDatabaseKinds())("deciding a stored message at once on %s", (kind) => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let n = 0;

  const store = async (subject: string, body: string) => {
    n += 1;
    const raw = Buffer.from(
      `From: Guest <guest${n}@guest.test>\r\nTo: info@aurora.test\r\nSubject: ${subject}\r\nMessage-ID: <handoff-${n}-${kind}@guest.test>\r\n\r\n${body}\r\n`,
    );
    const { id } = await storeInboundMessage(t.ctx, {
      companyId: account.companyId,
      mailboxId,
      provider: "forwarding",
      providerId: `handoff-${n}`,
      raw,
    });
    return id!;
  };

  const jobOf = async (messageId: string) => {
    const { rows } = await t.ctx.handle.executeSql(
      "select state, start_after > now() as waiting from pgboss.job where name = $1 and data->>'messageId' = $2",
      [processMessageJob.name, messageId],
    );
    return rows as { state: string; waiting: boolean }[];
  };

  /** A hand-off's `decide` in which one message fails and the others are decided. */
  const failingFor =
    (failing: string) =>
    async (batch: HandedOver[]): Promise<PromiseSettledResult<unknown>[]> =>
      batch.map(({ message }) =>
        message.messageId === failing
          ? { status: "rejected", reason: new Error("The language model did not answer.") }
          : { status: "fulfilled", value: null },
      );
  /** A hand-off of this test's own, deciding by `decide`. */
  const handOffWith = (
    decide: (batch: HandedOver[]) => Promise<PromiseSettledResult<unknown>[]>,
    { safetyNet, concurrency = 2 }: { safetyNet: "job" | "sweep"; concurrency?: number },
  ) =>
    createMessageHandOff(t.ctx, {
      queue: processMessageJob.name,
      concurrency,
      batchSize: 8,
      decide,
      wake: () => {},
      safetyNet,
      queueJobs: (messages: MessageToDecide[]) => sendJobs(t.ctx, processMessageJob, messages),
    });

  const ticketsOf = (messageId: string) =>
    t.ctx.db.select().from(tickets).where(eq(tickets.messageId, messageId));

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    account = await createCompanyAccount(t);
    await t.ctx.db.insert(agentConfigs).values({
      companyId: account.companyId,
      userId: account.userId,
      faqContent: "Q: Do you have parking?\nA: Yes, our garage has 20 spaces.",
    });
    mailboxId = (
      await createForwardingMailbox(t.ctx, account.userId, {
        email: "info@aurora.test",
        address: `handoff-${kind}@inbound.localhost`,
      })
    ).id;
    t.ctx.jobs = await createJobs(t.ctx);
  }, 60_000);

  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t.close();
  });

  it("decides a message the moment it is stored and leaves no job behind", async () => {
    // Polling once a minute: only the hand-off can decide the message within the test.
    const workers = await startWorkers(t.ctx, { pollingIntervalSeconds: 60 });
    try {
      const id = await store("Parking", "Hello, do you have parking for our car?");
      await expect
        .poll(async () => (await t.ctx.db.select().from(messages).where(eq(messages.id, id)))[0]?.processed, {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await ticketsOf(id)).toHaveLength(1);
      await expect.poll(() => jobOf(id)).toEqual([]);
    } finally {
      await workers.stop();
    }
  });

  it("releases the job to the queue when deciding here fails, and keeps it when it succeeds", async () => {
    // Stored while no worker runs: the job is due at once and nobody takes it.
    const failing = await store("Parking", "Is there parking at the hotel?");
    const fine = await store("Parking", "Where can we leave the car?");
    await t.ctx.handle.executeSql(
      "update pgboss.job set start_after = now() + interval '30 seconds' where name = $1",
      [processMessageJob.name],
    );
    const handOff = handOffWith(failingFor(failing), { safetyNet: "job" });
    const idOf = async (messageId: string) => {
      const { rows } = await t.ctx.handle.executeSql(
        "select id from pgboss.job where name = $1 and data->>'messageId' = $2",
        [processMessageJob.name, messageId],
      );
      return (rows as { id: string }[])[0]!.id;
    };
    handOff.push({ companyId: account.companyId, messageId: failing }, await idOf(failing));
    handOff.push({ companyId: account.companyId, messageId: fine }, await idOf(fine));
    await handOff.stop();
    // The failed one is due now, for the queue's retries; the decided one is gone.
    expect(await jobOf(failing)).toEqual([{ state: "created", waiting: false }]);
    expect(await jobOf(fine)).toEqual([]);
    expect(handOff.accepts()).toBe(false);
  });

  it("without a job beside it, a message whose deciding fails gets one due now; one decided gets none", async () => {
    const failing = await store("Parking", "Is there a garage near the hotel?");
    const fine = await store("Parking", "Can we leave the car overnight?");
    await t.ctx.handle.executeSql("delete from pgboss.job where name = $1 and data->>'messageId' = any($2)", [
      processMessageJob.name,
      [failing, fine],
    ]);
    const handOff = handOffWith(failingFor(failing), { safetyNet: "sweep" });
    handOff.push({ companyId: account.companyId, messageId: failing }, null);
    handOff.push({ companyId: account.companyId, messageId: fine }, null);
    await handOff.stop();
    expect(await jobOf(failing)).toEqual([{ state: "created", waiting: false }]);
    expect(await jobOf(fine)).toEqual([]);
  });

  it.runIf(kind === "pglite")(
    "stores mail decided at once without a job, and queues at the next start what the last process died holding",
    async () => {
      // A hand-off that takes the mail but never gets to decide it: the process dies holding it.
      t.ctx.jobs!.handOff = handOffWith(async () => [], { safetyNet: "sweep", concurrency: 0 });
      const id = await store("Parking", "Is parking free for hotel guests?");
      t.ctx.jobs!.handOff = undefined;
      expect(await jobOf(id)).toEqual([]);
      // The sweep while the server runs leaves mail just stored to the hand-off.
      await requeueOrphanMessages(t.ctx, { storedSecondsAgo: SAFETY_NET_SECONDS });
      expect(await jobOf(id)).toEqual([]);

      const recovered = await recoverInterruptedWork(t.ctx);
      expect(recovered.requeued).toBeGreaterThanOrEqual(1);
      expect(await jobOf(id)).toEqual([{ state: "created", waiting: false }]);
    },
  );

  it.runIf(kind === "pglite")(
    "runs at the next start what a version with a waiting job was still to decide",
    async () => {
      const id = await store("Parking", "Can we park a van at the hotel?");
      await t.ctx.handle.executeSql(
        "update pgboss.job set start_after = now() + interval '30 seconds' where name = $1 and data->>'messageId' = $2",
        [processMessageJob.name, id],
      );
      const recovered = await recoverInterruptedWork(t.ctx);
      expect(recovered.failed).toBeGreaterThanOrEqual(1);
      expect(await jobOf(id)).toEqual([{ state: "created", waiting: false }]);
    },
  );
});
