import { customerImportChunks, customerImports, customers } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewCustomerImport } from "../../jobs/import-customers";
import { createJobs } from "../../jobs/queue";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

// Issue 23: one hotel's CSV preview (its guests' names and emails) is neither read, confirmed nor cancelled by another.
describe.each(testDatabaseKinds())("a customer CSV preview stays with its own company on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  let importId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.ctx.jobs = await createJobs(t.ctx);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
    await t.ctx.db
      .insert(customers)
      .values({ companyId: a.companyId, email: "kim@a.test", firstName: "Kim", internalCustomerId: "1" });
    const form = new FormData();
    form.append("file", new Blob(["email,first_name\nkim@a.test,Kimberly\n"], { type: "text/csv" }), "a.csv");
    const res = await t.request("/api/customers/imports", {
      method: "POST",
      body: form,
      headers: { origin: "http://localhost:3000", cookie: a.cookie },
    });
    importId = (await readJson(res)).id;
    await previewCustomerImport(t.ctx, { importId });
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  const state = async () => ({
    imports: await t.ctx.db.select().from(customerImports).where(eq(customerImports.id, importId)),
    chunks: (await t.ctx.db.select().from(customerImportChunks)).length,
    customers: await t.ctx.db.select().from(customers),
  });

  it("a signed-out caller gets 401 from every preview endpoint", async () => {
    expect((await t.request(`/api/customers/imports/${importId}/preview`)).status).toBe(401);
    for (const action of ["confirm", "cancel"])
      expect(
        (await t.request(`/api/customers/imports/${importId}/${action}`, jsonRequest("POST", {}))).status,
      ).toBe(401);
  });

  it("another company gets 404 for the import, its preview, confirm and cancel, and nothing changes", async () => {
    const own = await t.request(`/api/customers/imports/${importId}/preview`, {
      headers: { cookie: a.cookie },
    });
    expect((await readJson(own)).conflictRows[0]).toMatchObject({ customer: "Kim" });
    const before = await state();
    expect(before.imports[0]?.status).toBe("previewed");

    const read = await t.request(`/api/customers/imports/${importId}`, { headers: { cookie: b.cookie } });
    expect(read.status).toBe(404);
    const preview = await t.request(`/api/customers/imports/${importId}/preview`, {
      headers: { cookie: b.cookie },
    });
    expect(preview.status).toBe(404);
    expect(JSON.stringify(await readJson(preview))).not.toContain("kim@a.test");
    const confirm = await t.request(
      `/api/customers/imports/${importId}/confirm`,
      jsonRequest("POST", { conflicts: "update" }, b.cookie),
    );
    expect(confirm.status).toBe(404);
    const cancel = await t.request(
      `/api/customers/imports/${importId}/cancel`,
      jsonRequest("POST", {}, b.cookie),
    );
    expect(cancel.status).toBe(404);
    expect((await readJson(cancel)).error.message).toBe(
      "This import was not found: it may have been replaced by a newer upload. Please upload the file again.",
    );
    expect(await state()).toEqual(before);
    const latest = await t.request("/api/customers/imports/latest", { headers: { cookie: b.cookie } });
    expect((await readJson(latest)).import).toBeNull();
  });

  it("refuses an id that is not an import id with a 400, never a 500", async () => {
    const res = await t.request(
      "/api/customers/imports/not-a-uuid/confirm",
      jsonRequest("POST", {}, a.cookie),
    );
    expect(res.status).toBe(400);
    expect(
      (await t.request("/api/customers/imports/not-a-uuid/preview", { headers: { cookie: a.cookie } }))
        .status,
    ).toBe(400);
  });
});
