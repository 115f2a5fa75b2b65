import { intentCatalogue } from "@inbox/agent";
import { messages, ticketResponses, tickets } from "@inbox/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoWorkspace, DEMO_EMAIL, DEMO_PASSWORD } from "./demo";
import { startTestWorkers } from "./testing/fixtures";
import { createTestApp, jsonRequest, type TestApp } from "./testing/test-app";

describe("the demo workspace", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { catalogue: intentCatalogue });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("comes up on a clean start with the agent's work done by the real pipeline", async () => {
    const jobs = await startTestWorkers(t.ctx);
    try {
      const demo = await createDemoWorkspace(t.ctx);
      expect(demo?.email).toBe(DEMO_EMAIL);
      await expect
        .poll(async () => (await t.ctx.db.select().from(messages)).every((m) => m.processed), {
          timeout: 30_000,
        })
        .toBe(true);
      const results = (await t.ctx.db.select().from(messages)).map((m) => m.processedResult ?? "");
      expect(results).toHaveLength(6);
      // The three guests whose questions the FAQ answers get drafts: check-in, parking for the car, the French dog.
      expect(results.filter((r) => r.startsWith("drafted:")).length).toBe(3);
      expect(results).toContain("escalated: known intent requiring human intervention (Refund)");
      expect(results.some((r) => r.startsWith("feedback loop:"))).toBe(true);
      // The French guest is answered in French, from the French entry of the demo hotel's FAQ.
      const french = (await t.ctx.db.select().from(messages)).find((m) => m.emailSubject === "Chien");
      expect(french?.processedResult).toMatch(/^drafted: Pets/);
      const frenchTicketId = (french!.trace as { ticketId: string }).ticketId;
      const [frenchReply] = await t.ctx.db
        .select()
        .from(ticketResponses)
        .where(eq(ticketResponses.ticketId, frenchTicketId));
      expect(frenchReply?.messageContent).toMatch(/^Bonjour Claire Martin,\nMerci pour votre message\./);
      expect(frenchReply?.messageContent).toContain("Les chiens sont les bienvenus pour 12 EUR par nuit");
      const inLoop = await t.ctx.db.select().from(tickets).where(eq(tickets.isInFeedbackLoop, true));
      expect(inLoop.length).toBeGreaterThanOrEqual(1);
      // A second start does not create it again.
      expect(await createDemoWorkspace(t.ctx)).toBeNull();
      const signIn = await t.request(
        "/api/auth/sign-in/email",
        jsonRequest("POST", { email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      );
      expect(signIn.status).toBe(200);
    } finally {
      await jobs.stop();
    }
  });
});
