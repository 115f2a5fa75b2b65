import { intentCatalogue } from "@inbox/agent";
import {
  agentConfigIntents,
  agentConfigs,
  aiAgentIntents,
  customers,
  knowledgeEntries,
  tickets,
} from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;
interface Intent {
  id: string;
  key: string;
  name: string;
  group: "reply" | "never" | "skip" | "none";
}

describe.each(testDatabaseKinds())("Knowledge Library API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
  });
  afterAll(() => t?.close());

  const get = async (a: Account, path: string) => t.request(path, { headers: { cookie: a.cookie } });
  const send = (a: Account, method: string, path: string, body: unknown) =>
    t.request(path, jsonRequest(method, body, a.cookie));
  const intents = async (a: Account) =>
    (await readJson(await get(a, "/api/library/intents"))).intents as Intent[];
  const byKey = (list: Intent[], key: string) => list.find((i) => i.key === key)!;
  const missing = async (a: Account) => (await readJson(await get(a, "/api/shell"))).missing as string[];
  const onboard = (a: Account, faqContent = "Q: Do you have parking?\nA: Yes, 15 EUR per night.") =>
    send(a, "POST", "/api/agent-config", {
      features: ["Channel Manager Integration"],
      customFeatures: ["Spa"],
      faqContent,
    });

  it("refuses a signed-out caller on every endpoint", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, path, body] of [
      ["GET", "/api/library", undefined],
      ["GET", "/api/library/intents", undefined],
      ["PUT", "/api/library/intents", { group: "reply", intentIds: [] }],
      ["PUT", "/api/library/faq", { faqContent: "Q: a\nA: b" }],
      ["PUT", "/api/library/action-if-teammate", { actionIfTeammate: "Do nothing" }],
      ["PUT", "/api/library/brand-brief", { content: "Warm." }],
      ["GET", "/api/library/knowledge", undefined],
      [
        "PATCH",
        `/api/library/knowledge/${id}`,
        { question: "q", answer: "a", intentId: null, language: "en" },
      ],
      ["DELETE", `/api/library/knowledge/${id}`, undefined],
      ["GET", "/api/agent-config", undefined],
    ] as const) {
      const res = await t.request(path, body ? jsonRequest(method, body) : { method });
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 401 });
    }
  });

  it("shows what was saved: FAQ, features, action if teammate and brand brief, nothing before", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel Saved", domain: "saved.test" });
    expect(await readJson(await get(a, "/api/library"))).toEqual({
      config: null,
      features: [],
      customFeatures: [],
      isSoftwareCompany: false,
      brandBrief: null,
    });
    expect(await readJson(await get(a, "/api/agent-config"))).toMatchObject({ saved: false, faqContent: "" });
    expect((await onboard(a)).status).toBe(201);
    await send(a, "PUT", "/api/brand-brief", { content: "Tone of voice: warm." });
    const library = await readJson(await get(a, "/api/library"));
    expect(library).toMatchObject({
      config: {
        faqContent: "Q: Do you have parking?\nA: Yes, 15 EUR per night.",
        actionIfTeammate: "Do nothing",
      },
      features: ["Channel Manager Integration"],
      customFeatures: ["Spa"],
      brandBrief: { content: "Tone of voice: warm." },
    });
    // The onboarding screen opens with the same values.
    expect(await readJson(await get(a, "/api/agent-config"))).toEqual({
      saved: true,
      faqContent: "Q: Do you have parking?\nA: Yes, 15 EUR per night.",
      features: ["Channel Manager Integration"],
      customFeatures: ["Spa"],
    });
    expect(await readJson(await get(a, "/api/brand-brief"))).toMatchObject({
      content: "Tone of voice: warm.",
      saved: true,
    });
  });

  it("a hotel's groups hold hotel intents only; a software vendor (it chose PMS features) also sees its buyers' intents", async () => {
    const vendorKeys = intentCatalogue.filter((i) => i.audience === "software").map((i) => i.key);
    expect(vendorKeys).toEqual(expect.arrayContaining(["integrations_api", "feature_request"]));
    const hotel = await createCompanyAccount(t, { name: "Hotel Only", domain: "only.test" });
    await send(hotel, "POST", "/api/agent-config", {
      features: [],
      customFeatures: [],
      faqContent: "Q: a\nA: b",
    });
    const hotelKeys = (await intents(hotel)).map((i) => i.key);
    expect(hotelKeys).toContain("parking");
    expect(hotelKeys.filter((k) => vendorKeys.includes(k))).toEqual([]);
    expect((await readJson(await get(hotel, "/api/library"))).isSoftwareCompany).toBe(false);

    const vendor = await createCompanyAccount(t, { name: "PMS Vendor", domain: "vendor.test" });
    await onboard(vendor);
    expect((await intents(vendor)).map((i) => i.key)).toEqual(expect.arrayContaining(vendorKeys));
    expect((await readJson(await get(vendor, "/api/library"))).isSoftwareCompany).toBe(true);
  });

  it("a hotel that regroups its intents keeps the vendor intents it does not see where they were", async () => {
    const hotel = await createCompanyAccount(t, { name: "Hotel Regroup", domain: "regroup.test" });
    await send(hotel, "POST", "/api/agent-config", {
      features: [],
      customFeatures: [],
      faqContent: "Q: a\nA: b",
    });
    const shown = await intents(hotel);
    // The hotel moves Parking out of Reply to, sending the Reply to list it sees (no vendor intents in it).
    const reply = shown.filter((i) => i.group === "reply" && i.key !== "parking").map((i) => i.id);
    expect(
      (await send(hotel, "PUT", "/api/library/intents", { group: "reply", intentIds: reply })).status,
    ).toBe(200);
    await send(hotel, "POST", "/api/agent-config", {
      features: ["Mobile App"],
      customFeatures: [],
      faqContent: "Q: a\nA: b",
    });
    const after = await intents(hotel);
    expect(byKey(after, "integrations_api").group).toBe("reply");
    expect(byKey(after, "parking").group).toBe("none");
  });

  it("saving /agent-config again keeps the intent groups and action chosen in the Library", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel Again", domain: "again.test" });
    await onboard(a);
    const parking = byKey(await intents(a), "parking");
    const neverIds = (await intents(a)).filter((i) => i.group === "never").map((i) => i.id);
    await send(a, "PUT", "/api/library/intents", { group: "never", intentIds: [...neverIds, parking.id] });
    await send(a, "PUT", "/api/library/action-if-teammate", { actionIfTeammate: "Reply the message" });
    expect((await onboard(a, "Q: Pets?\nA: Dogs welcome.")).status).toBe(201);
    expect(byKey(await intents(a), "parking").group).toBe("never");
    const library = await readJson(await get(a, "/api/library"));
    expect(library.config).toMatchObject({
      faqContent: "Q: Pets?\nA: Dogs welcome.",
      actionIfTeammate: "Reply the message",
    });
    expect(await t.ctx.db.select().from(agentConfigs).where(eq(agentConfigs.userId, a.userId))).toHaveLength(
      1,
    );
  });

  it("moves an intent between groups: one group at a time, deselected intents leave the group", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel Groups", domain: "groups.test" });
    await onboard(a);
    const before = await intents(a);
    expect(byKey(before, "parking").group).toBe("reply");
    expect(byKey(before, "refund").group).toBe("never");
    expect(byKey(before, "thanks").group).toBe("skip");

    const never = before.filter((i) => i.group === "never").map((i) => i.id);
    const res = await send(a, "PUT", "/api/library/intents", {
      group: "never",
      intentIds: [...never, byKey(before, "parking").id],
    });
    expect(res.status).toBe(200);
    const after = (await readJson(res)).intents as Intent[];
    expect(byKey(after, "parking").group).toBe("never");
    const rows = await t.ctx.db
      .select()
      .from(agentConfigIntents)
      .innerJoin(aiAgentIntents, eq(aiAgentIntents.id, agentConfigIntents.aiAgentIntentId))
      .where(eq(aiAgentIntents.key, "parking"));
    const mine = rows.filter((r) => after.some((i) => i.id === r.ai_agent_intents.id));
    expect(mine.map((r) => r.agent_config_intents)).toContainEqual(
      expect.objectContaining({ excludeIntent: true, skipIntent: false }),
    );

    // Deselecting Thanks in Skip Intent takes it out of every group.
    const skip = after.filter((i) => i.group === "skip" && i.key !== "thanks").map((i) => i.id);
    const skipped = await readJson(
      await send(a, "PUT", "/api/library/intents", { group: "skip", intentIds: skip }),
    );
    expect(byKey(skipped.intents, "thanks").group).toBe("none");
    expect(byKey(skipped.intents, "spam").group).toBe("skip");
    expect(byKey(skipped.intents, "parking").group).toBe("never");
  });

  it("a config that never chose groups shows the defaults the agent uses, and a save keeps them", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel Demo", domain: "demo.test" });
    await t.ctx.db
      .insert(agentConfigs)
      .values({ companyId: a.companyId, userId: a.userId, faqContent: "Q: Wifi?\nA: Free." });
    const shown = await readJson(await get(a, "/api/library/intents"));
    expect(shown.usesDefaults).toBe(true);
    expect(byKey(shown.intents, "refund").group).toBe("never");
    expect(byKey(shown.intents, "parking").group).toBe("reply");
    expect(await missing(a)).not.toContain("agent_intents");

    const skip = (shown.intents as Intent[]).filter((i) => i.group === "skip").map((i) => i.id);
    const saved = await readJson(
      await send(a, "PUT", "/api/library/intents", {
        group: "skip",
        intentIds: [...skip, byKey(shown.intents, "wifi").id],
      }),
    );
    expect(saved.usesDefaults).toBe(false);
    expect(byKey(saved.intents, "wifi").group).toBe("skip");
    expect(byKey(saved.intents, "refund").group).toBe("never");
    expect(byKey(saved.intents, "parking").group).toBe("reply");
  });

  it("Setup Required: intents, FAQ and brand brief are cleared from the Library", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel Setup", domain: "setup.test" });
    expect(await missing(a)).toEqual([
      "escalation_responsable",
      "agent_intents",
      "faq_content",
      "brand_brief",
    ]);
    const list = await intents(a);
    expect(list.every((i) => i.group === "none")).toBe(true);
    await send(a, "PUT", "/api/library/intents", { group: "reply", intentIds: [byKey(list, "parking").id] });
    expect(await missing(a)).toEqual(["escalation_responsable", "faq_content", "brand_brief"]);
    await send(a, "PUT", "/api/library/faq", { faqContent: "Q: Parking?\nA: Yes, 15 EUR." });
    expect(await missing(a)).toEqual(["escalation_responsable", "brand_brief"]);
    await send(a, "PUT", "/api/library/brand-brief", { content: "Warm and short." });
    expect(await missing(a)).toEqual(["escalation_responsable"]);
    // Emptying the FAQ brings the warning back.
    await send(a, "PUT", "/api/library/faq", { faqContent: "   " });
    expect(await missing(a)).toEqual(["escalation_responsable", "faq_content"]);
  });

  it("bad input gets a clear message; another company's intents are refused", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel Bad", domain: "bad.test" });
    const b = await createCompanyAccount(t, { name: "Hotel Other", domain: "other.test" });
    await onboard(a);
    const [theirs] = await t.ctx.db
      .insert(aiAgentIntents)
      .values({ companyId: b.companyId, key: "late_bar", name: "Late bar" })
      .returning();
    const cases: [string, string, unknown, number, string][] = [
      [
        "PUT",
        "/api/library/intents",
        { group: "maybe", intentIds: [] },
        400,
        "Choose Reply to, Never Reply to or Skip Intent",
      ],
      [
        "PUT",
        "/api/library/intents",
        { group: "reply", intentIds: ["parking"] },
        400,
        "Choose intents from the list",
      ],
      [
        "PUT",
        "/api/library/intents",
        { group: "reply", intentIds: [theirs!.id] },
        404,
        "One of the chosen intents was not found. Reload the page and try again.",
      ],
      [
        "PUT",
        "/api/library/action-if-teammate",
        { actionIfTeammate: "Shout" },
        400,
        "Choose Do nothing or Reply the message",
      ],
      [
        "PUT",
        "/api/library/brand-brief",
        { content: "  " },
        400,
        "The brand brief is empty: write how your company speaks before saving",
      ],
      ["PUT", "/api/library/faq", { faqContent: 12 }, 400, "Write your FAQ as text"],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await send(a, method, path, body);
      expect({ path, status: res.status, message: (await readJson(res)).error?.message }).toEqual({
        path,
        status,
        message,
      });
    }
    // Emptying every group would leave the agent nothing to follow.
    const all = await intents(a);
    for (const group of ["never", "skip"] as const)
      await send(a, "PUT", "/api/library/intents", { group, intentIds: [] });
    const last = await send(a, "PUT", "/api/library/intents", { group: "reply", intentIds: [] });
    expect(last.status).toBe(400);
    expect((await readJson(last)).error.message).toBe(
      "Reply to was the last group with intents. Keep at least one intent in Reply to, Never Reply to or Skip Intent.",
    );
    expect(all.length).toBeGreaterThan(10);
    // Action if teammate needs a config.
    const c = await createCompanyAccount(t, { name: "Hotel None", domain: "none.test" });
    const none = await send(c, "PUT", "/api/library/action-if-teammate", {
      actionIfTeammate: "Reply the message",
    });
    expect(none.status).toBe(404);
    expect((await readJson(none)).error.message).toBe("No agent configuration found");
  });

  it("learned knowledge: review first, searched and paged in the database, edited and removed by its company only", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel Learn", domain: "learn.test" });
    const b = await createCompanyAccount(t, { name: "Hotel Spy", domain: "spy.test" });
    const [parking] = await t.ctx.db.select().from(aiAgentIntents).where(eq(aiAgentIntents.key, "parking"));
    const [ticket] = await t.ctx.db
      .insert(tickets)
      .values({ companyId: a.companyId, subject: "Shuttle", messageContent: "Is there a shuttle?" })
      .returning();
    const base = Date.now() - 1_000_000;
    await t.ctx.db.insert(knowledgeEntries).values(
      Array.from({ length: 45 }, (_, n) => ({
        companyId: a.companyId,
        question: `Question number ${n}`,
        answer: n === 7 ? "The shuttle runs every hour." : `Answer ${n}`,
        intentId: parking!.id,
        language: n % 2 ? "de" : "en",
        source: "feedback_loop" as const,
        sourceTicketId: n === 7 ? ticket!.id : null,
        needsReview: n === 3,
        createdAt: new Date(base + n * 1000),
      })),
    );
    await t.ctx.db
      .insert(knowledgeEntries)
      .values({ companyId: b.companyId, question: "Their secret", answer: "Theirs", source: "manual" });

    const page1 = await readJson(await get(a, "/api/library/knowledge?pageSize=20"));
    expect(page1).toMatchObject({ total: 45, needsReview: 1, page: 1, pageSize: 20 });
    expect(page1.rows).toHaveLength(20);
    expect(page1.rows[0]).toMatchObject({
      question: "Question number 3",
      needsReview: true,
      intent: "Parking",
    });
    expect(page1.rows[1].question).toBe("Question number 44");
    const page3 = await readJson(await get(a, "/api/library/knowledge?pageSize=20&page=3"));
    expect(page3.rows).toHaveLength(5);
    const found = await readJson(await get(a, "/api/library/knowledge?q=SHUTTLE"));
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({
      question: "Question number 7",
      sourceTicketId: ticket!.id,
      source: "feedback_loop",
    });
    expect(
      (await readJson(await get(b, "/api/library/knowledge"))).rows.map(
        (r: { question: string }) => r.question,
      ),
    ).toEqual(["Their secret"]);

    const review = page1.rows[0];
    const edit = {
      question: "Do you have a shuttle?",
      answer: "Yes, every hour, 25 EUR.",
      intentId: parking!.id,
      language: "EN",
    };
    const other = await send(b, "PATCH", `/api/library/knowledge/${review.id}`, edit);
    expect(other.status).toBe(404);
    expect((await readJson(other)).error.message).toBe("This entry does not exist");
    const edited = await readJson(await send(a, "PATCH", `/api/library/knowledge/${review.id}`, edit));
    expect(edited).toMatchObject({ question: "Do you have a shuttle?", language: "en", needsReview: false });

    for (const [body, message] of [
      [{ ...edit, question: " " }, "Write the question"],
      [{ ...edit, answer: "" }, "Write the answer"],
      [{ ...edit, language: "english" }, "The language is a two-letter code such as en, de or fr"],
      [{ ...edit, intentId: "parking" }, "Choose an intent from the list"],
    ] as const) {
      const res = await send(a, "PATCH", `/api/library/knowledge/${review.id}`, body);
      expect({ status: res.status, message: (await readJson(res)).error.message }).toEqual({
        status: 400,
        message,
      });
    }
    const [theirIntent] = await t.ctx.db
      .insert(aiAgentIntents)
      .values({ companyId: b.companyId, key: "spy", name: "Spy" })
      .returning();
    const spy = await send(a, "PATCH", `/api/library/knowledge/${review.id}`, {
      ...edit,
      intentId: theirIntent!.id,
    });
    expect((await readJson(spy)).error.message).toBe("Choose an intent from the list");
    const badPage = await get(a, "/api/library/knowledge?page=0");
    expect((await readJson(badPage)).error.message).toBe("Page must be 1 or more");

    const delOther = await t.request(`/api/library/knowledge/${review.id}`, {
      method: "DELETE",
      headers: { cookie: b.cookie, origin: "http://localhost:3000" },
    });
    expect(delOther.status).toBe(404);
    const del = await t.request(`/api/library/knowledge/${review.id}`, {
      method: "DELETE",
      headers: { cookie: a.cookie, origin: "http://localhost:3000" },
    });
    expect(del.status).toBe(204);
    expect((await readJson(await get(a, "/api/library/knowledge"))).total).toBe(44);
  });

  it("a saved FAQ entry answers the very next Test Agent message", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel Faq", domain: "faq.test" });
    await onboard(a, "Q: Do you have parking?\nA: Yes, our garage costs 15 EUR per night.");
    const [guest] = await t.ctx.db
      .insert(customers)
      .values({ companyId: a.companyId, firstName: "Nina", email: "nina@guest.test" })
      .returning();
    const test = await readJson(await send(a, "POST", "/api/agent-tests", { customerId: guest!.id }));
    const ask = async () =>
      readJson(
        await send(a, "POST", `/api/agent-tests/${test.id}/messages`, {
          content: "Do you offer an airport shuttle?",
        }),
      );
    const before = await ask();
    expect(before.isSystemMessage).toBe(true);
    expect(before.aiResponse).not.toContain("shuttle");

    const saved = await send(a, "PUT", "/api/library/faq", {
      faqContent:
        "Q: Do you have parking?\nA: Yes, our garage costs 15 EUR per night.\n\nQ: Do you offer an airport shuttle?\nA: Yes, our airport shuttle runs every hour and costs 25 EUR per person.",
    });
    expect(saved.status).toBe(200);
    const after = await ask();
    expect(after.isSystemMessage).toBe(false);
    expect(after.aiResponse).toContain("every hour and costs 25 EUR per person");
    expect(after.aiResponse).toContain("Nina");
  });
});
