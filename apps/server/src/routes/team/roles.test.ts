import { companies } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_AREAS } from "../../lib/roles";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";
import { ADMIN_PATHS, CHANGING_METHODS } from "./admin-areas";
import { joinTeam } from "./team-fixtures";

const UUID = "00000000-0000-4000-8000-000000000000";

/** Every changing route the app serves under an Owner/Admin area, with the sentence a Member is told. */
function adminRoutesOf(t: TestApp) {
  const areaOf = (path: string) =>
    ADMIN_PATHS.find(({ paths }) =>
      paths.some((p) => {
        const full = `/api${p}`;
        return full.endsWith("/*") ? path.startsWith(full.slice(0, -1)) : path === full;
      }),
    )?.area;
  const seen = new Map<string, { method: string; path: string; message: string }>();
  for (const route of t.app.routes) {
    if (!CHANGING_METHODS.includes(route.method) || route.path.includes("*")) continue;
    const area = areaOf(route.path);
    if (!area) continue;
    const path = route.path.replace(/:id\b/g, UUID).replace(/:userId\b/g, "someone");
    seen.set(`${route.method} ${path}`, { method: route.method, path, message: ADMIN_AREAS[area] });
  }
  return [...seen.values()];
}

describe.each(testDatabaseKinds())("Owner/Admin endpoints on %s", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createCompanyAccount>>;
  let member: Awaited<ReturnType<typeof joinTeam>>;
  let admin: Awaited<ReturnType<typeof joinTeam>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createCompanyAccount(t, { name: "Hotel Roles", domain: "roles.test" });
    await t.ctx.db
      .update(companies)
      .set({ subscription: "professional" })
      .where(eq(companies.id, owner.companyId));
    member = await joinTeam(t, owner, { email: "member@roles.test", role: "member" });
    admin = await joinTeam(t, owner, { email: "admin@roles.test", role: "admin" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a Member's request to every Owner/Admin endpoint gets 403 with the area's sentence", async () => {
    const routes = adminRoutesOf(t);
    // The walk covers the areas the issue names (a route renamed away from them would shrink this list).
    for (const expected of [
      "PUT /api/library/faq",
      "PUT /api/library/intents",
      "PATCH /api/library/knowledge/",
      "POST /api/knowledge-import/website",
      "POST /api/escalation-responsables",
      "PATCH /api/support-mailboxes/",
      "POST /api/mailboxes/imap",
      "PUT /api/company/plan",
      "POST /api/team/invitations",
      "DELETE /api/team/members/",
      "PATCH /api/profile/mode",
      "PUT /api/reports/settings",
    ])
      expect(
        routes.some((r) => `${r.method} ${r.path}`.startsWith(expected)),
        expected,
      ).toBe(true);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const res = await t.request(route.path, jsonRequest(route.method, {}, member.cookie));
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect((await readJson(res)).error.message).toBe(route.message);
    }
    expect(ADMIN_AREAS.library).toBe("Only the owner or an admin can change the knowledge library.");
  });

  it("an Admin passes every Owner/Admin endpoint (only transferring ownership stays the owner's)", async () => {
    for (const route of adminRoutesOf(t)) {
      if (route.path === "/api/team/transfer-ownership") continue;
      const res = await t.request(route.path, jsonRequest(route.method, {}, admin.cookie));
      expect(res.status, `${route.method} ${route.path}`).not.toBe(403);
    }
  });

  it("a Member works the inbox, customers and the Test Agent, and reads the library", async () => {
    const customer = await t.request(
      "/api/customers",
      jsonRequest("POST", { firstName: "Eve", lastName: "Guest", email: "eve@guest.test" }, member.cookie),
    );
    expect(customer.status).toBe(201);
    expect((await t.request("/api/tickets", { headers: { cookie: member.cookie } })).status).toBe(200);
    expect((await t.request("/api/library/knowledge", { headers: { cookie: member.cookie } })).status).toBe(
      200,
    );
    expect((await t.request("/api/team", { headers: { cookie: member.cookie } })).status).toBe(200);
  });
});
