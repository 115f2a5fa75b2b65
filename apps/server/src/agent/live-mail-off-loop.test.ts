import { intentCatalogue } from "@inbox/agent";
import { addIntentCorrection, agentConfigs, messages } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeInboundMessage } from "../mail/ingest";
import { createCompanyAccount, createForwardingMailbox } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { loadAgentSetup } from "./facts";
import { processMessage } from "./process-message";
import { agentPoolFor } from "./threads/agent-pool";

const FAQ = `Q: Do you have parking?
A: Yes, we have a private garage. Parking costs 15 EUR per night.`;

// Issue 23, "No request holds the server": the first live mail after a change to the intents trains the company's
// classifier again (seconds); that happens on an agent thread while the server keeps answering.
describe.each(testDatabaseKinds())("live mail decided off the server's thread on %s", (kind) => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof createCompanyAccount>>;
  let mailboxId: string;
  let counter = 0;

  const store = async (body: string) => {
    counter += 1;
    const raw = Buffer.from(
      `From: Guest ${counter} <guest${counter}@guest.test>\r\nTo: info@aurora.test\r\nSubject: Question ${counter}\r\nMessage-ID: <live-${counter}-${kind}@guest.test>\r\nDate: ${new Date().toUTCString()}\r\n\r\n${body}\r\n`,
    );
    const { id } = await storeInboundMessage(
      t.ctx,
      { companyId: account.companyId, mailboxId, provider: "forwarding", providerId: `l${counter}`, raw },
      { enqueue: false },
    );
    return id!;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    account = await createCompanyAccount(t);
    await t.ctx.db
      .insert(agentConfigs)
      .values({ companyId: account.companyId, userId: account.userId, faqContent: FAQ });
    mailboxId = (
      await createForwardingMailbox(t.ctx, account.userId, {
        email: "info@aurora.test",
        address: `live-${kind}@inbound.localhost`,
      })
    ).id;
  });
  afterAll(() => t?.close());

  it("/api/health answers while the first mail after an intent edit retrains the classifier", async () => {
    const { companyId } = account;
    // The first mail trains the company's classifier on a thread.
    await processMessage(t.ctx, { companyId, messageId: await store("Do you have parking for our car?") });
    const setup = await loadAgentSetup(t.ctx, { companyId });
    await addIntentCorrection(t.ctx.db, {
      companyId,
      intentId: setup.intents[0]!.id,
      text: "Could you tell me about this, please?",
    });

    const messageId = await store("Is there parking near the hotel?");
    let decided = false;
    const deciding = processMessage(t.ctx, { companyId, messageId }).then((applied) => {
      decided = true;
      return applied;
    });
    const pool = agentPoolFor(t.ctx)!;
    for (let waited = 0; pool.load().busy === 0 && !decided && waited < 30_000; waited += 5)
      await new Promise((r) => setTimeout(r, 5));

    const health = await t.request("/api/health");
    expect(health.status).toBe(200);
    // Answered while the classifier was still training: the decision has not come back yet.
    expect(decided).toBe(false);

    const applied = await deciding;
    expect(applied?.ticketId).toBeTruthy();
    const [message] = await t.ctx.db
      .select({ processed: messages.processed })
      .from(messages)
      .where(eq(messages.id, messageId));
    expect(message?.processed).toBe(true);
  }, 120_000);
});
