import { customerImportChunks, customers } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCustomers, previewCustomerImport } from "../../jobs/import-customers";
import { createJobs } from "../../jobs/queue";
import { createCompanyAccount, startTestWorkers } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

describe.each(testDatabaseKinds())("customer CSV import on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;

  const upload = (
    cookie: string | null,
    content: string | Buffer,
    name = "customers.csv",
    type = "text/csv",
  ) => {
    const form = new FormData();
    form.append("file", new Blob([content], { type }), name);
    return t.request("/api/customers/imports", {
      method: "POST",
      body: form,
      headers: { origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    });
  };
  /**
   * Uploads, checks the file and confirms its preview (every conflict updated), runs the job here, and returns the
   * finished import as the page reads it.
   */
  const importFile = async (content: string | Buffer) => {
    const res = await upload(a.cookie, content);
    expect(res.status).toBe(202);
    const started = await readJson(res);
    expect(started.status).toBe("queued");
    await previewCustomerImport(t.ctx, { importId: started.id });
    const confirmed = await t.request(
      `/api/customers/imports/${started.id}/confirm`,
      jsonRequest("POST", { conflicts: "update" }, a.cookie),
    );
    if (confirmed.status === 202) await importCustomers(t.ctx, { importId: started.id });
    return readJson(
      await t.request(`/api/customers/imports/${started.id}`, { headers: { cookie: a.cookie } }),
    );
  };
  const customersOf = (companyId: string) =>
    t.ctx.db.select().from(customers).where(eq(customers.companyId, companyId));

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { UPLOAD_LIMIT_MB: "1" } });
    t.ctx.jobs = await createJobs(t.ctx);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("refuses a signed-out upload, no file, a file that is not CSV, and one over the size limit", async () => {
    expect((await upload(null, "email\na@x.test\n")).status).toBe(401);
    const none = await t.request("/api/customers/imports", {
      method: "POST",
      body: new FormData(),
      headers: { origin: "http://localhost:3000", cookie: a.cookie },
    });
    expect(none.status).toBe(400);
    expect((await readJson(none)).error.message).toBe("Please select a CSV file first");
    const text = await upload(a.cookie, "hello", "notes.txt", "text/plain");
    expect(text.status).toBe(400);
    expect((await readJson(text)).error.message).toBe("Please select a CSV file");
    // Windows names CSV files application/vnd.ms-excel: the .csv name is enough.
    const excel = await upload(a.cookie, "email\nwin@x.test\n", "export.csv", "application/vnd.ms-excel");
    expect(excel.status).toBe(202);
    const { id: excelId } = await readJson(excel);
    await previewCustomerImport(t.ctx, { importId: excelId });
    const cancelled = await t.request(
      `/api/customers/imports/${excelId}/cancel`,
      jsonRequest("POST", {}, a.cookie),
    );
    expect((await readJson(cancelled)).status).toBe("cancelled");
    const big = await upload(a.cookie, `email\n${"x".repeat(1024 * 1024 + 10)}\n`);
    expect(big.status).toBe(413);
    expect((await readJson(big)).error.message).toMatch(/^This file is too large: the most you can upload/);
    const latest = await readJson(
      await t.request("/api/customers/imports/latest", { headers: { cookie: a.cookie } }),
    );
    expect(latest.maxUploadBytes).toBe(1024 * 1024);
    expect((await t.ctx.db.select().from(customerImportChunks)).length).toBe(0);
  });

  it("imports 10,000 rows with 100 bad values: every row in, each bad value left empty and named with its line", async () => {
    const lines = [
      "internal_customer_id,first_name,last_name,email,subscription,account_value,is_active_customer",
    ];
    const bad = new Set<number>();
    for (let i = 1; i <= 10_000; i++) {
      // Every hundredth row is wrong in one of four ways.
      if (i % 100 === 0) {
        const fileLine = i + 1;
        bad.add(fileLine);
        const ways = [
          `X${i},Bad,Row,not-an-email,Basic,1,yes`,
          `X${i},Bad,Row,bad${i}@x.test,Gold,1,yes`,
          `X${i},Bad,Row,bad${i}@x.test,Basic,lots,yes`,
          `X${i},Bad,Row,bad${i}@x.test,Basic,1,perhaps`,
        ];
        lines.push(ways[(i / 100) % 4]!);
      } else {
        lines.push(`C${i},Guest,Number ${i},guest${i}@example.com,Premium,${i}.5,${i % 2 ? "yes" : "no"}`);
      }
    }
    const csv = `${lines.join("\r\n")}\r\n`;
    expect(Buffer.byteLength(csv)).toBeLessThan(1024 * 1024);
    const done = await importFile(csv);
    expect(done).toMatchObject({
      status: "completed",
      total: 10_000,
      rowsDone: 10_000,
      processed: 10_000,
      created: 10_000,
      updated: 0,
      errorCount: 0,
    });
    const lineWarnings = done.warnings.filter((w: string) => w.startsWith("Line "));
    expect(lineWarnings.map((w: string) => Number(w.split(/[ :]/)[1]))).toEqual([...bad]);
    expect(lineWarnings[0]).toBe(
      'Line 101: subscription must be Basic, Premium or Enterprise, not "Gold"; left empty',
    );
    expect(lineWarnings[3]).toBe('Line 401: Invalid email address "not-an-email"; left empty');
    const [gold] = await t.ctx.db.select().from(customers).where(eq(customers.internalCustomerId, "X100"));
    expect(gold).toMatchObject({ email: "bad100@x.test", subscription: null, accountValue: 1 });
    const [count] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(and(eq(customers.companyId, a.companyId), sql`${customers.email} like 'guest%'`));
    expect(count?.n).toBe(9_900);
    const [one] = await t.ctx.db.select().from(customers).where(eq(customers.email, "guest7@example.com"));
    expect(one).toMatchObject({
      internalCustomerId: "C7",
      lastName: "Number 7",
      subscription: "Premium",
      accountValue: 7.5,
      isActiveCustomer: true,
    });
    expect((await t.ctx.db.select().from(customerImportChunks)).length).toBe(0);
  });

  it("matches on email first and on internal_customer_id only when the email agrees or is empty: a row never overwrites another guest", async () => {
    await t.ctx.db.insert(customers).values([
      {
        companyId: a.companyId,
        internalCustomerId: "900",
        email: "kim@x.test",
        firstName: "Kim",
        language: "en",
      },
      { companyId: a.companyId, email: "Lou@X.test", firstName: "Lou", isActiveCustomer: false },
      { companyId: b.companyId, internalCustomerId: "900", email: "kim@x.test", firstName: "Other company" },
    ]);
    const done = await importFile(
      [
        "email;internal_customer_id;first_name;language;is_active_customer;payment_status",
        "KIM@x.test;900;Kimberly;;;Overdue",
        "impostor@x.test;900;Impostor;;;Off",
        "LOU@x.test;;Louise;fr;1;",
        "new@x.test;;Neu;de;;Ok",
        "new@X.TEST;;Neue;;;",
        "numbered@x.test;1500;Num;;;",
      ].join("\n"),
    );
    expect(done).toMatchObject({ status: "completed", total: 6, created: 2, updated: 3, errorCount: 1 });
    expect(done.errors).toEqual([
      {
        line: 3,
        reason:
          "internal_customer_id 900 already belongs to another customer (kim@x.test); row not imported: correct the ID or the email in the file",
      },
    ]);
    const rows = await customersOf(a.companyId);
    const byEmail = (email: string) => rows.find((r) => r.email?.toLowerCase() === email);
    expect(byEmail("impostor@x.test")).toBeUndefined();
    // Empty cells keep what the customer had.
    expect(byEmail("kim@x.test")).toMatchObject({
      firstName: "Kimberly",
      language: "en",
      paymentStatus: "Overdue",
    });
    expect(byEmail("lou@x.test")).toMatchObject({
      firstName: "Louise",
      language: "fr",
      isActiveCustomer: true,
    });
    const neu = byEmail("new@x.test");
    expect(neu).toMatchObject({
      firstName: "Neue",
      language: "de",
      isActiveCustomer: true,
      paymentStatus: "Ok",
    });
    // A new customer without a number gets one above every number in the company and in the file.
    expect(Number(neu?.internalCustomerId)).toBe(1501);
    expect((await customersOf(b.companyId))[0]?.firstName).toBe("Other company");
  });

  it("reads real exports: BOM, semicolons, quoted commas and line breaks, unknown columns named", async () => {
    const csv =
      "\uFEFFNotes;Last Name;E-mail;Company Name;Account Value;Is Active Customer\r\n" +
      'vip;"Rossi; Bianchi";"anna@rossi.test";"Hotel Rossi, Roma";"1.234,50";No\r\n' +
      'x;Ferri;ferri@x.test;"Line one\r\nline two";12;yes\r\n';
    const done = await importFile(csv);
    expect(done).toMatchObject({ status: "completed", created: 2, errorCount: 0 });
    expect(done.warnings).toEqual(["Ignored unknown columns: Notes"]);
    const rows = await customersOf(a.companyId);
    expect(rows.find((r) => r.email === "anna@rossi.test")).toMatchObject({
      lastName: "Rossi; Bianchi",
      companyName: "Hotel Rossi, Roma",
      accountValue: 1234.5,
      isActiveCustomer: false,
    });
    expect(rows.find((r) => r.email === "ferri@x.test")?.companyName).toBe("Line one\r\nline two");
  });

  it("a file the import cannot read fails with the reason, and the page finds the last import again", async () => {
    const done = await importFile("name,phone\nAna,123\n");
    expect(done.status).toBe("failed");
    expect(done.failureReason).toMatch(/^The file has no email or internal_customer_id column/);
    const latest = await readJson(
      await t.request("/api/customers/imports/latest", { headers: { cookie: a.cookie } }),
    );
    expect(latest.import.id).toBe(done.id);
    const foreign = await t.request(`/api/customers/imports/${done.id}`, { headers: { cookie: b.cookie } });
    expect(foreign.status).toBe(404);
    expect(
      (await readJson(await t.request("/api/customers/imports/latest", { headers: { cookie: b.cookie } })))
        .import,
    ).toBeNull();
  });

  it("runs as a background job: one import at a time, progress to completion", async () => {
    const workers = await startTestWorkers(t.ctx);
    try {
      const rows = Array.from({ length: 2500 }, (_, i) => `bg${i}@x.test,Bg`).join("\n");
      const res = await upload(a.cookie, `email,first_name\n${rows}\n`);
      expect(res.status).toBe(202);
      const { id } = await readJson(res);
      const second = await upload(a.cookie, "email\nz@x.test\n");
      expect(second.status).toBe(409);
      expect((await readJson(second)).error.message).toBe(
        "An import is already running for your company. Please wait for it to finish before uploading another file.",
      );
      const waitFor = async (...ends: string[]) => {
        let state: { status: string; rowsDone: number; total: number | null } = {
          status: "queued",
          rowsDone: 0,
          total: null,
        };
        for (let i = 0; i < 300 && !ends.includes(state.status); i++) {
          await new Promise((r) => setTimeout(r, 100));
          state = await readJson(
            await t.request(`/api/customers/imports/${id}`, { headers: { cookie: a.cookie } }),
          );
        }
        return state;
      };
      expect(await waitFor("previewed", "failed")).toMatchObject({
        status: "previewed",
        total: 2500,
        rowsDone: 2500,
        preview: { create: 2500 },
      });
      const confirmed = await t.request(
        `/api/customers/imports/${id}/confirm`,
        jsonRequest("POST", {}, a.cookie),
      );
      expect(confirmed.status).toBe(202);
      expect(await waitFor("completed", "failed")).toMatchObject({
        status: "completed",
        total: 2500,
        rowsDone: 2500,
        created: 2500,
      });
    } finally {
      await workers.stop();
      t.ctx.jobs = await createJobs(t.ctx);
    }
  });
});
