import { knowledgeEntries, knowledgeImports, knowledgeSuggestions } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../../jobs/queue";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

// Issue 25: one hotel's imports and suggestions are neither seen, decided nor cancelled by another hotel.
describe.each(testDatabaseKinds())("Website knowledge stays with its own company on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  let importId: string;
  let suggestionIds: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.ctx.jobs = await createJobs(t.ctx);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
    const started = await readJson(
      await t.request(
        "/api/knowledge-import/website",
        jsonRequest("POST", { url: "https://a.test" }, a.cookie),
      ),
    );
    importId = started.id;
    const rows = await t.ctx.db
      .insert(knowledgeSuggestions)
      .values(
        ["Parking", "Pets"].map((title) => ({
          companyId: a.companyId,
          importId,
          title,
          body: `${title}: what Hotel A says.`,
          language: "en",
          sourceUrl: "https://a.test/",
          sourceKind: "website",
          fingerprint: title,
        })),
      )
      .returning({ id: knowledgeSuggestions.id });
    suggestionIds = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("a signed-out caller gets 401 on every endpoint", async () => {
    const id = suggestionIds[0]!;
    for (const [method, path] of [
      ["GET", "/api/knowledge-import"],
      ["POST", "/api/knowledge-import/website"],
      ["POST", "/api/knowledge-import/website/recheck"],
      ["POST", "/api/knowledge-import/documents"],
      ["GET", `/api/knowledge-import/imports/${importId}`],
      ["POST", `/api/knowledge-import/imports/${importId}/cancel`],
      ["GET", "/api/knowledge-import/suggestions"],
      ["POST", "/api/knowledge-import/suggestions/accept-all"],
      ["POST", `/api/knowledge-import/suggestions/${id}/accept`],
      ["POST", `/api/knowledge-import/suggestions/${id}/reject`],
      ["PUT", "/api/knowledge-import/settings"],
    ] as const) {
      const res = await t.request(path, jsonRequest(method, method === "GET" ? undefined : {}));
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it("another company sees none of the imports and suggestions, and cannot decide or cancel them", async () => {
    const get = async (path: string) => readJson(await t.request(path, { headers: { cookie: b.cookie } }));
    expect(await get("/api/knowledge-import")).toEqual({
      website: null,
      document: null,
      problems: [],
      websiteUrl: "https://b.test",
      weeklyRecheck: false,
    });
    expect(await get("/api/knowledge-import/suggestions")).toEqual({ rows: [], total: 0 });
    const post = (path: string) => t.request(path, jsonRequest("POST", {}, b.cookie));
    expect(
      (await t.request(`/api/knowledge-import/imports/${importId}`, { headers: { cookie: b.cookie } }))
        .status,
    ).toBe(404);
    expect((await post(`/api/knowledge-import/imports/${importId}/cancel`)).status).toBe(404);
    expect((await post(`/api/knowledge-import/suggestions/${suggestionIds[0]}/accept`)).status).toBe(404);
    expect((await post(`/api/knowledge-import/suggestions/${suggestionIds[1]}/reject`)).status).toBe(404);
    expect(await readJson(await post("/api/knowledge-import/suggestions/accept-all"))).toEqual({
      accepted: 0,
    });
    // B's "check again" has no site of B's to read: it never reads A's.
    expect((await post("/api/knowledge-import/website/recheck")).status).toBe(400);

    const stored = await t.ctx.db.select().from(knowledgeSuggestions);
    expect(stored.map((s) => s.status)).toEqual(["proposed", "proposed"]);
    const [imported] = await t.ctx.db
      .select()
      .from(knowledgeImports)
      .where(eq(knowledgeImports.id, importId));
    expect(imported!.cancelRequested).toBe(false);
    expect(await t.ctx.db.select().from(knowledgeEntries)).toEqual([]);

    const own = await readJson(
      await t.request("/api/knowledge-import/suggestions", { headers: { cookie: a.cookie } }),
    );
    expect(own.total).toBe(2);
  });

  it("one company turning on the weekly re-check leaves another company's setting as it was", async () => {
    const put = (weeklyRecheck: unknown, who = a) =>
      t.request("/api/knowledge-import/settings", jsonRequest("PUT", { weeklyRecheck }, who.cookie));
    const weekly = async (who: typeof a) =>
      (await readJson(await t.request("/api/knowledge-import", { headers: { cookie: who.cookie } })))
        .weeklyRecheck;
    expect(await weekly(a)).toBe(false);
    expect(await readJson(await put(true))).toEqual({ weeklyRecheck: true });
    expect(await weekly(a)).toBe(true);
    expect(await weekly(b)).toBe(false);
    await put(false, b);
    expect(await weekly(a)).toBe(true);
    const bad = await put("yes");
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.message).toBe("Choose whether to check the website every week");
  });

  it("one import at a time per company, without holding another company's", async () => {
    const again = await t.request(
      "/api/knowledge-import/website",
      jsonRequest("POST", { url: "a.test" }, a.cookie),
    );
    expect(again.status).toBe(409);
    const other = await t.request(
      "/api/knowledge-import/website",
      jsonRequest("POST", { url: "b.test" }, b.cookie),
    );
    expect(other.status).toBe(202);
  });

  it("refuses ids that are not ids with a 400, never a 500", async () => {
    for (const path of [
      "/api/knowledge-import/suggestions/x/accept",
      "/api/knowledge-import/imports/x/cancel",
    ])
      expect((await t.request(path, jsonRequest("POST", {}, a.cookie))).status).toBe(400);
    const bad = await t.request("/api/knowledge-import/website", jsonRequest("POST", { url: "" }, a.cookie));
    expect(bad.status).toBe(400);
  });
});
