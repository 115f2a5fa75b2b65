import type {
  KnowledgeGap,
  ReportIntent,
  ReportLearning,
  ReportSummary,
  ResponsableReport,
} from "@inbox/contracts";
import { addMembership, makeDraftLive, messages, tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, jsonRequest, readJson, type TestApp } from "../../testing/test-app";
import { REPORT_WEEK, seedAgentReply, seedMail, seedReportWeek } from "./report-fixtures";

const week = new URLSearchParams(REPORT_WEEK).toString();

describe.each(testDatabaseKinds())("Reports on %s", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createCompanyAccount>>;
  let seeded: Awaited<ReturnType<typeof seedReportWeek>>;
  const get = async <T>(path: string, cookie = owner.cookie) => {
    const res = await t.request(path, { headers: { cookie } });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await readJson(res)) as T;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createCompanyAccount(t, { name: "Hotel Aurora", domain: "aurora.test" });
    seeded = await seedReportWeek(t.ctx, owner.companyId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("an owner sees the week's mail counted by what the agent did, beside the week before", async () => {
    const summary = await get<ReportSummary>(`/api/reports/summary?${week}`);
    expect(summary.period).toEqual({
      from: "2026-01-10",
      to: "2026-01-16",
      days: 7,
      previousFrom: "2026-01-03",
      previousTo: "2026-01-09",
    });
    expect(summary.current).toMatchObject({
      received: 12,
      handled: { total: 3, repliedLive: 1, draftSentByPerson: 1, draftNotSent: 1 },
      handedToPeople: {
        total: 5,
        escalated: 1,
        askedResponsable: 1,
        translation: 1,
        unsupportedLanguage: 1,
        answeredInPart: 1,
      },
      closed: { total: 3, skipped: 2, filtered: 1 },
      other: 1,
      automationRate: 0.5,
      // The agent's reply and a draft a person sent, 4 minutes each.
      minutesSaved: 8,
    });
    expect(summary.previous).toMatchObject({
      received: 2,
      handled: { total: 1, repliedLive: 1 },
      handedToPeople: { total: 1, escalated: 1 },
      automationRate: 0.5,
      minutesSaved: 4,
    });
    expect(summary.minutesSavedPerMail).toBe(4);
    expect(summary.canEditSettings).toBe(true);
  });

  it("first responses are timed from the mail's arrival, the agent's apart from people's", async () => {
    const { current, previous } = await get<ReportSummary>(`/api/reports/summary?${week}`);
    // The agent answered in 2 min and 1 min; people in 10 min (a draft sent) and 30 min (a reply).
    expect(current.firstResponse.agent).toEqual({ count: 2, median: 90, p90: expect.closeTo(114, 5) });
    expect(current.firstResponse.people).toEqual({ count: 2, median: 1200, p90: expect.closeTo(1680, 5) });
    expect(previous.firstResponse.agent).toMatchObject({ count: 1, median: 60 });
    expect(previous.firstResponse.people).toEqual({ count: 0, median: null, p90: null });
  });

  it("the mail per day lands on its day, every day of the period listed", async () => {
    const { perDay } = await get<ReportSummary>(`/api/reports/summary?${week}`);
    expect(perDay.map((d) => d.day)).toEqual([
      "2026-01-10",
      "2026-01-11",
      "2026-01-12",
      "2026-01-13",
      "2026-01-14",
      "2026-01-15",
      "2026-01-16",
    ]);
    expect(perDay[2]).toEqual({ day: "2026-01-12", handled: 3, handedToPeople: 5, closed: 3, other: 1 });
    expect(
      perDay.filter((d) => d.day !== "2026-01-12").every((d) => d.handled + d.handedToPeople === 0),
    ).toBe(true);
  });

  it("days are the reader's: the same mail at 09:00 UTC is still on the 12th in Tokyo, none falls out", async () => {
    const tokyo = new URLSearchParams({ ...REPORT_WEEK, tz: "Asia/Tokyo" }).toString();
    const { current, perDay } = await get<ReportSummary>(`/api/reports/summary?${tokyo}`);
    expect(current.received).toBe(12);
    expect(perDay.find((d) => d.day === "2026-01-12")?.handled).toBe(3);
  });

  it("top intents show their automation rate now and in the period before", async () => {
    const { intents } = await get<{ intents: ReportIntent[] }>(`/api/reports/intents?${week}`);
    expect(intents[0]).toMatchObject({ intent: "General Inquiry", tickets: 5, automated: 2 });
    expect(intents.find((i) => i.intent === "Parking")).toEqual({
      intent: "Parking",
      tickets: 2,
      automated: 2,
      automationRate: 1,
      previousTickets: 1,
      previousAutomationRate: 1,
    });
    expect(intents.find((i) => i.intent === "Spa, gym and pool")).toMatchObject({ tickets: 2, automated: 0 });
  });

  it("knowledge gaps group the same question (with or without Re:) and lead to the open feedback loop", async () => {
    const { gaps } = await get<{ gaps: KnowledgeGap[] }>(`/api/reports/knowledge-gaps?${week}`);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatchObject({
      intent: "Spa, gym and pool",
      count: 2,
      open: 1,
      feedbackTicketId: seeded.feedbackTicketId,
    });
  });

  it("learned answers count the feedback loop and approved tests, not hand-written entries", async () => {
    const learning = await get<ReportLearning>(`/api/reports/learning?${week}`);
    expect(learning.before).toBe(1);
    expect(learning.learnedInPeriod).toBe(1);
    expect(learning.perDay.at(-1)?.total).toBe(2);
    expect(learning.perDay.find((d) => d.day === "2026-01-12")?.learned).toBe(1);
  });

  it("a responsable's open tickets and how long they took to answer the agent", async () => {
    const { responsables } = await get<{ responsables: ResponsableReport[] }>(
      `/api/reports/responsables?${week}`,
    );
    expect(responsables).toEqual([
      {
        id: seeded.responsableId,
        name: "Lea Marti",
        email: expect.stringMatching(/^lea-/),
        openTickets: 2,
        asked: 1,
        answered: 1,
        medianAnswerSeconds: 3600,
        p90AnswerSeconds: 3600,
      },
    ]);
  });

  it("an empty period reads as zeros, with no rate to divide by", async () => {
    const quiet = new URLSearchParams({ from: "2025-06-01", to: "2025-06-30", tz: "UTC" }).toString();
    const summary = await get<ReportSummary>(`/api/reports/summary?${quiet}`);
    expect(summary.current).toMatchObject({ received: 0, automationRate: null, minutesSaved: 0 });
    expect(summary.perDay).toHaveLength(30);
  });

  it("the owner changes the minutes per mail and the time saved follows; a colleague may not", async () => {
    const put = await t.request(
      "/api/reports/settings",
      jsonRequest("PUT", { minutesSavedPerMail: 6 }, owner.cookie),
    );
    expect(put.status).toBe(200);
    const summary = await get<ReportSummary>(`/api/reports/summary?${week}`);
    expect(summary.current.minutesSaved).toBe(12);

    const colleague = await t.signUp(`colleague-${kind}@aurora.test`);
    await addMembership(t.ctx.db, { companyId: owner.companyId, userId: colleague.userId, role: "member" });
    const seen = await get<ReportSummary>(`/api/reports/summary?${week}`, colleague.cookie);
    expect(seen.canEditSettings).toBe(false);
    expect(seen.current.received).toBe(12);
    const refused = await t.request(
      "/api/reports/settings",
      jsonRequest("PUT", { minutesSavedPerMail: 60 }, colleague.cookie),
    );
    expect(refused.status).toBe(403);
    const bad = await t.request(
      "/api/reports/settings",
      jsonRequest("PUT", { minutesSavedPerMail: 0 }, owner.cookie),
    );
    expect(bad.status).toBe(400);
    expect((await get<ReportSummary>(`/api/reports/summary?${week}`)).minutesSavedPerMail).toBe(6);
  });

  it("a draft sent with the ticket page's 'Send draft' counts as sent by a person, from that moment", async () => {
    const other = await createCompanyAccount(t, { name: "Hotel Draft", domain: "draft.test" });
    const mail = await seedMail(t.ctx, other.companyId, { outcome: "reply", subject: "Sauna" });
    const draft = await seedAgentReply(t.ctx, mail, { mode: "sandbox", after: 1_000 });
    const read = async () => ({
      reply: (await t.ctx.db.select().from(messages).where(eq(messages.id, mail.messageId)))[0]?.agentReply,
      ticket: (await t.ctx.db.select().from(tickets).where(eq(tickets.id, mail.ticketId!)))[0],
    });
    expect((await read()).reply).toBe("draft");
    expect((await read()).ticket?.firstResponseBy).toBeNull();
    const before = Date.now();
    await makeDraftLive(t.ctx.db, {
      companyId: other.companyId,
      ticketId: mail.ticketId!,
      responseId: draft,
    });
    const after = await read();
    expect(after.reply).toBe("sent_by_person");
    expect(after.ticket?.firstResponseBy).toBe("person");
    expect(after.ticket?.firstResponseAt?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it("a skipped mail a person reopens ('Needs a person') leaves the agent's share of its intent", async () => {
    const other = await createCompanyAccount(t, { name: "Hotel Reopen", domain: "reopen.test" });
    const mail = await seedMail(t.ctx, other.companyId, { outcome: "skip", subject: "Ok", intent: "Thanks" });
    const intentsOf = async () =>
      (await get<{ intents: ReportIntent[] }>(`/api/reports/intents?${week}`, other.cookie)).intents;
    expect(await intentsOf()).toMatchObject([{ intent: "Thanks", tickets: 1, automated: 1 }]);
    await t.ctx.db
      .update(messages)
      .set({ agentOutcome: "escalate", processedResult: "escalated: a person asked for it (was: skipped)" })
      .where(eq(messages.id, mail.messageId));
    expect(await intentsOf()).toMatchObject([{ intent: "Thanks", tickets: 1, automated: 0 }]);
  });

  it("a period that ends before it starts, or an unknown time zone, is refused with a sentence", async () => {
    const backwards = await t.request("/api/reports/summary?from=2026-01-16&to=2026-01-10&tz=UTC", {
      headers: { cookie: owner.cookie },
    });
    expect(backwards.status).toBe(400);
    expect(((await readJson(backwards)) as { error: { message: string } }).error.message).toBe(
      "The period ends before it starts",
    );
    const tz = await t.request("/api/reports/summary?from=2026-01-10&to=2026-01-16&tz=Mars/Olympus", {
      headers: { cookie: owner.cookie },
    });
    expect(tz.status).toBe(400);
  });

  it("exports the figures beside the week before, and every ticket of the week, as CSV", async () => {
    const figures = await t.request(`/api/reports/export/figures.csv?${week}`, {
      headers: { cookie: owner.cookie },
    });
    expect(figures.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(figures.headers.get("content-disposition")).toContain("report-2026-01-10-to-2026-01-16.csv");
    const lines = (await figures.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Figure,2026-01-10 to 2026-01-16,2026-01-03 to 2026-01-09,Change");
    expect(lines).toContain("Mails received,12,2,10");
    expect(lines).toContain("Automation rate (%),50,50,0");

    const ticketsCsv = await t.request(`/api/reports/export/tickets.csv?${week}`, {
      headers: { cookie: owner.cookie },
    });
    const rows = (await ticketsCsv.text()).trim().split("\r\n");
    expect(rows[0]).toBe(
      "Ticket,Opened (UTC),Subject,Requester,Intent,Status,Assigned to,What the agent did,First response by,First response (min)",
    );
    // Eleven mails of the week opened a ticket (the filtered one and the responsable's answer did not).
    expect(rows).toHaveLength(12);
    expect(rows.find((r) => r.includes(",Parking,") && r.includes("Replied by the agent"))).toMatch(
      /,Agent,2$/,
    );
    // A subject a spreadsheet would run as a formula is written as text.
    expect(rows.some((r) => r.includes(`"'=HYPERLINK(""x"")"`))).toBe(true);
  });
});
