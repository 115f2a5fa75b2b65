import { testDatabaseKinds } from "@inbox/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../testing/test-app";
import { defineJob } from "./definition";
import { autoSolveJob } from "./definitions/auto-solve";
import { createJobs } from "./queue";
import { createJobQueues, jobDefinitions, startJobWorkers } from "./registry";
import { sendJob } from "./send";

// Jobs in one place: a job whose payload its definition refuses fails once, for good, and its handler never runs (no
// retry would make the payload valid); a sender with a bad payload hears so and nothing is queued.

describe.each(testDatabaseKinds())("the job registry on %s", (kind) => {
  let t: TestApp;
  const handled: unknown[] = [];
  const greetJob = defineJob({
    name: "registry-test-greet",
    schema: z.object({ guestId: z.string().min(1) }),
    queue: { policy: "standard", retryLimit: 5, retryDelay: 1 },
    async handle(_ctx, job) {
      handled.push(job.data);
    },
  });

  const stateOf = async (id: string) => {
    const { rows } = await t.ctx.handle.executeSql(
      "select state, retry_count, output from pgboss.job where name = $1 and id = $2",
      [greetJob.name, id],
    );
    return rows[0] as { state: string; retry_count: number; output: { message?: string } } | undefined;
  };

  /** A job whose batches are recorded, each job's result chosen by `outcome` (fulfilled unless it says otherwise). */
  const batchJobNamed = (
    name: string,
    workers: { batchSize: number; fillWithinMs?: number },
    batches: string[][],
    outcome: (guestId: string) => PromiseSettledResult<unknown> = () => ({
      status: "fulfilled",
      value: null,
    }),
  ) =>
    defineJob({
      name,
      schema: z.object({ guestId: z.string().min(1) }),
      queue: { policy: "standard", retryLimit: 5, retryDelay: 60 },
      workers,
      async handle() {},
      async handleBatch(_ctx, jobs) {
        batches.push(jobs.map((job) => job.data.guestId));
        return jobs.map((job) => outcome(job.data.guestId));
      },
    });

  /** The states of a queue's jobs, in the order of `ids`. */
  const statesOf = async (name: string, ids: string[]) => {
    const { rows } = await t.ctx.handle.executeSql("select id, state from pgboss.job where name = $1", [
      name,
    ]);
    const byId = new Map((rows as { id: string; state: string }[]).map((r) => [r.id, r.state]));
    return ids.map((id) => byId.get(id));
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.ctx.jobs = await createJobs(t.ctx);
    await createJobQueues(t.ctx.jobs.boss, [greetJob]);
    await startJobWorkers(t.ctx, t.ctx.jobs, greetJob, { pollingIntervalSeconds: 0.5 });
  });

  afterAll(async () => {
    await t.ctx.jobs?.stop();
    t.ctx.jobs = undefined;
    await t.close();
  });

  it("fails a job with an invalid payload once, without a retry and without running its handler", async () => {
    const id = (await t.ctx.jobs!.send(greetJob.name, { guestId: 42 }))!;
    let job = await stateOf(id);
    for (let i = 0; i < 100 && job?.state !== "failed"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await stateOf(id);
    }
    expect(job?.state).toBe("failed");
    expect(job?.retry_count).toBe(0);
    expect(job?.output.message).toMatch(/payload refused/);
    // Past the retry delay: still failed, never retried.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await stateOf(id))?.state).toBe("failed");
    expect((await stateOf(id))?.retry_count).toBe(0);
    expect(handled).toEqual([]);
  });

  it("runs a job with a valid payload", async () => {
    const id = (await sendJob(t.ctx, greetJob, { guestId: "g-1" }))!;
    for (let i = 0; i < 100 && handled.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled).toEqual([{ guestId: "g-1" }]);
    for (let i = 0; i < 50 && (await stateOf(id))?.state !== "completed"; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stateOf(id))?.state).toBe("completed");
  });

  it("refuses to queue an invalid payload", async () => {
    await expect(sendJob(t.ctx, greetJob, { guestId: "" })).rejects.toThrow(/not valid/);
    const { rows } = await t.ctx.handle.executeSql(
      "select count(*)::int as n from pgboss.job where name = $1",
      [greetJob.name],
    );
    expect((rows[0] as { n: number }).n).toBe(2);
  });

  it("runs jobs fetched together as one batch, and retries only the one that failed", async () => {
    const batches: string[][] = [];
    const batchJob = batchJobNamed("registry-test-batch", { batchSize: 8 }, batches, (guestId) =>
      guestId === "g-bad"
        ? { status: "rejected", reason: new Error("The guest's mail could not be read.") }
        : { status: "fulfilled", value: null },
    );
    await createJobQueues(t.ctx.jobs!.boss, [batchJob]);
    const ids = await Promise.all(
      ["g-a", "g-bad", "g-b"].map(async (guestId) => (await sendJob(t.ctx, batchJob, { guestId }))!),
    );
    await startJobWorkers(t.ctx, t.ctx.jobs!, batchJob, { pollingIntervalSeconds: 0.5 });
    await expect
      .poll(() => statesOf(batchJob.name, ids), { timeout: 10_000 })
      .toEqual(["completed", "retry", "completed"]);
    expect(batches.map((batch) => batch.sort())).toEqual([["g-a", "g-b", "g-bad"]]);
    await t.ctx.jobs!.boss.offWork(batchJob.name);
  });

  it("takes a job that comes within a moment of a batch's start into that batch, and completes it", async () => {
    const batches: string[][] = [];
    const fillJob = batchJobNamed("registry-test-fill", { batchSize: 8, fillWithinMs: 1_500 }, batches);
    await createJobQueues(t.ctx.jobs!.boss, [fillJob]);
    await startJobWorkers(t.ctx, t.ctx.jobs!, fillJob, { pollingIntervalSeconds: 0.5 });
    const first = (await sendJob(t.ctx, fillJob, { guestId: "g-first" }))!;
    // Within the moment the worker waits after finding the first alone.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const next = (await sendJob(t.ctx, fillJob, { guestId: "g-next" }))!;
    await expect
      .poll(() => statesOf(fillJob.name, [first, next]), { timeout: 10_000 })
      .toEqual(["completed", "completed"]);
    expect(batches).toEqual([["g-first", "g-next"]]);
    await t.ctx.jobs!.boss.offWork(fillJob.name);
  });

  it("a stop waits for the batch a worker was fetching: it runs once and is recorded done, not run again at the next start", async () => {
    const ran: string[] = [];
    const stopJob = defineJob({
      name: "registry-test-stop",
      schema: z.object({ guestId: z.string().min(1) }),
      queue: { policy: "standard", retryLimit: 5, retryDelay: 60 },
      async handle(_ctx, job) {
        ran.push(job.data.guestId);
      },
    });
    // The worker's fetch of this queue is held until the queue has stopped, as a fetch on its way then would be.
    let fetchStarted = () => {};
    const fetching = new Promise<void>((resolve) => {
      fetchStarted = resolve;
    });
    let releaseFetch = () => {};
    const released = new Promise<void>((resolve) => {
      releaseFetch = resolve;
    });
    const jobs = await createJobs({
      logger: t.ctx.logger,
      handle: {
        ...t.ctx.handle,
        async executeSql(text, values) {
          if (text.includes("SKIP LOCKED") && values?.[0] === stopJob.name) {
            fetchStarted();
            await released;
          }
          return t.ctx.handle.executeSql(text, values);
        },
      },
    });
    await createJobQueues(jobs.boss, [stopJob]);
    const id = (await jobs.send(stopJob.name, { guestId: "g-stop" }))!;
    await startJobWorkers(t.ctx, jobs, stopJob, { pollingIntervalSeconds: 60 });
    await fetching;
    jobs.boss.once("stopped", releaseFetch);
    await jobs.stop();
    expect(ran).toEqual(["g-stop"]);
    expect(await statesOf(stopJob.name, [id])).toEqual(["completed"]);
  });

  it("keeps each queue's policy as its definition says across restarts", async () => {
    await createJobQueues(t.ctx.jobs!.boss);
    const { rows } = await t.ctx.handle.executeSql("select name, policy from pgboss.queue", []);
    const policies = Object.fromEntries(
      (rows as { name: string; policy: string }[]).map((r) => [r.name, r.policy]),
    );
    for (const definition of jobDefinitions) expect(policies[definition.name]).toBe(definition.queue.policy);
    expect(policies[autoSolveJob.name]).toBe("stately");
  });
});
