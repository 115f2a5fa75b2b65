import { testDatabaseKinds } from "@inbox/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";
import { invitationLinkIn, joinTeam } from "./team-fixtures";

// Issue 24: one hotel's teammates and invitations are never read or changed from another hotel.
describe.each(testDatabaseKinds())("Team endpoints stay with their own company on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;

  beforeAll(async () => {
    t = await createTestApp(kind, {});
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a signed-out caller gets 401 on every team endpoint", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["GET", "/api/team"],
      ["POST", "/api/team/invitations"],
      ["POST", `/api/team/invitations/${id}/resend`],
      ["DELETE", `/api/team/invitations/${id}`],
      ["PATCH", "/api/team/members/someone"],
      ["DELETE", "/api/team/members/someone"],
      ["POST", "/api/team/transfer-ownership"],
      ["POST", `/api/invitations/${"x".repeat(43)}/accept`],
    ] as const)
      expect((await t.request(path, jsonRequest(method, method === "GET" ? undefined : {}))).status).toBe(
        401,
      );
  });

  it("another company sees, resends, revokes, changes and removes none of this company's team", async () => {
    const mate = await joinTeam(t, a, { email: "mate@a.test", role: "member" });
    await t.request(
      "/api/team/invitations",
      jsonRequest("POST", { email: "wait@a.test", role: "member" }, a.cookie),
    );
    const teamA = await readJson(await t.request("/api/team", { headers: { cookie: a.cookie } }));
    const pending = teamA.invitations[0];

    const teamB = await readJson(await t.request("/api/team", { headers: { cookie: b.cookie } }));
    expect(teamB.members.map((m: { email: string }) => m.email)).toEqual([b.email]);
    expect(teamB.invitations).toEqual([]);

    for (const [method, path, body] of [
      ["POST", `/api/team/invitations/${pending.id}/resend`, {}],
      ["DELETE", `/api/team/invitations/${pending.id}`, {}],
      ["PATCH", `/api/team/members/${mate.userId}`, { role: "admin" }],
      ["DELETE", `/api/team/members/${mate.userId}`, {}],
      ["POST", "/api/team/transfer-ownership", { userId: mate.userId }],
    ] as const)
      expect((await t.request(path, jsonRequest(method, body, b.cookie))).status).toBe(404);

    const after = await readJson(await t.request("/api/team", { headers: { cookie: a.cookie } }));
    expect(after.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [a.email, "owner"],
      ["mate@a.test", "member"],
    ]);
    expect(after.invitations.map((i: { email: string }) => i.email)).toEqual(["wait@a.test"]);
    // B's owner, invited by A's link (sent to another address), cannot use it to join A.
    const link = await invitationLinkIn(t, "wait@a.test");
    const res = await t.request(`/api/invitations/${link.token}/accept`, jsonRequest("POST", {}, b.cookie));
    expect(res.status).toBe(403);
  });
});
