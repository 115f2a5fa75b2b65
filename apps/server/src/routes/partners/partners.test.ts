import { loadSenderFacts, partners } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../../testing/fixtures";
import { narrowPublicDomainEntries } from "../../testing/migrations";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

describe.each(testDatabaseKinds())("partners API on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, body === undefined ? { method, headers: { cookie } } : jsonRequest(method, body, cookie));
  const list = async (query = "") =>
    readJson(await call("GET", `/api/partners${query ? `?${query}` : ""}`, a.cookie));

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
  });
  afterAll(() => t?.close());

  it("adds partners (active by default), lists them newest first and filters in any case", async () => {
    const first = await call("POST", "/api/partners", a.cookie, {
      name: "Booking Partner",
      email: "deals@booking-partner.test",
      domain: "Booking-Partner.test",
    });
    expect(first.status).toBe(201);
    expect(await readJson(first)).toMatchObject({ isActive: true, domain: "booking-partner.test" });
    await call("POST", "/api/partners", a.cookie, {
      name: "Tour Agency",
      email: "hello@tours.test",
      isActive: false,
    });
    const all = await list();
    expect(all.rows.map((p: { name: string }) => p.name)).toEqual(["Tour Agency", "Booking Partner"]);
    expect(all.rows[0].domain).toBeNull();
    expect((await list("name=BOOKING")).total).toBe(1);
    expect((await list("email=tours")).rows[0].name).toBe("Tour Agency");
    expect((await list("domain=partner")).total).toBe(1);
    expect((await list("status=active")).rows.map((p: { name: string }) => p.name)).toEqual([
      "Booking Partner",
    ]);
    expect((await list("status=inactive")).rows.map((p: { name: string }) => p.name)).toEqual([
      "Tour Agency",
    ]);
    expect((await list("name=booking&status=inactive")).total).toBe(0);
  });

  it("edits and deletes a partner; refuses a duplicate email and bad input in the spec's words", async () => {
    const [partner] = await t.ctx.db.select().from(partners).where(eq(partners.name, "Tour Agency"));
    const updated = await call("PUT", `/api/partners/${partner!.id}`, a.cookie, {
      name: "Tour Agency Ltd",
      email: "hello@tours.test",
      domain: "tours.test",
      isActive: true,
    });
    expect(await readJson(updated)).toMatchObject({
      name: "Tour Agency Ltd",
      isActive: true,
      domain: "tours.test",
    });

    const dup = await call("POST", "/api/partners", a.cookie, {
      name: "Again",
      email: "DEALS@booking-partner.test",
    });
    expect(dup.status).toBe(409);
    expect((await readJson(dup)).error.message).toBe("This contact is already in your partners list");
    const noName = await call("POST", "/api/partners", a.cookie, { name: "  ", email: "x@y.test" });
    expect((await readJson(noName)).error.message).toBe("Name is required");
    const badEmail = await call("POST", "/api/partners", a.cookie, { name: "X", email: "nope" });
    expect((await readJson(badEmail)).error.message).toBe("Invalid email address");
    const badStatus = await call("GET", "/api/partners?status=maybe", a.cookie);
    expect((await readJson(badStatus)).error.message).toBe("Status must be all, active or inactive");

    expect((await call("DELETE", `/api/partners/${partner!.id}`, a.cookie)).status).toBe(204);
    expect((await list()).total).toBe(1);
  });

  it("refuses a signed-out caller and another company's partners", async () => {
    const [mine] = await t.ctx.db.select().from(partners).where(eq(partners.companyId, a.companyId));
    const body = { name: "Taken", email: "taken@x.test" };
    for (const [method, path, payload] of [
      ["GET", "/api/partners", undefined],
      ["POST", "/api/partners", body],
      ["PUT", `/api/partners/${mine!.id}`, body],
      ["DELETE", `/api/partners/${mine!.id}`, undefined],
    ] as const) {
      const anonymous = await t.request(path, payload ? jsonRequest(method, payload) : { method });
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      if (path.includes(mine!.id)) {
        const foreign = await call(method, path, b.cookie, payload);
        expect({ path, status: foreign.status }).toEqual({ path, status: 404 });
      }
    }
    expect((await readJson(await call("GET", "/api/partners", b.cookie))).total).toBe(0);
    const [still] = await t.ctx.db.select().from(partners).where(eq(partners.id, mine!.id));
    expect(still?.name).toBe("Booking Partner");
  });

  it("takes a whole domain as a partner only when it is not a public mail provider's, saying why", async () => {
    for (const [method, path] of [
      ["POST", "/api/partners"],
      ["PUT", `/api/partners/${(await list()).rows[0].id}`],
    ] as const) {
      const refused = await call(method, path, a.cookie, {
        name: "A guest",
        email: "guest@gmail.com",
        domain: "gmail.com",
      });
      expect(refused.status).toBe(400);
      expect((await readJson(refused)).error.message).toBe(
        "gmail.com is a public mail provider: every guest who writes from it would be taken for this partner. Add this address only.",
      );
    }
    const byAddress = await call("POST", "/api/partners", a.cookie, { name: "Ana", email: "ana@gmail.com" });
    expect(await readJson(byAddress)).toMatchObject({ email: "ana@gmail.com", domain: null });
    const facts = (address: string) => loadSenderFacts(t.ctx.db, { companyId: a.companyId, address });
    expect((await facts("ana@gmail.com")).isActivePartner).toBe(true);
    expect((await facts("bob@gmail.com")).isActivePartner).toBe(false);
    expect((await facts("anyone@booking-partner.test")).isActivePartner).toBe(true);
    // Company A's partner domain is nothing to company B.
    const elsewhere = await loadSenderFacts(t.ctx.db, {
      companyId: b.companyId,
      address: "anyone@booking-partner.test",
    });
    expect(elsewhere.isActivePartner).toBe(false);
  });

  it("after the upgrade, a partner taken from a Gmail guest's message is that address only", async () => {
    await t.ctx.db
      .insert(partners)
      .values({ companyId: a.companyId, name: "Old", email: "old.partner@yahoo.fr", domain: "yahoo.fr" });
    const facts = (address: string) => loadSenderFacts(t.ctx.db, { companyId: a.companyId, address });
    expect((await facts("stranger@yahoo.fr")).isActivePartner).toBe(true);
    await narrowPublicDomainEntries(t);
    expect((await facts("stranger@yahoo.fr")).isActivePartner).toBe(false);
    expect((await facts("old.partner@yahoo.fr")).isActivePartner).toBe(true);
    expect((await facts("x@booking-partner.test")).isActivePartner).toBe(true);
  });
});
