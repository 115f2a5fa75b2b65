import { customerImportChunks, customers } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { importCustomers, previewCustomerImport } from "../../jobs/import-customers";
import { createJobs } from "../../jobs/queue";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

// Issue 23: the CSV import shows what it would do, and writes only once the owner says so.
describe.each(testDatabaseKinds())("customer CSV preview on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;

  const upload = async (content: string) => {
    const form = new FormData();
    form.append("file", new Blob([content], { type: "text/csv" }), "customers.csv");
    const res = await t.request("/api/customers/imports", {
      method: "POST",
      body: form,
      headers: { origin: "http://localhost:3000", cookie: a.cookie },
    });
    expect(res.status).toBe(202);
    return (await readJson(res)).id as string;
  };
  /** Uploads and checks the file as the job does; returns the import and its preview as the page reads them. */
  const previewFile = async (content: string) => {
    const id = await upload(content);
    await previewCustomerImport(t.ctx, { importId: id });
    const get = (path: string) =>
      t.request(`/api/customers/imports/${id}${path}`, { headers: { cookie: a.cookie } });
    return { id, job: await readJson(await get("")), preview: await readJson(await get("/preview")) };
  };
  const confirm = (id: string, body: unknown) =>
    t.request(`/api/customers/imports/${id}/confirm`, jsonRequest("POST", body, a.cookie));
  const customersOfA = () =>
    t.ctx.db
      .select()
      .from(customers)
      .where(eq(customers.companyId, a.companyId))
      .orderBy(asc(customers.createdAt), asc(customers.id));

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.ctx.jobs = await createJobs(t.ctx);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
  });
  beforeEach(async () => {
    await t.ctx.db.delete(customers);
    await t.ctx.db.insert(customers).values([
      {
        companyId: a.companyId,
        internalCustomerId: "900",
        email: "kim@x.test",
        firstName: "Kim",
        lastName: "Lee",
        subscription: "Premium",
      },
      { companyId: a.companyId, internalCustomerId: "901", email: "Lou@X.test", firstName: "Lou" },
      {
        companyId: a.companyId,
        internalCustomerId: "902",
        email: "sam@x.test",
        firstName: "Sam",
        subscription: "Basic",
      },
    ]);
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("counts the rows to create, update and confirm, names each change old → new and each problem, and writes nothing", async () => {
    const before = await customersOfA();
    const { id, job, preview } = await previewFile(
      [
        "email;internal_customer_id;first_name;last_name;subscription;Notes",
        "kim@x.test;900;Kimberly;Lee;Premium;vip",
        "LOU@x.test;;;;Enterprise;",
        "sam@x.test;;Sam;;Basic;",
        "new@x.test;;Neu;;;",
        "new@X.TEST;;Neue;;;",
        "impostor@x.test;900;Imp;;;",
        "not-an-email;;Nobody;;;",
        "ok@x.test;;Ok;;Gold;",
      ].join("\n"),
    );
    expect(job).toMatchObject({
      status: "previewed",
      total: 8,
      rowsDone: 8,
      created: 0,
      updated: 0,
      errorCount: 2,
      preview: {
        columns: ["email", "internal_customer_id", "first_name", "last_name", "subscription"],
        ignored: ["Notes"],
        create: 2,
        update: 2,
        unchanged: 1,
        conflicts: 1,
      },
    });
    expect(job.errors).toEqual([
      {
        line: 7,
        reason:
          "internal_customer_id 900 already belongs to another customer (kim@x.test); row not imported: correct the ID or the email in the file",
      },
      {
        line: 8,
        reason:
          'Needs an email or an internal_customer_id (Invalid email address "not-an-email"; left empty)',
      },
    ]);
    expect(job.warnings).toEqual([
      "Ignored unknown columns: Notes",
      'Line 9: subscription must be Basic, Premium or Enterprise, not "Gold"; left empty',
    ]);
    expect(preview.conflictRows).toEqual([
      { line: 2, customer: "Kim Lee", changes: [{ field: "first_name", from: "Kim", to: "Kimberly" }] },
    ]);
    // An email that differs only in case is no change; a value filled in is.
    expect(preview.updates).toEqual([
      { line: 3, customer: "Lou", changes: [{ field: "subscription", from: null, to: "Enterprise" }] },
      {
        line: 6,
        customer: "The customer line 5 adds",
        addedByLine: 5,
        changes: [
          { field: "first_name", from: null, to: "Neue" },
          { field: "email", from: null, to: "new@X.TEST" },
        ],
      },
    ]);
    expect(await customersOfA()).toEqual(before);
    expect((await t.ctx.db.select().from(customerImportChunks)).length).toBeGreaterThan(0);
    await t.request(`/api/customers/imports/${id}/cancel`, jsonRequest("POST", {}, a.cookie));
  });

  it("a confirmed conflict changes the customer, a skipped one leaves them as they were, and the rest is written", async () => {
    const { id, preview } = await previewFile(
      [
        "email,first_name,subscription",
        "kim@x.test,Kimberly,Enterprise",
        "sam@x.test,Samuel,Enterprise",
        "new@x.test,Neu,Basic",
      ].join("\n"),
    );
    expect(preview.conflictRows.map((r: { line: number }) => r.line)).toEqual([2, 3]);
    const res = await confirm(id, { conflicts: "skip", update: [2] });
    expect(res.status).toBe(202);
    expect((await readJson(res)).status).toBe("processing");
    await importCustomers(t.ctx, { importId: id });
    const done = await readJson(
      await t.request(`/api/customers/imports/${id}`, { headers: { cookie: a.cookie } }),
    );
    expect(done).toMatchObject({ status: "completed", created: 1, updated: 1, skipped: 1, errorCount: 0 });
    const rows = await customersOfA();
    const byEmail = (email: string) => rows.find((r) => r.email === email);
    expect(byEmail("kim@x.test")).toMatchObject({ firstName: "Kimberly", subscription: "Enterprise" });
    // Skipped: nothing of the row is written, not even its subscription.
    expect(byEmail("sam@x.test")).toMatchObject({ firstName: "Sam", subscription: "Basic" });
    expect(byEmail("new@x.test")).toMatchObject({ firstName: "Neu", internalCustomerId: "903" });
    expect((await t.ctx.db.select().from(customerImportChunks)).length).toBe(0);
  });

  it("Update all changes every conflicting customer but the one the owner skipped", async () => {
    const { id, job } = await previewFile(
      ["internal_customer_id,first_name,last_name", "900,,Lee-Park", "901,,Rossi", "902,Samuel,"].join("\n"),
    );
    // Lou had no last name: filling one in is no conflict.
    expect(job.preview).toMatchObject({ conflicts: 2, update: 1 });
    expect((await confirm(id, { conflicts: "update", skip: [4] })).status).toBe(202);
    await importCustomers(t.ctx, { importId: id });
    const rows = (await customersOfA()).map((r) => [r.internalCustomerId, r.firstName, r.lastName]);
    expect(rows.sort()).toEqual([
      ["900", "Kim", "Lee-Park"],
      ["901", "Lou", "Rossi"],
      ["902", "Sam", null],
    ]);
  });

  it("cancelling writes nothing and drops the file; the cancelled preview cannot be imported after", async () => {
    const before = await customersOfA();
    const { id } = await previewFile("email,first_name\nkim@x.test,Kimberly\nnew@x.test,New\n");
    const cancel = await t.request(`/api/customers/imports/${id}/cancel`, jsonRequest("POST", {}, a.cookie));
    expect(cancel.status).toBe(200);
    expect((await readJson(cancel)).status).toBe("cancelled");
    expect((await t.ctx.db.select().from(customerImportChunks)).length).toBe(0);
    const late = await confirm(id, { conflicts: "update" });
    expect(late.status).toBe(409);
    expect((await readJson(late)).error.message).toBe(
      "This preview was cancelled or replaced by a newer upload, so nothing of it will be written. Upload the file again to import it.",
    );
    await importCustomers(t.ctx, { importId: id });
    expect(await customersOfA()).toEqual(before);
  });

  it("a new upload replaces a preview left waiting; a confirmed import can be neither confirmed again nor cancelled", async () => {
    const { id: first } = await previewFile("email\nfirst@x.test\n");
    const { id: second } = await previewFile("email\nsecond@x.test\n");
    const old = await readJson(
      await t.request(`/api/customers/imports/${first}`, { headers: { cookie: a.cookie } }),
    );
    expect(old.status).toBe("cancelled");
    expect((await confirm(second, {})).status).toBe(202);
    const again = await confirm(second, {});
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.message).toBe(
      "This file is already being imported: follow its progress on the Customers page.",
    );
    const cancel = await t.request(
      `/api/customers/imports/${second}/cancel`,
      jsonRequest("POST", {}, a.cookie),
    );
    expect(cancel.status).toBe(409);
    expect((await readJson(cancel)).error.message).toBe(
      "The import has already started writing customers, so it cannot be cancelled. Wait for it to finish.",
    );
    await importCustomers(t.ctx, { importId: second });
    expect((await customersOfA()).map((r) => r.email)).toContain("second@x.test");
  });

  it("refuses choices that are not update or skip, in words", async () => {
    const { id } = await previewFile("email\nx@x.test\n");
    const res = await confirm(id, { conflicts: "maybe" });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toMatch(/Choose update or skip for the conflicts/);
    await t.request(`/api/customers/imports/${id}/cancel`, jsonRequest("POST", {}, a.cookie));
  });
});
