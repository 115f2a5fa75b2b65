import { intentCatalogue } from "@inbox/agent";
import {
  agentConfigs,
  agentTestMessages,
  customers,
  intentExamples,
  knowledgeEntries,
  tickets,
} from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSystemReplies } from "../../agent/test-reply";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;

const FAQ = `Q: Do you have parking?
A: Yes, our private garage costs 15 EUR per night.

Q: Are pets allowed?
A: Dogs are welcome for 10 EUR per night.`;

describe.each(testDatabaseKinds())("Test Agent API on %s", (kind) => {
  let t: TestApp;
  let a: Account;
  let b: Account;
  let anna: { id: string };
  let theirCustomer: { id: string };

  const get = async (who: Account, path: string) => t.request(path, { headers: { cookie: who.cookie } });
  const send = (who: Account, method: string, path: string, body: unknown) =>
    t.request(path, jsonRequest(method, body, who.cookie));
  const newTest = async (who: Account, customerId: string) =>
    readJson(await send(who, "POST", "/api/agent-tests", { customerId }));
  const ask = async (who: Account, testId: string, content: string) =>
    readJson(await send(who, "POST", `/api/agent-tests/${testId}/messages`, { content }));
  const rate = (who: Account, messageId: string, rating: string) =>
    send(who, "PUT", `/api/agent-tests/messages/${messageId}/rating`, { rating });

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    a = await createCompanyAccount(t, { name: "Hotel Aurora", domain: "aurora.test" });
    b = await createCompanyAccount(t, { name: "Hotel Borealis", domain: "borealis.test" });
    await t.request("/api/agent-config", jsonRequest("POST", { faqContent: FAQ }, a.cookie));
    anna = (
      await t.ctx.db
        .insert(customers)
        .values({ companyId: a.companyId, firstName: "Anna", lastName: "Weber", email: "anna@guest.test" })
        .returning()
    )[0]!;
    theirCustomer = (
      await t.ctx.db
        .insert(customers)
        .values({ companyId: b.companyId, firstName: "Bo", email: "bo@guest.test" })
        .returning()
    )[0]!;
  });
  afterAll(() => t?.close());

  it("refuses a signed-out caller on every endpoint", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, path, body] of [
      ["GET", "/api/agent-tests", undefined],
      ["GET", "/api/agent-tests/customers", undefined],
      ["POST", "/api/agent-tests", { customerId: id }],
      ["GET", `/api/agent-tests/${id}`, undefined],
      ["GET", `/api/agent-tests/${id}/messages`, undefined],
      ["POST", `/api/agent-tests/${id}/messages`, { content: "Hello" }],
      ["PUT", `/api/agent-tests/messages/${id}/rating`, { rating: "thumbs_up" }],
    ] as const) {
      const res = await t.request(path, body ? jsonRequest(method, body) : { method });
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 401 });
    }
  });

  it("tests are named Test {n+1}, newest first, with their customer; a new test needs a customer", async () => {
    const c = await createCompanyAccount(t, { name: "Hotel Count", domain: "count.test" });
    const [guest] = await t.ctx.db
      .insert(customers)
      .values({ companyId: c.companyId, firstName: "Lu", lastName: "Ng", email: "lu@guest.test" })
      .returning();
    const first = await newTest(c, guest!.id);
    const second = await newTest(c, guest!.id);
    expect([first.testName, second.testName]).toEqual(["Test 1", "Test 2"]);
    expect(second.customer).toEqual({
      id: guest!.id,
      firstName: "Lu",
      lastName: "Ng",
      email: "lu@guest.test",
    });
    const list = await readJson(await get(c, "/api/agent-tests"));
    expect(list.map((x: { testName: string }) => x.testName)).toEqual(["Test 2", "Test 1"]);
    // Without an agent config, the test gets an empty one (spec 001 §7).
    const [config] = await t.ctx.db.select().from(agentConfigs).where(eq(agentConfigs.userId, c.userId));
    expect(first.agentConfigId).toBe(config!.id);

    for (const [body, message] of [
      [{}, "Select a customer"],
      [{ customerId: "anna" }, "Select a customer"],
      [{ customerId: theirCustomer.id }, "Select a customer"],
    ] as const) {
      const res = await send(c, "POST", "/api/agent-tests", body);
      expect({ status: res.status, message: (await readJson(res)).error.message }).toEqual({
        status: 400,
        message,
      });
    }
    const picker = await readJson(await get(a, "/api/agent-tests/customers?q=weber"));
    expect(picker.map((x: { email: string }) => x.email)).toEqual(["anna@guest.test"]);
    expect(await readJson(await get(a, "/api/agent-tests/customers?q=bo@guest"))).toEqual([]);
  });

  it("answers as the agent would, stores the message in two phases, and writes no ticket", async () => {
    const test = await newTest(a, anna.id);
    const reply = await ask(a, test.id, "  Do you have parking?  ");
    expect(reply).toMatchObject({
      messageContent: "Do you have parking?",
      isSystemMessage: false,
      intent: "Parking",
      userQualification: null,
    });
    expect(reply.intentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.aiResponse).toContain("Hi Anna,");
    expect(reply.aiResponse).toContain("15 EUR per night");
    expect((await ask(a, test.id, "I want a refund for my stay")).aiResponse).toBe(
      testSystemReplies.humanOnly,
    );
    expect((await ask(a, test.id, "Is there a gym in the hotel?")).aiResponse).toBe(
      testSystemReplies.notFound,
    );
    expect((await ask(a, test.id, "zzkq vrrp lllm")).aiResponse).toBe(testSystemReplies.notConfigured);

    const messages = await readJson(await get(a, `/api/agent-tests/${test.id}/messages`));
    expect(messages.map((m: { messageContent: string }) => m.messageContent)).toEqual([
      "Do you have parking?",
      "I want a refund for my stay",
      "Is there a gym in the hotel?",
      "zzkq vrrp lllm",
    ]);
    expect(messages.slice(1).every((m: { isSystemMessage: boolean }) => m.isSystemMessage)).toBe(true);
    expect(await t.ctx.db.select().from(tickets).where(eq(tickets.companyId, a.companyId))).toEqual([]);
  });

  it("moving an intent to Never Reply to changes the system reply", async () => {
    const c = await createCompanyAccount(t, { name: "Hotel Move", domain: "move.test" });
    await t.request("/api/agent-config", jsonRequest("POST", { faqContent: FAQ }, c.cookie));
    const [guest] = await t.ctx.db
      .insert(customers)
      .values({ companyId: c.companyId, firstName: "Mo", email: "mo@guest.test" })
      .returning();
    const test = await newTest(c, guest!.id);
    expect((await ask(c, test.id, "Are dogs allowed?")).isSystemMessage).toBe(false);
    const { intents } = await readJson(await get(c, "/api/library/intents"));
    const never = intents
      .filter((i: { group: string }) => i.group === "never")
      .map((i: { id: string }) => i.id);
    const pets = intents.find((i: { key: string }) => i.key === "pets").id;
    await send(c, "PUT", "/api/library/intents", { group: "never", intentIds: [...never, pets] });
    expect((await ask(c, test.id, "Are dogs allowed?")).aiResponse).toBe(testSystemReplies.humanOnly);
  });

  it("ratings teach once per reply: approve, change, withdraw, mark for review", async () => {
    const test = await newTest(a, anna.id);
    const reply = await ask(a, test.id, "Are pets allowed at the hotel?");
    expect(reply.isSystemMessage).toBe(false);
    const entries = () =>
      t.ctx.db.select().from(knowledgeEntries).where(eq(knowledgeEntries.sourceTestMessageId, reply.id));
    const examples = () =>
      t.ctx.db
        .select()
        .from(intentExamples)
        .where(and(eq(intentExamples.companyId, a.companyId), eq(intentExamples.text, reply.messageContent)));

    const approved = await rate(a, reply.id, "double_thumbs_up");
    expect(approved.status).toBe(200);
    expect(await readJson(approved)).toMatchObject({ id: reply.id, userQualification: "double_thumbs_up" });
    await rate(a, reply.id, "double_thumbs_up");
    let rows = await entries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      question: "Are pets allowed at the hotel?",
      needsReview: false,
      source: "test_rating",
      language: "en",
      intentId: reply.intentId,
    });
    expect(rows[0]!.answer).not.toContain("Hi Anna,");
    expect(rows[0]!.answer).toContain("10 EUR per night");
    expect(await examples()).toHaveLength(1);

    // Shown in the Library with a link back to the test.
    const library = await readJson(await get(a, "/api/library/knowledge"));
    expect(library.rows).toContainEqual(
      expect.objectContaining({ sourceTestMessageId: reply.id, sourceTestId: test.id, intent: reply.intent }),
    );

    await rate(a, reply.id, "thumbs_down");
    rows = await entries();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.needsReview).toBe(true);
    expect(await examples()).toHaveLength(0);

    await rate(a, reply.id, "thumbs_up");
    expect(await entries()).toHaveLength(0);
    const [stored] = await t.ctx.db
      .select()
      .from(agentTestMessages)
      .where(eq(agentTestMessages.id, reply.id));
    expect(stored!.userQualification).toBe("thumbs_up");
  });

  it("system replies and messages still processing cannot be rated; bad input is named", async () => {
    const test = await newTest(a, anna.id);
    const system = await ask(a, test.id, "I want a refund for my stay");
    const res = await rate(a, system.id, "double_thumbs_up");
    expect({ status: res.status, message: (await readJson(res)).error.message }).toEqual({
      status: 400,
      message: "System messages cannot be rated",
    });
    const [processing] = await t.ctx.db
      .insert(agentTestMessages)
      .values({ agentTestId: test.id, userId: a.userId, messageContent: "Hi", aiResponse: "Processing..." })
      .returning();
    const busy = await rate(a, processing!.id, "thumbs_up");
    expect({ status: busy.status, message: (await readJson(busy)).error.message }).toEqual({
      status: 409,
      message: "Wait for the agent's reply before rating it",
    });
    for (const [method, path, body, message] of [
      [
        "POST",
        `/api/agent-tests/${test.id}/messages`,
        { content: "   " },
        "The message is empty: paste the customer's email first",
      ],
      ["POST", `/api/agent-tests/${test.id}/messages`, {}, "Paste the customer's email"],
      [
        "PUT",
        `/api/agent-tests/messages/${system.id}/rating`,
        { rating: "great" },
        "Rate with double thumbs up, thumbs up or thumbs down",
      ],
    ] as const) {
      const r = await send(a, method, path, body);
      expect({ path, status: r.status, message: (await readJson(r)).error.message }).toEqual({
        path,
        status: 400,
        message,
      });
    }
  });

  it("another user's tests and messages are refused", async () => {
    const test = await newTest(a, anna.id);
    const reply = await ask(a, test.id, "Do you have parking?");
    for (const [method, path, body] of [
      ["GET", `/api/agent-tests/${test.id}`, undefined],
      ["GET", `/api/agent-tests/${test.id}/messages`, undefined],
      ["POST", `/api/agent-tests/${test.id}/messages`, { content: "Hello" }],
      ["PUT", `/api/agent-tests/messages/${reply.id}/rating`, { rating: "thumbs_down" }],
    ] as const) {
      const res = body ? await send(b, method, path, body) : await get(b, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    expect(await readJson(await get(b, "/api/agent-tests"))).toEqual([]);
    const [stored] = await t.ctx.db
      .select()
      .from(agentTestMessages)
      .where(eq(agentTestMessages.id, reply.id));
    expect(stored!.userQualification).toBeNull();
  });
});
