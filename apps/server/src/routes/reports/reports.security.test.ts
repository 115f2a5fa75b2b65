import type { KnowledgeGap, ReportSummary, ResponsableReport } from "@inbox/contracts";
import { companies, messages, reportRollupState, sealReportRollups } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";
import { REPORT_WEEK, seedReportWeek } from "./report-fixtures";

const week = new URLSearchParams(REPORT_WEEK).toString();

// Issue 24: one hotel's figures, questions, responsables and tickets never reach another hotel's report.
describe.each(testDatabaseKinds())("Reports stay with their own company on %s", (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createCompanyAccount>>;
  let b: Awaited<ReturnType<typeof createCompanyAccount>>;
  const get = async (path: string, cookie?: string) => t.request(path, { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createCompanyAccount(t, { name: "Hotel A", domain: "a.test" });
    b = await createCompanyAccount(t, { name: "Hotel B", domain: "b.test" });
    await seedReportWeek(t.ctx, a.companyId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a signed-out caller gets 401 on every report endpoint", async () => {
    for (const path of [
      "summary",
      "intents",
      "knowledge-gaps",
      "learning",
      "responsables",
      "csat",
      "export/tickets.csv",
    ])
      expect((await get(`/api/reports/${path}?${week}`)).status).toBe(401);
    expect(
      (await t.request("/api/reports/settings", jsonRequest("PUT", { minutesSavedPerMail: 9 }))).status,
    ).toBe(401);
  });

  const expectNothingOfA = async () => {
    const own = (await readJson(await get(`/api/reports/summary?${week}`, a.cookie))) as ReportSummary;
    expect(own.current.received).toBe(12);

    const summary = (await readJson(await get(`/api/reports/summary?${week}`, b.cookie))) as ReportSummary;
    expect(summary.current.received).toBe(0);
    expect(summary.previous.received).toBe(0);
    expect(summary.current.firstResponse.agent.count).toBe(0);
    expect(summary.perDay.every((d) => d.handled + d.handedToPeople + d.closed + d.other === 0)).toBe(true);
    expect(
      ((await readJson(await get(`/api/reports/intents?${week}`, b.cookie))) as { intents: [] }).intents,
    ).toEqual([]);
    const gaps = (await readJson(await get(`/api/reports/knowledge-gaps?${week}`, b.cookie))) as {
      gaps: KnowledgeGap[];
    };
    expect(gaps.gaps).toEqual([]);
    const people = (await readJson(await get(`/api/reports/responsables?${week}`, b.cookie))) as {
      responsables: ResponsableReport[];
    };
    expect(people.responsables).toEqual([]);
    const learning = (await readJson(await get(`/api/reports/learning?${week}`, b.cookie))) as {
      before: number;
      learnedInPeriod: number;
    };
    expect(learning).toMatchObject({ before: 0, learnedInPeriod: 0 });
    const csv = await (await get(`/api/reports/export/tickets.csv?${week}`, b.cookie)).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1);
    const figures = await (await get(`/api/reports/export/figures.csv?${week}`, b.cookie)).text();
    expect(figures).toContain("Mails received,0,0,0");
  };

  it("another company's owner sees none of this company's mail, gaps, responsables or tickets", async () => {
    await expectNothingOfA();
  });

  it("with both companies' days sealed into the roll-ups, and A's mail changed after, B still sees none of it", async () => {
    await sealReportRollups(t.ctx.db, { until: new Date() });
    const [state] = await t.ctx.db
      .select()
      .from(reportRollupState)
      .where(eq(reportRollupState.companyId, b.companyId));
    expect(state?.sealedUntil).toBeInstanceOf(Date);
    // A late change to A's sealed week moves A's roll-up, not B's.
    await t.ctx.db
      .update(messages)
      .set({ agentOutcome: "escalate", processedResult: "escalated: a person asked for it (was: skipped)" })
      .where(and(eq(messages.companyId, a.companyId), eq(messages.emailSubject, "Thanks!")));
    await expectNothingOfA();
  });

  it("an owner's minutes per mail and guest question switch change only their own company", async () => {
    const res = await t.request(
      "/api/reports/settings",
      jsonRequest("PUT", { minutesSavedPerMail: 30 }, b.cookie),
    );
    expect(res.status).toBe(200);
    const off = await t.request(
      "/api/reports/settings",
      jsonRequest("PUT", { askGuestRating: false }, b.cookie),
    );
    expect(off.status).toBe(200);
    const [rowA] = await t.ctx.db.select().from(companies).where(eq(companies.id, a.companyId));
    expect(rowA?.minutesSavedPerMail).toBe(4);
    // A's replies still ask their guests.
    expect(rowA?.askGuestRating).toBe(true);
  });

  it("a user without a company is told so, not shown anyone's figures", async () => {
    const lone = await t.signUp(`lone-${kind}@c.test`);
    const res = await get(`/api/reports/summary?${week}`, lone.cookie);
    expect(res.status).toBe(404);
  });
});
