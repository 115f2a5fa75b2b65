import { intentCatalogue } from "@inbox/agent";
import { tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processMessage } from "../../agent/process-message";
import { createJobs } from "../../jobs/queue";
import { storeInboundMessage } from "../../mail/ingest";
import { createCompanyAccount, createForwardingMailbox } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";

describe.each(testDatabaseKinds())("escalation responsables API on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  const get = (path: string, cookie: string) => t.request(path, { headers: { cookie } });
  const del = (path: string, cookie: string) =>
    t.request(path, { method: "DELETE", headers: { cookie, origin: "http://localhost:3000" } });

  beforeAll(async () => {
    t = await createTestApp(kind, { catalogue: intentCatalogue });
    t.ctx.jobs = await createJobs(t.ctx);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
  });
  afterAll(async () => {
    await t.ctx.jobs?.stop();
    await t?.close();
  });

  it("refuses bad input in words, and every endpoint signed out or for another company's responsable", async () => {
    const bad = await readJson(
      await t.request(
        "/api/escalation-responsables",
        jsonRequest("POST", { firstName: " ", lastName: "Marti", email: "not-an-email" }, a.cookie),
      ),
    );
    expect(bad.error.message).toMatch(/First name is required|Please enter a valid email/);
    const lea = await readJson(
      await t.request(
        "/api/escalation-responsables",
        jsonRequest("POST", { firstName: "Lea", lastName: "Marti", email: "lea@a.test" }, a.cookie),
      ),
    );
    const intents = await readJson(await get("/api/escalation-responsables/intents", a.cookie));
    const calls: [string, string, unknown][] = [
      [
        "PATCH",
        `/api/escalation-responsables/${lea.id}`,
        { firstName: "X", lastName: "Y", email: "x@b.test" },
      ],
      ["POST", `/api/escalation-responsables/${lea.id}/intents`, { intentId: intents[0].id }],
      ["DELETE", `/api/escalation-responsables/${lea.id}/intents/${intents[0].id}`, undefined],
      ["DELETE", `/api/escalation-responsables/${lea.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await t.request(
        path,
        body === undefined
          ? { method, headers: { origin: "http://localhost:3000" } }
          : jsonRequest(method, body),
      );
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      const foreign =
        body === undefined
          ? await del(path, b.cookie)
          : await t.request(path, jsonRequest(method, body, b.cookie));
      expect({ path, status: foreign.status }).toEqual({ path, status: 404 });
    }
    expect(await readJson(await get("/api/escalation-responsables", a.cookie))).toHaveLength(1);
    expect(await readJson(await del(`/api/escalation-responsables/${lea.id}`, a.cookie))).toEqual({
      ok: true,
    });
  });

  it("one responsable per email in a company: a second one, in any case, is refused with a sentence; another company may", async () => {
    const post = (body: object, cookie: string) =>
      t.request("/api/escalation-responsables", jsonRequest("POST", body, cookie));
    const first = await post({ firstName: "Max", lastName: "Weber", email: "max@a.test" }, a.cookie);
    expect(first.status).toBe(201);
    const again = await post({ firstName: "Thomas", lastName: "W", email: " MAX@A.test " }, a.cookie);
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.message).toBe(
      "MAX@A.test is already a responsable in your company. Edit that responsable instead.",
    );
    const other = await post({ firstName: "Eva", lastName: "Ruiz", email: "eva@a.test" }, a.cookie);
    const eva = await readJson(other);
    const renamed = await t.request(
      `/api/escalation-responsables/${eva.id}`,
      jsonRequest("PATCH", { firstName: "Eva", lastName: "Ruiz", email: "Max@a.test" }, a.cookie),
    );
    expect(renamed.status).toBe(409);
    // Keeping one's own address while editing is no conflict, nor is the same address in another company.
    const kept = await t.request(
      `/api/escalation-responsables/${eva.id}`,
      jsonRequest("PATCH", { firstName: "Eva María", lastName: "Ruiz", email: "EVA@a.test" }, a.cookie),
    );
    expect(kept.status).toBe(200);
    expect((await post({ firstName: "Max", lastName: "B", email: "max@a.test" }, b.cookie)).status).toBe(201);
    const list = await readJson(await get("/api/escalation-responsables", a.cookie));
    expect(list.filter((r: { email: string }) => r.email.toLowerCase() === "max@a.test")).toHaveLength(1);
  });

  it("the inbox, the ticket page and the counters show one name after a responsable is renamed or deleted", async () => {
    const mailbox = await createForwardingMailbox(t.ctx, a.userId, {
      email: "info@a.test",
      address: `resp-a-${kind}@inbound.localhost`,
    });
    const raw = Buffer.from(
      `From: Guest <guest@g.test>\r\nTo: info@a.test\r\nSubject: Broken shower\r\nMessage-ID: <shower-${kind}@g.test>\r\n\r\nThe shower in room 12 is broken.\r\n`,
    );
    const { id: messageId } = await storeInboundMessage(
      t.ctx,
      { companyId: a.companyId, mailboxId: mailbox.id, provider: "forwarding", providerId: "shower", raw },
      { enqueue: false },
    );
    await processMessage(t.ctx, { companyId: a.companyId, messageId: messageId! });
    const [ticket] = await t.ctx.db.select().from(tickets).where(eq(tickets.messageId, messageId!));
    const tom = await readJson(
      await t.request(
        "/api/escalation-responsables",
        jsonRequest("POST", { firstName: "Tom", lastName: "Keller", email: "tom@a.test" }, a.cookie),
      ),
    );
    await t.request(
      `/api/tickets/${ticket!.id}`,
      jsonRequest("PATCH", { assignedResponsableId: tom.id }, a.cookie),
    );
    const counters = await readJson(await get("/api/tickets/counters", a.cookie));
    const seen = async () => {
      const list = await readJson(await get("/api/tickets", a.cookie));
      const detail = await readJson(await get(`/api/tickets/${ticket!.id}`, a.cookie));
      const [row] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, ticket!.id));
      return {
        inbox: list.rows.find((r: { id: string }) => r.id === ticket!.id).assignedTo,
        ticketPage: detail.ticket.assignedTo,
        assignee: detail.ticket.assignedResponsableId,
        stored: row?.assignedTo,
      };
    };
    expect(await seen()).toEqual({
      inbox: "Tom Keller",
      ticketPage: "Tom Keller",
      assignee: tom.id,
      stored: "Tom Keller",
    });

    const renamed = await t.request(
      `/api/escalation-responsables/${tom.id}`,
      jsonRequest("PATCH", { firstName: "Tom", lastName: "Keller-Berg", email: "tom@a.test" }, a.cookie),
    );
    expect(renamed.status).toBe(200);
    expect(await seen()).toEqual({
      inbox: "Tom Keller-Berg",
      ticketPage: "Tom Keller-Berg",
      assignee: tom.id,
      stored: "Tom Keller-Berg",
    });

    expect((await del(`/api/escalation-responsables/${tom.id}`, a.cookie)).status).toBe(200);
    expect(await seen()).toEqual({
      inbox: "Unassigned",
      ticketPage: "Unassigned",
      assignee: null,
      stored: "Unassigned",
    });
    expect(await readJson(await get("/api/tickets/counters", a.cookie))).toEqual(counters);
  });
});
