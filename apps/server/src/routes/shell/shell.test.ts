import { intentCatalogue } from "@inbox/agent";
import { escalationResponsables, profiles } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

describe.each(testDatabaseKinds())("shell and responsables API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
  });
  afterAll(() => t?.close());

  it("refuses a signed-out caller", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/shell", undefined],
      ["PATCH", "/api/profile/mode", { mode: "live" }],
      ["GET", "/api/escalation-responsables", undefined],
      ["POST", "/api/escalation-responsables", { firstName: "A", lastName: "B", email: "a@b.test" }],
    ] as const) {
      const res = await t.request(path, body ? jsonRequest(method, body) : { method });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it("lists exactly what setup still needs, until nothing", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel One", domain: "one.test" });
    const shell = async () => readJson(await t.request("/api/shell", { headers: { cookie: a.cookie } }));
    expect((await shell()).missing).toEqual([
      "escalation_responsable",
      "agent_intents",
      "faq_content",
      "brand_brief",
    ]);
    await t.request(
      "/api/agent-config",
      jsonRequest("POST", { faqContent: "Q: Parking?\nA: Yes." }, a.cookie),
    );
    expect((await shell()).missing).toEqual(["escalation_responsable", "brand_brief"]);
    await t.request("/api/brand-brief", jsonRequest("PUT", { content: "Tone of voice: warm." }, a.cookie));
    const created = await t.request(
      "/api/escalation-responsables",
      jsonRequest(
        "POST",
        { firstName: "Lea", lastName: "Marti", email: "lea@one.test", isDefaultResponsable: true },
        a.cookie,
      ),
    );
    expect(created.status).toBe(201);
    expect((await shell()).missing).toEqual([]);
  });

  it("switches only the caller's mode, and keeps responsables to their company", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    const b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
    const res = await t.request("/api/profile/mode", jsonRequest("PATCH", { mode: "live" }, a.cookie));
    expect(await readJson(res)).toEqual({ mode: "live" });
    const modes = await t.ctx.db.select({ id: profiles.id, mode: profiles.mode }).from(profiles);
    expect(modes.find((p) => p.id === a.userId)?.mode).toBe("live");
    expect(modes.find((p) => p.id === b.userId)?.mode).toBe("sandbox");

    const mine = await readJson(
      await t.request(
        "/api/escalation-responsables",
        jsonRequest("POST", { firstName: "Ann", lastName: "A", email: "ann@a.test" }, a.cookie),
      ),
    );
    const theirs = await readJson(
      await t.request("/api/escalation-responsables", { headers: { cookie: b.cookie } }),
    );
    expect(theirs).toEqual([]);
    const intents = await readJson(
      await t.request("/api/escalation-responsables/intents", { headers: { cookie: b.cookie } }),
    );
    for (const [method, path, body] of [
      [
        "PATCH",
        `/api/escalation-responsables/${mine.id}`,
        { firstName: "X", lastName: "Y", email: "x@b.test" },
      ],
      ["POST", `/api/escalation-responsables/${mine.id}/intents`, { intentId: intents[0].id }],
    ] as const) {
      expect((await t.request(path, jsonRequest(method, body, b.cookie))).status).toBe(404);
    }
    const del = await t.request(`/api/escalation-responsables/${mine.id}`, {
      method: "DELETE",
      headers: { cookie: b.cookie, origin: "http://localhost:3000" },
    });
    expect(del.status).toBe(404);
    expect(
      await t.ctx.db.select().from(escalationResponsables).where(eq(escalationResponsables.id, mine.id)),
    ).toHaveLength(1);
  });
});
