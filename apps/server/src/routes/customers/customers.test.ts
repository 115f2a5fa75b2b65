import { customers, messages } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../../jobs/queue";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

const ZERO_ID = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabaseKinds())("customers and contacts API on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, body === undefined ? { method, headers: { cookie } } : jsonRequest(method, body, cookie));
  const add = async (cookie: string, body: Record<string, unknown>) => {
    const res = await call("POST", "/api/customers", cookie, body);
    return { status: res.status, body: await readJson(res) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.ctx.jobs = await createJobs(t.ctx);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("refuses a signed-out caller everywhere and another company's ids", async () => {
    const mine = (await add(a.cookie, { email: "only-a@x.test" })).body;
    const calls: [string, string, unknown][] = [
      ["GET", "/api/customers", undefined],
      ["GET", "/api/customers/languages", undefined],
      ["POST", "/api/customers", { email: "x@x.test" }],
      ["GET", `/api/customers/${mine.id}`, undefined],
      ["PUT", `/api/customers/${mine.id}`, { email: "taken@x.test" }],
      ["DELETE", `/api/customers/${mine.id}`, undefined],
      ["GET", "/api/customers/imports/latest", undefined],
      ["GET", `/api/customers/imports/${ZERO_ID}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await t.request(path, body === undefined ? { method } : jsonRequest(method, body));
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      if (path.includes(mine.id)) {
        const foreign = await call(method, path, b.cookie, body);
        expect({ path, status: foreign.status }).toEqual({ path, status: 404 });
      }
    }
    expect((await readJson(await call("GET", "/api/customers", b.cookie))).total).toBe(0);
    const [still] = await t.ctx.db.select().from(customers).where(eq(customers.id, mine.id));
    expect(still?.email).toBe("only-a@x.test");
    await call("DELETE", `/api/customers/${mine.id}`, a.cookie);
  });

  it("adds a customer with the spec's defaults and the next internal id", async () => {
    await t.ctx.db.insert(customers).values([
      { companyId: a.companyId, internalCustomerId: "41", email: "old1@x.test" },
      { companyId: a.companyId, internalCustomerId: "A-900", email: "old2@x.test" },
      { companyId: a.companyId, internalCustomerId: "0007", email: "old3@x.test" },
      { companyId: b.companyId, internalCustomerId: "5000", email: "other@x.test" },
    ]);
    const { status, body } = await add(a.cookie, {
      firstName: "Ana",
      lastName: "Lopez",
      email: "ana@lopez.test",
      accountValue: 1250.5,
      subscription: "Premium",
      paymentStatus: "Ok",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      internalCustomerId: "42",
      isActiveCustomer: true,
      language: "",
      accountValue: 1250.5,
      subscription: "Premium",
      paymentStatus: "Ok",
    });
    // Another company's numbers do not count; its own do.
    expect((await add(b.cookie, { email: "b2@x.test" })).body.internalCustomerId).toBe("5001");
  });

  it("hands out distinct internal ids to customers added at the same moment", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => add(a.cookie, { email: `burst${i}@x.test` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const ids = results.map((r) => Number(r.body.internalCustomerId)).sort((x, y) => x - y);
    expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => 43 + i));
  });

  it("refuses a second customer with the same email or internal id, and bad input, in words", async () => {
    const dup = await add(a.cookie, { email: "ANA@lopez.test" });
    expect(dup).toMatchObject({
      status: 409,
      body: { error: { message: "A customer with the email ana@lopez.test already exists" } },
    });
    await add(a.cookie, { email: "lead@x.test", isActiveCustomer: false });
    expect((await add(a.cookie, { email: "lead@x.test" })).body.error.message).toBe(
      "lead@x.test is already in your contacts: edit the contact and make it an active customer",
    );
    expect((await add(a.cookie, { internalCustomerId: "41", email: "n@x.test" })).body.error.message).toBe(
      "Another customer already has the internal ID 41",
    );
    const bad: [Record<string, unknown>, string][] = [
      [{ email: "not-an-address" }, "Invalid email address"],
      [{ email: "s@x.test", subscription: "Gold" }, "subscription"],
      [{ email: "p@x.test", paymentStatus: "Late" }, "payment status"],
      [{ email: "v@x.test", accountValue: "a lot" }, "account value"],
      [{}, "Enter at least an email, a name or a company name"],
    ];
    for (const [body, words] of bad) {
      const res = await add(a.cookie, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message.toLowerCase()).toContain(words.toLowerCase());
    }
  });

  it("lists customers and contacts apart, filtered and paged in the database", async () => {
    const seed = [
      {
        firstName: "Bea",
        lastName: "Marti",
        email: "bea@alpina.test",
        companyName: "Alpina Resorts",
        language: "de",
        subscription: "Enterprise",
        paymentStatus: "Overdue",
      },
      {
        firstName: "Carl",
        lastName: "Nilsen",
        email: "carl@fjord.test",
        companyName: "Fjord Hotels",
        language: "no",
        subscription: "Basic",
        paymentStatus: "Ok",
      },
      {
        firstName: "Dora",
        lastName: "Alpina",
        email: "dora@x.test",
        companyName: "Dora GmbH",
        language: "DE",
        subscription: "Basic",
        paymentStatus: "Off",
      },
      {
        firstName: "Eve",
        lastName: "Contact",
        email: "eve@alpina.test",
        isActiveCustomer: false,
        language: "fr",
      },
    ];
    for (const c of seed) expect((await add(a.cookie, c)).status).toBe(201);
    const list = async (query: string) => readJson(await call("GET", `/api/customers?${query}`, a.cookie));

    const contacts = await list("active=false");
    expect(contacts.rows.map((r: { email: string }) => r.email)).toEqual(["eve@alpina.test", "lead@x.test"]);
    const byName = await list("name=ALPINA");
    expect(byName.rows.map((r: { email: string }) => r.email)).toEqual(["dora@x.test"]);
    const byFullName = await list("name=bea%20mar");
    expect(byFullName.rows.map((r: { email: string }) => r.email)).toEqual(["bea@alpina.test"]);
    expect((await list("email=alpina")).rows.map((r: { email: string }) => r.email)).toEqual([
      "bea@alpina.test",
    ]);
    expect((await list("company=fjord")).total).toBe(1);
    expect((await list("subscription=Basic")).total).toBe(2);
    expect((await list("paymentStatus=Overdue")).rows[0].email).toBe("bea@alpina.test");
    expect((await list("language=de")).total).toBe(2);
    expect((await list("company=%25")).total).toBe(0);
    expect((await list("name=zz&subscription=Basic")).rows).toEqual([]);
    const languages = await readJson(await call("GET", "/api/customers/languages?active=true", a.cookie));
    expect(languages).toEqual(["de", "no"]);

    const all = await list("pageSize=5");
    expect(all.total).toBe(19);
    const second = await list("pageSize=5&page=2");
    expect(second.rows).toHaveLength(5);
    expect(second.rows[0].id).not.toBe(all.rows[0].id);
    expect(all.rows[0].email).toBe("dora@x.test");

    const badFilter = await call("GET", "/api/customers?subscription=Gold", a.cookie);
    expect(badFilter.status).toBe(400);
    expect((await readJson(badFilter)).error.message).toBe(
      "Subscription must be Basic, Premium or Enterprise",
    );
  });

  it("edits every field, moves a customer to contacts, and deletes it", async () => {
    const { body: created } = await add(a.cookie, { email: "fay@x.test", firstName: "Fay" });
    const edit = {
      internalCustomerId: "FAY-1",
      companyName: "Fay & Co",
      firstName: "Fay",
      lastName: "Ng",
      email: "fay.ng@x.test",
      phone: "+41 1",
      phoneNumber: "+41 2",
      whatsapp: "+41 3",
      domainName: "x.test",
      isActiveCustomer: false,
      language: "en",
      subscription: "Enterprise",
      accountValue: 0,
      paymentStatus: "Off",
    };
    const res = await call("PUT", `/api/customers/${created.id}`, a.cookie, edit);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject(edit);
    const contacts = await readJson(await call("GET", "/api/customers?active=false&email=fay", a.cookie));
    expect(contacts.total).toBe(1);
    const clash = await call("PUT", `/api/customers/${created.id}`, a.cookie, {
      ...edit,
      email: "ana@lopez.test",
    });
    expect(clash.status).toBe(409);

    expect((await call("DELETE", `/api/customers/${created.id}`, a.cookie)).status).toBe(204);
    expect((await call("GET", `/api/customers/${created.id}`, a.cookie)).status).toBe(404);
    expect((await call("DELETE", `/api/customers/${created.id}`, a.cookie)).status).toBe(404);
    expect((await call("GET", "/api/customers/not-a-uuid", a.cookie)).status).toBe(400);
  });

  it("a message's sender becomes a customer once; a known contact becomes an active customer", async () => {
    const [message] = await t.ctx.db
      .insert(messages)
      .values({
        companyId: a.companyId,
        dedupeKey: `m-${kind}`,
        emailFrom: "Lead Person <lead@x.test>",
        emailSubject: "Hello",
        emailBody: "Hi",
        processed: true,
        processedResult: "filtered",
      })
      .returning();
    const first = await readJson(await call("POST", `/api/messages/${message!.id}/customer`, a.cookie, {}));
    expect(first).toMatchObject({ created: false, activated: true, customer: { isActiveCustomer: true } });
    expect(first.customer.internalCustomerId).toMatch(/^\d+$/);
    const again = await readJson(await call("POST", `/api/messages/${message!.id}/customer`, a.cookie, {}));
    expect(again).toMatchObject({ created: false, activated: false });
    const [reset] = await t.ctx.db.select().from(messages).where(eq(messages.id, message!.id));
    expect(reset).toMatchObject({ processed: false, processedResult: null });
  });
});
