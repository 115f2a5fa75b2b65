import { intentCatalogue } from "@inbox/agent";
import { companies, escalationResponsables, supportMailboxes } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount, createForwardingMailbox } from "../../testing/fixtures";
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

  it("going live names the company's own switched-on mailboxes and records since when the account is live", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel Live", domain: "live-a.test" });
    const b = await createCompanyAccount(t, { name: "Hotel Other", domain: "live-b.test" });
    await createForwardingMailbox(t.ctx, a.userId, {
      email: "info@live-a.test",
      address: `la-${kind}@inbound.localhost`,
    });
    const off = await createForwardingMailbox(t.ctx, a.userId, {
      email: "old@live-a.test",
      address: `lo-${kind}@inbound.localhost`,
    });
    await t.ctx.db.update(supportMailboxes).set({ isActive: false }).where(eq(supportMailboxes.id, off.id));
    await createForwardingMailbox(t.ctx, b.userId, {
      email: "desk@live-b.test",
      address: `lb-${kind}@inbound.localhost`,
    });
    const shell = async (cookie: string) => readJson(await t.request("/api/shell", { headers: { cookie } }));

    expect(await shell(a.cookie)).toMatchObject({
      mode: "sandbox",
      liveSince: null,
      mailboxes: [{ email: "info@live-a.test", provider: "forwarding" }],
    });
    expect((await shell(b.cookie)).mailboxes).toEqual([
      { email: "desk@live-b.test", provider: "forwarding" },
    ]);

    const before = Date.now();
    const live = await readJson(
      await t.request("/api/profile/mode", jsonRequest("PATCH", { mode: "live" }, a.cookie)),
    );
    const since = new Date(live.liveSince).getTime();
    expect(since).toBeGreaterThanOrEqual(before - 5000);
    expect((await shell(a.cookie)).liveSince).toBe(live.liveSince);
    // Saying live again keeps the first moment; sandbox clears it.
    const again = await readJson(
      await t.request("/api/profile/mode", jsonRequest("PATCH", { mode: "live" }, a.cookie)),
    );
    expect(again.liveSince).toBe(live.liveSince);
    expect((await shell(b.cookie)).liveSince).toBeNull();
    await t.request("/api/profile/mode", jsonRequest("PATCH", { mode: "sandbox" }, a.cookie));
    expect(await shell(a.cookie)).toMatchObject({ mode: "sandbox", liveSince: null });
  });

  it("switches only the caller's company's mode, and keeps responsables to their company", async () => {
    const a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    const b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
    const res = await t.request("/api/profile/mode", jsonRequest("PATCH", { mode: "live" }, a.cookie));
    expect(await readJson(res)).toMatchObject({ mode: "live" });
    const modes = await t.ctx.db.select({ id: companies.id, mode: companies.mode }).from(companies);
    expect(modes.find((c) => c.id === a.companyId)?.mode).toBe("live");
    expect(modes.find((c) => c.id === b.companyId)?.mode).toBe("sandbox");

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
